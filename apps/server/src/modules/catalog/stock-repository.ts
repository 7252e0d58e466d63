import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';

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

/** Puts pieces back (a cancelled order); products deleted since are skipped. */
export async function returnStock(db: Db, productId: string, quantity: number): Promise<void> {
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
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
