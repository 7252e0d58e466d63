// Plain values only: the web imports these on pages that must not pull in zod.
import type { CodedMessage } from './message-codes.js';

export const ORDER_STATUSES = [
  'pending',
  'accepted',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
] as const;
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

/** A payment method's name, as every page, message and invoice says it. */
export function paymentMethodLabel(method: PaymentMethod): CodedMessage {
  return { code: `payment.method.${method}` };
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
  /** The moves the admin makes by hand (409 otherwise). */
  adminMoves: readonly PaymentStatus[];
  /** The order may not be accepted (prepared for shipping) yet. */
  blocksFulfilment: boolean;
}

/**
 * The payment half of the state machine (docs/behaviour.md §4 rule 4, decision 012): what each state
 * allows. The moves the server makes itself are SERVER_PAYMENT_MOVES, below.
 */
export const PAYMENT_STATES: Record<PaymentStatus, PaymentState> = {
  awaiting_payment: {
    adminMoves: [],

    blocksFulfilment: true,
  },
  unpaid: { adminMoves: [], blocksFulfilment: false },
  paid: { adminMoves: [], blocksFulfilment: false },
  // The admin has checked the risky payment and accepts it; cancelling it refunds instead.
  review: { adminMoves: ['paid'], blocksFulfilment: true },
  failed: { adminMoves: [], blocksFulfilment: false },
  refund_due: { adminMoves: ['refunded'], blocksFulfilment: false },
  refunded: { adminMoves: [], blocksFulfilment: false },
};

interface OrderState {
  /** The only moves the server allows from here (409 otherwise); the admin's selector offers exactly these. */
  next: readonly OrderStatus[];
  /** Its stock is still taken from the shelf, so cancelling it puts the stock back. */
  holdsStock: boolean;
  /** The shopper's "Delete order" cancels it (later orders are only hidden from their list). */
  shopperMayCancel: boolean;
}

/**
 * The one order state machine (docs/behaviour.md §4 rule 4): every order starts `pending`. The server's checks,
 * the SQL check constraint and the admin's selector are read from this table; its labels are the
 * catalogs' `order.status.*` (the staff's words) and `order.customer_status.*` (the shopper's).
 */
export const ORDER_STATES: Record<OrderStatus, OrderState> = {
  pending: {
    next: ['accepted', 'cancelled'],
    holdsStock: true,
    shopperMayCancel: true,
  },
  accepted: {
    next: ['shipped', 'cancelled'],
    holdsStock: true,
    shopperMayCancel: false,
  },
  shipped: {
    // A failed delivery attempt keeps it shipped (an event on its timeline); a parcel that comes back is returned.
    next: ['delivered', 'returned'],
    holdsStock: false,
    shopperMayCancel: false,
  },
  delivered: {
    next: [],
    holdsStock: false,
    shopperMayCancel: false,
  },
  /** The parcel came back (refused, unreachable, damaged): its stock goes back unless damaged, a prepaid order's money is owed. */
  returned: {
    next: [],
    holdsStock: false,
    shopperMayCancel: false,
  },
  cancelled: {
    next: [],
    holdsStock: false,
    shopperMayCancel: false,
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

/** A state's label: customers see `accepted` as Processing (docs/behaviour.md §4 rule 4). */
export function orderStatusLabel(status: OrderStatus, audience: OrderAudience = 'admin'): CodedMessage {
  return { code: audience === 'customer' ? `order.customer_status.${status}` : `order.status.${status}` };
}

export function paymentStatusLabel(status: PaymentStatus): CodedMessage {
  return { code: `payment.status.${status}` };
}

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

interface PaymentMove {
  from: readonly PaymentStatus[];
  to: PaymentStatus;
}

/**
 * The payment moves the server makes itself, beside the admin's: each from the states it may start in.
 * The orders repository writes them only through these (its WHERE clause is `from`), so a move from
 * any other state changes nothing, and of two racing moves exactly one wins.
 */
export const SERVER_PAYMENT_MOVES = {
  /** The provider confirmed the exact amount. */
  paid: { from: ['awaiting_payment'], to: 'paid' },
  /** The provider took the money but flagged it: the admin decides before the order is prepared. */
  review: { from: ['awaiting_payment'], to: 'review' },
  /** The redirect payment failed, was cancelled or expired, or its order was cancelled: nothing owed. */
  failed: { from: ['awaiting_payment'], to: 'failed' },
  /** The shopper switched the waiting order to cash on delivery. */
  cod: { from: ['awaiting_payment'], to: 'unpaid' },
  /** A paid order was cancelled, or its parcel came back: its money is owed back. */
  refundDue: { from: ['paid', 'review'], to: 'refund_due' },
  /**
   * Money arrived for an order that had already ended unpaid (a late payment, or one for the wrong
   * amount) and the provider has not returned it yet: it is owed, and shown as owed until it is.
   */
  owedBack: { from: ['failed'], to: 'refund_due' },
  /** The provider returned the money. */
  refunded: { from: ['refund_due'], to: 'refunded' },
  /** A cash-on-delivery order was delivered and its cash collected. */
  cashCollected: { from: ['unpaid'], to: 'paid' },
} as const satisfies Record<string, PaymentMove>;

export type ServerPaymentMove = keyof typeof SERVER_PAYMENT_MOVES;

const movesFrom = (move: ServerPaymentMove, status: PaymentStatus) =>
  (SERVER_PAYMENT_MOVES[move].from as readonly PaymentStatus[]).includes(status);

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
  const { paymentStatus } = order;
  if (status === 'delivered' && order.paymentMethod === 'cod' && movesFrom('cashCollected', paymentStatus))
    return SERVER_PAYMENT_MOVES.cashCollected.to;
  if (status === 'cancelled' && movesFrom('failed', paymentStatus)) return SERVER_PAYMENT_MOVES.failed.to;
  if ((status === 'cancelled' || status === 'returned') && movesFrom('refundDue', paymentStatus))
    return SERVER_PAYMENT_MOVES.refundDue.to;
  return paymentStatus;
}

/**
 * The one test of "this order still waits for its redirect payment": it holds its stock until the
 * provider confirms, the hold ends, or someone ends it. The orders repository's `moveAwaitingOrder`
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

/** An order's name (pages, invoices, messages): its id's last 6 characters, upper-cased (docs/api.md §6). */
export function orderNumber(id: string): string {
  return id.slice(-6).toUpperCase();
}
