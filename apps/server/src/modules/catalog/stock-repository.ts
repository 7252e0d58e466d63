import {
  type ChosenLabel,
  chosenOptions,
  DEFAULT_LOW_STOCK_THRESHOLD,
  type ProductOption,
  type StockSettings,
} from '@plantopia/shared';
import { and, asc, count, desc, eq, gt, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, productVariants, stockMovements, stockSettings } from '../../db/schema/catalog.js';

/** A variant taken by an order: what the order line records and the pricing needs. */
export interface TakenVariant {
  productId: string;
  variantId: string;
  name: string;
  nameBn: string | null;
  /** Poisha, as the variant costs at the moment it was taken. */
  price: number;
  /** The variant's image, or the product's when it has none. */
  imageUrl: string;
  category: (typeof products.$inferSelect)['category'];
  sku: string;
  /** The product's options and the variant's value of each (English keys), for the order line's labels. */
  options: ProductOption[];
  values: string[];
  /** Grams per piece, for the delivery fee. */
  shippingWeight: number;
  /** The stock change as the ledger records it. */
  moved: StockedVariant;
}

/**
 * A product as a stock change sees it: what a back-in-stock message names, the product's stock now (the
 * sum of its variants') and the changed variant's.
 */
export interface StockedProduct {
  id: string;
  category: (typeof products.$inferSelect)['category'];
  name: string;
  nameBn: string | null;
  stock: number;
}

/** A variant's stock change: its product as above, which variant, and the variant's stock after. */
export interface StockedVariant {
  product: StockedProduct;
  variantId: string;
  stock: number;
}

const stocked = {
  id: products.id,
  category: products.category,
  name: products.name,
  nameBn: products.nameBn,
  stock: products.stock,
};

const summaryOf = ({ id, category, name, nameBn, stock }: StockedProduct): StockedProduct => ({
  id,
  category,
  name,
  nameBn,
  stock,
});

/** A stock line: which variant of which product. */
export interface VariantRef {
  productId: string;
  variantId: string;
}

const ofProduct = (ref: VariantRef) =>
  and(eq(productVariants.id, ref.variantId), eq(productVariants.productId, ref.productId));

/** Adds `change` pieces to the product's total (its row locked first, so every stock change of one product queues there). */
async function moveProductTotal(db: Db, productId: string, change: number, atLeast = 0) {
  const [row] = await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${change}` })
    .where(and(eq(products.id, productId), gte(products.stock, atLeast)))
    .returning({ ...stocked, options: products.options, imageUrl: products.imageUrl });
  return row ?? null;
}

/**
 * Takes `quantity` pieces of a variant: the product's row is locked first (as every stock change of it
 * does, so none wait on each other in opposite orders), then the variant's `stock >= quantity` decides,
 * so two concurrent buyers of the last piece queue up and the second finds nothing left. Null when the
 * variant is missing or has too few; the caller's transaction must then roll back the product's total.
 */
export async function takeStock(db: Db, ref: VariantRef, quantity: number): Promise<TakenVariant | null> {
  const product = await moveProductTotal(db, ref.productId, -quantity, quantity);
  if (!product) return null;
  const [variant] = await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${quantity}` })
    .where(and(ofProduct(ref), gte(productVariants.stock, quantity)))
    .returning();
  if (!variant) return null;
  return {
    productId: product.id,
    variantId: variant.id,
    name: product.name,
    nameBn: product.nameBn,
    price: variant.price,
    imageUrl: variant.imageUrl || product.imageUrl,
    category: product.category,
    sku: variant.sku,
    options: product.options,
    values: variant.options,
    shippingWeight: variant.shippingWeight,
    moved: { product: summaryOf(product), variantId: variant.id, stock: variant.stock },
  };
}

/** Puts pieces back (a cancelled order); null for a variant deleted since. */
export async function returnStock(db: Db, ref: VariantRef, quantity: number): Promise<StockedVariant | null> {
  const [exists] = await db.select({ id: productVariants.id }).from(productVariants).where(ofProduct(ref));
  if (!exists) return null;
  return changeVariantStock(db, ref, quantity);
}

async function changeVariantStock(db: Db, ref: VariantRef, change: number): Promise<StockedVariant | null> {
  const product = await moveProductTotal(db, ref.productId, change);
  if (!product) return null;
  const [variant] = await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${change}` })
    .where(ofProduct(ref))
    .returning({ id: productVariants.id, stock: productVariants.stock });
  if (!variant) return null;
  return { product: summaryOf(product), variantId: variant.id, stock: variant.stock };
}

/**
 * A variant's stock (the product's first without `variantId`) with its product's row locked until the
 * transaction ends; null if missing. `update` (an adjustment, an edit) locks the variant's row too.
 * `share` lets a back-in-stock request made while it reads 0 commit before any restock of the product can
 * start (every stock change locks that row first), so the restock sees the request.
 */
export async function lockStock(
  db: Db,
  productId: string,
  variantId: string | undefined,
  strength: 'update' | 'share',
): Promise<StockedVariant | null> {
  const [product] = await db.select(stocked).from(products).where(eq(products.id, productId)).for(strength);
  if (!product) return null;
  const first = db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(variantId ? ofProduct({ productId, variantId }) : eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position))
    .limit(1);
  const [variant] = strength === 'update' ? await first.for('update') : await first;
  return variant ? { product, variantId: variant.id, stock: variant.stock } : null;
}

/** The option labels of these variants (none for a product without options), by variant id. */
export async function findVariantLabels(db: Db, variantIds: string[]): Promise<Map<string, ChosenLabel[]>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({ id: productVariants.id, values: productVariants.options, options: products.options })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, variantIds));
  return new Map(rows.map((row) => [row.id, chosenOptions(row.options, row.values)]));
}

/** Sets a locked variant's stock, its product's total moving by the difference. */
export async function setStock(db: Db, locked: StockedVariant, stock: number): Promise<StockedVariant> {
  const moved = await changeVariantStock(
    db,
    { productId: locked.product.id, variantId: locked.variantId },
    stock - locked.stock,
  );
  return moved!;
}

/** Each of these products' first variant (the one a line naming no variant buys), by product id. */
export async function findFirstVariants(db: Db, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([productVariants.productId], {
      productId: productVariants.productId,
      id: productVariants.id,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(productVariants.productId, asc(productVariants.position));
  return new Map(rows.map((row) => [row.productId, row.id]));
}

/** The stock of these variants that exist, by variant id, with their products' names. */
export async function findStockOf(
  db: Db,
  variantIds: string[],
): Promise<Map<string, { name: string; nameBn: string | null; stock: number }>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: productVariants.id,
      name: products.name,
      nameBn: products.nameBn,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, variantIds));
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

/**
 * The condition of a stock filter on `stock` (a product's total by default; a variant's for the
 * counters and the digest), a product without its own threshold taking `defaultThreshold`.
 */
export function stockCondition(
  filter: StockFilter,
  defaultThreshold: number,
  stock: typeof products.stock | typeof productVariants.stock = products.stock,
): SQL {
  if (filter === 'sold_out') return eq(stock, 0);
  return and(gt(stock, 0), lte(stock, sql`coalesce(${products.lowStockThreshold}, ${defaultThreshold})`))!;
}

/** Either end of the stock, judged per variant (docs/decisions/038): one sold-out size is worth knowing. */
const variantLowOrOut = (defaultThreshold: number) =>
  or(
    stockCondition('low', defaultThreshold, productVariants.stock),
    stockCondition('sold_out', defaultThreshold, productVariants.stock),
  );

/**
 * The admin list's stock filter: products with at least one variant at that end (docs/decisions/038),
 * so a product with one sold-out size is found among the sold out.
 */
export function anyVariantCondition(filter: StockFilter, defaultThreshold: number): SQL {
  return sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${stockCondition(filter, defaultThreshold, productVariants.stock)})`;
}

/**
 * How many products have a low variant and how many a sold-out one (what the list's filters then
 * show), and how many variants are either (the digest's lines).
 */
export async function countStockLevels(
  db: Db,
  defaultThreshold: number,
): Promise<{ low: number; soldOut: number; variants: number }> {
  const low = stockCondition('low', defaultThreshold, productVariants.stock);
  const soldOut = stockCondition('sold_out', defaultThreshold, productVariants.stock);
  const [row] = await db
    .select({
      low: sql<number>`count(distinct ${productVariants.productId}) filter (where ${low})`.mapWith(Number),
      soldOut: sql<number>`count(distinct ${productVariants.productId}) filter (where ${soldOut})`.mapWith(
        Number,
      ),
      variants: count(),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(variantLowOrOut(defaultThreshold));
  return { low: row?.low ?? 0, soldOut: row?.soldOut ?? 0, variants: row?.variants ?? 0 };
}

/** Per product: how many variants it has, and how many of them are low and sold out. */
export interface VariantLevels {
  count: number;
  low: number;
  soldOut: number;
}

/** The variant levels of these products, by product id (a page of the admin list). */
export async function findVariantLevels(
  db: Db,
  productIds: string[],
  defaultThreshold: number,
): Promise<Map<string, VariantLevels>> {
  if (productIds.length === 0) return new Map();
  const low = stockCondition('low', defaultThreshold, productVariants.stock);
  const soldOut = stockCondition('sold_out', defaultThreshold, productVariants.stock);
  const rows = await db
    .select({
      id: productVariants.productId,
      count: count(),
      low: sql<number>`count(*) filter (where ${low})`.mapWith(Number),
      soldOut: sql<number>`count(*) filter (where ${soldOut})`.mapWith(Number),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.productId, productIds))
    .groupBy(productVariants.productId);
  return new Map(rows.map(({ id, ...levels }) => [id, levels]));
}

/** A low or sold-out variant: its product's id and name, its own SKU, options (with labels) and stock. */
export interface LowStockLine {
  id: string;
  sku: string;
  name: string;
  nameBn: string | null;
  options: ChosenLabel[];
  stock: number;
  threshold: number;
}

/** The variants low or sold out, sold out first, then the fewest left; at most `limit`. */
export async function listLowStock(db: Db, defaultThreshold: number, limit: number): Promise<LowStockLine[]> {
  const rows = await db
    .select({
      id: products.id,
      sku: productVariants.sku,
      name: products.name,
      nameBn: products.nameBn,
      values: productVariants.options,
      productOptions: products.options,
      stock: productVariants.stock,
      threshold: sql<number>`coalesce(${products.lowStockThreshold}, ${defaultThreshold})`.mapWith(Number),
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(variantLowOrOut(defaultThreshold))
    .orderBy(asc(productVariants.stock), asc(products.name), asc(productVariants.sku))
    .limit(limit);
  return rows.map(({ values, productOptions, ...line }) => ({
    ...line,
    options: chosenOptions(productOptions, values),
  }));
}
