/**
 * docs/budgets.md, issue 25 item 4: on a 100 000-product catalog (bench/catalog-explain.ts's seeding:
 * English names of common and rare words, Bangla names on half), a header suggestion answers in ≤ 30 ms
 * p95. Each case runs the search service as the route calls it (p95 of BENCH_RUNS after one untimed run,
 * which also warms the database's caches as a server's are), then EXPLAIN of the products statement.
 *
 * Run: npm run bench:search -w apps/server (PostgreSQL: BENCH_DATABASE_URL=postgres://…/postgres).
 */
import { performance } from 'node:perf_hooks';
import { ResponseCache } from '../src/lib/response-cache.js';
import { createBlogService } from '../src/modules/blog/blog-service.js';
import { suggestProducts } from '../src/modules/catalog/catalog-repository.js';
import { createCatalogService } from '../src/modules/catalog/catalog-service.js';
import { createProductLockService } from '../src/modules/catalog/product-lock-service.js';
import { createCommentsService } from '../src/modules/comments/comments-service.js';
import { createOrderHistoryService } from '../src/modules/orders/order-history-service.js';
import { createReviewsService } from '../src/modules/reviews/reviews-service.js';
import { createSearchService } from '../src/modules/search/search-service.js';
import { createUsersService } from '../src/modules/users/users-service.js';
import { PRODUCT_COUNT, seed } from './catalog-explain.js';
import { explainAnalyzed, indexesUsed, openBenchDatabase, p95, withLogger } from './orders-list.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const BUDGET_MS = 30;

/** What shoppers type: common and rare words, each script, romanised, misspelt, a single letter, and a variant's SKU. */
const QUERIES = [
  'bench-042042',
  'rose',
  'monstera',
  'গোলাপ',
  'মনস্টেরা',
  'golap',
  'gulap',
  'hibiscas',
  'jasmin',
  'g',
  'golden fern',
];

async function main(): Promise<void> {
  let started = performance.now();
  const { database, drop } = await openBenchDatabase();
  console.log(
    `${database.kind}: fresh database + migrations ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  started = performance.now();
  await seed(database.db);
  console.log(
    `seeded ${PRODUCT_COUNT.toLocaleString('en-US')} products + VACUUM ANALYZE: ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );

  const db = database.db;
  const users = createUsersService({ db });
  const products = createProductLockService({ db });
  const comments = createCommentsService({ db, users, products });
  const reviews = createReviewsService({ db, users, products, orders: createOrderHistoryService() });
  const catalog = createCatalogService({ db, comments, reviews, cache: new ResponseCache() });
  const search = createSearchService({ catalog, blog: createBlogService({ db }) });

  const failures: string[] = [];
  for (const q of QUERIES) {
    const first = await search.suggestions(q);
    const timings: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      await search.suggestions(q);
      timings.push(performance.now() - t0);
    }
    const ms = p95(timings);
    const median = [...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)]!;
    const shown = first.products.map((product) => product.nameBn ?? product.name).slice(0, 2);
    console.log(
      `suggest ${JSON.stringify(q).padEnd(14)} p95 ${ms.toFixed(1).padStart(6)} ms, median ${median.toFixed(1).padStart(6)} ms  ` +
        `(${first.products.length} products: ${shown.join(', ')}…)${ms > BUDGET_MS ? '  OVER' : ''}`,
    );
    if (ms > BUDGET_MS) failures.push(`suggest ${q}: p95 ${ms.toFixed(1)} ms > ${BUDGET_MS} ms`);

    const captured: Array<{ sql: string; params: unknown[] }> = [];
    await suggestProducts(withLogger(database, captured, true), q, 6);
    for (const statement of captured) {
      const plan = await explainAnalyzed(database, statement);
      const seq = /Seq Scan on "?products"? /.test(plan);
      console.log(
        `    ${seq ? 'SEQ SCAN products' : `indexes: ${[...new Set(indexesUsed(plan))].join(', ')}`}`,
      );
      if (process.env.BENCH_PLANS) console.log(plan.replace(/^/gm, '      '));
    }
  }

  await database.close();
  await drop();
  if (failures.length) {
    console.error(`\nOver budget:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
