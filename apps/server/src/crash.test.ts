import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase } from './db/client.js';
import { orderItems, orders, products } from './db/schema.js';
import { createDatabase, type ServerDatabase } from './test/postgres-databases.js';
import { Browser, type ServerProcess, SHARED_ENV, startServer } from './test/server-process.js';
import { TEST_SHIPPING } from './test/test-orders.js';

// Issue 14: `kill -9` of a server in the middle of a burst of orders. Slow (real processes, a fresh
// database each), so they run when CRASH_TESTS=1, which .ci/run sets: the embedded database's test in
// CI's first pass, the two-server PostgreSQL test in its PostgreSQL pass (TEST_DATABASE_URL).

const crashTests = process.env.CRASH_TESTS === '1';
const serverUrl = process.env.TEST_DATABASE_URL;

const SHOPPERS = 20;
const ORDERS_EACH = 10;
const STOCK = 1_000;
/** The victim is killed once this many answers have come back (of 200). */
const KILL_AFTER_ANSWERS = 60;

interface Answer {
  server: ServerProcess;
  /** HTTP status, or 0 when the connection failed (the server was gone). */
  status: number;
  orderId: string | undefined;
  /** Whether the request was sent after the victim was killed. */
  afterKill: boolean;
}

/** Signs the owner in and gives one demo plant a stock every order below can draw from. */
async function stockUp(server: ServerProcess): Promise<string> {
  const admin = new Browser(server, { 'x-forwarded-for': '10.15.0.1' });
  const signedIn = await admin.send('POST', '/api/auth/sign-in/email', {
    email: SHARED_ENV.ADMIN_EMAIL,
    password: SHARED_ENV.ADMIN_PASSWORD,
  });
  expect(signedIn.status, signedIn.text).toBe(200);
  const list = await admin.send('GET', '/api/plants?limit=1');
  const [plant] = list.json.data as { _id: string }[];
  const stocked = await admin.send('PUT', `/api/plants/${plant!._id}`, { stock: STOCK });
  expect(stocked.status, stocked.text).toBe(200);
  return plant!._id;
}

async function signUpShoppers(server: ServerProcess): Promise<Browser[]> {
  return Promise.all(
    Array.from({ length: SHOPPERS }, async (_, i) => {
      // An address per shopper (TRUST_PROXY=1): the per-address sign-up limit is not what is tested.
      const shopper = new Browser(server, { 'x-forwarded-for': `10.15.${i + 1}.1` });
      const made = await shopper.send('POST', '/api/auth/sign-up/email', {
        email: `burst-${i}-${Date.now()}@example.com`,
        name: `Shopper ${i}`,
        password: 'shopper-password-1',
      });
      expect(made.status, made.text).toBe(200);
      return shopper;
    }),
  );
}

/**
 * 20 shoppers place 10 orders each, all at once, each shopper's orders one after another and spread
 * over `servers` in turn; `victim` gets `kill -9` once KILL_AFTER_ANSWERS answers are in.
 */
async function burst(
  shoppers: Browser[],
  servers: ServerProcess[],
  victim: ServerProcess,
  productId: string,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  let killed: Promise<void> | undefined;
  await Promise.all(
    shoppers.map(async (shopper, s) => {
      for (let j = 0; j < ORDERS_EACH; j++) {
        const server = servers[(s + j) % servers.length]!;
        shopper.server = server;
        const afterKill = killed !== undefined;
        let answer: Answer;
        try {
          const placed = await shopper.send(
            'POST',
            '/api/orders',
            { items: [{ _id: productId, quantity: 1 }], shipping: TEST_SHIPPING, paymentMethod: 'cod' },
            { 'idempotency-key': `burst-${s}-${j}` },
          );
          const data = placed.json?.data as { _id?: string } | undefined;
          answer = { server, status: placed.status, orderId: data?._id, afterKill };
        } catch {
          answer = { server, status: 0, orderId: undefined, afterKill };
        }
        answers.push(answer);
        if (answers.length === KILL_AFTER_ANSWERS) killed = victim.kill('SIGKILL');
      }
    }),
  );
  await killed;
  return answers;
}

const acknowledged = (answers: Answer[]) =>
  answers.filter((a) => a.status >= 200 && a.status < 300).map((a) => a.orderId!);

describe.skipIf(!crashTests || !serverUrl)('kill -9 of one of two servers on PostgreSQL', () => {
  const started: ServerProcess[] = [];
  let database: ServerDatabase | undefined;
  afterAll(async () => {
    await Promise.all(started.map((server) => server.kill('SIGKILL')));
    await database?.drop();
  });

  test('every acknowledged order exists with its stock taken once; the survivor answered every order', async () => {
    database = await createDatabase(serverUrl!, { prefix: 'plantopia_instances' });
    const env = { DATABASE_URL: database.url, TRUST_PROXY: '1' };
    const [a, b] = await Promise.all([startServer(env), startServer(env)]);
    started.push(a!, b!);
    const productId = await stockUp(a!);
    const shoppers = await signUpShoppers(b!);

    const answers = await burst(shoppers, [a!, b!], a!, productId);
    const survivor = answers.filter((answer) => answer.server === b);
    expect(survivor.filter((answer) => answer.status < 200 || answer.status >= 300)).toEqual([]);
    expect(survivor).toHaveLength((SHOPPERS * ORDERS_EACH) / 2);
    // The kill did land mid-burst: some orders to A went unanswered.
    expect(answers.filter((answer) => answer.server === a && answer.status === 0).length).toBeGreaterThan(0);

    const db = await openDatabase({ databaseUrl: database.url, dataDir: b!.dataDir });
    try {
      await expectOrdersIntact(db.db, acknowledged(answers), productId);
    } finally {
      await db.close();
    }
  }, 300_000);
});

describe.skipIf(!crashTests || Boolean(serverUrl))('kill -9 of the server on the embedded database', () => {
  const started: ServerProcess[] = [];
  afterAll(() => Promise.all(started.map((server) => server.kill('SIGKILL'))));

  test('after a restart on the same DATA_DIR every acknowledged order is there, its stock taken once', async () => {
    const env = { TRUST_PROXY: '1' };
    const first = await startServer(env);
    started.push(first);
    const productId = await stockUp(first);
    const shoppers = await signUpShoppers(first);

    const answers = await burst(shoppers, [first], first, productId);
    expect(answers.some((answer) => answer.afterKill && answer.status === 0)).toBe(true);
    const acked = acknowledged(answers);
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS / 2);

    // The lock file of the killed process is taken over; the database recovers from its WAL.
    const again = await startServer(env, { dataDir: first.dataDir });
    started.push(again);
    const owner = new Browser(again, { 'x-forwarded-for': '10.15.0.1' });
    expect((await owner.send('GET', `/api/plants/${productId}`)).status).toBe(200);
    await again.kill('SIGTERM');

    const db = await openDatabase({ databaseUrl: undefined, dataDir: first.dataDir });
    try {
      await expectOrdersIntact(db.db, acked, productId);
    } finally {
      await db.close();
    }
  }, 300_000);
});

/** Every acknowledged order is stored, and the stock went down by exactly what the stored orders took. */
async function expectOrdersIntact(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  acked: string[],
  productId: string,
) {
  expect(acked.every(Boolean)).toBe(true);
  const found = await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, acked));
  expect(found.length).toBe(acked.length);
  const [taken] = await db
    .select({ quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.productId, productId));
  const [product] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  expect(product!.stock).toBe(STOCK - taken!.quantity);
  expect(taken!.quantity).toBeGreaterThanOrEqual(acked.length);
}
