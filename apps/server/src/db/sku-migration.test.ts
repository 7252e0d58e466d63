import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { expect, test } from 'vitest';
import { insertProducts } from '../modules/catalog/catalog-repository.js';
import { migrationsBefore } from '../test/migrations-before.js';
import type { Db } from './client.js';
import { migrationsFolder } from './client.js';
import { schema } from './schema.js';

const SKU_MIGRATION = '0017_product-sku-and-low-stock-threshold';

test('a shop with products before SKUs existed gets one per product, and new SKUs carry on after them', async () => {
  const older = migrationsBefore(SKU_MIGRATION);
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    const db = drizzle({ client, schema }) as unknown as Db;
    await migrate(db as never, { migrationsFolder: older });
    // Three products of a shop as it was: added one after another, a tool between two plants.
    for (const [id, category, subcategory, minutesAgo] of [
      ['p-old', 'plants', 'Indoor Plants', 30],
      ['t-mid', 'tools', 'Gardening Tools', 20],
      ['f-new', 'fertilizers', 'Plant Food', 10],
    ] as const) {
      await client.query(
        `insert into products (id, category, subcategory, name, description, price, stock, created_at)
         values ($1, $2, $3, $1, 'before SKUs', 10000, 4, now() - make_interval(mins => $4))`,
        [id, category, subcategory, minutesAgo],
      );
    }

    await migrate(db as never, { migrationsFolder });

    const { rows } = await client.query<{ id: string; sku: string; low_stock_threshold: number | null }>(
      'select id, sku, low_stock_threshold from products order by created_at',
    );
    expect(rows).toEqual([
      { id: 'p-old', sku: 'PLT-0001', low_stock_threshold: null },
      { id: 't-mid', sku: 'TOL-0002', low_stock_threshold: null },
      { id: 'f-new', sku: 'FRT-0003', low_stock_threshold: null },
    ]);
    const [added] = await insertProducts(db, [
      {
        id: 's-after',
        category: 'soils',
        subcategory: 'Potting Mix',
        name: 'n',
        description: 'd',
        price: 1,
        stock: 1,
      },
    ]);
    expect(added!.sku).toBe('SOL-0004');
    await expect(client.query(`update products set sku = 'plt-0001' where id = 't-mid'`)).rejects.toThrow(
      /products_sku_idx/,
    );
  } finally {
    await client.close();
    rmSync(older, { recursive: true, force: true });
  }
}, 60_000);
