import type { PaymentIntentStatus } from '@plantopia/shared';
import Stripe from 'stripe';
import type { PaymentProvider, ProviderStatusUpdate } from './payment-provider.js';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another base URL for the API (a local fake in tests, a proxy in production). */
  apiUrl: string | undefined;
}

/** Stripe's many intermediate states collapse to ours: anything that still needs the shopper is a retry. */
function toStatus(status: Stripe.PaymentIntent.Status): PaymentIntentStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'canceled';
    default:
      return 'requires_payment_method';
  }
}

function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 15_000 };
  if (!apiUrl) return options;
  const url = new URL(apiUrl);
  return {
    ...options,
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiUrl));

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent({ intentId, userId, amount }) {
      const intent = await stripe.paymentIntents.create(
        { amount, currency: 'bdt', allowed_payment_method_types: ['card'], metadata: { intentId, userId } },
        // A retried request (network trouble) must not open a second intent at Stripe.
        { idempotencyKey: `plantopia-intent-${intentId}` },
      );
      if (!intent.client_secret) throw new Error('Stripe answered a payment intent without a client secret');
      return { providerId: intent.id, clientSecret: intent.client_secret, status: toStatus(intent.status) };
    },

    async retrieveStatus(providerId) {
      const intent = await stripe.paymentIntents.retrieve(providerId);
      return toStatus(intent.status);
    },

    async refund({ providerId, amount, refundId }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: providerId, amount },
          { idempotencyKey: `plantopia-refund-${refundId}` },
        );
        if (refund.status === 'succeeded')
          return { status: 'succeeded', providerRef: refund.id, message: null };
        if (refund.status === 'pending' || refund.status === 'requires_action') {
          return { status: 'pending', providerRef: refund.id, message: 'Stripe is processing the refund' };
        }
        return {
          status: 'failed',
          providerRef: refund.id,
          message: `Stripe refused the refund: ${refund.failure_reason ?? refund.status ?? 'no reason given'}`,
        };
      } catch (error) {
        // Stripe's refusal (already refunded, a disputed charge…) carries its own message for the admin.
        if (error instanceof Stripe.errors.StripeError && error.type !== 'StripeConnectionError') {
          return {
            status: 'failed',
            providerRef: null,
            message: `Stripe refused the refund: ${error.message}`,
          };
        }
        throw error;
      }
    },

    parseWebhook(rawBody, signature): ProviderStatusUpdate | null {
      const event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      if (!event.type.startsWith('payment_intent.')) return null;
      const intent = event.data.object as Stripe.PaymentIntent;
      return {
        providerId: intent.id,
        status: toStatus(intent.status),
        amount: intent.amount,
        currency: intent.currency,
        lastError: intent.last_payment_error?.message ?? null,
      };
    },
  };
}

/** What the page must be allowed to load for Stripe.js and its card field (added to the CSP only with Stripe). */
export const STRIPE_CSP_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
