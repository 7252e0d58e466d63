import type { Db } from '../../db/client.js';
import * as repo from './orders-repository.js';

export type OrderHistoryService = ReturnType<typeof createOrderHistoryService>;

/**
 * What other modules may ask of a shopper's orders, without the orders service and everything it needs:
 * the reviews module asks whether the shopper received a product (only buyers review it).
 */
export function createOrderHistoryService() {
  return {
    /** Whether the user has an order in state `delivered` that contains the product (in `tx`, if given). */
    hasDeliveredProduct: (tx: Db, userId: string, productId: string): Promise<boolean> =>
      repo.hasDeliveredOrderWith(tx, userId, productId),
  };
}
