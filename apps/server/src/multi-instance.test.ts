import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FakeBkash, startFakeBkash } from './test/fake-bkash.js';
import { type FakeS3, startFakeS3 } from './test/fake-s3.js';
import { createDatabase, type ServerDatabase } from './test/postgres-databases.js';
import { redirectProvidersEnv } from './test/redirect-shop.js';
import { Browser, type ServerProcess, SHARED_ENV, startServer } from './test/server-process.js';
import { TEST_SHIPPING } from './test/test-orders.js';

// Issue 14: two real servers (processes of their own, real HTTP) on one fresh PostgreSQL database, with
// Redis when one answers on 127.0.0.1:6379 and uploads in a local S3-compatible server. Runs in CI's
// PostgreSQL pass (TEST_DATABASE_URL); skipped on the embedded database, which has one server.

const serverUrl = process.env.TEST_DATABASE_URL;

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
const redisRuns = await answers(6379);

/**
 * Polls `url` on `server` until `isFresh` holds for its JSON answer, and answers how long that took:
 * any cached read (catalog JSON, a server-rendered page's text) can be checked this way.
 */
async function freshWithin(
  server: { url: string },
  url: string,
  isFresh: (answer: { json: unknown; text: string }) => boolean,
  limitMs: number,
  headers: Record<string, string> = {},
): Promise<number> {
  const reader = new Browser(server, headers);
  const started = Date.now();
  for (;;) {
    const answer = await reader.send('GET', url);
    if (isFresh(answer)) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`${url} still stale after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.skipIf(!serverUrl)('two servers on one PostgreSQL', () => {
  let database: ServerDatabase;
  let s3: FakeS3;
  let bkash: FakeBkash;
  let a: ServerProcess;
  let b: ServerProcess;
  let adminOnA: Browser;

  beforeAll(async () => {
    database = await createDatabase(serverUrl!, { prefix: 'plantopia_instances' });
    s3 = await startFakeS3();
    bkash = await startFakeBkash();
    const env = {
      DATABASE_URL: database.url,
      // Each request below names its client address, so per-address limits do not mix the tests up.
      TRUST_PROXY: '1',
      ...(redisRuns ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}),
      ...s3.env,
      ...redirectProvidersEnv({ bkash }),
      // Room for the slow status query of the hold test below.
      BKASH_TIMEOUT_SECONDS: '10',
      // Both servers look for ended holds every second, so their runs meet (see the hold test).
      PAYMENT_HOLD_SWEEP_SECONDS: '1',
    };
    // Started together: migrations and the demo seed must happen once (the start-up lock).
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    adminOnA = new Browser(a, { 'x-forwarded-for': '10.14.0.1' });
    const signedIn = await adminOnA.send('POST', '/api/auth/sign-in/email', {
      email: SHARED_ENV.ADMIN_EMAIL,
      password: SHARED_ENV.ADMIN_PASSWORD,
    });
    expect(signedIn.status, signedIn.text).toBe(200);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await s3?.close();
    await bkash?.close();
    await database?.drop();
  });

  test('the demo shop was seeded once although both servers started together', async () => {
    const plants = await new Browser(b).send('GET', '/api/plants?limit=100');
    const names = (plants.json.data as { name: string }[]).map((product) => product.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });

  test('a price changed through A is served by B within a second', async () => {
    const list = await new Browser(b).send('GET', '/api/plants?limit=1');
    const [product] = list.json.data as { _id: string; price: number }[];
    const url = `/api/plants/${product!._id}`;
    // B has the product cached (read twice), as well as its list.
    await new Browser(b).send('GET', url);
    await new Browser(b).send('GET', url);
    const newPrice = product!.price + 7;
    const changed = await adminOnA.send('PUT', url, { price: newPrice });
    expect(changed.status, changed.text).toBe(200);
    const priceOf = ({ json }: { json: unknown }) => (json as { data: { price: number } }).data.price;
    expect(await freshWithin(b, url, (answer) => priceOf(answer) === newPrice, 1_000)).toBeLessThan(1_000);
    const listed = (answer: { json: unknown }) =>
      (answer.json as { data: { _id: string; price: number }[] }).data.find((p) => p._id === product!._id)
        ?.price === newPrice;
    expect(await freshWithin(b, '/api/plants?limit=1', listed, 1_000)).toBeLessThan(1_000);
  });

  // The server-rendered page needs the built web app (npm run build), which CI's PostgreSQL pass has.
  test.skipIf(!existsSync(path.resolve(import.meta.dirname, '../../web/dist-ssr')))(
    "a price changed through A is in B's server-rendered page within a second",
    async () => {
      const list = await new Browser(b).send('GET', '/api/plants?limit=1');
      const [product] = list.json.data as { _id: string; price: number }[];
      const html = { accept: 'text/html' };
      const page = `/product/${product!._id}`;
      // B has the anonymous page cached (rendered once, then read from its page cache).
      await new Browser(b, html).send('GET', page);
      await new Browser(b, html).send('GET', page);
      const newPrice = product!.price + 11;
      const changed = await adminOnA.send('PUT', `/api/plants/${product!._id}`, { price: newPrice });
      expect(changed.status, changed.text).toBe(200);
      // The page carries the product as the data the browser hydrates from.
      const showsNewPrice = ({ text }: { text: string }) => text.includes(`"price":${newPrice}`);
      expect(await freshWithin(b, page, showsNewPrice, 1_000, html)).toBeLessThan(1_000);
    },
  );

  test('a session made on A works on B', async () => {
    const shopper = new Browser(a, { 'x-forwarded-for': '10.14.0.2' });
    const email = `both-${Date.now()}@example.com`;
    const made = await shopper.send('POST', '/api/auth/sign-up/email', {
      email,
      name: 'Two Servers',
      password: 'shopper-password-1',
    });
    expect(made.status, made.text).toBe(200);
    shopper.server = b;
    const session = await shopper.send('GET', '/api/auth/get-session');
    expect(session.status).toBe(200);
    expect((session.json as { user?: { email: string } }).user?.email).toBe(email);
  });

  test('the sign-in limit counts failures made on both servers', async () => {
    const email = `limited-${Date.now()}@example.com`;
    const owner = new Browser(a, { 'x-forwarded-for': '10.14.0.3' });
    expect(
      (
        await owner.send('POST', '/api/auth/sign-up/email', {
          email,
          name: 'L',
          password: 'right-password-1',
        })
      ).status,
    ).toBe(200);
    // Five wrong passwords on each server, each from an address of its own: only the account counts.
    for (let i = 0; i < 10; i++) {
      const guesser = new Browser(i % 2 ? a : b, { 'x-forwarded-for': `10.14.1.${i + 1}` });
      const failed = await guesser.send('POST', '/api/auth/sign-in/email', {
        email,
        password: 'wrong-password',
      });
      expect(failed.status, failed.text).toBe(401);
    }
    for (const server of [a, b]) {
      const locked = await new Browser(server, { 'x-forwarded-for': '10.14.2.1' }).send(
        'POST',
        '/api/auth/sign-in/email',
        { email, password: 'right-password-1' },
      );
      expect(locked.status, locked.text).toBe(429);
      expect(locked.text).toMatch(/locked|too many/i);
    }
  });

  test.skipIf(!redisRuns)(
    'with Redis, a per-address limit counts requests made on both servers',
    async () => {
      // Redis keeps its counters between runs: an address of this run's own, so a rerun starts at zero.
      const address = `10.15.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
      for (let i = 0; i < 10; i++) {
        const subscriber = new Browser(i % 2 ? a : b, { 'x-forwarded-for': address });
        const ok = await subscriber.send('POST', '/api/newsletter', {
          email: `n${i}-${Date.now()}@example.com`,
        });
        expect(ok.status, ok.text).toBe(200);
      }
      const refused = await new Browser(a, { 'x-forwarded-for': address }).send('POST', '/api/newsletter', {
        email: `over-${Date.now()}@example.com`,
      });
      expect(refused.status).toBe(429);
    },
  );

  test('an image uploaded through A is served by B, resized too', async () => {
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'leaf.png');
    const response = await fetch(`${a.url}/api/upload-image`, {
      method: 'POST',
      headers: { origin: SHARED_ENV.PUBLIC_URL, cookie: adminOnA.cookie, 'x-forwarded-for': '10.14.0.1' },
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    for (const url of [imageUrl, `${imageUrl}?w=160`]) {
      const fromB = await fetch(`${b.url}${url}`);
      expect(fromB.status).toBe(200);
      const meta = await sharp(Buffer.from(await fromB.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(url.includes('?w=') ? 160 : 320);
    }
  });

  describe('a bKash order holding the last units of a product', () => {
    let sql: pg.Client;
    beforeAll(async () => {
      sql = new pg.Client({ connectionString: database.url });
      await sql.connect();
    });
    afterAll(async () => {
      bkash.behaviour.queryDelayMs = 0;
      await sql?.end();
    });

    async function stockOf(productId: string): Promise<number> {
      const { rows } = await sql.query<{ stock: number }>('select stock from products where id = $1', [
        productId,
      ]);
      return rows[0]!.stock;
    }

    /** A product with 2 left, and a shopper's bKash order for both placed through A: the stock is held. */
    async function placeHeldOrder(client: string) {
      const list = await new Browser(b).send('GET', '/api/plants?limit=2');
      const product = (list.json.data as { _id: string }[])[client.endsWith('1') ? 0 : 1]!;
      const restocked = await adminOnA.send('PUT', `/api/plants/${product._id}`, { stock: 2 });
      expect(restocked.status, restocked.text).toBe(200);
      const shopper = new Browser(a, { 'x-forwarded-for': client });
      const made = await shopper.send('POST', '/api/auth/sign-up/email', {
        email: `hold-${client}-${Date.now()}@example.com`,
        name: 'Hold Once',
        password: 'shopper-password-1',
      });
      expect(made.status, made.text).toBe(200);
      const placed = await shopper.send('POST', '/api/orders', {
        items: [{ _id: product._id, quantity: 2 }],
        shipping: TEST_SHIPPING,
        paymentMethod: 'bkash',
      });
      expect(placed.status, placed.text).toBe(201);
      const order = placed.json.data as { _id: string; paymentStatus: string };
      expect(order.paymentStatus).toBe('awaiting_payment');
      expect(await stockOf(product._id)).toBe(0);
      const paymentID = new URL(placed.json.redirectUrl as string).pathname.split('/').pop()!;
      return { productId: product._id, orderId: order._id, paymentID, shopper };
    }

    /** The hold ends now: the due time moves into the past, for whichever server sweeps next. */
    async function endHold(orderId: string): Promise<void> {
      await sql.query(`update orders set payment_due_at = now() - interval '1 minute' where id = $1`, [
        orderId,
      ]);
    }

    async function waitUntil(what: string, done: () => Promise<boolean>): Promise<void> {
      const started = Date.now();
      while (!(await done())) {
        if (Date.now() - started > 20_000) throw new Error(`${what}:\n${a.output()}\n${b.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    async function orderRow(orderId: string) {
      const { rows } = await sql.query<{
        status: string;
        payment_status: string;
        payment_due_at: Date | null;
      }>('select status, payment_status, payment_due_at from orders where id = $1', [orderId]);
      return rows[0]!;
    }

    async function settlementsOf(orderId: string) {
      const sessions = await sql.query<{ status: string; message: string }>(
        'select status, message from payment_sessions where order_id = $1',
        [orderId],
      );
      const refunds = await sql.query('select id from refunds where order_id = $1', [orderId]);
      return { sessions: sessions.rows, refunds: refunds.rows };
    }

    // The status query each run makes before ending a hold is slowed past the sweep interval (1 s), so
    // whatever else touches the order always comes while a run is still deciding. A second release, had
    // there been one, lands within a query and a sweep of the first, hence the wait before checking.
    const SLOW_QUERY_MS = 1_500;
    const SETTLE_MS = 4_000;

    test('an expired hold is released once although both servers sweep for it', async () => {
      const { productId, orderId, shopper } = await placeHeldOrder('10.14.4.1');
      bkash.behaviour.queryDelayMs = SLOW_QUERY_MS;
      const queriesBefore = bkash.counts.queries;
      await endHold(orderId);
      // The other server's tick during the first run finds the task's advisory lock taken and skips; its
      // next run no longer lists the order. (Without the lock it would end the order beside the first
      // run, and only the conditional update would keep the stock from coming back twice: stock 4.)
      await waitUntil('the hold did not end', async () => (await orderRow(orderId)).status === 'cancelled');
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

      expect(await orderRow(orderId)).toEqual({
        status: 'cancelled',
        payment_status: 'failed',
        payment_due_at: null,
      });
      expect(await stockOf(productId)).toBe(2);
      expect(await settlementsOf(orderId)).toEqual({
        sessions: [{ status: 'expired', message: 'The payment was not completed in time' }],
        refunds: [],
      });
      // One run took the order on: bKash was asked about it once, by one server.
      expect(bkash.counts.queries - queriesBefore).toBe(1);
      shopper.server = b;
      const seen = await shopper.send('GET', `/api/orders/${orderId}`);
      expect(seen.status, seen.text).toBe(200);
      expect(seen.json.data).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    }, 60_000);

    test("the shopper's cancel on B, while a sweep is ending the same hold, releases it once", async () => {
      const { productId, orderId, paymentID } = await placeHeldOrder('10.14.4.2');
      bkash.behaviour.queryDelayMs = SLOW_QUERY_MS;
      const queriesBefore = bkash.counts.queries;
      await endHold(orderId);
      // A sweep has listed the order and waits for bKash's answer, holding the task's lock ...
      await waitUntil('no sweep asked bKash', async () => bkash.counts.queries > queriesBefore);
      // ... when the shopper cancels on bKash's page and lands on B, which asks bKash too (as slowly). The
      // cancel settles only its attempt (the order would stay held for the shopper), while the sweep ends
      // the order; they settle the same attempt a moment apart and the lock does not order them, yet the
      // stock comes back once (stock 4 if it came back twice).
      const callback = await fetch(
        `${b.url}/api/payments/bkash/callback?${bkash.complete(paymentID, 'cancel')}`,
        { redirect: 'manual' },
      );
      expect(callback.status).toBeLessThan(400);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      expect(bkash.counts.queries - queriesBefore).toBe(2);
      expect(await orderRow(orderId)).toEqual({
        status: 'cancelled',
        payment_status: 'failed',
        payment_due_at: null,
      });
      expect(await stockOf(productId)).toBe(2);
      // Whichever ended it settled the one attempt: expired (the sweep, usually first) or cancelled.
      const { sessions, refunds } = await settlementsOf(orderId);
      expect(refunds).toEqual([]);
      expect(sessions).toHaveLength(1);
      expect([
        { status: 'expired', message: 'The payment was not completed in time' },
        { status: 'cancelled', message: 'The bKash payment was cancelled' },
      ]).toContainEqual(sessions[0]);
    }, 60_000);
  });
});
