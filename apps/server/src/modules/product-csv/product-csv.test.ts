import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MessageCode, Product, ProductImport, ProductImportRow } from '@plantopia/shared';
import { formatMessage } from '@plantopia/shared/catalog';
import { eq, inArray, sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { APPLY_PRODUCT_IMPORTS } from '../../app.js';
import { backInStockRequests, products } from '../../db/schema.js';
import { multipart } from '../../test/multipart.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { addTestProduct } from '../../test/test-products.js';
import { PRODUCT_CSV_HEADINGS } from './product-csv-columns.js';

// Imports run only when a test asks (`runNow`), a few rows a run, so a test can stop one midway.
const IMPORT_ENV = { PRODUCT_IMPORT_INTERVAL_SECONDS: '3600', PRODUCT_IMPORT_ROWS_PER_RUN: '20' };

let shop: TestShop;
let owner: TestUser;
beforeAll(async () => {
  shop = await createTestShop({ seed: true, env: IMPORT_ENV });
  owner = await signUp(shop, { role: 'admin' });
});
afterAll(() => shop.close());

const HEAD = 'sku,category,subcategory,name,name_bn,description,price,stock,featured';

function plantLine(sku: string, options: { price?: string; stock?: string; name?: string } = {}) {
  const name = options.name ?? `Import plant ${sku}`;
  return `${sku},plants,Indoor Plants,${name},,A plant from a file,${options.price ?? '350'},${options.stock ?? '4'},no`;
}

const csv = (...lines: string[]) => `${[HEAD, ...lines].join('\r\n')}\r\n`;

async function check(on: TestShop, file: string | Buffer, images?: Buffer) {
  return request(on, owner, {
    method: 'POST',
    url: '/api/admin/product-imports',
    ...multipart([
      { field: 'file', filename: 'products.csv', type: 'text/csv', content: file },
      ...(images
        ? [{ field: 'images', filename: 'images.zip', type: 'application/zip', content: images }]
        : []),
    ]),
  });
}

async function checked(on: TestShop, file: string | Buffer, images?: Buffer): Promise<ProductImport> {
  const response = await check(on, file, images);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function rowsOf(on: TestShop, id: string, view = 'all'): Promise<ProductImportRow[]> {
  const response = await request(on, owner, {
    method: 'GET',
    url: `/api/admin/product-imports/${id}/rows?view=${view}&limit=200`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function start(on: TestShop, id: string, withoutRefused = false) {
  return request(on, owner, {
    method: 'POST',
    url: `/api/admin/product-imports/${id}/start`,
    payload: { withoutRefused },
  });
}

async function importOf(on: TestShop, id: string): Promise<ProductImport> {
  return (await request(on, owner, { method: 'GET', url: `/api/admin/product-imports/${id}` })).json().data;
}

/** Runs the import task until the import has no row left to apply. */
async function runToEnd(on: TestShop, id: string): Promise<ProductImport> {
  for (let run = 0; run < 100; run++) {
    await on.app.tasks.runNow(APPLY_PRODUCT_IMPORTS);
    const job = await importOf(on, id);
    if (job.status !== 'running') return job;
  }
  throw new Error('the import never ended');
}

async function exportText(on: TestShop): Promise<string> {
  const response = await request(on, owner, { method: 'GET', url: '/api/admin/products.csv' });
  expect(response.statusCode).toBe(200);
  return response.body;
}

const productsWithSkus = (on: TestShop, skus: string[]) =>
  on.database.db.select().from(products).where(inArray(products.sku, skus));

describe('the export', () => {
  test('is every product in the import’s columns, Excel-readable UTF-8, a formula never run', async () => {
    await addTestProduct(shop, {
      name: '=HYPERLINK("http://evil.example","x")',
      price: 10,
      stock: 1,
      sku: 'FORMULA-1',
    });
    const response = await request(shop, owner, { method: 'GET', url: '/api/admin/products.csv' });
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.body.startsWith(`\uFEFF${PRODUCT_CSV_HEADINGS.join(',')}\r\n`)).toBe(true);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    const shopper = await signUp(shop);
    expect((await request(shop, shopper, { method: 'GET', url: '/api/admin/products.csv' })).statusCode).toBe(
      403,
    );
  });

  test('imported back unchanged: every row a known SKU, nothing refused, the next export the same text', async () => {
    const before = await exportText(shop);
    const job = await checked(shop, before);
    expect(job.rows).toMatchObject({ create: 0, refused: 0 });
    expect(job.rows.update).toBe(job.rows.total);
    expect((await start(shop, job._id)).statusCode).toBe(200);
    const done = await runToEnd(shop, job._id);
    expect(done).toMatchObject({ status: 'done', progress: { applied: job.rows.total, failed: 0 } });
    expect(await exportText(shop)).toBe(before);
    const [formula] = await productsWithSkus(shop, ['FORMULA-1']);
    expect(formula!.name).toBe('=HYPERLINK("http://evil.example","x")');
  });
});

describe('the dry run', () => {
  test('says row by row what would be created, updated and refused, and writes no product', async () => {
    const known = await addTestProduct(shop, { price: 100, stock: 2, sku: 'DRY-KNOWN' });
    const job = await checked(
      shop,
      csv(
        plantLine('DRY-NEW-1'),
        plantLine('DRY-KNOWN', { price: '999' }),
        plantLine('DRY-BAD', { stock: '-3' }),
      ),
    );
    expect(job).toMatchObject({ status: 'checked', rows: { total: 3, create: 1, update: 1, refused: 1 } });
    const rows = await rowsOf(shop, job._id);
    expect(rows.map(({ row, sku, action, state }) => ({ row, sku, action, state }))).toEqual([
      { row: 2, sku: 'DRY-NEW-1', action: 'create', state: 'planned' },
      { row: 3, sku: 'DRY-KNOWN', action: 'update', state: 'planned' },
      { row: 4, sku: 'DRY-BAD', action: null, state: 'refused' },
    ]);
    expect(rows[2]!.errors).toEqual([
      { column: 'stock', reason: { code: 'field.at_least', params: { min: 0 } } },
    ]);
    expect(await productsWithSkus(shop, ['DRY-NEW-1'])).toEqual([]);
    const [unchanged] = await productsWithSkus(shop, ['DRY-KNOWN']);
    expect(unchanged!.price).toBe(100 * 100);
    expect(unchanged!.id).toBe(known.id);
  });

  test('a file with refused rows is imported without them only when asked, or discarded with nothing written', async () => {
    const job = await checked(shop, csv(plantLine('SKIP-OK-1'), plantLine('SKIP-BAD', { price: 'cheap' })));
    const refused = await start(shop, job._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'import.has_refused_rows', params: { count: 1 } });
    expect((await start(shop, job._id, true)).statusCode).toBe(200);
    expect(await runToEnd(shop, job._id)).toMatchObject({ status: 'done', progress: { applied: 1 } });
    expect(await productsWithSkus(shop, ['SKIP-OK-1', 'SKIP-BAD'])).toHaveLength(1);

    const declined = await checked(shop, csv(plantLine('DECLINED-1')));
    const discarded = await request(shop, owner, {
      method: 'DELETE',
      url: `/api/admin/product-imports/${declined._id}`,
    });
    expect(discarded.statusCode).toBe(200);
    expect((await start(shop, declined._id)).statusCode).toBe(404);
    expect(await productsWithSkus(shop, ['DECLINED-1'])).toEqual([]);
  });

  test('a price in Bangla digits with a ৳ sign and lakh commas is read as taka', async () => {
    const job = await checked(shop, csv(plantLine('BN-PRICE', { price: '"৳১,২৫০.৫০"', stock: '১২' })));
    expect(job.rows.refused).toBe(0);
    await start(shop, job._id);
    await runToEnd(shop, job._id);
    const [product] = await productsWithSkus(shop, ['BN-PRICE']);
    expect(product).toMatchObject({ price: 125050, stock: 12 });
  });

  test('Bangla twins are read beside their English, and an old light word as its light level', async () => {
    const head =
      'sku,category,name,description,price,stock,sunlight_needs,seasonal_instructions,seasonal_instructions_bn';
    const line = 'BN-TWINS,plants,Fern,A fern,300,2,shade,Water less in winter.,শীতে পানি কম দিন।';
    const job = await checked(shop, `${head}\r\n${line}\r\n`);
    expect(job.rows.refused).toBe(0);
    await start(shop, job._id);
    await runToEnd(shop, job._id);
    const [product] = await productsWithSkus(shop, ['BN-TWINS']);
    expect(product!.attributes).toMatchObject({
      sunlightNeeds: 'low',
      seasonalInstructions: 'Water less in winter.',
      seasonalInstructionsBn: 'শীতে পানি কম দিন।',
    });
    const exported = await exportText(shop);
    expect(PRODUCT_CSV_HEADINGS).toEqual(
      expect.arrayContaining(['usage_bn', 'best_for_bn', 'flowering_season']),
    );
    expect(exported).toContain('শীতে পানি কম দিন।');
  });

  test('a SKU twice in the file refuses the later row, naming the first', async () => {
    const job = await checked(shop, csv(plantLine('TWICE-1'), plantLine('twice-1')));
    const [, second] = await rowsOf(shop, job._id);
    expect(second).toMatchObject({
      row: 3,
      state: 'refused',
      errors: [{ column: 'sku', reason: { code: 'import.repeated_sku', params: { row: 2 } } }],
    });
  });

  test('a known SKU of another category is refused at the category', async () => {
    await addTestProduct(shop, { price: 10, stock: 1, sku: 'A-TOOL', category: 'tools' });
    const job = await checked(shop, csv(plantLine('A-TOOL')));
    const [row] = await rowsOf(shop, job._id, 'refused');
    expect(row!.errors[0]).toMatchObject({ column: 'category', reason: { code: 'import.category_changed' } });
  });
});

describe('stock', () => {
  test('an imported stock goes to the product’s stock history as an import, and only when it changes', async () => {
    const soldOut = await addTestProduct(shop, { price: 100, stock: 0, sku: 'RESTOCK-1' });
    const file = csv(plantLine('RESTOCK-1', { stock: '7' }), plantLine('STOCKED-NEW', { stock: '3' }));
    for (let time = 0; time < 2; time++) {
      const job = await checked(shop, file);
      await start(shop, job._id);
      await runToEnd(shop, job._id);
    }
    const history = async (id: string) =>
      (await request(shop, owner, { method: 'GET', url: `/api/admin/products/${id}/stock-history` })).json()
        .data;
    expect(await history(soldOut.id)).toMatchObject([{ change: 7, stockAfter: 7, reason: 'imported' }]);
    const [made] = await productsWithSkus(shop, ['STOCKED-NEW']);
    expect(await history(made!.id)).toMatchObject([{ change: 3, stockAfter: 3, reason: 'imported' }]);
  });
});

describe('a file that cannot be read as a whole is a 4xx naming its row and column', () => {
  test('Windows-1252 text (Excel’s plain CSV) is refused at the first byte that is not UTF-8', async () => {
    const text = Buffer.concat([
      Buffer.from(`${csv(plantLine('ANSI-1'))}ANSI-2,plants,Indoor Plants,Caf`),
      Buffer.from([0xe9]),
      Buffer.from(',,x,1,1,no\r\n'),
    ]);
    const response = await check(shop, text);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'csv.not_utf8', params: { row: 3, column: 'D' } });
  });

  test('UTF-16 with its BOM (Excel’s Unicode Text, tab separated) and UTF-8 with a BOM are read', async () => {
    const tabbed = csv(plantLine('UTF16-1', { name: 'ঘরের গাছ' })).replaceAll(',', '\t');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(tabbed, 'utf16le')]);
    expect((await checked(shop, utf16)).rows).toMatchObject({ create: 1, refused: 0 });
    expect((await checked(shop, `\uFEFF${csv(plantLine('BOM-1'))}`)).rows).toMatchObject({ create: 1 });
  });

  test('a required column left out, an unknown column, an unclosed quote', async () => {
    const noPrice = await check(shop, 'sku,category,name,description,stock\r\nX,plants,a,b,1\r\n');
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json()).toMatchObject({
      code: 'import.missing_column',
      params: { row: 1, heading: 'price' },
    });
    expect(noPrice.json().message).toMatch(/Row 1.*price/);
    const bnOptionsAlone = await check(shop, `${HEAD},options_bn\r\n${plantLine('O-1')},টবের মাপ: ছোট\r\n`);
    expect(bnOptionsAlone.json()).toMatchObject({
      code: 'import.missing_column',
      params: { row: 1, heading: 'options' },
    });
    const unknown = await check(shop, `${HEAD},prise\r\n${plantLine('U-1')},1\r\n`);
    expect(unknown.json()).toMatchObject({
      code: 'import.unknown_column',
      params: { row: 1, column: 'J', heading: 'prise' },
    });
    const quote = await check(shop, csv(plantLine('Q-1'), 'Q-2,plants,Indoor Plants,"Open quote,,d,1,1,no'));
    expect(quote.statusCode).toBe(400);
    expect(quote.json()).toMatchObject({ code: 'csv.bad_quotes', params: { row: 3 } });
  });

  test('an oversized file is a 413, and no file at all a 400', async () => {
    const huge = await check(shop, Buffer.alloc(20 * 1024 * 1024 + 1, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'upload.file_too_large', params: { field: 'file', mb: 20 } });
    const none = await request(shop, owner, {
      method: 'POST',
      url: '/api/admin/product-imports',
      ...multipart([{ field: 'note', content: 'x' }]),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'import.no_file' });
  });

  test('only the owner may import: staff 403, nobody signed in 401', async () => {
    const staff = await signUp(shop, { role: 'staff' });
    const file = multipart([{ field: 'file', filename: 'p.csv', content: csv(plantLine('STAFF-1')) }]);
    expect(
      (await request(shop, staff, { method: 'POST', url: '/api/admin/product-imports', ...file })).statusCode,
    ).toBe(403);
    expect(
      (await request(shop, null, { method: 'POST', url: '/api/admin/product-imports', ...file })).statusCode,
    ).toBe(401);
  });
});

describe('a large import in the background', () => {
  // A fresh owner: the dry run allows each admin 20 checks a minute.
  beforeAll(async () => {
    owner = await signUp(shop, { role: 'admin' });
  });
  const fifty = (prefix: string) => csv(...Array.from({ length: 50 }, (_, i) => plantLine(`${prefix}-${i}`)));
  const skus = (prefix: string) => Array.from({ length: 50 }, (_, i) => `${prefix}-${i}`);

  test('stopped midway, it is finished by another server on the same database, no row applied twice', async () => {
    const first = await createTestShop({ database: shop.database, env: IMPORT_ENV });
    const job = await checked(first, fifty('RESTART'));
    await start(first, job._id);
    await first.app.tasks.runNow(APPLY_PRODUCT_IMPORTS);
    expect((await importOf(first, job._id)).progress).toMatchObject({ applied: 20, pending: 30 });
    // The first server goes away midway; the next one to start takes the import over.
    await first.close();
    const second = await createTestShop({ database: shop.database, env: IMPORT_ENV });
    try {
      expect(await runToEnd(second, job._id)).toMatchObject({
        status: 'done',
        progress: { applied: 50, pending: 0, failed: 0 },
      });
      const made = await productsWithSkus(second, skus('RESTART'));
      expect(made).toHaveLength(50);
      const rows = await rowsOf(second, job._id);
      expect(new Set(rows.map((row) => row.productId)).size).toBe(50);
      expect(rows.every((row) => made.some((product) => product.id === row.productId))).toBe(true);
    } finally {
      await second.close();
    }
  });

  test('two servers applying the same import at once apply each row once', async () => {
    const other = await createTestShop({ database: shop.database, env: IMPORT_ENV });
    try {
      const job = await checked(shop, fifty('TWO'));
      await start(shop, job._id);
      for (let run = 0; run < 3; run++) {
        await Promise.all([
          shop.app.tasks.runNow(APPLY_PRODUCT_IMPORTS),
          other.app.tasks.runNow(APPLY_PRODUCT_IMPORTS),
        ]);
      }
      expect(await runToEnd(shop, job._id)).toMatchObject({
        status: 'done',
        progress: { applied: 50, failed: 0 },
      });
      expect(await productsWithSkus(shop, skus('TWO'))).toHaveLength(50);
    } finally {
      await other.close();
    }
  });

  test('a row the database refuses fails alone, and the rest of the file is imported', async () => {
    const job = await checked(shop, csv(plantLine('POISON-1'), plantLine('POISON-2'), plantLine('POISON-3')));
    await start(shop, job._id);
    // A plan the schema would never let through, as a bug might write it: the stock check refuses it.
    await shop.database.db.execute(
      sql`update product_import_rows set plan = jsonb_set(plan, '{input,stock}', '-1') where import_id = ${job._id} and row = 3`,
    );
    expect(await runToEnd(shop, job._id)).toMatchObject({
      status: 'done',
      progress: { applied: 2, failed: 1 },
    });
    const [failed] = await rowsOf(shop, job._id, 'failed');
    expect(failed).toMatchObject({ row: 3, errors: [{ column: '', reason: { code: 'import.row_failed' } }] });
  });

  test('cancelled, it stops: the rows applied stay, the rest are skipped', async () => {
    const job = await checked(shop, fifty('CANCEL'));
    await start(shop, job._id);
    await shop.app.tasks.runNow(APPLY_PRODUCT_IMPORTS);
    const cancelled = await request(shop, owner, {
      method: 'POST',
      url: `/api/admin/product-imports/${job._id}/cancel`,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      progress: { applied: 20, skipped: 30, pending: 0 },
    });
    await shop.app.tasks.runNow(APPLY_PRODUCT_IMPORTS);
    expect(await productsWithSkus(shop, skus('CANCEL'))).toHaveLength(20);
    const again = await request(shop, owner, {
      method: 'POST',
      url: `/api/admin/product-imports/${job._id}/cancel`,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('images', () => {
  // A fresh owner: the dry run allows each admin 20 checks a minute.
  beforeAll(async () => {
    owner = await signUp(shop, { role: 'admin' });
  });
  let server: http.Server;
  let base: string;
  let png: Buffer;
  beforeAll(async () => {
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2f855a' } })
      .png()
      .toBuffer();
    server = http.createServer((req, res) => {
      if (req.url === '/plant.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      else if (req.url === '/page') res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const withImage = (sku: string, image: string) => `${HEAD},image\r\n${plantLine(sku)},${image}\r\n`;

  test('by address are fetched, decoded and stored as uploads; a page that is no image fails its row', async () => {
    const local = await createTestShop({
      database: shop.database,
      env: { ...IMPORT_ENV, IMAGE_FETCH_PRIVATE_ADDRESSES: 'true' },
    });
    try {
      const job = await checked(
        local,
        `${HEAD},image\r\n${plantLine('URL-1')},${base}/plant.png\r\n${plantLine('URL-2')},${base}/page\r\n`,
      );
      await start(local, job._id);
      expect(await runToEnd(local, job._id)).toMatchObject({ progress: { applied: 1, failed: 1 } });
      const [fetched] = await productsWithSkus(local, ['URL-1']);
      expect(fetched!.imageUrl).toMatch(/^\/uploads\/.+\.webp$/);
      expect((await local.app.inject({ method: 'GET', url: fetched!.imageUrl })).statusCode).toBe(200);
      const [failed] = await rowsOf(local, job._id, 'failed');
      expect(failed).toMatchObject({
        row: 3,
        errors: [{ column: 'image', reason: { code: 'upload.not_an_image' } }],
      });
    } finally {
      await local.close();
    }
  });

  test('by address on a private network are refused when the row is applied', async () => {
    const job = await checked(shop, withImage('PRIVATE-1', `${base}/plant.png`));
    await start(shop, job._id);
    await runToEnd(shop, job._id);
    const [row] = await rowsOf(shop, job._id, 'failed');
    expect(row!.errors).toEqual([{ column: 'image', reason: { code: 'upload.remote.private_address' } }]);
    expect(await productsWithSkus(shop, ['PRIVATE-1'])).toEqual([]);
  });

  test('by file name come from the zip; a name not in it, or a file that is no image, refuses the row', async () => {
    const zip = Buffer.from(
      zipSync({
        'photos/Monstera.PNG': new Uint8Array(png),
        'notes.png': new TextEncoder().encode('not a picture'),
      }),
    );
    const job = await checked(
      shop,
      `${HEAD},image\r\n${plantLine('ZIP-1')},monstera.png\r\n${plantLine('ZIP-2')},missing.png\r\n${plantLine('ZIP-3')},notes.png\r\n`,
      zip,
    );
    const refused = await rowsOf(shop, job._id, 'refused');
    expect(refused.map((row) => [row.sku, row.errors[0]?.reason.code])).toEqual([
      ['ZIP-2', 'import.image_not_in_zip'],
      ['ZIP-3', 'upload.not_an_image'],
    ]);
    await start(shop, job._id, true);
    await runToEnd(shop, job._id);
    const [product] = await productsWithSkus(shop, ['ZIP-1']);
    expect(product!.imageUrl).toMatch(/^\/uploads\/.+\.webp$/);
  });
});

test('an import nobody can find is a 404', async () => {
  const response = await request(shop, owner, { method: 'GET', url: '/api/admin/product-imports/nope' });
  expect(response.statusCode).toBe(404);
  expect(await shop.database.db.select().from(products).where(eq(products.sku, 'nope'))).toEqual([]);
});

describe('products with options (docs/decisions/038)', () => {
  // A fresh owner: the dry run allows each admin 20 checks a minute.
  beforeAll(async () => {
    owner = await signUp(shop, { role: 'admin' });
  });

  const OPTION_HEAD =
    'sku,category,name,description,price,stock,shipping_weight_kg,variant_of,options,options_bn';

  async function importFile(file: string): Promise<ProductImportRow[]> {
    const job = await checked(shop, file);
    expect((await start(shop, job._id, true)).statusCode).toBe(200);
    expect(await runToEnd(shop, job._id)).toMatchObject({ status: 'done', progress: { failed: 0 } });
    return rowsOf(shop, job._id);
  }

  async function productOf(sku: string): Promise<Product> {
    const [row] = await productsWithSkus(shop, [sku]);
    expect(row, sku).toBeDefined();
    return (await request(shop, owner, { method: 'GET', url: `/api/${row!.category}/${row!.id}` })).json()
      .data;
  }

  const stockHistory = async (id: string) =>
    (await request(shop, owner, { method: 'GET', url: `/api/admin/products/${id}/stock-history` })).json()
      .data as { variantId: string; change: number; reason: string }[];

  test('the export writes each variant’s options in English and Bangla, and the import reads them back', async () => {
    const exported = await exportText(shop);
    const heads = exported.replace('\uFEFF', '').split('\r\n')[0]!.split(',');
    expect(heads).toEqual(expect.arrayContaining(['variant_of', 'options', 'options_bn']));
    // The demo's pot sizes, as the round trip above imported them back unchanged.
    expect(exported).toContain('Pot size: Medium (8 in),টবের মাপ: মাঝারি (৮ ইঞ্চি)');
  });

  test('a new product’s rows create it with its options, Bangla labels, both variants and their stock', async () => {
    const rows = await importFile(
      [
        OPTION_HEAD,
        'FERN-S,plants,Boston Fern,A fern,450,5,1.2,,Pot size: Small (5 in),টবের মাপ: ছোট (৫ ইঞ্চি)',
        'FERN-M,plants,Boston Fern,A fern,৭০০,3,2.5,FERN-S,Pot size: Medium (8 in),টবের মাপ: মাঝারি (৮ ইঞ্চি)',
        '',
      ].join('\r\n'),
    );
    expect(rows.map((row) => [row.sku, row.name, row.action, row.state])).toEqual([
      ['FERN-S', 'Boston Fern (Pot size: Small (5 in))', 'create', 'applied'],
      ['FERN-M', 'Boston Fern (Pot size: Medium (8 in))', 'create', 'applied'],
    ]);
    const fern = await productOf('FERN-S');
    expect(fern.options).toEqual([
      {
        name: { en: 'Pot size', bn: 'টবের মাপ' },
        values: [
          { en: 'Small (5 in)', bn: 'ছোট (৫ ইঞ্চি)' },
          { en: 'Medium (8 in)', bn: 'মাঝারি (৮ ইঞ্চি)' },
        ],
      },
    ]);
    expect(fern.variants.map((v) => [v.sku, v.options, v.price, v.stock, v.shippingWeightKg])).toEqual([
      ['FERN-S', ['Small (5 in)'], 450, 5, 1.2],
      ['FERN-M', ['Medium (8 in)'], 700, 3, 2.5],
    ]);
    expect(fern.variants[0]!._id).toBe(fern._id);
    expect(rows.every((row) => row.productId === fern._id)).toBe(true);
    const history = await stockHistory(fern._id);
    expect(history.map((line) => [line.variantId, line.change, line.reason]).sort()).toEqual(
      [
        [fern.variants[0]!._id, 5, 'imported'],
        [fern.variants[1]!._id, 3, 'imported'],
      ].sort(),
    );
  });

  test('a new variant_of row adds a size to a product the shop has; its other sizes stay as they are', async () => {
    const fern = await productOf('FERN-S');
    const job = await checked(
      shop,
      `${OPTION_HEAD}\r\nFERN-L,plants,Boston Fern,A fern,1100,2,7,fern-s,Pot size: Large (12 in),টবের মাপ: বড় (১২ ইঞ্চি)\r\n`,
    );
    expect(job.rows).toMatchObject({ create: 1, update: 0, refused: 0 });
    await start(shop, job._id);
    await runToEnd(shop, job._id);
    const after = await productOf('FERN-S');
    expect(after.options[0]!.values.map((value) => value.bn)).toEqual([
      'ছোট (৫ ইঞ্চি)',
      'মাঝারি (৮ ইঞ্চি)',
      'বড় (১২ ইঞ্চি)',
    ]);
    expect(after.variants.map((v) => [v._id, v.sku, v.price, v.stock])).toEqual([
      [fern.variants[0]!._id, 'FERN-S', 450, 5],
      [fern.variants[1]!._id, 'FERN-M', 700, 3],
      [after.variants[2]!._id, 'FERN-L', 1100, 2],
    ]);
    expect(await stockHistory(fern._id)).toContainEqual(
      expect.objectContaining({ variantId: after.variants[2]!._id, change: 2, reason: 'imported' }),
    );
  });

  test('a variant row that brings a sold-out size back in stock answers who asked about it', async () => {
    await importFile(
      `${OPTION_HEAD}\r\nFERN-L,plants,Boston Fern,A fern,1100,0,7,FERN-S,Pot size: Large (12 in),টবের মাপ: বড় (১২ ইঞ্চি)\r\n`,
    );
    const fern = await productOf('FERN-S');
    const large = fern.variants[2]!._id;
    const asked = await request(shop, null, {
      method: 'POST',
      url: `/api/products/${fern._id}/stock-alerts`,
      payload: { email: 'fern@example.com', variantId: large },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    // Only the stock column: a variant's row may change just that.
    await importFile(
      'sku,category,name,description,price,stock,variant_of\r\nFERN-L,plants,x,x,1100,4,FERN-S\r\n',
    );
    const [request_] = await shop.database.db
      .select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.recipient, 'fern@example.com'));
    expect(request_!.notifiedAt).not.toBeNull();
    expect((await productOf('FERN-S')).variants[2]!.stock).toBe(4);
  });

  test('a duplicate option combination, a missing option value or options unlike the product’s other rows refuse that product’s rows alone, naming options', async () => {
    const job = await checked(
      shop,
      [
        OPTION_HEAD,
        'TWIN-S,plants,Twin,A plant,100,1,1,,Pot size: Small,',
        'TWIN-X,plants,Twin,A plant,100,1,1,TWIN-S,Pot size: Small,',
        'GAP-S,plants,Gap,A plant,100,1,1,,Pot size: Small,',
        'GAP-M,plants,Gap,A plant,100,1,1,GAP-S,Pot size:,',
        'ODD-S,plants,Odd,A plant,100,1,1,,Pot size: Small,',
        'ODD-M,plants,Odd,A plant,100,1,1,ODD-S,Planter: Clay,',
        'FINE-S,plants,Fine,A plant,100,1,1,,Pot size: Small,',
        'FINE-M,plants,Fine,A plant,200,1,1,FINE-S,Pot size: Medium,',
        '',
      ].join('\r\n'),
    );
    const rows = await rowsOf(shop, job._id);
    expect(rows.map((row) => [row.sku, row.state, row.errors])).toEqual([
      ['TWIN-S', 'refused', [{ column: '', reason: { code: 'import.product_refused', params: { row: 3 } } }]],
      ['TWIN-X', 'refused', [{ column: 'options', reason: { code: 'field.duplicate_value' } }]],
      ['GAP-S', 'refused', [{ column: '', reason: { code: 'import.product_refused', params: { row: 5 } } }]],
      ['GAP-M', 'refused', [{ column: 'options', reason: { code: 'field.required' } }]],
      ['ODD-S', 'refused', [{ column: '', reason: { code: 'import.product_refused', params: { row: 7 } } }]],
      [
        'ODD-M',
        'refused',
        [{ column: 'options', reason: { code: 'import.options_differ', params: { row: 6 } } }],
      ],
      ['FINE-S', 'planned', []],
      ['FINE-M', 'planned', []],
    ]);
    await start(shop, job._id, true);
    await runToEnd(shop, job._id);
    expect(await productsWithSkus(shop, ['TWIN-S', 'GAP-S', 'ODD-S'])).toEqual([]);
    expect((await productOf('FINE-S')).variants).toHaveLength(2);

    // Each reason is said in English and in Bangla, as the import screen shows it.
    for (const { reason } of rows.flatMap((row) => row.errors)) {
      const [en, bn] = (['en', 'bn'] as const).map((locale) =>
        formatMessage(reason.code as MessageCode, reason.params, locale),
      );
      expect(en).not.toBe(bn);
      expect(`${en} ${bn}`).not.toMatch(/[{}]|import\./);
    }
  });

  test('a new size without options on a product that has them is refused at options, its sizes unchanged', async () => {
    const job = await checked(
      shop,
      [
        'sku,category,name,description,price,stock,variant_of',
        'FERN-M,plants,Boston Fern,A fern,৳৯৫০,৭,FERN-S',
        'FERN-XL,plants,Boston Fern,A fern,10,1,FERN-S',
        '',
      ].join('\r\n'),
    );
    const rows = await rowsOf(shop, job._id);
    expect(
      rows.map((row) => [row.sku, row.action, row.errors.map((e) => `${e.column}: ${e.reason.code}`)]),
    ).toEqual([
      ['FERN-M', null, [': import.product_refused']],
      ['FERN-XL', null, ['options: field.variant_options']],
    ]);
    expect((await productOf('FERN-S')).variants.map((v) => v.price)).toEqual([450, 700, 1100]);
  });

  test('export one row per variant; a variant row with its price in Bangla digits updates that variant alone', async () => {
    const created = await request(shop, owner, {
      method: 'POST',
      url: '/api/soils',
      payload: {
        name: 'Bagged Loam',
        description: 'Sieved loam',
        price: 300,
        stock: 0,
        options: [
          { name: { en: 'Bag weight', bn: 'ব্যাগের ওজন' }, values: [{ en: '10 kg' }, { en: '20 kg' }] },
        ],
        variants: [
          { options: ['10 kg'], sku: 'LOAM-10', price: 300, stock: 5, shippingWeightKg: 10.4 },
          { options: ['20 kg'], sku: 'LOAM-20', price: 550, stock: 4, shippingWeightKg: 20.8 },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const exported = (await exportText(shop)).split('\r\n');
    const heads = exported[0]!.replace('\uFEFF', '').split(',');
    const loam = exported.filter((line) => line.startsWith('LOAM-'));
    expect(loam).toHaveLength(2);
    const cell = (line: string, column: string) => line.split(',')[heads.indexOf(column)];
    expect(
      loam.map((line) => [
        cell(line, 'variant_of'),
        cell(line, 'price'),
        cell(line, 'options'),
        cell(line, 'options_bn'),
      ]),
    ).toEqual([
      // The values have no Bangla of their own: the option's name has.
      ['', '300', 'Bag weight: 10 kg', 'ব্যাগের ওজন: '],
      ['LOAM-10', '550', 'Bag weight: 20 kg', 'ব্যাগের ওজন: '],
    ]);

    // The product's columns must be there; a variant row's only count for its variant.
    const rows = await importFile(
      'sku,category,name,description,price,stock,variant_of\r\nLOAM-20,soils,Bagged Loam,Sieved loam,৳৯৫০,৭,LOAM-10\r\n',
    );
    expect(rows.map((row) => [row.sku, row.action, row.errors])).toEqual([['LOAM-20', 'update', []]]);
    const product = await productOf('LOAM-10');
    expect(product.variants.map((v) => [v.price, v.stock])).toEqual([
      [300, 5],
      [950, 7],
    ]);
    expect(product.options).toEqual(created.json().data.options);
  });

  test('two options, Bangla on the second only, and a size with its own image come back unchanged', async () => {
    const created = await request(shop, owner, {
      method: 'POST',
      url: '/api/plants',
      payload: {
        name: 'Two Way Palm',
        description: 'A palm',
        price: 500,
        stock: 0,
        options: [
          { name: { en: 'Pot size' }, values: [{ en: 'Small' }, { en: 'Large' }] },
          { name: { en: 'Planter', bn: 'টব' }, values: [{ en: 'Clay', bn: 'মাটির' }] },
        ],
        variants: [
          { options: ['Small', 'Clay'], sku: 'PALM-S', price: 500, stock: 2, shippingWeightKg: 1 },
          {
            options: ['Large', 'Clay'],
            sku: 'PALM-L',
            price: 900,
            stock: 1,
            shippingWeightKg: 3,
            imageUrl: 'https://images.example.com/palm-large.jpg',
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const before = await exportText(shop);
    expect(before).toContain('Pot size: Small; Planter: Clay,: ; টব: মাটির');
    await importFile(before);
    expect(await exportText(shop)).toBe(before);
    expect((await productOf('PALM-S')).variants[1]!.imageUrl).toBe(
      'https://images.example.com/palm-large.jpg',
    );
  });

  test('two sizes swapping their values in one file are changed together', async () => {
    const before = await productOf('LOAM-10');
    const rows = await importFile(
      [
        'sku,category,name,description,price,stock,variant_of,options',
        'LOAM-10,soils,Bagged Loam,Sieved loam,300,5,,Bag weight: 20 kg',
        'LOAM-20,soils,Bagged Loam,Sieved loam,950,7,LOAM-10,Bag weight: 10 kg',
        '',
      ].join('\r\n'),
    );
    expect(rows.map((row) => row.state)).toEqual(['applied', 'applied']);
    const after = await productOf('LOAM-10');
    expect(after.variants.map((v) => [v._id, v.sku, v.options])).toEqual([
      [before.variants[0]!._id, 'LOAM-10', ['20 kg']],
      [before.variants[1]!._id, 'LOAM-20', ['10 kg']],
    ]);
    expect(after.options).toEqual(before.options);
  });

  test('a product row with another product’s size SKU, and a variant_of naming no product, are refused', async () => {
    const job = await checked(
      shop,
      [
        'sku,category,name,description,price,stock,variant_of',
        'FERN-M,plants,Stray Fern,A fern,100,1,',
        'LOST-2,plants,Lost,A plant,100,1,LOST-1',
        '',
      ].join('\r\n'),
    );
    const rows = await rowsOf(shop, job._id);
    expect(rows.map((row) => row.errors.map((e) => `${e.column}: ${e.reason.code}`))).toEqual([
      ['sku: field.sku_taken'],
      ['variant_of: import.no_such_product'],
    ]);
  });
});
