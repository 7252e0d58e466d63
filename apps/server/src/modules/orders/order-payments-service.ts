import {
  isAwaitingPayment,
  isRedirectMethod,
  type Order,
  type RedirectPaymentMethod,
  takaToPoisha,
} from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { requireOwnerOrAdmin } from '../../lib/ownership.js';
import type { StockLine, StockService } from '../catalog/stock-service.js';
import type { CouponsService } from '../coupons/coupons-service.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type {
  PaymentSession,
  PaymentsService,
  PaymentVerdict,
  VerifyHint,
} from '../payments/payments-service.js';
import type { PricingService } from '../pricing/pricing-service.js';
import type { EventActor } from './order-events-repository.js';
import * as events from './order-events-repository.js';
import * as repo from './orders-repository.js';

export type OrderPaymentsService = ReturnType<typeof createOrderPaymentsService>;

const orderNotFound = () => new AppError('not_found', 'order.not_found');

function linesOf(order: Order): StockLine[] {
  return order.items.map((item) => ({
    productId: item._id,
    variantId: item.variantId,
    quantity: item.quantity,
  }));
}

/** How many expired holds one run of the expiry task settles (the next run takes the rest). */
const EXPIRY_BATCH = 50;

const MINUTE = 60_000;
/** A provider that gave no clear answer is asked again after as long as the attempt has lasted, 1–60 minutes. */
function askAgainAfter(since: Date, at: Date): number {
  const waited = at.getTime() - since.getTime();
  return Math.min(Math.max(waited, MINUTE), 60 * MINUTE);
}

/**
 * Orders that wait for a redirect payment (bKash, SSLCommerz; decision 012). The order is placed first,
 * holding its stock until `paymentDueAt`; it becomes paid only when the provider, asked by the server,
 * confirms exactly the order's amount in BDT. A payment the shopper cancels at the provider leaves the
 * order waiting. Every ending (paid, failed, cancelled, expired, switched to cash on delivery) is one
 * conditional update of an order still `awaiting_payment` inside the transaction that also settles the
 * attempt and returns the stock, so it happens once whatever races it.
 */
export function createOrderPaymentsService(deps: {
  db: Db;
  stock: StockService;
  payments: PaymentsService;
  pricing: Pick<PricingService, 'requireCashOnDeliveryAllowed'>;
  coupons: Pick<CouponsService, 'release'>;
  notifications: Pick<NotificationsService, 'queueOrderEvent'>;
  holdMinutes: number;
  log?: { warn(object: unknown, message: string): void };
  now?: () => Date;
}) {
  const { db, stock, payments } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The one way an unpaid order ends (the admin or the shopper cancels it, its hold expires, the provider
   * fails it, opening the payment fails): inside the caller's transaction, the order is cancelled with its
   * payment failed only while it still awaits the payment, and then its stock and coupon use go back and
   * every open attempt is settled. Null when it no longer awaited (another ending won), so nothing is
   * returned twice.
   */
  async function endUnpaidIn(
    tx: Db,
    orderId: string,
    ending: { status: 'failed' | 'cancelled' | 'expired'; message: string },
  ): Promise<Order | null> {
    const cancelReason = ending.status === 'expired' ? 'payment_expired' : 'payment_failed';
    const order = await repo.updateAwaitingOrder(
      tx,
      orderId,
      { status: 'cancelled', paymentDueAt: null, cancelReason, confirmation: null },
      'failed',
    );
    if (!order) return null;
    await events.recordEvent(tx, orderId, 'payment', {
      from: 'awaiting_payment',
      to: 'failed',
      outcome: ending.status,
    });
    await stock.restore(tx, linesOf(order), { orderId, reason: 'order_cancelled' });
    await deps.coupons.release(tx, orderId);
    await payments.settleOpenSessions(tx, orderId, { status: ending.status, message: ending.message });
    return order;
  }

  /** endUnpaidIn in a transaction of its own, with the attempt that ended it settled first; false when it no longer awaited. */
  async function endUnpaid(
    orderId: string,
    ending: { session?: PaymentSession; status: 'failed' | 'cancelled' | 'expired'; message: string },
  ): Promise<boolean> {
    const ended = await db.transaction(async (tx) => {
      // The order's row first, as every other path that ends an order (the admin's cancel, the shopper's)
      // takes it: settling the attempt first, then waiting for the order, deadlocked with them on PostgreSQL.
      await repo.lockOrder(tx, orderId);
      if (ending.session) {
        await payments.settleSession(tx, ending.session.id, {
          status: ending.status,
          message: ending.message,
        });
      }
      const ended = await endUnpaidIn(tx, orderId, { status: ending.status, message: ending.message });
      if (ended) {
        const reason = ending.status === 'expired' ? 'payment_expired' : 'payment_failed';
        await events.recordEvent(tx, orderId, 'status', { from: 'pending', to: 'cancelled', reason });
      }
      return ended !== null;
    });
    if (ended) stock.invalidate();
    return ended;
  }

  /**
   * The provider's verdict on one attempt, applied once. A payment for an order that is no longer waiting
   * (it expired, was cancelled, or another attempt paid it) is `late`: the shop holds money for nothing
   * and returns it at once.
   */
  async function apply(session: PaymentSession, verdict: PaymentVerdict): Promise<void> {
    if (verdict.outcome === 'pending' || verdict.outcome === 'unknown') return;
    if (verdict.outcome === 'mismatched') return keepNothing(session, verdict);
    if (verdict.outcome === 'paid') {
      const late = await db
        .transaction(async (tx) => {
          const paidStatus = verdict.review ? 'review' : 'paid';
          const order = await repo.updateAwaitingOrder(
            tx,
            session.orderId,
            { paymentDueAt: null },
            paidStatus,
          );
          if (order) {
            await events.recordEvent(tx, order._id, 'payment', {
              from: 'awaiting_payment',
              to: paidStatus,
              provider: session.provider,
            });
          }
          const settled = await payments.settleSession(
            tx,
            session.id,
            {
              status: order ? paidStatus : 'late',
              transactionId: verdict.transactionId,
              validationId: verdict.validationId,
              message: order ? verdict.message : 'Paid after the order had ended; the payment is refunded',
            },
            ['open', 'failed', 'cancelled', 'expired'],
          );
          // Already settled by an earlier call (a replay, the IPN beside the return): nothing changes.
          if (!settled && order) throw new SettledElsewhere();
          // Paid: now the order is placed for the shopper and the owner (nothing was sent while it waited).
          if (order) await deps.notifications.queueOrderEvent(tx, order, 'placed');
          return settled && !order;
        })
        .catch((error: unknown) => {
          if (error instanceof SettledElsewhere) return false;
          throw error;
        });
      if (late) await returnMoney(session.id, 'The order had already ended when the payment arrived');
      return;
    }
    // A cancelled attempt (the shopper pressed Cancel on the provider's page) ends only itself: the order
    // keeps its stock until its hold ends, and the shopper comes back to pay again or to switch to cash on
    // delivery (issue 26). A failed attempt ends the order only when it is the order's latest one: an older
    // attempt's late failure must not cancel the order the shopper is paying again.
    const [latest] = await payments.listSessions(session.orderId);
    if (verdict.outcome === 'cancelled' || latest?.id !== session.id) {
      await db.transaction((tx) =>
        payments.settleSession(tx, session.id, { status: verdict.outcome, message: verdict.message }),
      );
      return;
    }
    await endUnpaid(session.orderId, { session, status: verdict.outcome, message: verdict.message });
  }

  /**
   * Money the provider took that no order keeps (it came after the order ended, or for another amount)
   * goes back at once; until the provider confirms it did, the order shows it as owed (`refund_due`),
   * so the admin sees it, the resolving task asks about it and a retry can return it (issue 28).
   */
  async function returnMoney(sessionId: string, reason: string): Promise<void> {
    const session = await payments.findSession(sessionId);
    if (!session) return;
    const answer = await payments.refundSession(session, reason);
    if (answer.status === 'succeeded' || answer.underWay) return;
    await db.transaction(async (tx) => {
      if (!(await repo.movePayment(tx, session.orderId, 'owedBack'))) return;
      await events.recordEvent(tx, session.orderId, 'payment', {
        from: 'failed',
        to: 'refund_due',
        provider: session.provider,
      });
    });
  }

  /**
   * The provider took money, but not this attempt's amount, currency or invoice: it never pays the
   * order. The attempt keeps what was taken (`late`, with the amount), the order ends unpaid when this
   * is its latest attempt, and the money goes back. Once: a replay finds the attempt settled.
   */
  async function keepNothing(
    session: PaymentSession,
    verdict: Extract<PaymentVerdict, { outcome: 'mismatched' }>,
  ): Promise<void> {
    const settled = await db.transaction(async (tx) => {
      await repo.lockOrder(tx, session.orderId);
      const taken = await payments.settleSession(
        tx,
        session.id,
        {
          status: 'late',
          transactionId: verdict.transactionId,
          takenAmount: verdict.takenAmount,
          message: `${verdict.message}; the payment is refunded`,
        },
        ['open', 'failed', 'cancelled', 'expired'],
      );
      if (!taken) return false;
      const [latest] = await payments.listSessions(session.orderId, tx);
      if (latest?.id === session.id) {
        const ended = await endUnpaidIn(tx, session.orderId, { status: 'failed', message: verdict.message });
        if (ended) {
          await events.recordEvent(tx, session.orderId, 'status', {
            from: 'pending',
            to: 'cancelled',
            reason: 'payment_failed',
          });
        }
      }
      return true;
    });
    if (!settled) return;
    stock.invalidate();
    await returnMoney(session.id, 'The payment was not for this order');
  }

  /** Right after a redirect order is placed: opens the payment; if it cannot, the order ends at once. */
  async function start(order: Order, method: RedirectPaymentMethod): Promise<string> {
    try {
      const { redirectUrl } = await payments.openSession({
        orderId: order._id,
        method,
        amount: takaToPoisha(order.summary.total),
        itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
        shipping: order.shipping,
      });
      return redirectUrl;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await endUnpaid(order._id, { status: 'failed', message });
      throw error;
    }
  }

  return {
    start,
    endUnpaidIn,

    /**
     * A return or notification from the provider: only a hint. The attempt is looked up by our id (or the
     * provider's), the provider is asked, and its answer applied. Answers the order's id (for the
     * shopper's result page), or null when the attempt is unknown (a forged or mistyped callback).
     */
    async handleCallback(
      lookup: { sessionId?: string; provider?: RedirectPaymentMethod; providerRef?: string },
      hint: VerifyHint,
    ): Promise<string | null> {
      const session = lookup.sessionId
        ? await payments.findSession(lookup.sessionId)
        : lookup.provider && lookup.providerRef
          ? await payments.findSessionByProviderRef(lookup.provider, lookup.providerRef)
          : null;
      if (!session || (lookup.provider && session.provider !== lookup.provider)) return null;
      if (session.status === 'paid' || session.status === 'review' || session.status === 'late') {
        return session.orderId;
      }
      // bKash takes the money only when we execute: an order that is no longer waiting is never executed.
      if (session.provider === 'bkash' && hint.kind === 'success') {
        const order = await repo.findOrder(db, session.orderId);
        if (!order || !isAwaitingPayment(order)) {
          await db.transaction((tx) =>
            payments.settleSession(tx, session.id, {
              status: 'expired',
              message: 'The order had already ended; the payment was not taken',
            }),
          );
          return session.orderId;
        }
      }
      await apply(session, await payments.verifySession(session, hint));
      return session.orderId;
    },

    /**
     * The recurring task (every instance may run it; the conditional update lets one win): each order
     * whose hold has ended is asked about once more (a payment whose notification was lost still
     * counts), then ends and returns its stock. Answers how many orders ended.
     */
    async expireHolds(): Promise<number> {
      let ended = 0;
      for (const orderId of await repo.listExpiredHolds(db, now(), EXPIRY_BATCH)) {
        const [latest] = await payments.listSessions(orderId);
        if (latest?.status === 'open' && latest.providerRef) {
          const verdict = await payments.verifySession(latest, { kind: 'none' });
          if (verdict.outcome === 'paid' || verdict.outcome === 'mismatched') {
            await apply(latest, verdict);
            continue;
          }
          // No clear answer: the money may have been taken, so the order keeps waiting (and its stock)
          // and is asked again later, after as long again as it has waited (a minute to an hour).
          if (verdict.outcome === 'unknown') {
            const at = now();
            await repo.extendHold(db, orderId, new Date(at.getTime() + askAgainAfter(latest.createdAt, at)));
            continue;
          }
        }
        const expired = await endUnpaid(orderId, {
          status: 'expired',
          message: 'The payment was not completed in time',
        });
        if (expired) ended += 1;
      }
      return ended;
    },

    /** A new attempt for an order still holding its stock (the shopper's "Try again"). */
    async retry(actor: { id: string; role: string }, orderId: string, method: RedirectPaymentMethod) {
      payments.requireMethod(method);
      const order = await repo.findOrder(db, orderId);
      if (!order) throw orderNotFound();
      requireOwnerOrAdmin(actor, order.userId, 'order.not_yours_to_pay');
      const dueAt = order.paymentDueAt ? new Date(order.paymentDueAt) : null;
      if (!isAwaitingPayment(order) || !dueAt || dueAt <= now()) {
        throw new AppError('conflict', 'order.no_longer_awaiting_order_again');
      }
      if (order.paymentMethod !== method) {
        const switched = await repo.updateAwaitingOrder(db, orderId, { paymentMethod: method });
        if (!switched) throw new AppError('conflict', 'order.no_longer_awaiting');
      }
      return { redirectUrl: await start({ ...order, paymentMethod: method }, method) };
    },

    /**
     * The shopper pays on delivery instead: the order keeps its stock and waits for no provider. A gift
     * cannot (409): it is paid online.
     */
    async switchToCashOnDelivery(actor: EventActor, orderId: string): Promise<Order> {
      const order = await repo.findOrder(db, orderId);
      if (!order) throw orderNotFound();
      requireOwnerOrAdmin(actor, order.userId, 'order.not_yours_to_change');
      if (!isRedirectMethod(order.paymentMethod)) {
        throw new AppError('conflict', 'order.not_awaiting_online');
      }
      // Its recipient would be asked for cash at the door (docs/behaviour.md §9).
      if (order.gift) throw new AppError('conflict', 'order.gift_paid_online');
      const switched = await db.transaction(async (tx) => {
        await deps.pricing.requireCashOnDeliveryAllowed(tx, takaToPoisha(order.summary.total));
        const updated = await repo.updateAwaitingOrder(
          tx,
          orderId,
          { paymentMethod: 'cod', paymentDueAt: null, confirmation: 'to_confirm' },
          'cod',
        );
        if (!updated) return null;
        // The shopper's own choice, by the shopper: on the order's timeline as theirs.
        await events.recordEvent(
          tx,
          orderId,
          'payment',
          { from: 'awaiting_payment', to: 'unpaid', method: 'cod' },
          actor,
        );
        await payments.settleOpenSessions(tx, orderId, {
          status: 'cancelled',
          message: 'The shopper chose cash on delivery',
        });
        await deps.notifications.queueOrderEvent(tx, updated, 'placed');
        return updated;
      });
      if (!switched) throw new AppError('conflict', 'order.no_longer_awaiting_order_again');
      return switched;
    },
  };
}

class SettledElsewhere extends Error {}
