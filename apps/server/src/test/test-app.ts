import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, type DatabaseOptions, openDatabase } from '../db/client.js';
import { user } from '../db/schema.js';
import { seedDemoShop } from '../seed/seed-demo.js';
import { cheapPasswordHasher } from './cheap-password-hash.js';
import { createDatabase } from './postgres-databases.js';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * What every in-memory test database starts from, read once per worker (test files share a worker's
 * modules, apps/server/vitest.config.ts): the migrated snapshot and PGlite's engine. Compiling the
 * engine and reading its files again for each of a hundred test shops cost a quarter second each.
 */
let pgliteStart: Promise<NonNullable<DatabaseOptions['pglite']>> | undefined;
function loadPgliteStart(): Promise<NonNullable<DatabaseOptions['pglite']>> {
  pgliteStart ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return {
      loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]),
      pgliteWasmModule: await WebAssembly.compile(readFileSync(path.join(dist, 'pglite.wasm'))),
      fsBundle: new Blob([readFileSync(path.join(dist, 'pglite.data'))]),
    };
  })();
  return pgliteStart;
}

/**
 * A database for one test file: in-memory PGlite from the migrated snapshot, or, when
 * TEST_DATABASE_URL is set, a throwaway copy of the migrated template on that PostgreSQL server (dropped
 * on close).
 */
export async function openTestDatabase(
  options: Pick<DatabaseOptions, 'onConnectionError'> = {},
): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return openDatabase({ databaseUrl: 'memory://', dataDir: tmpdir(), pglite: await loadPgliteStart() });
  }
  const copy = await createDatabase(serverUrl, {
    prefix: 'plantopia_test',
    template: inject('postgresTemplate'),
  });
  const database = await openDatabase({ databaseUrl: copy.url, dataDir: tmpdir(), ...options });
  return {
    ...database,
    async close() {
      await database.close();
      await copy.drop();
    },
  };
}

export interface TestShop {
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on a real database, as main.ts builds it; `seed` adds the demo catalog and blog. */
export async function createTestShop(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    webDist?: string;
    /** An outside service in place of the default (e.g. an SMS gateway that fails), or a clock. */
    deps?: Pick<AppDeps, 'sms' | 'mailer' | 'careReminderClock'>;
    /** Another server on the same database (several instances, docs/architecture.md §7). */
    database?: Database;
    /** Store passwords as production does (Better Auth's scrypt) instead of the tests' cheap hash. */
    productionPasswordHash?: boolean;
  } = {},
): Promise<TestShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plantopia-test-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      BETTER_AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
      PUBLIC_URL: TEST_ORIGIN,
      SEED_DEMO: 'false',
      ...options.env,
    },
    { webDist: options.webDist },
  );
  const database = options.database ?? (await openTestDatabase());
  if (options.seed) await seedDemoShop(database.db);
  const passwordHasher = options.productionPasswordHash ? undefined : cheapPasswordHasher;
  const app = await buildApp({ config, database, passwordHasher, ...options.deps });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      // A shared database is closed by the test that opened it.
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  /** The `Cookie` header value carrying the session. */
  cookie: string;
}

/**
 * Registers a shopper through Better Auth's real sign-up (called in-process, so the per-IP HTTP rate
 * limit stays free for the tests that exercise it) and returns the session cookie.
 */
export async function signUp(
  shop: TestShop,
  options: { name?: string; role?: 'admin' | 'staff' } = {},
): Promise<TestUser> {
  const email = `shopper-${randomUUID()}@example.com`;
  const name = options.name ?? 'Test Shopper';
  const password = 'correct-horse-battery';
  const response = await shop.app.auth.api.signUpEmail({ body: { email, name, password }, asResponse: true });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (options.role) {
    await shop.database.db.update(user).set({ role: options.role }).where(eq(user.id, body.user.id));
  }
  return { id: body.user.id, email, name, password, cookie };
}

/** `app.inject` with the session cookie (if any) and the shop's own Origin, as a browser sends. */
export function request(shop: TestShop, as: TestUser | null, options: InjectOptions) {
  return shop.app.inject({
    ...options,
    headers: {
      origin: TEST_ORIGIN,
      ...(as ? { cookie: as.cookie } : {}),
      ...options.headers,
    },
  });
}

/**
 * Pays for `items` with the sandbox test card (4242…), as the checkout does: the cart is saved, a payment
 * intent made and confirmed. Answers the order fields that name the payment.
 */
export async function payBySandboxCard(
  shop: TestShop,
  shopper: TestUser,
  items: Array<{ _id: string; quantity: number }>,
): Promise<{ paymentMethod: 'card'; paymentIntentId: string }> {
  await request(shop, shopper, { method: 'PUT', url: `/api/cart/${shopper.id}`, payload: { cart: items } });
  const intent = (await request(shop, shopper, { method: 'POST', url: '/api/create-payment-intent' })).json();
  await request(shop, shopper, {
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    payload: {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    },
  });
  return { paymentMethod: 'card', paymentIntentId: intent.paymentIntentId };
}
