import type {
  AdminOrderDetail,
  AdminOrderRow,
  AdminOrdersQuery,
  CallOutcomeInput,
  DeliveryAttemptInput,
  OutboundMessage,
  ReturnInput,
  TimelineEntry,
} from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { PaymentsService } from '../payments/payments-service.js';
import * as office from './back-office-repository.js';
import type { EventActor } from './order-events-repository.js';
import * as events from './order-events-repository.js';
import * as repo from './orders-repository.js';
import type { OrdersService } from './orders-service.js';

const orderNotFound = () => new AppError('not_found', 'order.not_found');

/** A message sent about the order, as an entry of its timeline (the outbox keeps the messages themselves). */
function messageEntry(message: OutboundMessage): TimelineEntry {
  return {
    _id: message._id,
    at: message.sentAt ?? message.createdAt,
    actor: null,
    kind: 'message',
    data: {
      channel: message.channel,
      event: message.kind,
      status: message.status,
      recipient: message.recipient,
      summary: message.summary,
    },
  };
}

/**
 * The back office's work on orders (issue 23): the list staff search, an order's page with its timeline
 * and risk signals, notes, the confirmation call of a cash-on-delivery order, a failed delivery attempt
 * and a parcel that comes back. Status changes go through the orders service, so stock, coupons,
 * payments, messages and the timeline follow one set of rules whoever makes them.
 */
export function createBackOfficeService(deps: {
  db: Db;
  orders: Pick<OrdersService, 'changeStatus' | 'findForStaff'>;
  notifications: Pick<NotificationsService, 'listForOrder'>;
  payments: Pick<PaymentsService, 'historyOf'>;
  now?: () => Date;
}) {
  const { db, orders, notifications, payments } = deps;
  const now = deps.now ?? (() => new Date());

  async function requireRow(id: string) {
    const row = await office.findOrderRow(db, id);
    if (!row) throw orderNotFound();
    return row;
  }

  return {
    list: (query: AdminOrdersQuery): Promise<{ rows: AdminOrderRow[]; total: number }> =>
      office.listOrderRows(db, query),

    exportRows: (query: Omit<AdminOrdersQuery, 'page' | 'limit'>) => office.streamOrderRows(db, query),

    async detail(id: string): Promise<AdminOrderDetail> {
      const row = await requireRow(id);
      const [order, timeline, messages, risk, paymentHistory] = await Promise.all([
        orders.findForStaff(id),
        events.listEvents(db, id),
        notifications.listForOrder(id),
        office.riskSignals(db, row, now()),
        payments.historyOf(id),
      ]);
      const entries = [...timeline, ...messages.map(messageEntry)].sort((a, b) => a.at.localeCompare(b.at));
      return {
        order,
        confirmation: row.confirmation,
        callAttempts: row.callAttempts,
        deliveryAttempts: row.deliveryAttempts,
        cancelReason: row.cancelReason,
        returnReason: row.returnReason,
        courier: row.courier,
        consignmentId: row.consignmentId,
        trackingUrl: row.trackingUrl,
        courierStatus: row.courierStatus,
        events: entries,
        risk,
        payments: paymentHistory,
      };
    },

    /** The courier booking a label prints (each null while not booked); null when there is no such order. */
    async findBooking(id: string): Promise<{ courier: string | null; consignmentId: string | null } | null> {
      const row = await office.findOrderRow(db, id);
      return row && { courier: row.courier, consignmentId: row.consignmentId };
    },

    async addNote(id: string, text: string, actor: EventActor): Promise<void> {
      await requireRow(id);
      await events.recordEvent(db, id, 'note', { text }, actor);
    },

    /**
     * A confirmation's outcome, from a staff call or (`byLink`) the shopper's own answer to the SMS link:
     * confirmed moves the order on (accepted), no answer keeps it in the queue to be called again, a
     * customer's cancel or a fake order cancels it with that reason. 409 once the order no longer waits.
     */
    async recordCall(
      id: string,
      input: CallOutcomeInput,
      actor: EventActor,
      options: { byLink?: boolean } = {},
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await office.lockOrderRow(tx, id);
        if (!row) throw orderNotFound();
        const waiting =
          row.status === 'pending' && (row.confirmation === 'to_confirm' || row.confirmation === 'no_answer');
        if (!waiting) throw new AppError('conflict', 'order.not_to_confirm');
        const attempt = row.callAttempts + 1;
        await repo.updateOrder(tx, id, {
          // The shopper's answer by link is not a call the shop made.
          callAttempts: options.byLink ? row.callAttempts : attempt,
          // Settled here, under the lock: an answer arriving at the same moment (another call, the
          // link) finds the order no longer waiting, before the status change below.
          confirmation:
            input.outcome === 'no_answer' ? 'no_answer' : input.outcome === 'confirmed' ? 'confirmed' : null,
        });
        await events.recordEvent(
          tx,
          id,
          'confirmation',
          {
            outcome: input.outcome,
            ...(options.byLink ? { by: 'link' } : { attempt }),
            ...(input.note ? { note: input.note } : {}),
          },
          actor,
        );
      });
      if (input.outcome === 'confirmed') await orders.changeStatus(id, 'accepted', { actor });
      if (input.outcome === 'customer_cancelled' || input.outcome === 'fake')
        await orders.changeStatus(id, 'cancelled', { actor, cancelReason: input.outcome });
    },

    /** The courier could not deliver this time: the order stays shipped, the attempt is counted. */
    async recordDeliveryAttempt(id: string, input: DeliveryAttemptInput, actor: EventActor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await office.lockOrderRow(tx, id);
        if (!row) throw orderNotFound();
        if (row.status !== 'shipped') throw new AppError('conflict', 'order.not_shipped');
        await repo.updateOrder(tx, id, { deliveryAttempts: row.deliveryAttempts + 1 });
        await events.recordEvent(
          tx,
          id,
          'delivery_attempt',
          { attempt: row.deliveryAttempts + 1, ...(input.note ? { note: input.note } : {}) },
          actor,
        );
      });
    },

    /** The parcel came back: returned, its stock back on the shelf unless damaged, a prepaid order's money owed. */
    async recordReturn(id: string, input: ReturnInput, actor: EventActor) {
      const row = await requireRow(id);
      if (row.status !== 'shipped') throw new AppError('conflict', 'order.not_shipped');
      return orders.changeStatus(id, 'returned', {
        actor,
        returnReason: input.reason,
        restock: input.restock,
        ...(input.note ? { note: input.note } : {}),
      });
    },
  };
}

export type BackOfficeService = ReturnType<typeof createBackOfficeService>;
