import type { AddToWishlist, WishlistEntry } from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import { AppError, invalidField } from '../../lib/errors.js';
import type { CatalogService } from '../catalog/catalog-service.js';
import * as repo from './wishlist-repository.js';

export type WishlistService = ReturnType<typeof createWishlistService>;

const productNotFound = () => new AppError('not_found', 'product.not_found');

export function createWishlistService(deps: { db: Db; catalog: CatalogService }) {
  const { db, catalog } = deps;

  return {
    /**
     * Each entry with the product as it is now. Entries of deleted products are gone already (the foreign
     * key cascades); one deleted between the two reads is simply left out.
     */
    async list(userId: string): Promise<WishlistEntry[]> {
      const ids = await repo.listWishlistProductIds(db, userId);
      const products = new Map((await catalog.findProductsByIds(ids)).map((p) => [p._id, p]));
      return ids.flatMap((id) => {
        const product = products.get(id);
        return product ? [{ productId: id, productType: product.category, product }] : [];
      });
    },

    /** Idempotent: adding a product already on the list answers the same entry. */
    async add(userId: string, input: AddToWishlist): Promise<{ entry: WishlistEntry; added: boolean }> {
      const [product] = await catalog.findProductsByIds([input.productId]);
      if (!product) throw productNotFound();
      if (input.productType && input.productType !== product.category) {
        throw invalidField('productType', 'field.product_category', {
          category: { code: `product.category.${product.category}` },
        });
      }
      const outcome = await repo.addToWishlist(db, userId, product._id);
      if (outcome === 'no-such-user') throw new AppError('not_found', 'user.not_found');
      if (outcome === 'no-such-product') throw productNotFound();
      return {
        entry: { productId: product._id, productType: product.category, product },
        added: outcome === 'added',
      };
    },

    async remove(userId: string, productId: string): Promise<void> {
      if (!(await repo.removeFromWishlist(db, userId, productId))) {
        throw new AppError('not_found', 'product.not_on_wishlist');
      }
    },
  };
}
