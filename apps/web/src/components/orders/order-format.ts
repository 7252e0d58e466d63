import type { Order, PaymentMethod } from '@plantopia/shared';

/** Orders are named by the last 6 characters of their id (SPEC §9); the rule lives in packages/shared. */
export { orderNumber as shortOrderId } from '@plantopia/shared';

export function itemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Each payment method's name, as a key of the `orders` catalog (shared `paymentMethodLabel` for the server's texts). */
export const PAYMENT_METHOD_KEYS: Record<PaymentMethod, { labelKey: string }> = {
  cod: { labelKey: 'paymentMethod.cod' },
  card: { labelKey: 'paymentMethod.card' },
  bkash: { labelKey: 'paymentMethod.bkash' },
  sslcommerz: { labelKey: 'paymentMethod.sslcommerz' },
};
