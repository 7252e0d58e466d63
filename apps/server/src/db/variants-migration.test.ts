import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, test } from 'vitest';
import { migrationsBefore } from '../test/migrations-before.js';
import type { Db } from './client.js';
import { migrationsFolder } from './client.js';
import { schema } from './schema.js';

const VARIANTS_MIGRATION = '0028_product-variants';

test('after the variants migration a product saved before it has one variant of its id, price, stock and weight, and its cart line names that variant', async () => {
  const older = migrationsBefore(VARIANTS_MIGRATION);
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    const db = drizzle({ client, schema }) as unknown as Db;
    await migrate(db as never, { migrationsFolder: older });
    await client.query(
      `insert into "user" (id, name, email, email_verified, created_at, updated_at)
       values ('u1', 'Rahima', 'r@example.com', true, now(), now())`,
    );
    await client.query(
      `insert into products (id, category, sku, subcategory, name, description, price, stock, shipping_weight)
       values ('p-old', 'soils', 'MIX-10', 'Potting Mix', 'Potting Mix', 'before variants', 90000, 7, 10000)`,
    );
    await client.query(`insert into cart_items (user_id, product_id, quantity) values ('u1', 'p-old', 2)`);

    await migrate(db as never, { migrationsFolder });

    const variants = await client.query(
      'select id, product_id, sku, price, stock, shipping_weight, options from product_variants',
    );
    expect(variants.rows).toEqual([
      {
        id: 'p-old',
        product_id: 'p-old',
        sku: 'MIX-10',
        price: 90000,
        stock: 7,
        shipping_weight: 10000,
        options: [],
      },
    ]);
    const cart = await client.query('select product_id, variant_id, quantity from cart_items');
    expect(cart.rows).toEqual([{ product_id: 'p-old', variant_id: 'p-old', quantity: 2 }]);
  } finally {
    await client.close();
    rmSync(older, { recursive: true, force: true });
  }
}, 60_000);
