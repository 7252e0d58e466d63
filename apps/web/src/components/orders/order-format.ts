import type { Order, PaymentMethod } from '@plantopia/shared';

/** Orders are named by the last 6 characters of their id (SPEC §9). */
export function shortOrderId(id: string): string {
  return id.slice(-6).toUpperCase();
}

export function itemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on delivery',
  card: 'Card',
  bkash: 'bKash',
  sslcommerz: 'Card / mobile banking (SSLCommerz)',
};
