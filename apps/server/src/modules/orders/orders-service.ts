import {
  type CancelReason,
  type CreateOrder,
  canMarkPayment,
  canMoveOrder,
  chosenOptions,
  hasAreaIds,
  initialPaymentStatus,
  isAwaitingPayment,
  isRedirectMethod,
  type Locale,
  type OrderEvent as NotifiedEvent,
  ORDER_EVENTS,
  ORDER_STATES,
  type Order,
  type OrderStatus,
  orderStatusLabel,
  PAYMENT_STATES,
  type PaymentStatus,
  paymentStatusAfter,
  paymentStatusLabel,
  type ReturnReason,
  takaToPoisha,
} from '@plantopia/shared';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../lib/db-errors.js';
import { AppError, invalidField } from '../../lib/errors.js';
import type { ShopEvents } from '../../lib/metrics.js';
import { requireOwnerOrAdmin } from '../../lib/ownership.js';
import { toPlainText } from '../../lib/sanitize-html.js';
import type { CartService } from '../cart/cart-service.js';
import type { StockLine, StockService } from '../catalog/stock-service.js';
import type { CouponsService } from '../coupons/coupons-service.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { PaymentsService } from '../payments/payments-service.js';
import type { PricingService } from '../pricing/pricing-service.js';
import type { UsersService } from '../users/users-service.js';
import type { ConfirmLinks } from './confirm-link-token.js';
import type { EventActor } from './order-events-repository.js';
import * as events from './order-events-repository.js';
import type { OrderPaymentsService } from './order-payments-service.js';
import * as repo from './orders-repository.js';

export type OrdersService = ReturnType<typeof createOrdersService>;

/** What a status change carries beside the new status: who made it, and why. */
export interface StatusChange {
  trackingCode?: string;
  actor?: EventActor | null;
  cancelReason?: CancelReason;
  returnReason?: ReturnReason;
  /** A returned parcel's stock goes back on the shelf (false: recorded as damaged). */
  restock?: boolean;
  note?: string;
}

const isOrderEvent = (status: OrderStatus): status is OrderStatus & NotifiedEvent =>
  (ORDER_EVENTS as readonly string[]).includes(status);

const orderNotFound = () => new AppError('not_found', 'order.not_found');
const paymentAlreadyUsed = () => new AppError('conflict', 'payment.paid_another_order');

function linesOf(order: Order): StockLine[] {
  return order.items.map((item) => ({
    productId: item._id,
    variantId: item.variantId,
    quantity: item.quantity,
  }));
}

/** How many unsettled refunds one run of the resolving task asks about (the next run takes the rest). */
const REFUNDS_PER_RUN = 20;

export function createOrdersService(deps: {
  db: Db;
  stock: StockService;
  cart: CartService;
  payments: PaymentsService;
  pricing: PricingService;
  orderPayments: OrderPaymentsService;
  users: UsersService;
  coupons: Pick<CouponsService, 'redeem' | 'release'>;
  notifications: Pick<NotificationsService, 'queueOrderEvent'>;
  events?: Pick<ShopEvents, 'orderPlaced'>;
  /** With the setting on (decision 032): a new COD order's SMS carries its confirm-or-cancel link. */
  confirmLinks?: Pick<ConfirmLinks, 'urlFor'>;
  /** How long a redirect payment holds the order's stock. */
  holdMinutes: number;
  now?: () => Date;
}) {
  const { db, stock, cart, payments, pricing, orderPayments, users, coupons, notifications } = deps;
  const now = deps.now ?? (() => new Date());

  /** The provider's payment details beside each order (the message, its transaction id, the refund). */
  async function withPaymentDetails(list: Order[]): Promise<Order[]> {
    const details = await payments.detailsOfOrders(list.map((order) => order._id));
    return list.map((order) => {
      const found = details.get(order._id);
      return found
        ? { ...order, paymentMessage: found.message, paymentReference: found.reference, refund: found.refund }
        : order;
    });
  }

  /**
   * Cancels an order locked in `tx`, before its new status is stored: one still awaiting its redirect
   * payment ends the one way unpaid orders end (its open attempts settled with it); any other gives back
   * its stock, when it holds some, and its coupon use. Answers whether stock went back.
   */
  async function cancelIn(tx: Db, order: Order, message: string): Promise<boolean> {
    if (isAwaitingPayment(order)) {
      return (await orderPayments.endUnpaidIn(tx, order._id, { status: 'cancelled', message })) !== null;
    }
    const restock = ORDER_STATES[order.status].holdsStock;
    if (restock) await stock.restore(tx, linesOf(order), { orderId: order._id, reason: 'order_cancelled' });
    await coupons.release(tx, order._id);
    return restock;
  }

  /** A parcel that came back: its stock goes back on the shelf unless damaged, and its coupon use is freed. */
  async function takeBack(tx: Db, order: Order, restock: boolean): Promise<boolean> {
    if (restock) await stock.restore(tx, linesOf(order), { orderId: order._id, reason: 'order_returned' });
    await coupons.release(tx, order._id);
    return restock;
  }

  async function withDetails(order: Order): Promise<Order> {
    return (await withPaymentDetails([order]))[0]!;
  }

  /**
   * A paid order that was just cancelled: the provider that took the money is asked to return it. Its
   * answer is recorded either way; only a confirmed refund marks the order refunded, a refusal leaves it
   * `refund_due` with the provider's message for the admin.
   */
  async function refundIfDue(order: Order, options: { refuseIfUnderWay?: boolean } = {}): Promise<Order> {
    if (order.paymentStatus !== 'refund_due') return withDetails(order);
    const outcome = await payments.refundOrder(
      {
        id: order._id,
        paymentMethod: order.paymentMethod,
        paymentIntentId: order.paymentIntentId,
        total: takaToPoisha(order.summary.total),
      },
      'Order cancelled',
    );
    // The admin's retry while another ask is in flight: said, not silently answered with the order.
    if (outcome.underWay && options.refuseIfUnderWay)
      throw new AppError('conflict', 'order.refund_under_way');
    if (outcome.status === 'succeeded') {
      await db.transaction(async (tx) => {
        if (!(await repo.movePayment(tx, order._id, 'refunded'))) return;
        await events.recordEvent(tx, order._id, 'payment', { from: 'refund_due', to: 'refunded' });
        await notifications.queueOrderEvent(tx, (await repo.findOrder(tx, order._id))!, 'refunded');
      });
    }
    return withDetails((await repo.findOrder(db, order._id)) ?? order);
  }

  /**
   * Prices, totals and stock are the server's (docs/behaviour.md §4 rules 5, 6, 8): one transaction takes the stock
   * of every line at today's price, claims the card payment, stores the order as bought, empties the
   * server cart and keeps the address on the profile (when it has none, or the shopper asked, and it is
   * not a gift's); a code
   * takes its use here (docs/decisions/017). Any failure rolls all of it back, the use included.
   */
  async function placeInTransaction(
    userId: string,
    input: CreateOrder,
    idempotencyKey: string | undefined,
    locale: Locale,
  ) {
    const wanted = input.items.map((item) => ({
      productId: item._id,
      variantId: item.variantId,
      quantity: item.quantity,
    }));
    return db.transaction(async (tx) => {
      // An admin's block on the account (issue 24 item 4) refuses the order before anything is taken.
      await users.requireMayOrder(tx, userId);
      const orderId = uuidv7();
      const lines = await stock.resolve(tx, wanted);
      const bought = await stock.take(tx, lines, { orderId });
      // Inside the transaction: a refused total gives the stock just taken back.
      const { shipping: address } = input;
      const quote = await pricing.priceOrder(
        tx,
        lines.map((line) => {
          const variant = bought.get(line.variantId)!;
          return {
            ...line,
            unitPrice: variant.price,
            weight: variant.shippingWeight,
            category: variant.category,
          };
        }),
        {
          shopperId: userId,
          destination: hasAreaIds(address) ? address : null,
          couponCode: input.couponCode ?? null,
        },
      );
      if (input.paymentMethod === 'cod') await pricing.requireCashOnDeliveryAllowed(tx, quote.total);
      const items = quote.lines.map((line, position) => {
        const product = bought.get(line.variantId)!;
        return {
          id: uuidv7(),
          productId: product.productId,
          variantId: product.variantId,
          options: chosenOptions(product.options, product.values),
          sku: product.sku,
          category: product.category,
          name: product.name,
          nameBn: product.nameBn,
          price: line.unitPrice,
          quantity: line.quantity,
          imageUrl: product.imageUrl,
          position,
        };
      });
      const { subtotal, shipping, discount, total } = quote;
      const isCard = input.paymentMethod === 'card';
      const holdsForPayment = isRedirectMethod(input.paymentMethod);
      if (isCard) {
        const intentId = input.paymentIntentId!;
        await payments.requireClaimable(tx, { intentId, userId, amount: total });
        if (await repo.isPaymentIntentUsed(tx, intentId)) throw paymentAlreadyUsed();
      }
      const order = await repo.insertOrder(
        tx,
        {
          id: orderId,
          couponCode: quote.coupon?.code ?? null,
          userId,
          status: 'pending',
          paymentMethod: input.paymentMethod,
          paymentStatus: initialPaymentStatus(input.paymentMethod),
          paymentIntentId: isCard ? input.paymentIntentId! : null,
          paymentDueAt: holdsForPayment ? new Date(now().getTime() + deps.holdMinutes * 60_000) : null,
          shipping: input.shipping,
          // The note is printed for the recipient as typed, without any markup (docs/behaviour.md §4 rule 9).
          gift: input.gift ? { ...input.gift, note: toPlainText(input.gift.note) } : null,
          subtotal,
          shippingFee: shipping,
          discount,
          total,
          idempotencyKey: idempotencyKey ?? null,
          locale,
          deliveryZone: quote.deliveryZone?.name ?? null,
          // A cash-on-delivery order waits for its confirmation call before it is prepared.
          confirmation: input.paymentMethod === 'cod' ? 'to_confirm' : null,
        },
        items,
      );
      await events.recordEvent(
        tx,
        order._id,
        'placed',
        { paymentMethod: input.paymentMethod },
        {
          id: userId,
          name: input.shipping.name,
          role: 'user',
        },
      );
      if (quote.coupon) await coupons.redeem(tx, { couponId: quote.coupon.id, orderId: order._id, userId });
      // A redirect payment's order is announced once paid (order-payments-service), not while it waits.
      // The link is only signed here; the SMS is queued with the order and sent by the outbox's worker.
      const confirmUrl = input.paymentMethod === 'cod' ? deps.confirmLinks?.urlFor(order, now()) : undefined;
      if (!holdsForPayment)
        await notifications.queueOrderEvent(tx, order, 'placed', confirmUrl ? { confirmUrl } : undefined);
      await cart.clear(tx, userId);
      // A gift's address is the recipient's: it never becomes the buyer's own (docs/behaviour.md §9).
      if (!input.gift) {
        const { name: _name, email: _email, ...remembered } = address;
        await users.rememberShippingAddress(tx, userId, remembered, { replace: input.saveAddress === true });
      }
      return order;
    });
  }

  return {
    /** What `GET /api/users/{uid}` shows as `orders`. */
    listForCustomer: async (userId: string): Promise<Order[]> =>
      withPaymentDetails(await repo.listOrdersOfCustomer(db, userId)),
    countByUsers: (userIds: string[]): Promise<Map<string, number>> => repo.countOrdersByUsers(db, userIds),
    listAll: async (): Promise<Order[]> => withPaymentDetails(await repo.listAllOrders(db)),

    /** One order, for its owner (the payment result page) or an admin. */
    async get(actor: { id: string; role: string }, orderId: string): Promise<Order> {
      const order = await repo.findOrder(db, orderId);
      if (!order) throw orderNotFound();
      requireOwnerOrAdmin(actor, order.userId, 'order.not_yours_to_see');
      return withDetails(order);
    },

    /** The admin asks the provider again for a refund it refused (or that was still processing). */
    async retryRefund(orderId: string): Promise<Order> {
      const order = await repo.findOrder(db, orderId);
      if (!order) throw orderNotFound();
      if (order.paymentStatus !== 'refund_due') {
        throw new AppError('conflict', 'order.no_refund_due', {
          from: paymentStatusLabel(order.paymentStatus),
        });
      }
      return refundIfDue(order, { refuseIfUnderWay: true });
    },

    /**
     * The recurring task that settles refunds whose outcome is not known yet (issue 28; every instance
     * may run it, a refund is asked about by one at a time): each is asked about, never asked for again,
     * and an order whose money is confirmed returned is marked refunded. Answers how many were asked.
     */
    async resolveRefunds(): Promise<number> {
      const due = await payments.refundsToAsk(REFUNDS_PER_RUN);
      for (const refund of due) {
        const order = await repo.findOrder(db, refund.orderId);
        if (order?.paymentStatus === 'refund_due') await refundIfDue(order);
        else if (refund.sessionId) await payments.askAboutSessionRefund(refund.sessionId);
      }
      return due.length;
    },
    /** The dashboard's queues: orders to confirm by phone, to book with a courier, to ship. */
    countQueues: () => repo.countQueues(db),

    /**
     * `created: false` when the `Idempotency-Key` names an order this user already placed: a retried
     * submission answers that order instead of buying twice. `locale` is the shopper's language, which
     * the order's messages are written in.
     */
    async place(
      userId: string,
      input: CreateOrder,
      idempotencyKey: string | undefined,
      locale: Locale = 'en',
    ): Promise<{ order: Order; created: boolean; redirectUrl?: string }> {
      if (idempotencyKey) {
        const earlier = await repo.findOrderByIdempotencyKey(db, userId, idempotencyKey);
        if (earlier) return { order: earlier, created: false };
      }
      if (input.paymentMethod === 'card') {
        if (!input.paymentIntentId) {
          throw invalidField('paymentIntentId', 'field.card_payment_needs_intent');
        }
        await payments.refresh(input.paymentIntentId);
      } else if (input.paymentIntentId) {
        throw invalidField('paymentIntentId', 'field.only_card_has_intent');
      }
      payments.requireMethod(input.paymentMethod);
      try {
        const order = await placeInTransaction(userId, input, idempotencyKey, locale);
        stock.invalidate();
        deps.events?.orderPlaced(input.paymentMethod);
        if (isRedirectMethod(input.paymentMethod)) {
          const redirectUrl = await orderPayments.start(order, input.paymentMethod);
          return { order, created: true, redirectUrl };
        }
        return { order, created: true };
      } catch (error) {
        const constraint = violatedUniqueConstraint(error);
        if (constraint === 'orders_payment_intent_idx') throw paymentAlreadyUsed();
        if (constraint === 'orders_user_idempotency_idx' && idempotencyKey) {
          // The same submission raced itself: the other attempt won, answer its order.
          const earlier = await repo.findOrderByIdempotencyKey(db, userId, idempotencyKey);
          if (earlier) return { order: earlier, created: false };
        }
        throw error;
      }
    },

    /** One order for its owner or an admin (the invoice): 404 when there is none, 403 when it is another's. */
    /** One order with its payment details, for the back office (its guard has let only staff through). */
    async findForStaff(orderId: string): Promise<Order> {
      const order = await repo.findOrder(db, orderId);
      if (!order) throw orderNotFound();
      return withDetails(order);
    },

    async findForOwnerOrAdmin(actor: { id: string; role: string }, orderId: string): Promise<Order> {
      const order = await repo.findOrder(db, orderId);
      if (!order) throw orderNotFound();
      requireOwnerOrAdmin(actor, order.userId, 'order.not_yours_to_see');
      return order;
    },

    /**
     * The owner (or the admin for them) hides it from the customer's list; the record stays. A pending
     * order is cancelled; one that was paid then owes a refund and stays in the list, marked so, as the
     * shopper's record of money the shop owes them (a later delete hides it).
     */
    async removeForCustomer(actor: EventActor, orderId: string): Promise<Order> {
      const result = await db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, orderId);
        if (!order) throw orderNotFound();
        requireOwnerOrAdmin(actor, order.userId, 'order.not_yours_to_delete');
        const isOwner = order.userId === actor.id;
        // Already gone from the owner's list: for them there is nothing left to delete.
        if (isOwner && order.deletedByCustomer) throw orderNotFound();
        const cancel = ORDER_STATES[order.status].shopperMayCancel;
        const restock = cancel && (await cancelIn(tx, order, 'The shopper cancelled the order'));
        const paymentStatus = cancel ? paymentStatusAfter(order, 'cancelled') : order.paymentStatus;
        const keepListed = cancel && paymentStatus === 'refund_due';
        const reason = isOwner ? 'shopper_cancelled' : 'shop_cancelled';
        const updated = await repo.updateOrder(tx, order._id, {
          ...(keepListed ? {} : { deletedByCustomerAt: new Date() }),
          ...(cancel
            ? { status: 'cancelled' as const, paymentStatus, cancelReason: reason, confirmation: null }
            : {}),
        });
        if (cancel) {
          await events.recordEvent(
            tx,
            order._id,
            'status',
            { from: order.status, to: 'cancelled', reason },
            actor,
          );
          await notifications.queueOrderEvent(tx, updated!, 'cancelled');
        }
        return { order: updated!, restocked: restock };
      });
      if (result.restocked) stock.invalidate();
      return refundIfDue(result.order);
    },

    /**
     * A status change by staff (or the courier): only the moves of ORDER_STATES (409 otherwise). Cancelling
     * an order that holds stock puts the stock back; a parcel that came back puts it back unless it is
     * recorded as damaged (`restock: false`), and gives its coupon use back; the payment status follows
     * the table's rule. A shipped order keeps the courier's tracking code, if given. The change is on the
     * order's timeline, and the shopper's messages are queued with it.
     */
    async changeStatus(orderId: string, status: OrderStatus, change: StatusChange = {}): Promise<Order> {
      const { trackingCode, actor = null } = change;
      const result = await db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, orderId);
        if (!order) throw orderNotFound();
        if (!canMoveOrder(order.status, status, order.paymentStatus)) {
          const move = { from: orderStatusLabel(order.status), to: orderStatusLabel(status) };
          throw PAYMENT_STATES[order.paymentStatus].blocksFulfilment
            ? new AppError('conflict', 'order.cannot_move_unsettled', {
                ...move,
                payment: paymentStatusLabel(order.paymentStatus),
              })
            : new AppError('conflict', 'order.cannot_move', move);
        }
        const restock =
          status === 'cancelled'
            ? await cancelIn(tx, order, 'The shop cancelled the order')
            : status === 'returned' && (await takeBack(tx, order, change.restock ?? true));
        const reason =
          status === 'cancelled'
            ? (change.cancelReason ?? 'shop_cancelled')
            : status === 'returned'
              ? (change.returnReason ?? 'other')
              : undefined;
        const paymentStatus = paymentStatusAfter(order, status);
        const updated = await repo.updateOrder(tx, order._id, {
          status,
          paymentStatus,
          ...(trackingCode ? { trackingCode } : {}),
          ...(status === 'cancelled'
            ? { cancelReason: change.cancelReason ?? 'shop_cancelled', confirmation: null }
            : {}),
          ...(status === 'returned' ? { returnReason: change.returnReason ?? 'other' } : {}),
        });
        await events.recordEvent(
          tx,
          order._id,
          status === 'returned' ? 'returned' : 'status',
          {
            from: order.status,
            to: status,
            ...(reason ? { reason } : {}),
            ...(status === 'returned' ? { restocked: restock } : {}),
            ...(change.note ? { note: change.note } : {}),
            ...(trackingCode ? { trackingCode } : {}),
          },
          actor,
        );
        // A cash-on-delivery order accepted without a recorded call was confirmed all the same.
        if (status === 'accepted') await repo.markConfirmed(tx, order._id);
        if (paymentStatus !== order.paymentStatus)
          await events.recordEvent(
            tx,
            order._id,
            'payment',
            { from: order.paymentStatus, to: paymentStatus },
            actor,
          );
        if (isOrderEvent(status)) await notifications.queueOrderEvent(tx, updated!, status);
        return { order: updated!, restocked: restock };
      });
      if (result.restocked) stock.invalidate();
      return refundIfDue(result.order);
    },

    /**
     * The admin's payment mark: only the moves of ADMIN_PAYMENT_MOVES (409 otherwise), i.e. a refund
     * that was due and that the owner has now made by hand becomes `refunded`.
     */
    async changePaymentStatus(
      orderId: string,
      paymentStatus: PaymentStatus,
      actor: EventActor,
    ): Promise<Order> {
      return db
        .transaction(async (tx) => {
          const order = await repo.lockOrder(tx, orderId);
          if (!order) throw orderNotFound();
          if (!canMarkPayment(order.paymentStatus, paymentStatus)) {
            throw new AppError('conflict', 'order.cannot_mark_payment', {
              from: paymentStatusLabel(order.paymentStatus),
              to: paymentStatusLabel(paymentStatus),
            });
          }
          const updated = (await repo.updateOrder(tx, order._id, { paymentStatus }))!;
          await events.recordEvent(
            tx,
            order._id,
            'payment',
            { from: order.paymentStatus, to: paymentStatus },
            actor,
          );
          if (paymentStatus === 'refunded') await notifications.queueOrderEvent(tx, updated, 'refunded');
          return updated;
        })
        .then(withDetails);
    },
  };
}
