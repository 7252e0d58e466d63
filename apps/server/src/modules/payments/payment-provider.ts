import type { PaymentIntentStatus, PaymentProviderName } from '@plantopia/shared';
import type { RefundOutcome } from './redirect-provider.js';

export interface ProviderIntent {
  providerId: string;
  clientSecret: string;
  status: PaymentIntentStatus;
}

/** A status change the provider reported (a verified webhook). */
export interface ProviderStatusUpdate {
  providerId: string;
  status: PaymentIntentStatus;
  /** What the provider says the intent is for; an update that disagrees with our row is ignored. */
  amount: number;
  currency: string;
  lastError: string | null;
}

/**
 * Where card payments happen (docs/behaviour.md §7). Our database keeps the intent; the provider holds the
 * money movement. Amounts are poisha, the currency is always 'bdt'.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** What the browser needs to talk to the provider itself (Stripe's publishable key); null for the sandbox. */
  readonly publishableKey: string | null;
  createIntent(input: { intentId: string; userId: string; amount: number }): Promise<ProviderIntent>;
  /** The provider's current status, for when its webhook has not arrived yet. */
  retrieveStatus(providerId: string): Promise<PaymentIntentStatus | null>;
  /** Returns a succeeded intent's money; `refundId` makes a retried request refund once. */
  refund(input: { providerId: string; amount: number; refundId: string }): Promise<RefundOutcome>;
  /** Verifies and reads a webhook; throws when the signature is wrong; null for events we do not use. */
  parseWebhook?(rawBody: Buffer, signature: string): ProviderStatusUpdate | null;
}
