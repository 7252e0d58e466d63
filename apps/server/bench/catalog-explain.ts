/**
 * docs/budgets.md: a filtered, sorted page of a 100 000-product catalog answers in milliseconds on the embedded
 * database, and EXPLAIN shows an index behind `q`, subcategory + price, and `sort=price&page=50`.
 *
 * Seeds a fresh in-memory PGlite, runs the repository's own queries (captured through Drizzle's logger,
 * so the SQL explained is exactly the SQL the shop sends), prints each plan and fails when one of them
 * reads the products table without an index. Run: npm run bench:catalog-explain -w apps/server
 */
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { CATEGORY_IDS, type CatalogQuery, PLANT_FACETS, SUBCATEGORIES } from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { type Db, openDatabase } from '../src/db/client.js';
import { schema } from '../src/db/schema.js';
import { ResponseCache } from '../src/lib/response-cache.js';
import { countPlantFacets, listProducts } from '../src/modules/catalog/catalog-repository.js';
import { createCatalogService } from '../src/modules/catalog/catalog-service.js';
import { createProductLockService } from '../src/modules/catalog/product-lock-service.js';
import { createCommentsService } from '../src/modules/comments/comments-service.js';
import { createOrderHistoryService } from '../src/modules/orders/order-history-service.js';
import { createReviewsService } from '../src/modules/reviews/reviews-service.js';
import { createUsersService } from '../src/modules/users/users-service.js';

export const PRODUCT_COUNT = 100_000;
const TIMED_RUNS = 20;

const WORDS = {
  adjectives: [
    'Golden',
    'Dwarf',
    'Variegated',
    'Giant',
    'Compact',
    'Trailing',
    'Hardy',
    'Scented',
    'Wild',
    'Royal',
  ],
  nouns: [
    'Pothos',
    'Fern',
    'Rose',
    'Trowel',
    'Mix',
    'Compost',
    'Hibiscus',
    'Jasmine',
    'Shears',
    'Feed',
    'Lily',
    'Palm',
  ],
  // 'Monstera' is rare (1 product in 500), so the search below is selective, as a shopper's search usually is.
  rare: 'Monstera',
};

/** Bangla names beside the English (decision 021): searched through the same index. */
const BANGLA_WORDS = {
  adjectives: ['সোনালি', 'বামন', 'ছোপওয়ালা', 'বিশাল', 'ছোট', 'লতানো', 'শক্ত', 'সুগন্ধি', 'বুনো', 'রাজকীয়'],
  nouns: ['পথোস', 'ফার্ন', 'গোলাপ', 'নিড়ানি', 'মিক্স', 'কম্পোস্ট', 'জবা', 'বেলি', 'কাঁচি', 'সার', 'লিলি', 'পাম'],
  rare: 'মনস্টেরা',
};

function arrayLiteral(values: readonly string[]): string {
  return `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]`;
}

/**
 * One INSERT … SELECT over generate_series. Every choice comes from its own hash of the row number, so
 * words, subcategories, prices and dates are independent of each other and of the category.
 */
export async function seed(db: Db): Promise<void> {
  const pick = (values: readonly string[], salt: number) =>
    `(${arrayLiteral(values)})[1 + abs(hashint4(g * 31 + ${salt})) % ${values.length}]`;
  const subcategoryCase = CATEGORY_IDS.map(
    (id, index) => `when ${index} then ${pick(SUBCATEGORIES[id], 2)}`,
  ).join(' ');
  // A plant's care facts, each from its own hash (issue 25): what the listing's fact filters and counts read.
  const facts = Object.entries({ ...PLANT_FACETS, indoorOutdoor: ['indoor', 'outdoor', 'both'] })
    .map(([facet, values], index) => `'${facet}', ${pick(values, 20 + index)}`)
    .join(', ');
  await db.execute(
    sql.raw(`
    insert into products (id, sku, category, subcategory, name, description, name_bn, price, stock, is_featured, attributes, created_at, updated_at)
    select
      'bench-' || lpad(g::text, 6, '0'),
      'BENCH-' || lpad(g::text, 6, '0'),
      (${arrayLiteral(CATEGORY_IDS)})[1 + g % 4],
      case g % 4 ${subcategoryCase} end,
      case when abs(hashint4(g * 31 + 3)) % 500 = 0 then '${WORDS.rare} ' else '' end
        || ${pick(WORDS.adjectives, 4)} || ' ' || ${pick(WORDS.nouns, 5)} || ' No. ' || g,
      'A well-grown product for Bangladeshi homes and gardens, batch ' || abs(hashint4(g * 31 + 6)) % 997
        || '. Packed with care in Dhaka and delivered across the country.',
      -- Half the products have a Bangla name; its rare word falls on other rows than the English one.
      case when g % 2 = 0 then
        case when abs(hashint4(g * 31 + 11)) % 500 = 0 then '${BANGLA_WORDS.rare} ' else '' end
          || ${pick(BANGLA_WORDS.adjectives, 12)} || ' ' || ${pick(BANGLA_WORDS.nouns, 13)} || ' নং ' || g
      end,
      -- poisha: from ৳50 to ৳9,999.99
      5000 + abs(hashint4(g * 31 + 7)) % 995000,
      abs(hashint4(g * 31 + 8)) % 200,
      abs(hashint4(g * 31 + 9)) % 500 = 0,
      case when g % 4 = 0 then jsonb_build_object(${facts}) else '{}'::jsonb end,
      now() - make_interval(secs => abs(hashint4(g * 31 + 10)) % 31536000),
      now()
    from generate_series(1, ${PRODUCT_COUNT}) as g
  `),
  );
  // Each product's one variant, carrying its id, price, stock, SKU and weight (docs/decisions/038), so a
  // bench product can be carted, bought and found by its SKU like any other.
  await db.execute(sql`
    insert into product_variants (id, product_id, position, sku, price, stock, shipping_weight)
    select id, id, 0, sku, price, stock, shipping_weight from products where id like 'bench-%'
  `);
  // What autovacuum does on PostgreSQL after a bulk load: statistics for the planner, and the visibility
  // map that lets counts read only the index. PGlite has no autovacuum: a large embedded shop needs it run.
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze product_variants`);
}

/** Runs `work` on a Drizzle instance over the same client that records the SQL and parameters it sends. */
async function captureQueries(client: PGlite, work: (db: Db) => Promise<unknown>) {
  const captured: Array<{ sql: string; params: unknown[] }> = [];
  const db = drizzle({
    client,
    schema,
    logger: { logQuery: (query, params) => captured.push({ sql: query, params }) },
  }) as unknown as Db;
  await work(db);
  return captured;
}

const CASES: Array<{ title: string; query: CatalogQuery; facets?: true }> = [
  { title: 'q=monstera (a rare word, newest first, page 1)', query: { q: 'monstera', page: 1, limit: 12 } },
  {
    title: 'q=golden (a common word, sort=price, page 2)',
    query: { q: 'golden', sort: 'price', page: 2, limit: 12 },
  },
  {
    title: 'subcategory=Indoor Plants & minPrice=200 & maxPrice=800 & sort=price',
    query: { subcategory: 'Indoor Plants', minPrice: 200, maxPrice: 800, sort: 'price', page: 1, limit: 12 },
  },
  { title: 'sort=price & page=50', query: { sort: 'price', page: 50, limit: 12 } },
  {
    title: 'q=মনস্টেরা (a rare Bangla word, newest first, page 1)',
    query: { q: 'মনস্টেরা', page: 1, limit: 12 },
  },
  {
    title: 'q=গোলাপ (a common Bangla word, sort=price, page 2)',
    query: { q: 'গোলাপ', sort: 'price', page: 2, limit: 12 },
  },
  {
    title: 'sunlightNeeds=low & petFriendly=true & sort=price, with the facet counts',
    query: { sunlightNeeds: 'low', petFriendly: 'true', sort: 'price', page: 1, limit: 12 },
    facets: true,
  },
  {
    title:
      'floweringSeason=winter & difficulty=easy & subcategory=Flowering Plants, newest, with the facet counts',
    query: {
      floweringSeason: 'winter',
      difficulty: 'easy',
      subcategory: 'Flowering Plants',
      page: 1,
      limit: 12,
    },
    facets: true,
  },
  {
    title: 'the facet counts of the whole plants listing (no filter)',
    query: { page: 1, limit: 12 },
    facets: true,
  },
];

/** Index use as EXPLAIN names it. */
function indexesUsed(plan: string): string[] {
  return [
    ...plan.matchAll(/(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g),
  ].map((m) => m[1]!);
}

/**
 * The rows each sequential scan of products read, from EXPLAIN ANALYZE. A scan the executor never ran, or
 * one that stopped after a few rows (an EXISTS that finds a common word at once), does not read the table;
 * one that reads more than a hundredth of it is what must not happen.
 */
function productRowsScanned(plan: string): number[] {
  const lines = plan.split('\n');
  return lines.flatMap((line, at) => {
    if (!/Seq Scan on products\b/.test(line)) return [];
    if (/never executed/.test(line)) return [0];
    const actual = /actual rows=([\d.]+) loops=(\d+)/.exec(line);
    // A scan is a leaf: its details are the lines indented under it, up to the next node.
    const depth = line.search(/\S/);
    const end = lines.findIndex((l, i) => i > at && l.search(/\S/) <= depth);
    const details = lines.slice(at + 1, end === -1 ? undefined : end).join('\n');
    const removed = /Rows Removed by Filter: ([\d.]+)/.exec(details);
    const loops = Number(actual?.[2] ?? 1);
    return [(Number(actual?.[1] ?? 0) + Number(removed?.[1] ?? 0)) * loops];
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main(): Promise<void> {
  let started = performance.now();
  const database = await openDatabase({ databaseUrl: 'memory://', dataDir: tmpdir() });
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  console.log(`fresh PGlite + migrations: ${((performance.now() - started) / 1000).toFixed(1)} s`);

  started = performance.now();
  await seed(database.db);
  console.log(
    `seeded ${PRODUCT_COUNT.toLocaleString('en-US')} products + VACUUM ANALYZE: ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );

  const failures: string[] = [];
  for (const { title, query, facets } of CASES) {
    const work = (db: Db) =>
      facets
        ? Promise.all([listProducts(db, 'plants', query), countPlantFacets(db, query)])
        : listProducts(db, 'plants', query);
    const statements = await captureQueries(client, work);
    console.log(`━━ ${title}`);
    for (const [index, statement] of statements.entries()) {
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off, timing off, summary on) ${statement.sql}`,
        statement.params,
      );
      const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
      const label = /count\(\*\) filter/.test(statement.sql)
        ? 'facet counts'
        : statements.length === (facets ? 2 : 1)
          ? 'page and total'
          : index === 0
            ? 'page'
            : 'total';
      const indexes = indexesUsed(plan);
      const seqScan = productRowsScanned(plan).some((rows) => rows > PRODUCT_COUNT / 100);
      console.log(`── ${label}: ${statement.sql}\n   params: ${JSON.stringify(statement.params)}`);
      console.log(plan.replace(/^/gm, '   '));
      const verdict =
        seqScan || indexes.length === 0 ? 'NO INDEX' : `uses ${[...new Set(indexes)].join(', ')}`;
      console.log(`   ⇒ ${verdict}\n`);
      if (verdict === 'NO INDEX') failures.push(`${title} (${label})`);
    }

    const timings: number[] = [];
    for (let run = 0; run < TIMED_RUNS; run++) {
      const t0 = performance.now();
      await work(database.db);
      timings.push(performance.now() - t0);
    }
    console.log(
      `   repository page + total${facets ? ' + facet counts' : ''}: median ${median(timings).toFixed(1)} ms over ${TIMED_RUNS} runs\n`,
    );
  }

  // What a shopper waits for on a cache miss: the service's whole answer (page, total, highest price,
  // comments, JSON) for a filtered, sorted page.
  const users = createUsersService({ db: database.db });
  const products = createProductLockService({ db: database.db });
  const comments = createCommentsService({ db: database.db, users, products });
  const reviews = createReviewsService({
    db: database.db,
    users,
    products,
    orders: createOrderHistoryService(),
  });
  const catalog = createCatalogService({ db: database.db, comments, reviews, cache: new ResponseCache() });
  const filtered: CatalogQuery = {
    q: 'jasmine',
    subcategory: 'Flowering Plants',
    minPrice: 100,
    maxPrice: 5000,
    sort: 'price',
    page: 3,
    limit: 12,
  };
  const timings: number[] = [];
  let bytes = 0;
  for (let run = 0; run < TIMED_RUNS; run++) {
    catalog.invalidate();
    const t0 = performance.now();
    bytes = (await catalog.listCategory('plants', filtered)).body.length;
    timings.push(performance.now() - t0);
  }
  const t0 = performance.now();
  await catalog.listCategory('plants', filtered);
  const cached = performance.now() - t0;
  console.log(
    `━━ filtered page through the service: ${new URLSearchParams(filtered as Record<string, string>)}`,
  );
  console.log(
    `   uncached: median ${median(timings).toFixed(1)} ms, worst ${Math.max(...timings).toFixed(1)} ms (${bytes} bytes); cached: ${cached.toFixed(2)} ms\n`,
  );

  await database.close();
  if (failures.length > 0) {
    console.error(`Plans without an index: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('Every plan reads products through an index.');
}

// Run as a script; bench/search.ts imports the seeding from here.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
