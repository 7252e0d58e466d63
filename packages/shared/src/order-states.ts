// Plain values only: the web imports these on pages that must not pull in zod.
import type { Locale } from './locale.js';

export const ORDER_STATUSES = ['pending', 'accepted', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * `card` is paid before the order is placed (the sandbox card or Stripe); `bkash` and `sslcommerz` are
 * redirect payments: the order is placed first and waits for the provider (`awaiting_payment`).
 */
export const PAYMENT_METHODS = ['cod', 'card', 'bkash', 'sslcommerz'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const REDIRECT_PAYMENT_METHODS = ['bkash', 'sslcommerz'] as const satisfies readonly PaymentMethod[];
export type RedirectPaymentMethod = (typeof REDIRECT_PAYMENT_METHODS)[number];

export function isRedirectMethod(method: PaymentMethod): method is RedirectPaymentMethod {
  return (REDIRECT_PAYMENT_METHODS as readonly PaymentMethod[]).includes(method);
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on delivery',
  card: 'Card',
  bkash: 'bKash',
  sslcommerz: 'Card / mobile banking (SSLCommerz)',
};

const PAYMENT_METHOD_LABELS_BN: Record<PaymentMethod, string> = {
  cod: 'ক্যাশ অন ডেলিভারি',
  card: 'কার্ড',
  bkash: 'বিকাশ',
  sslcommerz: 'কার্ড / মোবাইল ব্যাংকিং (SSLCommerz)',
};

/** A payment method as the shopper reads it in `locale` (order messages, invoices). */
export function paymentMethodLabel(method: PaymentMethod, locale: Locale): string {
  return (locale === 'bn' ? PAYMENT_METHOD_LABELS_BN : PAYMENT_METHOD_LABELS)[method] ?? method;
}

/**
 * `awaiting_payment`: a redirect order holds its stock until the provider confirms or the hold ends;
 * `review`: the provider took the money but flagged it as risky, so the admin decides before shipping;
 * `failed`: the redirect payment failed, was cancelled or expired (the order is cancelled, nothing owed);
 * `refund_due`: a paid order was cancelled and its money has not gone back yet (a refund is under way,
 * was refused by the provider, or the owner refunds it by hand).
 */
export const PAYMENT_STATUSES = [
  'awaiting_payment',
  'unpaid',
  'paid',
  'review',
  'failed',
  'refund_due',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

interface PaymentState {
  label: string;
  /** The moves the admin makes by hand (409 otherwise). */
  adminMoves: readonly PaymentStatus[];
  /** The shop holds the shopper's money: cancelling the order owes it back. */
  moneyTaken: boolean;
  /** The order may not be accepted (prepared for shipping) yet. */
  blocksFulfilment: boolean;
}

/**
 * The payment half of the state machine (docs/behaviour.md §4 rule 4, decision 012). The moves the server makes
 * itself: `awaiting_payment` → `paid` | `review` (verified with the provider for the exact amount),
 * → `failed` (failed, cancelled or expired: the order is cancelled and its stock returned once),
 * → `unpaid` (the shopper switched to cash on delivery); `paid` | `review` → `refund_due` when the order
 * is cancelled, → `refunded` when the provider has returned the money.
 */
export const PAYMENT_STATES: Record<PaymentStatus, PaymentState> = {
  awaiting_payment: {
    label: 'Awaiting payment',
    adminMoves: [],
    moneyTaken: false,
    blocksFulfilment: true,
  },
  unpaid: { label: 'Unpaid', adminMoves: [], moneyTaken: false, blocksFulfilment: false },
  paid: { label: 'Paid', adminMoves: [], moneyTaken: true, blocksFulfilment: false },
  // The admin has checked the risky payment and accepts it; cancelling it refunds instead.
  review: { label: 'Payment under review', adminMoves: ['paid'], moneyTaken: true, blocksFulfilment: true },
  failed: { label: 'Payment failed', adminMoves: [], moneyTaken: false, blocksFulfilment: false },
  refund_due: { label: 'Refund due', adminMoves: ['refunded'], moneyTaken: true, blocksFulfilment: false },
  refunded: { label: 'Refunded', adminMoves: [], moneyTaken: false, blocksFulfilment: false },
};

interface OrderState {
  /** The only moves the server allows from here (409 otherwise); the admin's selector offers exactly these. */
  next: readonly OrderStatus[];
  /** Its stock is still taken from the shelf, so cancelling it puts the stock back. */
  holdsStock: boolean;
  /** The shopper's "Delete order" cancels it (later orders are only hidden from their list). */
  shopperMayCancel: boolean;
  adminLabel: string;
  /** Customers see `accepted` as Processing (docs/behaviour.md §4 rule 4). */
  customerLabel: string;
}

/**
 * The one order state machine (docs/behaviour.md §4 rule 4): every order starts `pending`. The server's checks,
 * the SQL check constraint, the admin's selector and both sets of labels are read from this table.
 */
export const ORDER_STATES: Record<OrderStatus, OrderState> = {
  pending: {
    next: ['accepted', 'cancelled'],
    holdsStock: true,
    shopperMayCancel: true,
    adminLabel: 'Pending',
    customerLabel: 'Pending',
  },
  accepted: {
    next: ['shipped', 'cancelled'],
    holdsStock: true,
    shopperMayCancel: false,
    adminLabel: 'Accepted',
    customerLabel: 'Processing',
  },
  shipped: {
    next: ['delivered'],
    holdsStock: false,
    shopperMayCancel: false,
    adminLabel: 'Shipped',
    customerLabel: 'Shipped',
  },
  delivered: {
    next: [],
    holdsStock: false,
    shopperMayCancel: false,
    adminLabel: 'Delivered',
    customerLabel: 'Delivered',
  },
  cancelled: {
    next: [],
    holdsStock: false,
    shopperMayCancel: false,
    adminLabel: 'Cancelled',
    customerLabel: 'Cancelled',
  },
};

/**
 * The moves allowed from an order's status and payment status: an order whose payment is not settled
 * (awaiting the provider, or under review) can only be cancelled until it is.
 */
export function nextOrderStatuses(order: {
  status: OrderStatus;
  paymentStatus?: PaymentStatus;
}): readonly OrderStatus[] {
  const next = ORDER_STATES[order.status]?.next ?? [];
  if (order.paymentStatus && PAYMENT_STATES[order.paymentStatus]?.blocksFulfilment) {
    return next.filter((status) => status === 'cancelled');
  }
  return next;
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus, paymentStatus?: PaymentStatus): boolean {
  return nextOrderStatuses({ status: from, paymentStatus }).includes(to);
}

export type OrderAudience = 'customer' | 'admin';

export function orderStatusLabel(status: OrderStatus, audience: OrderAudience): string {
  const state = ORDER_STATES[status];
  if (!state) return status;
  return audience === 'customer' ? state.customerLabel : state.adminLabel;
}

export const PAYMENT_STATUS_LABELS = Object.fromEntries(
  PAYMENT_STATUSES.map((status) => [status, PAYMENT_STATES[status].label]),
) as Record<PaymentStatus, string>;

/**
 * The payment moves the admin makes by hand (409 otherwise): once they have returned a cancelled
 * order's money outside the shop, they mark its `refund_due` as `refunded`; a payment held for review
 * that they have checked becomes `paid`.
 */
export const ADMIN_PAYMENT_MOVES = Object.fromEntries(
  PAYMENT_STATUSES.map((status) => [status, PAYMENT_STATES[status].adminMoves]),
) as Record<PaymentStatus, readonly PaymentStatus[]>;

export function canMarkPayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return ADMIN_PAYMENT_MOVES[from].includes(to);
}

/**
 * The payment status beside an order's status: a card order is paid before it is placed; cash on
 * delivery is paid when the order is delivered; a paid order that is cancelled owes its money back
 * (`refund_due`, until the provider or the owner has refunded it); a redirect payment still awaited
 * when its order is cancelled has failed. Anything else keeps the payment status it had.
 */
export function paymentStatusAfter(
  order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus },
  status: OrderStatus,
): PaymentStatus {
  if (status === 'delivered' && order.paymentMethod === 'cod') return 'paid';
  if (status === 'cancelled' && order.paymentStatus === 'awaiting_payment') return 'failed';
  if (status === 'cancelled' && PAYMENT_STATES[order.paymentStatus].moneyTaken) return 'refund_due';
  return order.paymentStatus;
}

/**
 * The one test of "this order still waits for its redirect payment": it holds its stock until the
 * provider confirms, the hold ends, or someone ends it. The orders repository's `updateAwaitingOrder`
 * is its SQL twin, the guard that lets exactly one ending win a race.
 */
export function isAwaitingPayment(order: { status: OrderStatus; paymentStatus: PaymentStatus }): boolean {
  return order.status === 'pending' && order.paymentStatus === 'awaiting_payment';
}

/** The payment status an order is placed with. */
export function initialPaymentStatus(method: PaymentMethod): PaymentStatus {
  if (method === 'card') return 'paid';
  return isRedirectMethod(method) ? 'awaiting_payment' : 'unpaid';
}

/** Orders are named by the last 6 characters of their id, upper-cased (SPEC §9): pages, invoices, messages. */
export function orderNumber(id: string): string {
  return id.slice(-6).toUpperCase();
}
