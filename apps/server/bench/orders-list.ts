/**
 * docs/budgets.md, issue 23 "Scale and speed": with 100 000 orders over two years, a page of the back
 * office's orders list answers in ≤ 50 ms (p95) for a search by phone, by name, and a filter by status +
 * date range + district sorted by date, with EXPLAIN showing indexes; the CSV export of all of them
 * streams in ≤ 15 s with memory that does not grow with the number of rows. The orders belong to 20 000
 * customer accounts, and a page of the customers list (issue 24 item 4: searched, filtered, sorted by what
 * they ordered) answers in ≤ 50 ms (p95) too.
 *
 * Seeds a fresh database (in-memory PGlite; a throwaway database on the server named by BENCH_DATABASE_URL,
 * e.g. postgres://postgres@127.0.0.1:5432/postgres), runs the repository's own queries (captured through
 * Drizzle's logger, so the SQL explained is the SQL the shop sends), then downloads the export over HTTP
 * from the real app. Run: npm run bench:orders-list -w apps/server
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import {
  AdminCustomersQuerySchema,
  type AdminOrdersQuery,
  AdminOrdersQuerySchema,
  BD_DISTRICTS,
} from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, type Db, openDatabase } from '../src/db/client.js';
import { schema } from '../src/db/schema.js';
import { listOrderRows } from '../src/modules/orders/back-office-repository.js';
import { createCustomerOrdersService } from '../src/modules/orders/customer-orders-service.js';
import { createCustomersService } from '../src/modules/users/customers-service.js';
import { createUsersService } from '../src/modules/users/users-service.js';
import { cheapPasswordHasher } from '../src/test/cheap-password-hash.js';

export const ORDER_COUNT = 100_000;
const CUSTOMER_COUNT = 20_000;
const TIMED_RUNS = Number(process.env.BENCH_RUNS ?? 40);

/** A fresh, migrated database: in-memory PGlite, or a throwaway one on BENCH_DATABASE_URL's server. */
export async function openBenchDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ databaseUrl: 'memory://', dataDir: tmpdir() });
    await database.migrate();
    return { database, drop: async () => {} };
  }
  const name = `plantopia_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
  await database.migrate();
  return {
    database,
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const NAMES = [
  'Rahim Uddin',
  'Karim Mia',
  'Nusrat Jahan',
  'Farhana Akter',
  'Tanvir Hasan',
  'রহিমা খাতুন',
  'সুমাইয়া ইসলাম',
  'Jamal Hossain',
];

/**
 * One INSERT … SELECT over generate_series, each choice from its own hash of the row number: two years
 * of orders, mostly delivered and cash on delivery, as a Bangladeshi shop's are; one to three lines each.
 */
export async function seed(database: Database): Promise<void> {
  const { db } = database;
  const h = (salt: number) => `abs(hashint4(g * 37 + ${salt}))`;
  const names = `array[${NAMES.map((name) => `'${name}'`).join(', ')}]`;
  // The shop's customers, joined over two years; half of them saved a phone on their account.
  await db.execute(
    sql.raw(`
    insert into "user" (id, name, email, email_verified, role, shipping_address, created_at, updated_at)
    select 'bench-shopper-' || g, (${names})[1 + ${h(11)} % ${NAMES.length}] || ' ' || g,
      'customer' || g || '@example.com', true, 'user',
      case when g % 2 = 0 then jsonb_build_object('phone', '01' || (3 + ${h(12)} % 7) || lpad((${h(13)} % 100000000)::text, 8, '0'))
        else '{}'::jsonb end,
      now() - make_interval(secs => ${h(14)} % (2 * 365 * 86400)), now()
    from generate_series(1, ${CUSTOMER_COUNT}) as g
  `),
  );
  const districts = BD_DISTRICTS.map((district) => district.id);
  await db.execute(
    sql.raw(`
    insert into orders (id, user_id, status, payment_method, payment_status, shipping, subtotal, shipping_fee,
      discount, total, locale, phone, phone_reversed, customer_name, email, district_id, delivery_zone,
      confirmation, created_at, updated_at)
    select
      'bench' || lpad(to_hex(g), 27, '0'),
      'bench-shopper-' || (1 + ${h(9)} % ${CUSTOMER_COUNT}),
      s.status, s.method,
      case when s.method = 'cod' then (case when s.status = 'delivered' then 'paid' else 'unpaid' end)
           when s.status = 'cancelled' then 'refunded' else 'paid' end,
      jsonb_build_object('name', s.name, 'email', s.email, 'phone', s.phone, 'address', 'House ' || g % 90 || ', Road 5',
        'city', 'City', 'state', 'State', 'postalCode', '', 'country', 'Bangladesh', 'districtId', s.district),
      s.total - 6000, 6000, 0, s.total, case when g % 3 = 0 then 'bn' else 'en' end,
      s.phone, reverse(s.phone), s.name, s.email, s.district, 'Everywhere else',
      case when s.method = 'cod' and s.status = 'pending' then 'to_confirm' end,
      s.created, s.created
    from generate_series(1, ${ORDER_COUNT}) as g,
    lateral (select
      (array['delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered','delivered',
             'shipped','shipped','accepted','pending','pending','returned','returned','cancelled','cancelled'])[1 + ${h(1)} % 20] as status,
      (array['cod','cod','cod','cod','cod','cod','cod','bkash','bkash','sslcommerz'])[1 + ${h(2)} % 10] as method,
      (${names})[1 + ${h(3)} % ${NAMES.length}] || ' ' || (g % 5000) as name,
      'shopper' || (g % 40000) || '@example.com' as email,
      '01' || (3 + ${h(4)} % 7) || lpad((${h(5)} % 100000000)::text, 8, '0') as phone,
      (array[${districts.join(',')}])[1 + ${h(6)} % ${districts.length}] as district,
      (20000 + ${h(7)} % 800000) as total,
      now() - make_interval(secs => ${h(8)} % (2 * 365 * 86400)) as created
    ) as s
  `),
  );
  // Each line names its product's first variant, which carries the product's id (docs/decisions/038).
  await db.execute(
    sql.raw(`
    insert into order_items (id, order_id, product_id, variant_id, category, name, price, quantity, image_url, position)
    select o.id || '-' || n, o.id, 'p' || n, 'p' || n, 'plants', 'Plant ' || n, 50000, 1 + n % 2, '/placeholder.png', n
    from orders o, generate_series(1, 1 + abs(hashint4(length(o.id) + ascii(right(o.id, 1)))) % 3) as n
  `),
  );
  // What autovacuum does on PostgreSQL after a bulk load; PGlite has none.
  await db.execute(sql`vacuum analyze orders`);
  await db.execute(sql`vacuum analyze order_items`);
  // One customer in a hundred blocked from ordering, half of those blocks since lifted.
  await db.execute(
    sql.raw(`
    insert into customer_blocks (id, user_id, reason, blocked_at, blocked_by_name, lifted_at, lifted_by_name)
    select 'bench-block-' || g, 'bench-shopper-' || g, 'Refused parcels', now() - interval '30 days', 'Owner',
      case when g % 200 = 0 then now() end, case when g % 200 = 0 then 'Owner' end
    from generate_series(100, ${CUSTOMER_COUNT}, 100) as g
  `),
  );
  await db.execute(sql`vacuum analyze "user"`);
  await db.execute(sql`vacuum analyze customer_blocks`);
  await db.execute(sql`vacuum analyze customer_order_figures`);
}

export function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
}

export function indexesUsed(plan: string): string[] {
  return [
    ...plan.matchAll(/(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g),
  ].map((m) => m[1]!);
}

async function main(): Promise<void> {
  let started = performance.now();
  const { database, drop } = await openBenchDatabase();
  console.log(
    `${database.kind}: fresh database + migrations ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  started = performance.now();
  await seed(database);
  console.log(
    `seeded ${ORDER_COUNT.toLocaleString('en-US')} orders + items: ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );

  const sample = (
    (await database.db.execute(
      sql`select phone, district_id from orders where status = 'pending' order by id limit 1`,
    )) as unknown as { rows: Array<{ phone: string; district_id: number }> }
  ).rows[0]!;
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10);
  const cases: Array<[string, Record<string, string>]> = [
    ['q = last 4 digits of a phone', { q: sample.phone.slice(-4) }],
    ['q = a whole phone number', { q: sample.phone }],
    ['q = a name (rahim)', { q: 'rahim' }],
    [
      'status + 30 days + district, by date',
      { status: 'pending,accepted', from: monthAgo, to: today, districtId: String(sample.district_id) },
    ],
    ['confirmation queue', { confirmation: 'to_confirm,no_answer', status: 'pending' }],
    ['all orders, page 1, newest first', {}],
    ['all orders, page 200', { page: '200' }],
    ['all orders by total, largest first', { sort: 'total' }],
  ];

  const captured: Array<{ sql: string; params: unknown[] }> = [];
  const failures: string[] = [];
  const explain = (statement: string, params: unknown[]) =>
    explainAnalyzed(database, { sql: statement, params });

  /** Times `list` (p95 of TIMED_RUNS), and explains the statements its first run sent. */
  async function measure(title: string, list: (db: Db) => Promise<unknown>, table: string): Promise<void> {
    captured.length = 0;
    const timings: number[] = [];
    for (let run = 0; run < TIMED_RUNS; run++) {
      const t0 = performance.now();
      await list(withLogger(database, captured, run === 0));
      timings.push(performance.now() - t0);
    }
    const plans = await Promise.all(
      captured.slice(0, 3).map((statement) => explain(statement.sql, statement.params)),
    );
    const uses = [...new Set(plans.flatMap(indexesUsed))];
    const seq = plans.some((plan) => new RegExp(`Seq Scan on "?${table}"? `).test(plan));
    const ms = p95(timings);
    console.log(
      `${title.padEnd(42)} p95 ${ms.toFixed(1).padStart(6)} ms   ${seq ? `SEQ SCAN on ${table}` : `indexes: ${uses.join(', ') || '(none)'}`}`,
    );
    if (ms > 50) failures.push(`${title}: p95 ${ms.toFixed(1)} ms > 50 ms`);
    if (process.env.BENCH_PLANS) for (const plan of plans) console.log(plan.replace(/^/gm, '    '));
  }
  for (const [title, raw] of cases) {
    const query = AdminOrdersQuerySchema.parse(raw) as AdminOrdersQuery;
    await measure(title, (db) => listOrderRows(db, query), 'orders');
  }

  // The customers list (issue 24 item 4), through its service as the route calls it.
  const customer = (
    (await database.db.execute(
      sql`select shipping_address ->> 'phone' as phone from "user" where shipping_address ? 'phone' order by id limit 1`,
    )) as unknown as { rows: Array<{ phone: string }> }
  ).rows[0]!;
  const customerCases: Array<[string, Record<string, string>]> = [
    ['customers, page 1, newest first', {}],
    ['customers, page 200, newest first', { page: '200' }],
    ['customers by spent, most first', { sort: 'spent' }],
    ['customers by orders, page 50', { sort: 'orders', page: '50' }],
    ['customers by last order', { sort: 'lastOrder' }],
    ['customers, q = last 4 digits of a phone', { q: sample.phone.slice(-4) }],
    ['customers, q = a saved phone', { q: customer.phone }],
    ['customers, q = a name (rahim), by spent', { q: 'rahim', sort: 'spent' }],
    ['customers, role + not blocked, by spent', { role: 'user', blocked: 'no', sort: 'spent' }],
  ];
  for (const [title, raw] of customerCases) {
    const query = AdminCustomersQuerySchema.parse(raw);
    await measure(
      title,
      (db) => createCustomersService({ db, orders: createCustomerOrdersService({ db }) }).list(query),
      'user',
    );
  }
  // What a blocked account costs every order placed: one probe, inside the order's transaction.
  await measure(
    'order placement: the block check',
    (db) => createUsersService({ db }).requireMayOrder(db, 'bench-shopper-150'),
    'customer_blocks',
  );

  // The export, as staff download it: over HTTP from the real app, read as a stream.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plantopia-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    SEED_DEMO: 'false',
  });
  const app = await buildApp({ config, database, passwordHasher: cheapPasswordHasher });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${address.port}`;
  const staff = await app.auth.api.signUpEmail({
    body: { email: 'staff@bench.example', name: 'Staff', password: 'correct-horse-battery' },
    asResponse: true,
  });
  await database.db.execute(sql`update "user" set role = 'staff' where email = 'staff@bench.example'`);
  const cookie = staff.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 50);
  started = performance.now();
  const response = await fetch(`${base}/api/admin/orders.csv`, { headers: { cookie } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    `\nCSV export: ${response.status}, ${(lines - 1).toLocaleString('en-US')} rows, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s; ` +
      `memory (RSS) ${(rssBefore / 1e6).toFixed(0)} MB before, peak ${(rssPeak / 1e6).toFixed(0)} MB`,
  );
  if (lines - 1 !== ORDER_COUNT) failures.push(`the export had ${lines - 1} rows, not ${ORDER_COUNT}`);
  if (seconds > 15) failures.push(`the export took ${seconds.toFixed(1)} s > 15 s`);
  await app.close();
  await database.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
  if (failures.length) {
    console.error(`\nOver budget:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

/** The same database through a Drizzle that records the statements it sends (only while `record`). */
export function withLogger(
  database: Database,
  into: Array<{ sql: string; params: unknown[] }>,
  record: boolean,
): Db {
  if (!record) return database.db;
  const client = (database.db as unknown as { $client: unknown }).$client;
  const logger = { logQuery: (query: string, params: unknown[]) => into.push({ sql: query, params }) };
  return (database.kind === 'pglite'
    ? drizzlePglite({ client: client as PGlite, schema, logger })
    : drizzlePg({ client: client as pg.Pool, schema, logger })) as unknown as Db;
}

/** A statement with its parameters written in, for EXPLAIN (the bench's own values: no user input). */
/** EXPLAIN ANALYZE of a statement the shop sent (its parameters written in), as one text. */
export async function explainAnalyzed(
  database: Database,
  statement: { sql: string; params: unknown[] },
): Promise<string> {
  const prefix =
    database.kind === 'pglite'
      ? 'explain (analyze, costs off, timing off, summary on)'
      : 'explain (analyze, costs off, summary on)';
  const result = (await database.db.execute(
    sql.raw(`${prefix} ${inline(statement.sql, statement.params)}`),
  )) as unknown as { rows: Array<Record<string, string>> };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

export function inline(statement: string, params: unknown[]): string {
  return statement.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    if (value instanceof Date) return `'${value.toISOString()}'`;
    if (typeof value === 'number') return String(value);
    return `'${String(value).replaceAll("'", "''")}'`;
  });
}

// Run as a script; bench/reports.ts imports the seeding and measuring from here.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
