import {
  type Destination,
  type OrderShipping,
  type PaymentConfig,
  type PaymentHistory,
  type PaymentIntentStatus,
  type PaymentMethod,
  poishaToTaka,
  type RedirectPaymentMethod,
  type RefundSummary,
  type SandboxConfirm,
} from '@plantopia/shared';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import type { refunds } from '../../db/schema/payments.js';
import { violatedUniqueConstraint } from '../../lib/db-errors.js';
import { AppError, invalidField } from '../../lib/errors.js';
import type { ShopEvents } from '../../lib/metrics.js';
import type { CartService } from '../cart/cart-service.js';
import { couponRefused } from '../coupons/coupons-service.js';
import type { PricingService } from '../pricing/pricing-service.js';
import type { PaymentProvider } from './payment-provider.js';
import * as repo from './payments-repository.js';
import {
  type PaymentVerdict,
  ProviderUnavailableError,
  type RedirectProvider,
  type RefundOutcome,
  type VerifyHint,
} from './redirect-provider.js';
import { chargeSandboxCard } from './sandbox-cards.js';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

// The module's face for the others (they reach payments only through this file): what a callback hints,
// what a provider answers, and where the providers call back.
export { BKASH_CALLBACK_PATH } from './bkash-provider.js';
export type { PaymentVerdict, VerifyHint } from './redirect-provider.js';
export { SSLCOMMERZ_PATHS } from './sslcommerz-provider.js';

const paymentNotFound = () => new AppError('not_found', 'payment.not_found');

export type PaymentSession = repo.SessionRow;

/** What asking for a refund came to; `underWay`: another ask of this payment's refund is in flight. */
export type RefundAnswer = RefundOutcome & { underWay: boolean };

const outcomeOf = (row: repo.RefundRow): RefundOutcome => ({
  status: row.status,
  providerRef: row.providerRef,
  message: row.message,
});

const refundSummary = (row: repo.RefundRow): RefundSummary => ({
  provider: row.provider,
  status: row.status,
  amount: poishaToTaka(row.amount),
  reference: row.providerRef,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** What an order needs from payments to be refunded. */
export interface PaidOrder {
  id: string;
  paymentMethod: PaymentMethod;
  paymentIntentId: string | null;
  /** Poisha. */
  total: number;
}

/** The payment details the admin and the shopper see beside an order. */
export interface OrderPaymentDetails {
  message: string | null;
  reference: string | null;
  refund: RefundSummary | null;
}

export function createPaymentsService(deps: {
  db: Db;
  cart: CartService;
  pricing: PricingService;
  provider: PaymentProvider;
  events?: Pick<ShopEvents, 'paymentOutcome'>;
  /** The redirect providers that are configured (bKash, SSLCommerz). */
  redirectProviders?: RedirectProvider[];
  publicUrl?: string;
  holdMinutes?: number;
  /** The sandbox test card is offered (never silently beside a real provider, config.ts). */
  sandboxCard?: boolean;
}) {
  const { db, cart, pricing, provider } = deps;
  // Stripe is a real card; the sandbox card only where the shop offers it (config.sandboxCard).
  const cardOffered = provider.name !== 'sandbox' || (deps.sandboxCard ?? true);
  const redirect = new Map((deps.redirectProviders ?? []).map((p) => [p.name, p]));
  const publicUrl = deps.publicUrl ?? '';

  function redirectProvider(method: RedirectPaymentMethod): RedirectProvider {
    const found = redirect.get(method);
    if (!found) throw invalidField('paymentMethod', 'field.payment_method_off', { method });
    return found;
  }

  function sessionRef(session: repo.SessionRow) {
    return {
      id: session.id,
      providerRef: session.providerRef,
      amount: session.amount,
      transactionId: session.transactionId,
    };
  }

  /**
   * The one way a refund is asked for (issue 28): the payment's live refund is claimed first
   * (`requesting`, one per payment, `refunds_live_idx`), then the provider is called, then its answer is
   * recorded. A second caller while one is under way calls no provider and hears it is under way; a
   * refund already made is answered as made; one the provider is processing, or whose outcome is
   * unknown, is asked about (`askAbout`) rather than asked for again. No clear answer (a timeout, an
   * unreachable provider) records `unknown`, never `failed`: the provider may have made it.
   */
  async function refundOnce(
    claim: Omit<typeof refunds.$inferInsert, 'id' | 'status'>,
    askFor: () => Promise<RefundOutcome>,
    askAbout: (live: repo.RefundRow) => Promise<RefundOutcome>,
  ): Promise<RefundAnswer> {
    let row: repo.RefundRow | null = null;
    let ask = askFor;
    try {
      row = await repo.insertRefund(db, { ...claim, id: uuidv7(), status: 'requesting' });
    } catch (error) {
      if (!violatedUniqueConstraint(error)) throw error;
      const live = await repo.findLiveRefund(db, claim.orderId, claim.sessionId ?? null);
      if (live?.status === 'succeeded') return { ...outcomeOf(live), underWay: false };
      row = live && (await repo.takeRefundToAsk(db, live.id));
      if (!row)
        return { status: 'pending', providerRef: live?.providerRef ?? null, message: null, underWay: true };
      const taken = row;
      ask = () => askAbout(taken);
    }
    let outcome: RefundOutcome;
    try {
      outcome = await ask();
    } catch (error) {
      outcome = {
        status: 'unknown',
        providerRef: row.providerRef,
        message:
          error instanceof ProviderUnavailableError
            ? error.message
            : `No clear answer from the provider: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    await repo.updateRefund(db, row.id, { ...outcome, providerRef: outcome.providerRef ?? row.providerRef });
    return { ...outcome, underWay: false };
  }

  /** Every change of an intent's status goes through here, so the payment outcome metric sees each. */
  async function setStatus(intentId: string, status: PaymentIntentStatus, lastError: string | null) {
    await repo.updateIntentStatus(db, intentId, status, lastError);
    deps.events?.paymentOutcome(status);
  }

  return {
    config(): PaymentConfig {
      return {
        provider: provider.name,
        publishableKey: provider.publishableKey,
        methods: ['cod', ...[...redirect.keys()].sort(), ...(cardOffered ? (['card'] as const) : [])],
        holdMinutes: deps.holdMinutes ?? 30,
      };
    },

    /** Whether the shop takes this method (cash on delivery always; a card or a redirect when configured). */
    requireMethod(method: PaymentMethod): void {
      if (method === 'bkash' || method === 'sslcommerz') redirectProvider(method);
      if (method === 'card' && !cardOffered)
        throw invalidField('paymentMethod', 'field.payment_method_off', { method });
    },

    /**
     * Opens an attempt at the provider for the order's amount; answers where the shopper goes to pay. The
     * row is written first, so a callback that races the provider's answer finds it.
     */
    async openSession(input: {
      orderId: string;
      method: RedirectPaymentMethod;
      amount: number;
      itemCount: number;
      shipping: OrderShipping;
    }): Promise<{ sessionId: string; redirectUrl: string }> {
      const chosen = redirectProvider(input.method);
      const session = await repo.insertSession(db, {
        id: uuidv7(),
        orderId: input.orderId,
        provider: input.method,
        amount: input.amount,
      });
      try {
        const started = await chosen.start({ ...input, sessionId: session.id, publicUrl });
        await repo.setSessionProviderRef(db, session.id, started.providerRef);
        return { sessionId: session.id, redirectUrl: started.redirectUrl };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await repo.settleSession(db, session.id, ['open'], { status: 'failed', message });
        throw new AppError('payment_failed', 'payment.could_not_start');
      }
    },

    findSession: (id: string) => repo.findSession(db, id),
    findSessionByProviderRef: (method: RedirectPaymentMethod, ref: string) =>
      repo.findSessionByProviderRef(db, method, ref),
    /** An order's attempts, newest first (inside the caller's transaction when given one). */
    listSessions: (orderId: string, tx: Db = db) => repo.listSessionsOfOrders(tx, [orderId]),

    /** What the provider says about the attempt; a provider that does not answer clearly gives `unknown`. */
    async verifySession(session: repo.SessionRow, hint: VerifyHint): Promise<PaymentVerdict> {
      const chosen = redirect.get(session.provider);
      if (!chosen) return { outcome: 'pending', message: `${session.provider} is not configured` };
      try {
        return await chosen.verify(sessionRef(session), hint);
      } catch (error) {
        return { outcome: 'unknown', message: error instanceof Error ? error.message : String(error) };
      }
    },

    /** Inside the order's transaction: ends every attempt of the order that is still open. */
    settleOpenSessions: (tx: Db, orderId: string, changes: Parameters<typeof repo.settleSession>[3]) =>
      repo.settleOpenSessionsOfOrder(tx, orderId, changes),

    /** Inside the order's transaction: settles the attempt if still open (false when already settled). */
    settleSession: (
      tx: Db,
      sessionId: string,
      changes: Parameters<typeof repo.settleSession>[3],
      from: repo.SessionRow['status'][] = ['open'],
    ) => repo.settleSession(tx, sessionId, from, changes),

    /**
     * Asks the provider that took the order's money to return it, and records the answer (one row per
     * attempt). Answers the outcome; a refusal carries the provider's message for the admin.
     */
    async refundOrder(order: PaidOrder, reason: string): Promise<RefundAnswer> {
      if (order.paymentMethod === 'card') {
        const intent = order.paymentIntentId ? await repo.findIntent(db, order.paymentIntentId) : null;
        if (!intent)
          return {
            status: 'failed',
            providerRef: null,
            message: 'The card payment was not found',
            underWay: false,
          };
        const claim = { orderId: order.id, provider: intent.provider, amount: intent.amount };
        if (intent.provider !== provider.name) {
          const message = `${intent.provider} no longer takes payments in this shop: refund it by hand`;
          const refused = async () => ({ status: 'failed' as const, providerRef: null, message });
          return refundOnce(claim, refused, refused);
        }
        // The same refund key for every ask of one order: asking again is asking about the same refund.
        const ask = () =>
          provider.refund({ providerId: intent.providerId, amount: intent.amount, refundId: order.id });
        return refundOnce(claim, ask, ask);
      }
      const sessions = await repo.listSessionsOfOrders(db, [order.id]);
      // The order's payment, or money that came after it ended (late, or for the wrong amount) and is owed.
      const paid =
        sessions.find((s) => s.status === 'paid' || s.status === 'review') ??
        sessions.find((s) => s.status === 'late' && s.transactionId);
      if (!paid)
        return {
          status: 'failed',
          providerRef: null,
          message: 'No provider payment was found',
          underWay: false,
        };
      return this.refundSession(paid, reason);
    },

    /** Returns one attempt's money (an order's payment, or a payment that arrived after its order expired). */
    async refundSession(session: repo.SessionRow, reason: string): Promise<RefundAnswer> {
      // What the provider took: the attempt's amount, or what it took instead (a mismatched payment).
      const amount = session.takenAmount ?? session.amount;
      const claim = { orderId: session.orderId, sessionId: session.id, provider: session.provider, amount };
      const chosen = redirect.get(session.provider);
      if (!chosen) {
        const message = `${session.provider} is not configured any more: refund it by hand`;
        const refused = async () => ({ status: 'failed' as const, providerRef: null, message });
        return refundOnce(claim, refused, refused);
      }
      return refundOnce(
        claim,
        () => chosen.refund(sessionRef(session), { amount, reason }),
        // Asked about, never asked for twice: the provider's answer on this payment's refund.
        (live) => chosen.refundStatus(sessionRef(session), live.providerRef),
      );
    },

    /**
     * The refunds whose outcome the resolving task should ask about now (unknown, processing, or
     * abandoned mid-call; with backoff): which order and attempt each belongs to.
     */
    refundsToAsk: async (limit: number) =>
      (await repo.listRefundsToAsk(db, limit)).map((row) => ({
        orderId: row.orderId,
        sessionId: row.sessionId,
      })),

    /** Asks about the refund of an attempt (a late payment beside an order that is paid another way). */
    async askAboutSessionRefund(sessionId: string): Promise<RefundAnswer | null> {
      const session = await repo.findSession(db, sessionId);
      return session && this.refundSession(session, 'Asked about');
    },

    /** Every attempt and refund of an order, newest first, unknown ones included (the back office's view). */
    async historyOf(orderId: string): Promise<PaymentHistory> {
      const [sessions, refundRows] = await Promise.all([
        repo.listSessionsOfOrders(db, [orderId]),
        repo.listRefundsOfOrders(db, [orderId]),
      ]);
      return {
        attempts: sessions.map((s) => ({
          provider: s.provider,
          status: s.status,
          amount: poishaToTaka(s.amount),
          takenAmount: s.takenAmount === null ? null : poishaToTaka(s.takenAmount),
          reference: s.transactionId,
          message: s.message,
          createdAt: s.createdAt.toISOString(),
          updatedAt: s.updatedAt.toISOString(),
        })),
        refunds: refundRows.map((r) => ({ ...refundSummary(r), updatedAt: r.updatedAt.toISOString() })),
      };
    },

    /** The payment message, the provider's transaction id and the latest refund of each order. */
    async detailsOfOrders(orderIds: string[]): Promise<Map<string, OrderPaymentDetails>> {
      const [sessions, refundRows] = await Promise.all([
        repo.listSessionsOfOrders(db, orderIds),
        repo.listRefundsOfOrders(db, orderIds),
      ]);
      const details = new Map<string, OrderPaymentDetails>();
      for (const id of orderIds) {
        const own = sessions.filter((s) => s.orderId === id);
        const paid = own.find((s) => s.status === 'paid' || s.status === 'review');
        const latest = own[0];
        const refund = refundRows.find((r) => r.orderId === id && r.sessionId === (paid?.id ?? r.sessionId));
        details.set(id, {
          message: (paid ?? latest)?.message ?? null,
          reference: paid?.transactionId ?? null,
          refund: refund ? refundSummary(refund) : null,
        });
      }
      return details;
    },

    /**
     * An intent for the pricing module's total of the shopper's server cart; the client's amount is never
     * asked. The order placed with it is priced by the same function, so the two agree unless a price
     * changed in between (then the order refuses the payment).
     */
    async createIntent(
      userId: string,
      destination: Destination | null,
      couponCode: string | null = null,
    ): Promise<{ clientSecret: string; paymentIntentId: string; amount: number }> {
      this.requireMethod('card');
      const items = await cart.get(userId);
      const lines = items.map((item) => ({ productId: item._id, quantity: item.quantity }));
      const quote = await pricing.quote(lines, { shopperId: userId, destination, couponCode });
      const { lines: priced, total: amount } = quote;
      if (priced.length === 0) throw new AppError('invalid_data', 'cart.empty');
      // The order would refuse this code: the card is not asked for an amount no order will have.
      if (quote.couponRefusal) throw couponRefused(quote.couponRefusal);
      const id = uuidv7();
      const created = await provider.createIntent({ intentId: id, userId, amount });
      await repo.insertIntent(db, {
        id,
        userId,
        amount,
        currency: 'bdt',
        provider: provider.name,
        providerId: created.providerId,
        clientSecret: created.clientSecret,
        status: created.status,
      });
      return { clientSecret: created.clientSecret, paymentIntentId: id, amount: poishaToTaka(amount) };
    },

    /**
     * The sandbox's card form posts here. A decline answers 402 and leaves the intent waiting for
     * another card; a confirmed intent stays confirmed (a repeated confirm answers the same status).
     */
    async confirmSandbox(userId: string, input: SandboxConfirm): Promise<{ status: PaymentIntentStatus }> {
      const intent = await repo.findIntentByClientSecret(db, input.clientSecret);
      if (!intent || intent.userId !== userId || intent.provider !== 'sandbox') throw paymentNotFound();
      if (intent.status === 'succeeded') return { status: 'succeeded' };
      if (intent.status === 'canceled') throw new AppError('conflict', 'payment.canceled');
      const charge = chargeSandboxCard(input.card);
      if (!charge.ok) {
        const refused = new AppError(charge.type, charge.code);
        // Kept on the intent as Stripe keeps `last_payment_error.message`: the provider's record, in English.
        await setStatus(intent.id, 'requires_payment_method', refused.message);
        throw refused;
      }
      await setStatus(intent.id, 'succeeded', null);
      return { status: 'succeeded' };
    },

    /** A verified provider event; events for intents we did not create, or for another amount, change nothing. */
    async applyWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (!provider.parseWebhook) throw new AppError('not_found', 'request.not_found');
      let update: ReturnType<NonNullable<PaymentProvider['parseWebhook']>>;
      try {
        update = provider.parseWebhook(rawBody, signature ?? '');
      } catch {
        throw new AppError('invalid_data', 'payment.bad_webhook_signature');
      }
      if (!update) return;
      const intent = await repo.findIntentByProviderId(db, provider.name, update.providerId);
      if (!intent || intent.amount !== update.amount || intent.currency !== update.currency) return;
      await setStatus(intent.id, update.status, update.lastError);
    },

    /**
     * Before an order claims an intent: if the provider may know more than our row (its webhook can
     * lag behind the shopper), ask it.
     */
    async refresh(intentId: string): Promise<void> {
      const intent = await repo.findIntent(db, intentId);
      if (!intent || intent.status === 'succeeded' || intent.provider !== provider.name) return;
      const status = await provider.retrieveStatus(intent.providerId);
      if (status && status !== intent.status) await setStatus(intent.id, status, null);
    },

    /**
     * Inside the order transaction: the intent must be this user's, succeeded, and for exactly the
     * order's total. Its row stays locked until the commit; the unique index on orders.payment_intent_id
     * makes sure it pays for one order only.
     */
    async requireClaimable(
      tx: Db,
      input: { intentId: string; userId: string; amount: number },
    ): Promise<void> {
      const intent = await repo.lockIntent(tx, input.intentId);
      if (!intent || intent.userId !== input.userId) throw paymentNotFound();
      if (intent.status !== 'succeeded') {
        throw new AppError('payment_failed', 'payment.card_not_paid');
      }
      if (intent.amount !== input.amount || intent.currency !== 'bdt') {
        throw new AppError('conflict', 'payment.amount_mismatch', {
          paid: { taka: poishaToTaka(intent.amount) },
          total: { taka: poishaToTaka(input.amount) },
        });
      }
    },
  };
}
