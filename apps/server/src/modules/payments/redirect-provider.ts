import type { OrderShipping, RedirectPaymentMethod, RefundStatus } from '@plantopia/shared';

/** What a redirect provider needs to open a payment for an order. Amounts are poisha, always BDT. */
export interface RedirectStart {
  /** Our id for the attempt: SSLCommerz `tran_id`, bKash `merchantInvoiceNumber`. */
  sessionId: string;
  orderId: string;
  amount: number;
  itemCount: number;
  shipping: OrderShipping;
  /** The shop's public origin; the provider builds its return and notification URLs on it. */
  publicUrl: string;
}

/** One attempt as our database remembers it. */
export interface SessionRef {
  id: string;
  providerRef: string | null;
  amount: number;
  transactionId: string | null;
}

/**
 * What the provider says became of an attempt, after the server asked it (docs/behaviour.md §4 rule 8: a callback
 * is only a hint). `paid` was checked for exactly the attempt's amount in BDT; `mismatched`: the provider
 * took money, but not this attempt's amount, currency or invoice (it is returned, never kept);
 * `pending`: the provider says the shopper has not finished; `unknown`: no clear answer (a timeout, an
 * error page, an answer without its documented fields), so nothing may be concluded and the shop asks
 * again (issue 28).
 */
export type PaymentVerdict =
  | {
      outcome: 'paid';
      transactionId: string;
      validationId: string | null;
      /** The provider flagged the payment as risky: the admin decides before the order ships. */
      review: boolean;
      message: string | null;
    }
  | {
      outcome: 'mismatched';
      transactionId: string;
      /** Poisha the provider took, BDT or not: what a refund returns. */
      takenAmount: number;
      message: string;
    }
  | { outcome: 'failed' | 'cancelled'; message: string }
  | { outcome: 'pending'; message: string | null }
  | { outcome: 'unknown'; message: string };

/** What a provider said when asked to return money. */
export interface RefundOutcome {
  status: RefundStatus;
  providerRef: string | null;
  message: string | null;
}

/** A hint the shopper's return or the provider's notification brought, to be checked with the provider. */
export type VerifyHint =
  | { kind: 'validation'; validationId: string }
  | { kind: 'success' }
  | { kind: 'failed' | 'cancelled' }
  | { kind: 'none' };

/**
 * A provider that takes the shopper to its own page and back (bKash, SSLCommerz). Every network call has
 * a time limit; a provider that does not answer clearly gives `unknown` (ask again later), never a guess:
 * its client throws ProviderUnavailableError, or answers `unknown` for a body it cannot read.
 */
export interface RedirectProvider {
  readonly name: RedirectPaymentMethod;
  start(input: RedirectStart): Promise<{ providerRef: string; redirectUrl: string }>;
  /** Asks the provider what became of the attempt; `hint` says what the callback claimed. */
  verify(session: SessionRef, hint: VerifyHint): Promise<PaymentVerdict>;
  refund(session: SessionRef, input: { amount: number; reason: string }): Promise<RefundOutcome>;
  /**
   * Asks about a refund that was still being processed, or whose answer never came (`refundRef` is then
   * null): `failed` only when the provider clearly says no refund was made.
   */
  refundStatus(session: SessionRef, refundRef: string | null): Promise<RefundOutcome>;
}

// The HTTP call every outside service shares (payments, SMS) lives in lib/provider-call.ts.
export { callProvider, ProviderUnavailableError, textOf } from '../../lib/provider-call.js';
