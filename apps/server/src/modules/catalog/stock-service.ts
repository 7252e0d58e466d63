import {
  ADDING_REASONS,
  type ChosenLabel,
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
import { mergeLines } from '../../lib/merge-lines.js';
import type { CatalogService } from './catalog-service.js';
import * as repo from './stock-repository.js';

export type {
  LowStockLine,
  StockedProduct,
  StockedVariant,
  StockFilter,
  TakenVariant,
  VariantLevels,
} from './stock-repository.js';

/** Pieces of one variant of one product (docs/decisions/038). */
export interface StockLine extends repo.VariantRef {
  quantity: number;
}

/** Who changed stock by hand, their name kept as it was then. */
export interface StockActor {
  id: string;
  name: string;
}

/** A variant whose stock just went from 0 to more, with its option labels for the message that names it. */
export interface RestockedVariant extends repo.StockedVariant {
  options: ChosenLabel[];
}

/**
 * Told, inside the transaction of the change, of the variants whose stock just went from 0 to more
 * (back-in-stock alerts). Whatever it writes commits or rolls back with the change itself.
 */
export type RestockListener = (tx: Db, variants: RestockedVariant[]) => Promise<void>;

/** One change of one variant's stock, as the ledger records it. */
interface Movement {
  moved: repo.StockedVariant;
  change: number;
  reason: StockMovementReason;
  orderId?: string;
  actor?: StockActor;
  note?: string;
}

export type StockService = ReturnType<typeof createStockService>;

/** Products, then variants, in id order: two orders then never wait on each other's rows (no deadlock). */
const byIds = (a: StockLine, b: StockLine) =>
  a.productId === b.productId ? (a.variantId < b.variantId ? -1 : 1) : a.productId < b.productId ? -1 : 1;

function toStockMovement(row: repo.MovementRow): StockMovement {
  return {
    _id: row.id,
    change: row.change,
    variantId: row.variantId,
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

  /** Writes the movements and tells the listeners of the variants that came back from 0. */
  async function record(tx: Db, movements: Movement[]): Promise<void> {
    const moved = movements.filter((movement) => movement.change !== 0);
    await repo.insertMovements(
      tx,
      moved.map((movement) => ({
        id: uuidv7(),
        productId: movement.moved.product.id,
        variantId: movement.moved.variantId,
        change: movement.change,
        stockAfter: movement.moved.stock,
        reason: movement.reason,
        orderId: movement.orderId ?? null,
        actorId: movement.actor?.id ?? null,
        actorName: movement.actor?.name ?? null,
        note: movement.note || null,
      })),
    );
    // A variant is back when its stock went from 0 to more, however often it moved in this change.
    const byVariant = new Map<string, { moved: repo.StockedVariant; change: number }>();
    for (const { moved: step, change } of moved) {
      const seen = byVariant.get(step.variantId);
      byVariant.set(step.variantId, { moved: step, change: (seen?.change ?? 0) + change });
    }
    const restocked = [...byVariant.values()]
      .filter(({ moved: step, change }) => step.stock > 0 && step.stock === change)
      .map(({ moved: step }) => step);
    if (restocked.length === 0 || listeners.length === 0) return;
    const labels = await repo.findVariantLabels(
      tx,
      restocked.map((step) => step.variantId),
    );
    const told = restocked.map((step) => ({ ...step, options: labels.get(step.variantId) ?? [] }));
    for (const listener of listeners) await listener(tx, told);
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
     * The variants lines buy: a line naming none buys its product's first (docs/decisions/038); the same
     * variant twice counts once, quantities summed. 404 for a product that no longer exists.
     */
    async resolve(
      tx: Db,
      lines: (Omit<StockLine, 'variantId'> & { variantId?: string | null })[],
    ): Promise<StockLine[]> {
      const unnamed = lines.filter((line) => !line.variantId).map((line) => line.productId);
      const first = await repo.findFirstVariants(tx, [...new Set(unnamed)]);
      const resolved = lines.map((line) => {
        const variantId = line.variantId || first.get(line.productId);
        if (!variantId) throw new AppError('not_found', 'cart.product_gone');
        return { productId: line.productId, variantId, quantity: line.quantity };
      });
      return mergeLines(resolved);
    },

    /**
     * An order takes every line or throws: 404 for a variant that no longer exists, 409 naming the product
     * that is short. Answers the variants taken, by variant id.
     */
    async take(
      tx: Db,
      lines: StockLine[],
      ref: { orderId: string },
    ): Promise<Map<string, repo.TakenVariant>> {
      const result = new Map<string, repo.TakenVariant>();
      const movements: Movement[] = [];
      for (const line of [...lines].sort(byIds)) {
        const variant = await repo.takeStock(tx, line, line.quantity);
        if (!variant) {
          const current = (await repo.findStockOf(tx, [line.variantId])).get(line.variantId);
          if (!current) throw new AppError('not_found', 'cart.product_gone');
          // The product's name is said in the reader's language, as the shop keeps it.
          const named = { en: current.name, bn: current.nameBn || current.name };
          throw current.stock === 0
            ? new AppError('conflict', 'cart.out_of_stock', { product: named })
            : new AppError('conflict', 'cart.few_left', { product: named, left: current.stock });
        }
        result.set(variant.variantId, variant);
        movements.push({
          moved: variant.moved,
          change: -line.quantity,
          reason: 'sold',
          orderId: ref.orderId,
        });
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
      for (const line of [...lines].sort(byIds)) {
        const moved = await repo.returnStock(tx, line, line.quantity);
        if (moved) movements.push({ moved, change: line.quantity, ...ref });
      }
      await record(tx, movements);
    },

    /**
     * The owner's change of a variant's stock (the product's first without `variantId`) outside any
     * order, recorded with its reason, note and who made it: 404 for an unknown product or variant, 400
     * when damaged pieces outnumber the stock. Answers the variant's stock.
     */
    async adjust(productId: string, input: StockAdjustmentInput, actor: StockActor): Promise<number> {
      const stock = await db.transaction(async (tx) => {
        const locked = await repo.lockStock(tx, productId, input.variantId, 'update');
        if (!locked) throw new AppError('not_found', 'product.not_found');
        const after = stockAfter(locked.stock, input);
        const moved = after === locked.stock ? locked : await repo.setStock(tx, locked, after);
        await record(tx, [
          { moved, change: after - locked.stock, reason: input.reason, actor, note: input.note },
        ]);
        return after;
      });
      catalog.invalidate();
      return stock;
    },

    /**
     * Inside a product write's transaction, after its variants were written: each variant's stock before
     * (0 for a new one) and now, recorded as an edit (or an import) by `actor`; the product's `stock`
     * is its total after the write.
     */
    async recordChanges(
      tx: Db,
      product: repo.StockedProduct,
      variants: { variantId: string; before: number; after: number }[],
      how: { reason: 'edited' | 'imported'; actor?: StockActor },
    ): Promise<void> {
      await record(
        tx,
        variants.map((variant) => ({
          moved: { product, variantId: variant.variantId, stock: variant.after },
          change: variant.after - variant.before,
          ...how,
        })),
      );
    },

    /**
     * Inside the caller's transaction: a variant's stock (the product's first without `variantId`), its
     * product share-locked so no restock runs until `tx` ends (a back-in-stock request is then either
     * seen by the restock or made after it).
     */
    lockForRequest: (tx: Db, productId: string, variantId?: string) =>
      repo.lockStock(tx, productId, variantId, 'share'),

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

    /** The condition of the admin's stock filter, at the shop's default threshold: any variant at that end. */
    async filterCondition(filter: repo.StockFilter) {
      const { lowStockThreshold } = await repo.findStockSettings(db);
      return repo.anyVariantCondition(filter, lowStockThreshold);
    },

    /**
     * How many products have a low variant and how many a sold-out one (the dashboard's counters and the
     * digest's headline, the same numbers as the list's filters), and how many variants are either.
     */
    async levels(): Promise<{ lowStock: number; soldOut: number; variants: number }> {
      const { lowStockThreshold } = await repo.findStockSettings(db);
      const { low, soldOut, variants } = await repo.countStockLevels(db, lowStockThreshold);
      return { lowStock: low, soldOut, variants };
    },

    /** Each product's variant levels, by product id, at `defaultThreshold` (a page of the admin list). */
    variantLevels: (productIds: string[], defaultThreshold: number) =>
      repo.findVariantLevels(db, productIds, defaultThreshold),

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
