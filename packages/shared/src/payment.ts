import { z } from 'zod';
import { type CodedMessage, codedText } from './message-codes.js';
import { PAYMENT_METHODS, REDIRECT_PAYMENT_METHODS } from './order-states.js';

export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'processing',
  'succeeded',
  'canceled',
] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

export const BillingDetailsSchema = z.object({
  name: z.string().trim().max(100).optional(),
  email: z.string().trim().max(200).optional(),
  phone: z.string().trim().max(30).optional(),
  address: z
    .object({
      line1: z.string().trim().max(300).optional(),
      city: z.string().trim().max(100).optional(),
      state: z.string().trim().max(100).optional(),
      postal_code: z.string().trim().max(20).optional(),
      country: z.string().trim().max(100).optional(),
    })
    .optional(),
});
export type BillingDetails = z.infer<typeof BillingDetailsSchema>;

export const SandboxConfirmSchema = z.object({
  clientSecret: z.string().min(1, 'field.required').max(300),
  card: z.object({
    number: z.string().trim().min(12, 'field.too_short').max(23, 'field.too_long'),
    expMonth: z
      .number()
      .int()
      .min(1, codedText('field.between', { min: 1, max: 12 }))
      .max(12, codedText('field.between', { min: 1, max: 12 })),
    expYear: z.number().int().min(2000).max(2200),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'field.cvc'),
  }),
  billingDetails: BillingDetailsSchema.optional(),
});
export type SandboxConfirm = z.infer<typeof SandboxConfirmSchema>;

/** Billing country names the checkout sends as ISO codes; others pass as typed (docs/behaviour.md §16.2). */
export const COUNTRY_CODES: Record<string, string> = {
  bangladesh: 'BD',
  'united states': 'US',
  'united kingdom': 'GB',
  canada: 'CA',
  australia: 'AU',
};

export function toCountryCode(country: string): string {
  return COUNTRY_CODES[country.trim().toLowerCase()] ?? country;
}

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * `GET /api/payments/config`: which provider takes cards, Stripe's publishable key when it is Stripe, and
 * the payment methods the checkout offers (cash on delivery always; bKash and SSLCommerz when configured).
 */
export const PaymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  publishableKey: z.string().nullable(),
  methods: z.array(z.enum(PAYMENT_METHODS)),
  /** How long a redirect payment holds the order's stock. */
  holdMinutes: z.number().int(),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/**
 * `POST /api/create-payment-intent`: the amount comes from the shopper's server cart; anything in the
 * body (an `amount`, a `currency`) is ignored. The answer keeps `clientSecret` beside `success`.
 */
export const CreatePaymentIntentResponseSchema = z.object({
  success: z.literal(true),
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** Taka: the total the payment is for (subtotal + shipping). */
  amount: z.number(),
});
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponseSchema>;

export const PaymentIntentStatusSchema = z.object({ status: z.enum(PAYMENT_INTENT_STATUSES) });

/** `POST /api/orders/{id}/payment`: a new payment for an order still waiting for one (bKash or SSLCommerz). */
export const RetryPaymentSchema = z.object({ method: z.enum(REDIRECT_PAYMENT_METHODS) });
export type RetryPayment = z.infer<typeof RetryPaymentSchema>;

/** Where the shopper's browser goes to pay (the provider's page). */
export const PaymentRedirectSchema = z.object({ redirectUrl: z.string() });
export type PaymentRedirect = z.infer<typeof PaymentRedirectSchema>;

/**
 * A refund's life (issue 28): `requesting` while the shop is asking the provider (one at a time per
 * payment), then `succeeded`, `pending` (the provider is processing it), `failed` (a clear refusal: it may
 * be asked again) or `unknown` (no clear answer, e.g. a timeout: the provider may have made it, so it is
 * asked about before any new refund).
 */
export const REFUND_STATUSES = ['requesting', 'succeeded', 'pending', 'failed', 'unknown'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * An attempt to pay at a redirect provider: `open` while the shopper may still pay; then `paid`,
 * `review` (paid, flagged risky), `failed`, `cancelled`, `expired`, or `late` (money taken that no order
 * keeps — after its order ended, or for another amount — and so returned).
 */
export const PAYMENT_ATTEMPT_STATUSES = [
  'open',
  'paid',
  'review',
  'failed',
  'cancelled',
  'expired',
  'late',
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** One attempt as the back office's payment history shows it. Taka. */
export const PaymentAttemptSchema = z.object({
  provider: z.enum(REDIRECT_PAYMENT_METHODS),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  amount: z.number(),
  /** What the provider took instead of `amount` (a mismatched payment), else null. */
  takenAmount: z.number().nullable(),
  reference: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentAttempt = z.infer<typeof PaymentAttemptSchema>;

/** The latest refund the shop asked a provider for (the admin sees it beside a cancelled paid order). */
export const RefundSummarySchema = z.object({
  provider: z.string(),
  status: z.enum(REFUND_STATUSES),
  /** Taka. */
  amount: z.number(),
  reference: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type RefundSummary = z.infer<typeof RefundSummarySchema>;

/** Every attempt and every refund of an order, newest first: its payment history in the back office. */
export const PaymentHistorySchema = z.object({
  attempts: z.array(PaymentAttemptSchema),
  refunds: z.array(RefundSummarySchema.extend({ updatedAt: z.string() })),
});
export type PaymentHistory = z.infer<typeof PaymentHistorySchema>;

/** An attempt's status in the reader's words (`payment.attempt.*`). */
export const paymentAttemptLabel = (status: PaymentAttemptStatus): CodedMessage => ({
  code: `payment.attempt.${status}`,
});

/** A refund's status in the reader's words (`payment.refund.*`). */
export const refundStatusLabel = (status: RefundStatus): CodedMessage => ({
  code: `payment.refund.${status}`,
});
