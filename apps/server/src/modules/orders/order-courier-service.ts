import {
  type CourierParcelStatus,
  canMoveOrder,
  FINAL_PARCEL_STATUSES,
  type Order,
  type OrderStatus,
  poishaToTaka,
  type ReturnReason,
} from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { EventActor } from './order-events-repository.js';
import * as events from './order-events-repository.js';
import * as repo from './orders-repository.js';
import type { OrdersService } from './orders-service.js';

export type OrderCourierService = ReturnType<typeof createOrderCourierService>;
export type { EventActor } from './order-events-repository.js';
export type { CourierBookingRow } from './orders-repository.js';

/** What a courier said about a parcel, in the shop's words and its own. */
export interface CourierStatusUpdate {
  courier: string;
  consignmentId: string;
  status: CourierParcelStatus;
  /** The courier's own word for the status (Steadfast `delivery_status`, Pathao `order_status_slug`). */
  detail: string;
  /** What the courier wrote beside it (Steadfast's tracking message), kept on the timeline for staff. */
  message?: string | null;
}

/** A booking the courier confirmed, to be recorded on the order. */
export interface ConfirmedBooking {
  courier: string;
  consignmentId: string;
  trackingCode: string;
  trackingUrl: string | null;
  /** The courier's own word for the parcel's status when it took it. */
  detail: string;
  /** Poisha, as asked of the courier. */
  amountToCollect: number;
}

/**
 * The order moves a courier status makes, each only where ORDER_STATES allows it: a parcel that was
 * delivered or came back was picked up, so an order still accepted (its pickup news lost or late) is
 * shipped first. A parcel the courier cancelled comes back only if it had left; one cancelled before
 * pickup leaves the order accepted (and bookable again). A partial delivery is left to staff.
 */
const MOVES: Record<CourierParcelStatus, { to: OrderStatus[]; returnReason?: ReturnReason }> = {
  booked: { to: [] },
  on_hold: { to: [] },
  partly_delivered: { to: [] },
  in_transit: { to: ['shipped'] },
  delivered: { to: ['shipped', 'delivered'] },
  returned: { to: ['shipped', 'returned'], returnReason: 'refused' },
  cancelled: { to: ['returned'], returnReason: 'other' },
};

/** How far along a parcel is: a status never gives way to an earlier one (a late or replayed event). */
function rankOf(status: CourierParcelStatus): number {
  if (status === 'booked') return 0;
  return (FINAL_PARCEL_STATUSES as readonly string[]).includes(status) ? 2 : 1;
}

/**
 * The orders' side of couriers (issue 23 item 5; the couriers module talks to the couriers): what a
 * booking needs of an order, recording a confirmed booking on it, and moving it as its parcel moves.
 * Status changes go through the orders service, so stock, payments, messages and the timeline follow
 * the same rules whoever makes them.
 */
export function createOrderCourierService(deps: {
  db: Db;
  orders: Pick<OrdersService, 'changeStatus'>;
  now?: () => Date;
}) {
  const { db, orders } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * The order a courier would carry, its booking, and the amount to collect (poisha): the total of a
     * cash-on-delivery order not paid yet, 0 for one paid before it ships. Null when there is no such order.
     */
    async findForBooking(
      orderId: string,
    ): Promise<{ order: Order; booking: repo.CourierBookingRow; amountToCollect: number } | null> {
      const booking = await repo.findCourierBooking(db, orderId);
      const order = booking && (await repo.findOrder(db, orderId));
      if (!booking || !order) return null;
      const collect = booking.paymentMethod === 'cod' && booking.paymentStatus === 'unpaid';
      return { order, booking, amountToCollect: collect ? booking.total : 0 };
    },

    /**
     * Whether an order may be booked: `booked` while a courier holds a live booking (one it cancelled
     * before pickup no longer counts), `not_accepted` unless the order is accepted.
     */
    bookingState(booking: repo.CourierBookingRow): 'bookable' | 'booked' | 'not_accepted' {
      if (booking.consignmentId && booking.courierStatus !== 'cancelled') return 'booked';
      return booking.status === 'accepted' ? 'bookable' : 'not_accepted';
    },

    /**
     * Records a booking the courier confirmed, with who booked it on the timeline. False (nothing
     * written) when the order is no longer bookable: it was cancelled or booked meanwhile.
     */
    async recordBooking(orderId: string, booking: ConfirmedBooking, actor: EventActor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const at = now();
        const written = await repo.setCourierBooking(tx, orderId, {
          courier: booking.courier,
          consignmentId: booking.consignmentId,
          trackingCode: booking.trackingCode,
          trackingUrl: booking.trackingUrl,
          courierStatus: 'booked',
          at,
        });
        if (!written) return false;
        await events.recordEvent(
          tx,
          orderId,
          'courier',
          {
            courier: booking.courier,
            status: 'booked',
            consignmentId: booking.consignmentId,
            detail: booking.detail,
            trackingCode: booking.trackingCode,
            ...(booking.trackingUrl ? { trackingUrl: booking.trackingUrl } : {}),
            amountToCollect: poishaToTaka(booking.amountToCollect),
          },
          actor,
        );
        return true;
      });
    },

    findOrderIdByConsignment: (courier: string, consignmentId: string): Promise<string | null> =>
      repo.findOrderIdByConsignment(db, courier, consignmentId),

    listParcelsToPoll: (options: { couriers: string[]; staleBefore: Date; limit: number }) =>
      repo.listCourierParcelsToPoll(db, options),

    /** The courier was asked about the parcel and had nothing to say (or did not answer). */
    markChecked: (orderId: string): Promise<void> => repo.markCourierChecked(db, orderId, now()),

    /**
     * What a courier says about a parcel, applied once whatever order the news arrives in: each
     * (status, word) is on the timeline once, the parcel's status never goes back, and the order makes
     * only the moves ORDER_STATES allows from where it is (a replay or a late event changes nothing).
     * News about a consignment the order is not booked with is ignored. Answers the moves made.
     */
    async applyCourierStatus(
      orderId: string,
      update: CourierStatusUpdate,
    ): Promise<{ known: boolean; moved: OrderStatus[] }> {
      const known = await db.transaction(async (tx) => {
        const booking = await repo.lockCourierBooking(tx, orderId);
        if (!booking || booking.courier !== update.courier || booking.consignmentId !== update.consignmentId)
          return false;
        const entry = {
          courier: update.courier,
          status: update.status,
          consignmentId: update.consignmentId,
          detail: update.detail,
        };
        if (!(await events.hasEvent(tx, orderId, 'courier', entry)))
          await events.recordEvent(tx, orderId, 'courier', {
            ...entry,
            ...(update.message ? { message: update.message } : {}),
          });
        const current = booking.courierStatus ?? 'booked';
        const latest = rankOf(update.status) >= rankOf(current) ? update.status : current;
        await repo.setCourierStatus(tx, orderId, latest, now());
        return true;
      });
      if (!known) return { known, moved: [] };

      const { to, returnReason } = MOVES[update.status];
      const moved: OrderStatus[] = [];
      for (const status of to) {
        const order = await repo.findCourierBooking(db, orderId);
        if (!order || !canMoveOrder(order.status, status, order.paymentStatus)) continue;
        try {
          await orders.changeStatus(orderId, status, {
            actor: null,
            ...(status === 'returned' ? { returnReason, restock: true } : {}),
          });
          moved.push(status);
        } catch (error) {
          // Another event (or staff) moved the order first: that move stands.
          if (!(error instanceof AppError && error.type === 'conflict')) throw error;
        }
      }
      return { known, moved };
    },
  };
}
