import {
  ADDING_REASONS,
  orderNumber,
  type StockAdjustmentInput,
  type StockHistoryQuery,
  type StockMovement,
  type StockMovementReason,
  type StockSettings,
} from '@plantopia/shared';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import { AppError, invalidField } from '../../lib/errors.js';
import type { CatalogService } from './catalog-service.js';
import * as repo from './stock-repository.js';

export type { LowStockLine, StockedProduct, StockFilter, TakenProduct } from './stock-repository.js';

export interface StockLine {
  productId: string;
  quantity: number;
}

/** Who changed stock by hand, their name kept as it was then. */
export interface StockActor {
  id: string;
  name: string;
}

/**
 * Told, inside the transaction of the change, of the products whose stock just went from 0 to more
 * (back-in-stock alerts). Whatever it writes commits or rolls back with the change itself.
 */
export type RestockListener = (tx: Db, products: repo.StockedProduct[]) => Promise<void>;

/** One change of one product's stock, as the ledger records it. */
interface Movement {
  product: repo.StockedProduct;
  change: number;
  reason: StockMovementReason;
  orderId?: string;
  actor?: StockActor;
  note?: string;
}

export type StockService = ReturnType<typeof createStockService>;

const byProductId = (a: StockLine, b: StockLine) => (a.productId < b.productId ? -1 : 1);

function toStockMovement(row: repo.MovementRow): StockMovement {
  return {
    _id: row.id,
    change: row.change,
    stockAfter: row.stockAfter,
    reason: row.reason,
    orderId: row.orderId,
    orderNumber: row.orderId ? orderNumber(row.orderId) : null,
    actorName: row.actorName,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Every change of a product's stock goes through here (issue 24 item 2), so each one is written to the
 * ledger in the transaction that makes it, and a product whose stock goes from 0 to more is announced to
 * the restock listeners in that same transaction: orders taking and giving back stock, the owner's
 * adjustments and edits, imports. Methods taking `tx` run inside the caller's transaction; the caller
 * calls `invalidate()` after the commit (invalidating earlier would let a read cache the stock the
 * transaction might still roll back).
 */
export function createStockService(deps: { db: Db; catalog: CatalogService }) {
  const { db, catalog } = deps;
  const listeners: RestockListener[] = [];

  /** Writes the movements and tells the listeners of the products that came back from 0. */
  async function record(tx: Db, movements: Movement[]): Promise<void> {
    const moved = movements.filter((movement) => movement.change !== 0);
    await repo.insertMovements(
      tx,
      moved.map((movement) => ({
        id: uuidv7(),
        productId: movement.product.id,
        change: movement.change,
        stockAfter: movement.product.stock,
        reason: movement.reason,
        orderId: movement.orderId ?? null,
        actorId: movement.actor?.id ?? null,
        actorName: movement.actor?.name ?? null,
        note: movement.note || null,
      })),
    );
    const restocked = moved
      .filter((movement) => movement.product.stock > 0 && movement.product.stock === movement.change)
      .map((movement) => movement.product);
    if (restocked.length > 0) for (const listener of listeners) await listener(tx, restocked);
  }

  /** The stock a counted or added or removed quantity leaves, or a 400 naming `quantity`. */
  function stockAfter(current: number, input: StockAdjustmentInput): number {
    if (input.reason === 'counted') return input.quantity;
    if (ADDING_REASONS.includes(input.reason)) return current + input.quantity;
    if (input.quantity > current) {
      throw invalidField('quantity', 'field.max', { max: current });
    }
    return current - input.quantity;
  }

  return {
    /** Registers a listener of products coming back in stock (app.ts wires the back-in-stock alerts). */
    onRestock(listener: RestockListener): void {
      listeners.push(listener);
    },

    /**
     * An order takes every line or throws: 404 for a product that no longer exists, 409 naming the product
     * that is short. Lines go in id order so that two orders never wait on each other's rows (no deadlock).
     */
    async take(
      tx: Db,
      lines: StockLine[],
      ref: { orderId: string },
    ): Promise<Map<string, repo.TakenProduct>> {
      const result = new Map<string, repo.TakenProduct>();
      const movements: Movement[] = [];
      for (const line of [...lines].sort(byProductId)) {
        const product = await repo.takeStock(tx, line.productId, line.quantity);
        if (!product) {
          const current = (await repo.findStockOf(tx, [line.productId])).get(line.productId);
          if (!current) throw new AppError('not_found', 'cart.product_gone');
          // The product's name is said in the reader's language, as the shop keeps it.
          const named = { en: current.name, bn: current.nameBn || current.name };
          throw current.stock === 0
            ? new AppError('conflict', 'cart.out_of_stock', { product: named })
            : new AppError('conflict', 'cart.few_left', { product: named, left: current.stock });
        }
        result.set(product.id, product);
        movements.push({ product, change: -line.quantity, reason: 'sold', orderId: ref.orderId });
      }
      await record(tx, movements);
      return result;
    },

    /** An order gives its pieces back (cancelled, unpaid, or returned to the shelf); deleted products are skipped. */
    async restore(
      tx: Db,
      lines: StockLine[],
      ref: { orderId: string; reason: 'order_cancelled' | 'order_returned' },
    ): Promise<void> {
      const movements: Movement[] = [];
      for (const line of [...lines].sort(byProductId)) {
        const product = await repo.returnStock(tx, line.productId, line.quantity);
        if (product) movements.push({ product, change: line.quantity, ...ref });
      }
      await record(tx, movements);
    },

    /**
     * The owner's change of a product's stock outside any order, recorded with its reason, note and who
     * made it: 404 for an unknown product, 400 when damaged pieces outnumber the stock.
     */
    async adjust(productId: string, input: StockAdjustmentInput, actor: StockActor): Promise<number> {
      const stock = await db.transaction(async (tx) => {
        const product = await repo.lockStock(tx, productId);
        if (!product) throw new AppError('not_found', 'product.not_found');
        const after = stockAfter(product.stock, input);
        if (after !== product.stock) await repo.setStock(tx, productId, after);
        await record(tx, [
          {
            product: { ...product, stock: after },
            change: after - product.stock,
            reason: input.reason,
            actor,
            note: input.note,
          },
        ]);
        return after;
      });
      catalog.invalidate();
      return stock;
    },

    /**
     * Inside a product write's transaction, after its row was locked with `lockForChange` and written: the
     * stock it had and has now, recorded as an edit (or an import) by `actor`.
     */
    async recordChange(
      tx: Db,
      product: repo.StockedProduct,
      stockBefore: number,
      how: { reason: 'edited' | 'imported'; actor?: StockActor },
    ): Promise<void> {
      await record(tx, [{ product, change: product.stock - stockBefore, ...how }]);
    },

    /** The product's stock with its row locked until `tx` ends; null when there is no such product. */
    lockForChange: (tx: Db, productId: string) => repo.lockStock(tx, productId),

    /**
     * Inside the caller's transaction: the product's stock, share-locked so no restock runs until `tx`
     * ends (a back-in-stock request is then either seen by the restock or made after it).
     */
    lockForRequest: (tx: Db, productId: string) => repo.shareLockStock(tx, productId),

    /** A product's stock history, newest first; an unknown product simply has none. */
    async history(
      productId: string,
      query: StockHistoryQuery,
    ): Promise<{ rows: StockMovement[]; total: number }> {
      const page = await repo.listMovements(db, productId, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { rows: page.rows.map(toStockMovement), total: page.total };
    },

    settings: (): Promise<StockSettings> => repo.findStockSettings(db),

    async saveSettings(settings: StockSettings): Promise<StockSettings> {
      await repo.saveStockSettings(db, settings);
      return settings;
    },

    /** The condition of the admin's stock filter, at the shop's default threshold (admin product list). */
    async filterCondition(filter: repo.StockFilter) {
      const { lowStockThreshold } = await repo.findStockSettings(db);
      return repo.stockCondition(filter, lowStockThreshold);
    },

    /** How many products are low and how many sold out (the dashboard's counters). */
    async levels(): Promise<{ lowStock: number; soldOut: number }> {
      const { lowStockThreshold } = await repo.findStockSettings(db);
      const { low, soldOut } = await repo.countStockLevels(db, lowStockThreshold);
      return { lowStock: low, soldOut };
    },

    /** What is low or sold out, sold out first, each with the threshold it is held to (the daily digest). */
    async lowStock(limit: number): Promise<repo.LowStockLine[]> {
      const { lowStockThreshold } = await repo.findStockSettings(db);
      return repo.listLowStock(db, lowStockThreshold, limit);
    },

    invalidate(): void {
      catalog.invalidate();
    },
  };
}
