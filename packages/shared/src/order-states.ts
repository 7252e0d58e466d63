// Plain values only: the web imports these on pages that must not pull in zod.

export const ORDER_STATUSES = ['pending', 'accepted', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['cod', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on delivery',
  card: 'Card',
};

/**
 * `refund_due`: a paid order was cancelled and no provider has returned the money yet; the owner refunds
 * it by hand and then marks it `refunded` (the only payment move the admin makes, see ADMIN_PAYMENT_MOVES).
 */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refund_due', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

interface OrderState {
  /** The only moves the server allows from here (409 otherwise); the admin's selector offers exactly these. */
  next: readonly OrderStatus[];
  /** Its stock is still taken from the shelf, so cancelling it puts the stock back. */
  holdsStock: boolean;
  /** The shopper's "Delete order" cancels it (later orders are only hidden from their list). */
  shopperMayCancel: boolean;
  adminLabel: string;
  /** Customers see `accepted` as Processing (DESIGN §4 rule 4). */
  customerLabel: string;
}

/**
 * The one order state machine (DESIGN §4 rule 4): every order starts `pending`. The server's checks,
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

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATES[from].next.includes(to);
}

export type OrderAudience = 'customer' | 'admin';

export function orderStatusLabel(status: OrderStatus, audience: OrderAudience): string {
  const state = ORDER_STATES[status];
  if (!state) return status;
  return audience === 'customer' ? state.customerLabel : state.adminLabel;
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

/**
 * The payment moves the admin makes by hand (409 otherwise): once they have returned a cancelled
 * order's money outside the shop, they mark its `refund_due` as `refunded`.
 */
export const ADMIN_PAYMENT_MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  unpaid: [],
  paid: [],
  refund_due: ['refunded'],
  refunded: [],
};

export function canMarkPayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return ADMIN_PAYMENT_MOVES[from].includes(to);
}

/**
 * The payment status beside an order's status: a card order is paid before it is placed; cash on
 * delivery is paid when the order is delivered; a paid order that is cancelled owes its money back
 * (`refund_due`, until the owner has refunded it). Anything else keeps the payment status it had.
 */
export function paymentStatusAfter(
  order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus },
  status: OrderStatus,
): PaymentStatus {
  if (status === 'delivered' && order.paymentMethod === 'cod') return 'paid';
  if (status === 'cancelled' && order.paymentStatus === 'paid') return 'refund_due';
  return order.paymentStatus;
}

/** The payment status an order is placed with. */
export function initialPaymentStatus(method: PaymentMethod): PaymentStatus {
  return method === 'card' ? 'paid' : 'unpaid';
}

/** Orders are named by the last 6 characters of their id, upper-cased (SPEC §9): pages, invoices, messages. */
export function orderNumber(id: string): string {
  return id.slice(-6).toUpperCase();
}
