import type { CategoryId } from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import * as repo from './catalog-repository.js';

export type ProductLockService = ReturnType<typeof createProductLockService>;

/**
 * For modules whose rows refer to a product (comments): the product is checked and kept from being
 * deleted inside the caller's transaction (`tx`). Apart from catalog-service, which reads comments,
 * so that the comments module can use it without the two depending on each other.
 */
export function createProductLockService() {
  return {
    /** The product's category, locked (key share) until `tx` ends; null when there is no such product. */
    lockCategory(tx: Db, productId: string): Promise<CategoryId | null> {
      return repo.lockProductCategory(tx, productId);
    },
  };
}
