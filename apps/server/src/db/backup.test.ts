import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../app.js';
import {
  createTestShop,
  openTestDatabase,
  request,
  signUp,
  type TestShop,
  type TestUser,
} from '../test/test-app.js';
import { TEST_SHIPPING } from '../test/test-orders.js';
import { addTestProduct } from '../test/test-products.js';
import { BackupError, backupShop, restoreShop } from './backup.js';
import type { Database } from './client.js';
import { products } from './schema.js';

let shop: TestShop;
let shopper: TestUser;
let work: string;
let archive: string;
const IMAGE = Buffer.from('RIFF....WEBPVP8 a stand-in for an uploaded picture');

beforeAll(async () => {
  shop = await createTestShop({ seed: true });
  work = mkdtempSync(path.join(tmpdir(), 'plantopia-backup-test-'));
  archive = path.join(work, 'shop.tar.gz');
  shopper = await signUp(shop, { name: 'Nasrin Haque' });
  const product = await addTestProduct(shop, { name: 'Backed-up Fern', price: 520, stock: 4 });
  mkdirSync(path.join(shop.dataDir, 'uploads'), { recursive: true });
  writeFileSync(path.join(shop.dataDir, 'uploads', 'fern-0190.webp'), IMAGE);
  await shop.database.db
    .update(products)
    .set({ imageUrl: '/uploads/fern-0190.webp' })
    .where(eq(products.id, product.id));
  const placed = await request(shop, shopper, {
    method: 'POST',
    url: '/api/orders',
    payload: { items: [{ _id: product.id, quantity: 2 }], shipping: TEST_SHIPPING },
  });
  expect(placed.statusCode).toBe(201);
});

afterAll(async () => {
  await shop.close();
  rmSync(work, { recursive: true, force: true });
});

/** Every row of every table, in a stable order, to compare two databases. */
async function contents(database: Database) {
  const tables = (
    (await database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by 1`,
    )) as unknown as { rows: { tablename: string }[] }
  ).rows.map((t) => t.tablename);
  const all: Record<string, unknown> = {};
  for (const table of tables) {
    const result = (await database.db.execute(
      sql.raw(`select coalesce(json_agg(t order by t::text), '[]') as rows from "${table}" t`),
    )) as unknown as { rows: { rows: unknown }[] };
    all[table] = result.rows[0]!.rows;
  }
  return all;
}

test('a backup restored into an empty shop has the same orders, users, sessions and uploads', {
  timeout: 120_000,
}, async () => {
  const manifest = await backupShop({ database: shop.database, dataDir: shop.dataDir, file: archive });
  expect(manifest.tables.orders).toBe(1);
  expect(manifest.uploads).toBe(1);
  expect(statSync(archive).mode & 0o777).toBe(0o600);

  const target = await openTestDatabase();
  const targetDir = mkdtempSync(path.join(work, 'data-'));
  try {
    await restoreShop({ database: target, dataDir: targetDir, file: archive });
    expect(await contents(target)).toEqual(await contents(shop.database));
    expect(readFileSync(path.join(targetDir, 'uploads', 'fern-0190.webp'))).toEqual(IMAGE);

    // The restored shop serves them: the shopper's session still works, the order and its image are there.
    const restored = await buildApp({ config: { ...shop.config, dataDir: targetDir }, database: target });
    try {
      const mine = await restored.inject({ url: '/api/orders/mine', headers: { cookie: shopper.cookie } });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data).toHaveLength(1);
      expect(mine.json().data[0].items[0].name).toBe('Backed-up Fern');
      const image = await restored.inject('/uploads/fern-0190.webp');
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload).toEqual(IMAGE);
    } finally {
      await restored.close();
    }

    // Restoring twice would mix two shops: a database or DATA_DIR that has anything is refused.
    await expect(restoreShop({ database: target, dataDir: targetDir, file: archive })).rejects.toThrow(
      BackupError,
    );
    const emptyDir = mkdtempSync(path.join(work, 'data-'));
    await expect(restoreShop({ database: target, dataDir: emptyDir, file: archive })).rejects.toThrow(
      /database is not empty/,
    );
  } finally {
    await target.close();
  }
});

test('a file that is not a backup is refused with a clear message', { timeout: 120_000 }, async () => {
  const bogus = path.join(work, 'not-a-backup.tar.gz');
  writeFileSync(bogus, 'hello');
  const target = await openTestDatabase();
  try {
    await expect(restoreShop({ database: target, dataDir: work, file: bogus })).rejects.toThrow(
      /not a Plantopia backup/,
    );
    await expect(
      restoreShop({ database: target, dataDir: work, file: path.join(work, 'missing') }),
    ).rejects.toThrow(/No backup file/);
  } finally {
    await target.close();
  }
});
