import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { CatalogService } from './catalog-service.js';
import * as repo from './stock-repository.js';

export type { TakenProduct } from './stock-repository.js';

export interface StockLine {
  productId: string;
  quantity: number;
}

export type StockService = ReturnType<typeof createStockService>;

/**
 * Stock moves of the money path. Both methods run inside the caller's transaction (`tx`), so an order
 * and its stock change commit or vanish together; the caller calls `invalidate()` after the commit
 * (invalidating earlier would let a read cache the stock the transaction might still roll back).
 */
export function createStockService(deps: { catalog: CatalogService }) {
  const { catalog } = deps;

  return {
    /**
     * Takes every line or throws: 404 for a product that no longer exists, 409 naming the product that
     * is short. Lines go in id order so that two orders never wait on each other's rows (no deadlock).
     */
    async take(tx: Db, lines: StockLine[]): Promise<Map<string, repo.TakenProduct>> {
      const result = new Map<string, repo.TakenProduct>();
      const ordered = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));
      for (const line of ordered) {
        const product = await repo.takeStock(tx, line.productId, line.quantity);
        if (!product) {
          const current = (await repo.findStockOf(tx, [line.productId])).get(line.productId);
          if (!current) throw new AppError('not_found', 'cart.product_gone');
          // The product's name is said in the reader's language, as the shop keeps it.
          const product = { en: current.name, bn: current.nameBn || current.name };
          throw current.stock === 0
            ? new AppError('conflict', 'cart.out_of_stock', { product })
            : new AppError('conflict', 'cart.few_left', { product, left: current.stock });
        }
        result.set(product.id, product);
      }
      return result;
    },

    async restore(tx: Db, lines: StockLine[]): Promise<void> {
      const ordered = [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));
      for (const line of ordered) await repo.returnStock(tx, line.productId, line.quantity);
    },

    invalidate(): void {
      catalog.invalidate();
    },
  };
}
