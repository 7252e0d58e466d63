import { type CartItem, chosenOptions, type PutCart } from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { mergeLines } from '../../lib/merge-lines.js';
import type { CatalogService } from '../catalog/catalog-service.js';
import type { UsersService } from '../users/users-service.js';
import * as repo from './cart-repository.js';

export type CartService = ReturnType<typeof createCartService>;

/**
 * The server cart keeps product and variant ids and quantities only; every answer is priced from the catalog as it
 * is now. A line is answered with at most the stock there is: an out-of-stock product is left out of
 * the answer (a quantity below 1 removes, as everywhere in the cart), but its stored line stays until the
 * shopper's next save, so a product back in stock comes back.
 */
export function createCartService(deps: {
  db: Db;
  catalog: CatalogService;
  /** The shopper's account row, held while their cart is rewritten (cart-repository.ts says why). */
  users: Pick<UsersService, 'lockForUpdate'>;
}) {
  const { db, catalog, users } = deps;

  /** Lines priced from the catalog as it is now; lines whose product or variant is gone, or sold out, are left out. */
  async function toItems(lines: { productId: string; variantId?: string | null; quantity: number }[]) {
    const found = await catalog.resolveVariants(lines);
    const items = lines.flatMap((line, index): CartItem[] => {
      const sale = found[index];
      const quantity = sale ? Math.min(line.quantity, sale.variant.stock) : 0;
      if (!sale || quantity < 1) return [];
      const { product, variant } = sale;
      return [
        {
          _id: product._id,
          variantId: variant._id,
          options: chosenOptions(product.options, variant.options),
          name: product.name,
          nameBn: product.nameBn,
          price: variant.price,
          imageUrl: variant.imageUrl || product.imageUrl,
          category: product.category,
          quantity,
          stock: variant.stock,
        },
      ];
    });
    // The same variant twice (a line with its id, another naming only its product) counts once, summed.
    const merged = mergeLines(items.map((item) => ({ ...item, variantId: item.variantId! })));
    return merged.map((item) => ({ ...item, quantity: Math.min(item.quantity, item.stock) }));
  }

  async function get(userId: string): Promise<CartItem[]> {
    return toItems(await repo.findCartLines(db, userId));
  }

  /**
   * Replaces the cart with what the shopper sent: the same variant twice counts once with the summed
   * quantity, quantities below 1 and unknown products or variants are dropped, quantities stop at the
   * stock. A line naming only a product buys its first variant (docs/decisions/038).
   */
  async function put(userId: string, input: PutCart['cart']): Promise<CartItem[]> {
    const wanted = input
      .filter((line) => line.quantity >= 1)
      .map((line) => ({ productId: line._id, variantId: line.variantId, quantity: line.quantity }));
    const items = await toItems(wanted);
    const outcome = await repo.replaceCart(
      db,
      userId,
      items.map((item) => ({ productId: item._id, variantId: item.variantId!, quantity: item.quantity })),
      users.lockForUpdate,
    );
    if (outcome === 'no-such-user') throw new AppError('not_found', 'user.not_found');
    // A product deleted between the read and the write: answer the cart as it now stands.
    if (outcome === 'no-such-product') return put(userId, input);
    return items;
  }

  return {
    get,
    put,

    /** Inside the order transaction: the placed order empties the server cart. */
    clear: (tx: Db, userId: string): Promise<void> => repo.deleteCart(tx, userId),

    countByUsers: (userIds: string[]): Promise<Map<string, number>> =>
      repo.countCartItemsByUsers(db, userIds),
  };
}
