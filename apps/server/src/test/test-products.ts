import { type CategoryId, takaToPoisha } from '@plantopia/shared';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { products, productVariants } from '../db/schema.js';
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
  // The random end of the id: unique among a test's products.
  const sku = options.sku ?? `TEST-${id.slice(-12)}`;
  const shippingWeight = options.shippingWeightKg === undefined ? 1000 : options.shippingWeightKg * 1000;
  await shop.database.db.insert(products).values({
    id,
    category,
    sku,
    lowStockThreshold: options.lowStockThreshold ?? null,
    subcategory: SUBCATEGORY[category],
    name,
    nameBn: options.nameBn ?? null,
    description: `${name} for tests`,
    price: takaToPoisha(options.price),
    stock: options.stock,
    imageUrl: `/images/${id}.webp`,
    shippingWeight,
  });
  // Its one variant, carrying its id, as every product without options has (docs/decisions/038).
  await shop.database.db.insert(productVariants).values({
    id,
    productId: id,
    position: 0,
    sku,
    price: takaToPoisha(options.price),
    stock: options.stock,
    shippingWeight,
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
