import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FakeBkash, startFakeBkash } from '../test/fake-bkash.js';
import { type FakeSslcommerz, startFakeSslcommerz } from '../test/fake-sslcommerz.js';
import { redirectProvidersEnv } from '../test/redirect-shop.js';
import { createTestShop, type TestShop } from '../test/test-app.js';
import { FINGERPRINT_EXCLUDED_TABLES, fingerprintedTables } from './db-fingerprint.js';
import { caseFor } from './fuzz-cases.js';
import { type FuzzTarget, fuzzRoute, hashSeed, type RouteRun, Stats } from './fuzz-runner.js';
import {
  BETTER_AUTH_ROUTES,
  type FuzzRoute,
  type OpenApiDocument,
  routeName,
  routeOrder,
  routesFromOpenApi,
} from './routes-from-openapi.js';
import { createShopTarget } from './shop-target.js';

/*
 * Property-based fuzz test of every route (issue 10, "Keep it true"; docs/api.md: bad input never produces
 * a 500, nor a half-written change). For every route of /api/openapi.json, the Better Auth routes the
 * shop uses and the upload route, fast-check generates cases (a valid request with one part made
 * hostile) and each is sent as an anonymous caller, a shopper and an admin. Every answer must be < 500,
 * come within 5 s, be the JSON envelope on /api, and a refused one (4xx) must leave the database as it was.
 *
 *   FUZZ_RUNS=n        cases in all, spread evenly over the routes (at least one each); each case is sent
 *                      as 3 callers, so 3 requests (default: 3 cases per route, about 650 requests;
 *                      FUZZ_RUNS=7000 is about 21 000 requests)
 *   FUZZ_SEED=n        fast-check's seed (default fixed, so every run of `npm test` sends the same cases)
 *   FUZZ_ROUTE=text    only the routes whose "METHOD /path" contains the text (to replay a failure)
 *   FUZZ_PATH=p        with FUZZ_ROUTE and the seed of the report: replay that counterexample only
 *   FUZZ_KEEP_GOING=1  record every failing request and go on, then report the distinct failures
 *   FUZZ_REPORT=file   also write the summary and the distinct failures there as JSON
 *
 * A failure shows fast-check's shrunk counterexample («product#3» stands for an existing row) and the
 * request as it was sent: method, URL, headers and body (JS string literals, so NUL and lone surrogates
 * show as \u0000 and \ud800), with the answer and what the server logged.
 * Replay one: FUZZ_ROUTE='GET /api/plants/{id}' FUZZ_SEED=<seed> FUZZ_PATH=<path>, both from the report.
 * Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (test-app's openTestDatabase).
 * The refusals that may write on purpose are listed, each with its reason, in db-fingerprint.ts.
 */

const DEFAULT_CASES_PER_ROUTE = 3;
const DEFAULT_SEED = 20_251_010;
const TIME_LIMIT_MS = 5_000;

const env = process.env;
const totalCases = env.FUZZ_RUNS ? Number(env.FUZZ_RUNS) : undefined;
const seed = env.FUZZ_SEED ? Number(env.FUZZ_SEED) : DEFAULT_SEED;
const keepGoing = env.FUZZ_KEEP_GOING === '1';
const longRun = env.FUZZ_RUNS !== undefined;
if (totalCases !== undefined && !(Number.isInteger(totalCases) && totalCases > 0)) {
  throw new Error('FUZZ_RUNS must be a positive integer');
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

describe('API fuzz: hostile input on every route', () => {
  let shop: TestShop;
  let ssl: FakeSslcommerz;
  let bkash: FakeBkash;
  let target: FuzzTarget & { restore(): void };
  let routes: FuzzRoute[];

  beforeAll(async () => {
    // bKash and SSLCommerz on their local fakes, so their checkout and callback routes are fuzzed too.
    [ssl, bkash] = await Promise.all([startFakeSslcommerz(), startFakeBkash()]);
    // The background work (sending queued order messages, expiring payment holds) writes on its own
    // clock; held off for the run, so a change seen around a refused request is that request's.
    shop = await createTestShop({
      seed: true,
      env: {
        ...redirectProvidersEnv({ ssl, bkash }),
        // The card routes are fuzzed too: the test card, off beside real providers, is asked for.
        SANDBOX_CARD: 'true',
        MESSAGE_SEND_INTERVAL_SECONDS: '3600',
        PAYMENT_HOLD_SWEEP_SECONDS: '3600',
      },
    });
    target = await createShopTarget(shop);
    const document = await shop.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    const all = [...routesFromOpenApi(document.json() as OpenApiDocument), ...BETTER_AUTH_ROUTES];
    routes = all
      .map((route, i) => ({ route, i }))
      .sort((a, b) => routeOrder(a.route) - routeOrder(b.route) || a.i - b.i)
      .map(({ route }) => route);
  });

  afterAll(async () => {
    target?.restore();
    await shop?.close();
    await Promise.all([ssl?.close(), bkash?.close()]);
  });

  test('the routes come from the OpenAPI document, Better Auth and the upload route', () => {
    const names = routes.map(routeName);
    expect(names.length).toBeGreaterThan(50);
    expect(names).toContain('PUT /api/plants/{id}');
    expect(names).toContain('POST /api/auth/sign-in/email');
    expect(names).toContain('POST /api/payments/sslcommerz/ipn');
    expect(names).toContain('GET /api/payments/bkash/callback');
    expect(names).toContain('POST /api/orders/{id}/cash-on-delivery');
    expect(routes.find((r) => r.path === '/api/upload-image')?.bodyKind).toBe('multipart');
    expect(
      routes.find((r) => r.path === '/api/plants' && r.method === 'POST')?.body?.properties,
    ).toHaveProperty('price');
    expect(
      routes.find((r) => r.path === '/api/plants' && r.method === 'GET')?.query.map((q) => q.name),
    ).toContain('minPrice');
  });

  test('the database fingerprint covers every table but the documented exclusions', async () => {
    const result = await shop.database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      name: string;
    }[];
    const inDatabase = rows.map((r) => r.name).filter((name) => name !== '__drizzle_migrations');
    const covered = [...fingerprintedTables(), ...Object.keys(FINGERPRINT_EXCLUDED_TABLES)];
    expect(inDatabase.filter((name) => !covered.includes(name))).toEqual([]);
    // A change to a row is seen even when its updated_at is not touched.
    const before = await target.fingerprint();
    await shop.database.db.execute(
      sql`update products set stock = stock + 1 where id = (select min(id) from products)`,
    );
    const after = await target.fingerprint();
    expect(Object.keys(after).filter((t) => after[t] !== before[t])).toEqual(['products']);
  });

  test(
    `${totalCases ? `${totalCases} cases` : `${DEFAULT_CASES_PER_ROUTE} cases per route`}, each as 3 callers: no 5xx, no answer slower than ${TIME_LIMIT_MS} ms, the envelope, no change when refused`,
    async () => {
      const stats = new Stats();
      const selected = routes.filter((route) => !env.FUZZ_ROUTE || routeName(route).includes(env.FUZZ_ROUTE));
      expect(selected.length).toBeGreaterThan(0);
      const numRuns = totalCases
        ? Math.max(1, Math.round(totalCases / selected.length))
        : DEFAULT_CASES_PER_ROUTE;
      const runs: RouteRun[] = [];
      for (const route of selected) {
        const otherMethods = METHODS.filter(
          (method) =>
            !routes.some(
              (r) =>
                r.path === route.path && (r.method === method || (method === 'HEAD' && r.method === 'GET')),
            ),
        );
        const name = routeName(route);
        runs.push(
          await fuzzRoute(target, name, caseFor(route, { otherMethods }), {
            // A replay (FUZZ_ROUTE with FUZZ_SEED) takes the seed as reported; otherwise each route has its own.
            seed: env.FUZZ_ROUTE && env.FUZZ_SEED ? seed : hashSeed(seed, name),
            numRuns,
            path: env.FUZZ_PATH,
            timeLimitMs: TIME_LIMIT_MS,
            keepGoing,
            stats,
          }),
        );
      }

      const distinct = stats.distinct();
      if (longRun || keepGoing) {
        console.log(
          `API fuzz, seed ${seed}, ${selected.length} routes × ${numRuns} cases\n${stats.summary()}`,
        );
        if (distinct.length > 0) {
          console.log(
            `distinct failures: ${distinct.length}\n${distinct.map((d) => `${d.count}× ${d.key}\n${indent(d.example.report)}`).join('\n')}`,
          );
        }
      }
      if (env.FUZZ_REPORT) {
        const report = {
          seed,
          routes: selected.length,
          numRuns,
          stats: stats.summary(),
          byRoute: stats.byRoute,
          distinct,
          runs,
        };
        writeFileSync(env.FUZZ_REPORT, JSON.stringify(report, null, 2));
      }

      const failed = runs.filter((run) => run.failed);
      const message = keepGoing
        ? distinct.map((d) => `${d.count}× ${d.key}\n${indent(d.example.report)}`).join('\n\n')
        : failed.map((run) => `── ${run.route} (seed ${run.seed})\n${run.report}`).join('\n\n');
      expect(failed.length + (keepGoing ? stats.failures.length : 0), message).toBe(0);
    },
    // The default run takes well under a minute; a long run may take hours, its requests are bounded each.
    longRun ? Math.min(2_147_483_647, 120_000 + (totalCases ?? 0) * 3 * TIME_LIMIT_MS) : 240_000,
  );
});

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
