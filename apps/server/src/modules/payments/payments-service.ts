import {
  type Destination,
  MESSAGES,
  type PaymentConfig,
  type PaymentIntentStatus,
  poishaToTaka,
  type SandboxConfirm,
} from '@plantopia/shared';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ShopEvents } from '../../lib/metrics.js';
import type { CartService } from '../cart/cart-service.js';
import type { PricingService } from '../pricing/pricing-service.js';
import type { PaymentProvider } from './payment-provider.js';
import * as repo from './payments-repository.js';
import { chargeSandboxCard } from './sandbox-cards.js';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

const paymentNotFound = () => new AppError('not_found', 'Payment not found');
const taka = (poisha: number) => `৳${poishaToTaka(poisha).toFixed(2)}`;

export function createPaymentsService(deps: {
  db: Db;
  cart: CartService;
  pricing: PricingService;
  provider: PaymentProvider;
  events?: Pick<ShopEvents, 'paymentOutcome'>;
}) {
  const { db, cart, pricing, provider } = deps;

  /** Every change of an intent's status goes through here, so the payment outcome metric sees each. */
  async function setStatus(intentId: string, status: PaymentIntentStatus, lastError: string | null) {
    await repo.updateIntentStatus(db, intentId, status, lastError);
    deps.events?.paymentOutcome(status);
  }

  return {
    config(): PaymentConfig {
      return { provider: provider.name, publishableKey: provider.publishableKey };
    },

    /**
     * An intent for the pricing module's total of the shopper's server cart; the client's amount is never
     * asked. The order placed with it is priced by the same function, so the two agree unless a price
     * changed in between (then the order refuses the payment).
     */
    async createIntent(
      userId: string,
      destination: Destination | null,
    ): Promise<{ clientSecret: string; paymentIntentId: string; amount: number }> {
      const items = await cart.get(userId);
      const lines = items.map((item) => ({ productId: item._id, quantity: item.quantity }));
      const { lines: priced, total: amount } = await pricing.quote(lines, { shopperId: userId, destination });
      if (priced.length === 0) throw new AppError('invalid_data', MESSAGES.cart.empty);
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
      if (intent.status === 'canceled') throw new AppError('conflict', 'This payment was canceled');
      const charge = chargeSandboxCard(input.card);
      if (!charge.ok) {
        await setStatus(intent.id, 'requires_payment_method', charge.message);
        throw new AppError(charge.type, charge.message);
      }
      await setStatus(intent.id, 'succeeded', null);
      return { status: 'succeeded' };
    },

    /** A verified provider event; events for intents we did not create, or for another amount, change nothing. */
    async applyWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (!provider.parseWebhook) throw new AppError('not_found', 'Not found');
      let update: ReturnType<NonNullable<PaymentProvider['parseWebhook']>>;
      try {
        update = provider.parseWebhook(rawBody, signature ?? '');
      } catch {
        throw new AppError('invalid_data', 'The webhook signature is not valid');
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
        throw new AppError('payment_failed', 'The card payment has not gone through. Please pay first.');
      }
      if (intent.amount !== input.amount || intent.currency !== 'bdt') {
        throw new AppError(
          'conflict',
          `The payment of ${taka(intent.amount)} does not match this order's total of ${taka(input.amount)}. Please pay again.`,
        );
      }
    },
  };
}
