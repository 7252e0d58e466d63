import type { CartItem, Product, PutCart } from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { CatalogService } from '../catalog/catalog-service.js';
import type { UsersService } from '../users/users-service.js';
import * as repo from './cart-repository.js';

export type CartService = ReturnType<typeof createCartService>;

/**
 * The server cart keeps product ids and quantities only; every answer is priced from the catalog as it
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

  function toItems(lines: repo.StoredLine[], products: Product[]): CartItem[] {
    const byId = new Map(products.map((product) => [product._id, product]));
    return lines.flatMap((line) => {
      const product = byId.get(line.productId);
      const quantity = product ? Math.min(line.quantity, product.stock) : 0;
      if (!product || quantity < 1) return [];
      return [
        {
          _id: product._id,
          name: product.name,
          nameBn: product.nameBn,
          price: product.price,
          imageUrl: product.imageUrl,
          category: product.category,
          quantity,
          stock: product.stock,
        },
      ];
    });
  }

  async function get(userId: string): Promise<CartItem[]> {
    const lines = await repo.findCartLines(db, userId);
    return toItems(lines, await catalog.findProductsByIds(lines.map((line) => line.productId)));
  }

  /**
   * Replaces the cart with what the shopper sent: the same id twice counts once with the summed
   * quantity, quantities below 1 and unknown products are dropped, quantities stop at the stock.
   */
  async function put(userId: string, input: PutCart['cart']): Promise<CartItem[]> {
    const wanted = new Map<string, number>();
    for (const line of input) {
      if (line.quantity < 1) continue;
      wanted.set(line._id, (wanted.get(line._id) ?? 0) + line.quantity);
    }
    const products = await catalog.findProductsByIds([...wanted.keys()]);
    const lines = [...wanted].map(([productId, quantity]) => ({ productId, quantity }));
    const items = toItems(lines, products);
    const outcome = await repo.replaceCart(
      db,
      userId,
      items.map((item) => ({ productId: item._id, quantity: item.quantity })),
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
