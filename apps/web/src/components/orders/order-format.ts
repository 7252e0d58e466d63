import type { Order } from '@plantopia/shared';

/** Orders are named by their id's last 6 characters (docs/api.md §6); the rule lives in packages/shared. */
export { orderNumber as shortOrderId } from '@plantopia/shared';

export function itemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}
