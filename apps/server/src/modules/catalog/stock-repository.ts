import { DEFAULT_LOW_STOCK_THRESHOLD, type StockSettings } from '@plantopia/shared';
import { and, asc, count, desc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, stockMovements, stockSettings } from '../../db/schema/catalog.js';

export interface TakenProduct {
  id: string;
  name: string;
  nameBn: string | null;
  /** Poisha, as the product costs at the moment it was taken. */
  price: number;
  imageUrl: string;
  category: (typeof products.$inferSelect)['category'];
  stock: number;
  /** Grams per piece, for the delivery fee. */
  shippingWeight: number;
}

const taken = {
  id: products.id,
  name: products.name,
  nameBn: products.nameBn,
  price: products.price,
  imageUrl: products.imageUrl,
  category: products.category,
  stock: products.stock,
  shippingWeight: products.shippingWeight,
};

/** A product as a stock change sees it: what a back-in-stock message names, and its stock now. */
export interface StockedProduct {
  id: string;
  category: (typeof products.$inferSelect)['category'];
  name: string;
  nameBn: string | null;
  stock: number;
}

const stocked = {
  id: products.id,
  category: products.category,
  name: products.name,
  nameBn: products.nameBn,
  stock: products.stock,
};

/**
 * Takes `quantity` pieces in one statement: the row lock and the `stock >= quantity` check make two
 * concurrent buyers of the last piece queue up, and the second one finds nothing left. Null when the
 * product is missing or has too few.
 */
export async function takeStock(db: Db, productId: string, quantity: number): Promise<TakenProduct | null> {
  const [row] = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(sql`${products.id} = ${productId} and ${products.stock} >= ${quantity}`)
    .returning(taken);
  return row ?? null;
}

/** Puts pieces back (a cancelled order); null for a product deleted since. */
export async function returnStock(
  db: Db,
  productId: string,
  quantity: number,
): Promise<StockedProduct | null> {
  const [row] = await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId))
    .returning(stocked);
  return row ?? null;
}

/** The product's stock, its row locked until the transaction ends (an adjustment, an edit); null if missing. */
export async function lockStock(db: Db, productId: string): Promise<StockedProduct | null> {
  const [row] = await db.select(stocked).from(products).where(eq(products.id, productId)).for('update');
  return row ?? null;
}

/**
 * The product's stock, its row share-locked until the transaction ends: a back-in-stock request made
 * while it reads 0 commits before any restock can start, so the restock sees the request.
 */
export async function shareLockStock(db: Db, productId: string): Promise<StockedProduct | null> {
  const [row] = await db.select(stocked).from(products).where(eq(products.id, productId)).for('share');
  return row ?? null;
}

export async function setStock(db: Db, productId: string, stock: number): Promise<void> {
  await db.update(products).set({ stock, updatedAt: new Date() }).where(eq(products.id, productId));
}

export async function findStockOf(
  db: Db,
  ids: string[],
): Promise<Map<string, { name: string; nameBn: string | null; stock: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, nameBn: products.nameBn, stock: products.stock })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export type MovementRow = typeof stockMovements.$inferSelect;
export type NewMovementRow = typeof stockMovements.$inferInsert;

export async function insertMovements(db: Db, rows: NewMovementRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(stockMovements).values(rows);
}

/** A product's movements, newest first, and how many it has. */
export async function listMovements(
  db: Db,
  productId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: MovementRow[]; total: number }> {
  const where = eq(stockMovements.productId, productId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(stockMovements)
      .where(where)
      .orderBy(desc(stockMovements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(stockMovements).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

const SETTINGS_ID = 'current';

/** The owner's stock settings, or the defaults when none were saved. */
export async function findStockSettings(db: Db): Promise<StockSettings> {
  const [row] = await db.select().from(stockSettings).where(eq(stockSettings.id, SETTINGS_ID));
  return row
    ? {
        lowStockThreshold: row.lowStockThreshold,
        dailyDigest: row.dailyDigest,
        digestLocale: row.digestLocale,
      }
    : { lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD, dailyDigest: true, digestLocale: 'en' };
}

export async function saveStockSettings(db: Db, settings: StockSettings): Promise<void> {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(stockSettings)
    .values({ id: SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: stockSettings.id, set: values });
}

/** Which end of the stock a filter asks for: low (at or below the threshold, above none) or sold out. */
export type StockFilter = 'low' | 'sold_out';

/** The condition of a stock filter, a product without its own threshold taking `defaultThreshold`. */
export function stockCondition(filter: StockFilter, defaultThreshold: number): SQL {
  if (filter === 'sold_out') return eq(products.stock, 0);
  return and(
    gt(products.stock, 0),
    lte(products.stock, sql`coalesce(${products.lowStockThreshold}, ${defaultThreshold})`),
  )!;
}

/** How many products are low and how many sold out. */
export async function countStockLevels(
  db: Db,
  defaultThreshold: number,
): Promise<{ low: number; soldOut: number }> {
  const [row] = await db
    .select({
      low: sql<number>`count(*) filter (where ${stockCondition('low', defaultThreshold)})`.mapWith(Number),
      soldOut: sql<number>`count(*) filter (where ${stockCondition('sold_out', defaultThreshold)})`.mapWith(
        Number,
      ),
    })
    .from(products)
    .where(or(stockCondition('low', defaultThreshold), stockCondition('sold_out', defaultThreshold)));
  return { low: row?.low ?? 0, soldOut: row?.soldOut ?? 0 };
}

export interface LowStockLine {
  id: string;
  sku: string;
  name: string;
  nameBn: string | null;
  stock: number;
  threshold: number;
}

/** The products low or sold out, sold out first, then the fewest left; at most `limit`. */
export async function listLowStock(db: Db, defaultThreshold: number, limit: number): Promise<LowStockLine[]> {
  return db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      nameBn: products.nameBn,
      stock: products.stock,
      threshold: sql<number>`coalesce(${products.lowStockThreshold}, ${defaultThreshold})`.mapWith(Number),
    })
    .from(products)
    .where(or(stockCondition('low', defaultThreshold), stockCondition('sold_out', defaultThreshold)))
    .orderBy(asc(products.stock), asc(products.name), asc(products.id))
    .limit(limit);
}
