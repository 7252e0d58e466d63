import {
  PAYMENT_ATTEMPT_STATUSES,
  type PaymentAttemptStatus,
  REDIRECT_PAYMENT_METHODS,
  REFUND_STATUSES,
  type RedirectPaymentMethod,
  type RefundStatus,
} from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, updatedAt } from './columns.js';
import { orders } from './orders.js';

export type PaymentSessionStatus = PaymentAttemptStatus;

/**
 * One attempt to pay an order at a redirect provider (bKash, SSLCommerz). `id` is what we send as the
 * provider's transaction id (SSLCommerz `tran_id`, bKash `merchantInvoiceNumber`); `providerRef` is the
 * provider's own id for the attempt (bKash `paymentID`, SSLCommerz `sessionkey`); `transactionId` is the
 * money movement once paid (bKash `trxID`, SSLCommerz `bank_tran_id`). At most one attempt pays an order.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').$type<RedirectPaymentMethod>().notNull(),
    /** Poisha: the order's total when the attempt was made. */
    amount: integer('amount').notNull(),
    providerRef: text('provider_ref'),
    status: text('status').$type<PaymentSessionStatus>().notNull().default('open'),
    transactionId: text('transaction_id'),
    /** SSLCommerz's validation id (what refunds and support ask for). */
    validationId: text('validation_id'),
    /**
     * Poisha the provider says it took, when that is not `amount` (a tampered or mistaken payment): what a
     * refund of this attempt returns. Null when it took exactly `amount`, or nothing.
     */
    takenAmount: integer('taken_amount'),
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_sessions_provider_check', isOneOf(t.provider, REDIRECT_PAYMENT_METHODS)),
    check('payment_sessions_status_check', isOneOf(t.status, PAYMENT_ATTEMPT_STATUSES)),
    uniqueIndex('payment_sessions_provider_ref_idx').on(t.provider, t.providerRef),
    // One payment pays one order: a second attempt that also took money is `late` and refunded.
    uniqueIndex('payment_sessions_paid_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ('paid', 'review')`),
    index('payment_sessions_order_idx').on(t.orderId),
  ],
);

/** Every refund the shop asked a provider for, kept as the record of money returned (or refused). */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The payment session a refund of a redirect payment returns (null for card payments). */
    sessionId: text('session_id').references(() => paymentSessions.id),
    provider: text('provider').notNull(),
    /** The provider's id for the refund (Stripe `re_…`, SSLCommerz `refund_ref_id`, bKash `refundTrxID`). */
    providerRef: text('provider_ref'),
    /** Poisha. */
    amount: integer('amount').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('refunds_status_check', isOneOf(t.status, REFUND_STATUSES)),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    // One live refund per payment (an order's, or a late payment's session): a second ask while one is
    // under way, processing, unknown or made fails here instead of reaching the provider.
    uniqueIndex('refunds_live_idx')
      .on(t.orderId, sql`coalesce(${t.sessionId}, '')`)
      .where(sql`${t.status} in ('requesting', 'pending', 'unknown', 'succeeded')`),
    // The refunds still to be asked about (issue 28): the resolving task reads only these.
    index('refunds_unsettled_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('requesting', 'pending', 'unknown')`),
  ],
);
