import { type CategoryId, takaToPoisha } from '@plantopia/shared';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { products } from '../db/schema.js';
import type { TestShop } from './test-app.js';

export interface TestProduct {
  id: string;
  name: string;
  price: number;
}

const SUBCATEGORY: Record<CategoryId, string> = {
  plants: 'Indoor Plants',
  tools: 'Gardening Tools',
  soils: 'Potting Mix',
  fertilizers: 'Organic Fertilizers',
};

/** A product straight in the database (price in taka), for tests of carts and orders. */
export async function addTestProduct(
  shop: TestShop,
  options: {
    name?: string;
    nameBn?: string;
    price: number;
    stock: number;
    category?: CategoryId;
    shippingWeightKg?: number;
    sku?: string;
    lowStockThreshold?: number | null;
  },
): Promise<TestProduct> {
  const category = options.category ?? 'plants';
  const id = uuidv7();
  const name = options.name ?? `Test plant ${id.slice(-6)}`;
  await shop.database.db.insert(products).values({
    id,
    category,
    // The random end of the id: unique among a test's products.
    sku: options.sku ?? `TEST-${id.slice(-12)}`,
    lowStockThreshold: options.lowStockThreshold ?? null,
    subcategory: SUBCATEGORY[category],
    name,
    nameBn: options.nameBn ?? null,
    description: `${name} for tests`,
    price: takaToPoisha(options.price),
    stock: options.stock,
    imageUrl: `/images/${id}.webp`,
    ...(options.shippingWeightKg === undefined ? {} : { shippingWeight: options.shippingWeightKg * 1000 }),
  });
  return { id, name, price: options.price };
}

export async function stockOf(shop: TestShop, id: string): Promise<number | undefined> {
  const [row] = await shop.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row?.stock;
}
