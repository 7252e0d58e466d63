import type { CategoryId } from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import * as repo from './catalog-repository.js';

export type ProductLockService = ReturnType<typeof createProductLockService>;

/**
 * For modules whose rows refer to a product (comments, reviews): the product is checked and kept from
 * being deleted inside the caller's transaction (`tx`), its rating summary written from the reviews, and
 * its name read. Apart from catalog-service, which reads comments and reviews, so that those modules can
 * use it without the two depending on each other.
 */
export function createProductLockService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** In the review's transaction: the summary the listing sorts by (decision 016). */
    setRating: (tx: Db, productId: string, rating: { average: number; count: number }): Promise<void> =>
      repo.setRating(tx, productId, rating),
    namesOf: (ids: string[]): Promise<Map<string, string>> => repo.namesOf(db, ids),
    /** The product's category, locked (key share) until `tx` ends; null when there is no such product. */
    lockCategory(tx: Db, productId: string): Promise<CategoryId | null> {
      return repo.lockProductCategory(tx, productId);
    },
  };
}
