import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, productVariants } from '../../db/schema/catalog.js';

export type VariantRow = typeof productVariants.$inferSelect;
export type NewVariantRow = typeof productVariants.$inferInsert;

/** The variants of these products, each product's in its order; a product without any is absent. */
export async function listVariantsOf(db: Db, productIds: string[]): Promise<Map<string, VariantRow[]>> {
  const found = new Map<string, VariantRow[]>();
  if (productIds.length === 0) return found;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
  for (const row of rows) found.set(row.productId, [...(found.get(row.productId) ?? []), row]);
  return found;
}

/** Inserts new products' variants in one statement (the demo seed). */
export async function insertVariants(db: Db, rows: NewVariantRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(productVariants).values(rows);
}

/**
 * Writes a product's variants as given (in `tx`, its row locked): rows whose id exists are updated, the
 * others inserted, and the product's variants not among them deleted. Answers each written variant's
 * stock before the write (0 for a new one), by id.
 */
export async function replaceVariants(
  db: Db,
  productId: string,
  rows: NewVariantRow[],
): Promise<Map<string, number>> {
  const before = new Map(
    ((await listVariantsOf(db, [productId])).get(productId) ?? []).map((row) => [row.id, row.stock]),
  );
  const ids = rows.map((row) => row.id!);
  await db
    .delete(productVariants)
    .where(and(eq(productVariants.productId, productId), notInArray(productVariants.id, ids)));
  // Parked SKUs first: two variants swapping SKUs would otherwise break the unique index mid-way.
  await db
    .update(productVariants)
    .set({ sku: sql`${productVariants.id} || ':moving'` })
    .where(eq(productVariants.productId, productId));
  for (const row of rows) {
    await db
      .insert(productVariants)
      .values(row)
      .onConflictDoUpdate({
        target: productVariants.id,
        set: {
          position: row.position,
          options: row.options,
          sku: row.sku,
          price: row.price,
          compareAtPrice: row.compareAtPrice,
          stock: row.stock,
          shippingWeight: row.shippingWeight,
          imageUrl: row.imageUrl,
        },
        where: eq(productVariants.productId, productId),
      });
  }
  return new Map(ids.map((id) => [id, before.get(id) ?? 0]));
}

/**
 * Rewrites the product's summary of its variants (docs/decisions/038): the lowest price, the total stock,
 * the first variant's SKU and weight. Inside the transaction that wrote the variants, the product locked.
 */
export async function summariseVariants(db: Db, productId: string) {
  const ofProduct = sql`from ${productVariants} where ${productVariants.productId} = ${productId}`;
  const first = (column: typeof productVariants.sku | typeof productVariants.shippingWeight) =>
    sql`(select ${column} ${ofProduct} order by ${productVariants.position} limit 1)`;
  const [row] = await db
    .update(products)
    .set({
      price: sql`(select min(${productVariants.price}) ${ofProduct})`,
      stock: sql`(select sum(${productVariants.stock}) ${ofProduct})`,
      sku: first(productVariants.sku),
      shippingWeight: first(productVariants.shippingWeight),
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId))
    .returning({
      id: products.id,
      category: products.category,
      name: products.name,
      nameBn: products.nameBn,
      stock: products.stock,
    });
  return row ?? null;
}

/**
 * Variants whose SKU is one of these (any case), each with its product's id, category and SKU (its first
 * variant's): how a CSV row that is a variant finds it.
 */
export async function findVariantsBySkus(db: Db, skus: string[]) {
  if (skus.length === 0) return [];
  return db
    .select({
      sku: productVariants.sku,
      variantId: productVariants.id,
      productId: products.id,
      category: products.category,
      productSku: products.sku,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(sql`lower(${productVariants.sku})`, [...new Set(skus.map((sku) => sku.toLowerCase()))]));
}
