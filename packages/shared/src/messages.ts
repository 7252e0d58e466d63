// Plain strings and functions only: the web's pages import these, so this module must never pull in zod.
import { type OrderStatus, PAYMENT_STATUS_LABELS, type PaymentStatus } from './order-states.js';

const ORDER_STATUS_CHANGED: Partial<Record<OrderStatus, string>> = {
  accepted: 'Order has been accepted',
  shipped: 'Order has been marked as shipped',
  delivered: 'Order has been marked as delivered',
  cancelled: 'Order has been cancelled',
};

/**
 * The words the server answers with and the web shows, defined once and grouped by area. Most are
 * SPEC §8 wording that tests and e2e journeys assert, so change them only together with the spec.
 */
export const MESSAGES = {
  blog: {
    created: 'Blog post created successfully!',
    updated: 'Blog post updated successfully!',
    deleted: 'Blog post deleted successfully',
    notFound: 'Blog post not found.',
  },
  cart: {
    empty: 'Your cart is empty!',
  },
  comments: {
    posted: 'Comment posted!',
    replyPosted: 'Reply posted!',
    deleted: 'Comment deleted!',
    notYours: 'You can only delete your own comments.',
  },
  reviews: {
    posted: 'Thank you for your review!',
    updated: 'Review updated',
    deleted: 'Review deleted',
    hidden: 'Review hidden',
    shown: 'Review shown',
    notVerified: 'Only shoppers whose order with this product was delivered can review it.',
    already: 'You have already reviewed this product: edit your review instead.',
    notFound: 'Review not found',
  },
  delivery: {
    tableSaved: 'Delivery charges saved',
    /**
     * Why an order may not be paid cash on delivery: its total is above the owner's limit (taka). The
     * server refuses such an order with it; the checkout shows it before the shopper places one.
     */
    codLimit: (maxTaka: number): string =>
      `Cash on delivery is available for orders up to ৳${maxTaka.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}. Please choose another payment method.`,
  },
  inbox: {
    /** The newsletter form's confirmation: the same whether the address was new or already signed up. */
    subscribed: "Thanks for subscribing! You're on the list for our monthly garden letter.",
    /** The contact form's confirmation, shown on the page once the message is stored. */
    contactSent: 'Thank you for your message! We will get back to you soon.',
    markedRead: 'Marked as read',
    markedUnread: 'Marked as unread',
  },
  notifications: {
    retried: 'The message will be sent again shortly',
  },
  orders: {
    placed: 'Order placed successfully!',
    /** A bKash or SSLCommerz order: placed, its stock held, the shopper goes to the provider to pay. */
    awaitingPayment: 'Order placed. Complete the payment to confirm it.',
    switchedToCashOnDelivery: 'You will pay in cash when your order arrives.',
    refunded: 'The payment has been refunded',
    refundNotDone: 'The refund has not gone through yet; see the message beside the order',
    deleted: 'Order deleted successfully',
    /** A shopper's delete of a pending card-paid order: cancelled, kept in their list until refunded. */
    cancelledRefundDue: 'Order cancelled. We will refund your card payment.',
    /** The same delete when the provider returned the money at once. */
    cancelledRefunded: 'Order cancelled. Your payment has been refunded.',
    /** What My Orders says under a cancelled order whose card payment the shop still owes. */
    refundDueNote:
      'This order was cancelled. We will refund your card payment; no action is needed from you.',
    /** The answer to the admin's payment mark, e.g. 'Payment marked as refunded'. */
    paymentStatusChanged: (status: PaymentStatus): string =>
      `Payment marked as ${PAYMENT_STATUS_LABELS[status].toLowerCase()}`,
    /** The answer to an admin's status change, e.g. 'Order has been marked as shipped'. */
    statusChanged: (status: OrderStatus): string =>
      ORDER_STATUS_CHANGED[status] ?? 'Order status updated successfully',
  },
  products: {
    /** `singular` is the category's singular label, e.g. 'Plant added successfully'. */
    added: (singular: string) => `${singular} added successfully`,
    updated: 'Product updated successfully',
    deleted: 'Product deleted successfully',
    unsupportedCategory: 'Unsupported category',
  },
  profile: {
    updated: 'Profile updated successfully!',
  },
  wishlist: {
    added: 'Added to wishlist',
    removed: 'Removed from wishlist',
  },
} as const;
