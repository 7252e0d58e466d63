import type { Db } from '../../db/client.js';
import * as repo from './orders-repository.js';

export type OrderHistoryService = ReturnType<typeof createOrderHistoryService>;

export type { DeliveredPlant } from './orders-repository.js';

/**
 * What other modules may ask of a shopper's orders, without the orders service and everything it needs:
 * the reviews module asks whether the shopper received a product (only buyers review it), the care
 * reminders which plants the shopper received.
 */
export function createOrderHistoryService() {
  return {
    /** Whether the user has an order in state `delivered` that contains the product (in `tx`, if given). */
    hasDeliveredProduct: (tx: Db, userId: string, productId: string): Promise<boolean> =>
      repo.hasDeliveredOrderWith(tx, userId, productId),

    /**
     * The options of the variant the user last received of the product, as bought (empty without
     * options); null when no delivered order of theirs has it. A review names this variant.
     */
    deliveredOptions: (tx: Db, userId: string, productId: string) =>
      repo.findDeliveredOptions(tx, userId, productId),

    /** The plants of the user's delivered orders, each once, the most recently ordered first (at most `limit`). */
    deliveredPlants: (db: Db, userId: string, limit: number): Promise<repo.DeliveredPlant[]> =>
      repo.listDeliveredPlants(db, userId, limit),

    /**
     * The user's delivered order with a plant, `orderId`'s or else the latest, with the phone it went to;
     * null when there is none (or `orderId` is not such an order of theirs).
     */
    deliveredPlantOrder: (
      db: Db,
      userId: string,
      orderId?: string,
    ): Promise<{ id: string; phone: string } | null> => repo.findDeliveredPlantOrder(db, userId, orderId),
  };
}
