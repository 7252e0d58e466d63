import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { SANDBOX_TEST_CARDS } from '../modules/payments/sandbox-cards.js';
import { createTestShop, openTestDatabase, request, signUp, type TestShop } from '../test/test-app.js';
import { TEST_SHIPPING } from '../test/test-orders.js';
import { addTestProduct } from '../test/test-products.js';
import { shutDownGracefully } from './shutdown.js';

const METRICS_TOKEN = 'metrics-token-for-the-tests';

describe('health and readiness', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  test('/api/health is alive and /api/ready is ready on a migrated database', async () => {
    const health = await shop.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    const ready = await shop.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, data: { status: 'ready' } });
  });

  test('a shutting-down shop is not ready, and says why', async () => {
    shop.app.shuttingDown = true;
    try {
      const ready = await shop.app.inject('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        success: false,
        code: 'request.shutting_down',
        message: 'Shutting down',
      });
    } finally {
      shop.app.shuttingDown = false;
    }
  });

  test('a database without the latest migration is not ready', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await shop.database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    try {
      const ready = await shop.app.inject('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().message).toBe('Database migrations are not applied');
    } finally {
      await shop.database.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
      );
    }
    expect((await shop.app.inject('/api/ready')).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  test('every answer carries a fresh id, errors included', async () => {
    const first = await shop.app.inject('/api/health');
    const second = await shop.app.inject('/api/nothing');
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.statusCode).toBe(404);
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // Refused while routing, before any hook runs.
    const undecodable = await shop.app.inject('/api/products/%ff');
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("a proxy's sane id is kept; anything else is replaced", async () => {
    const kept = await shop.app.inject({ url: '/api/health', headers: { 'x-request-id': 'nginx-7f3a9c01' } });
    expect(kept.headers['x-request-id']).toBe('nginx-7f3a9c01');
    for (const bad of [
      'short',
      'has spaces in it',
      `${'a'.repeat(129)}`,
      'quote"injection-1234',
      '<script>x</script>',
    ]) {
      const replaced = await shop.app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  test('the log lines of a request carry its id', async () => {
    const lines: string[] = [];
    const database = await openTestDatabase();
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ config: { ...shop.config, logLevel: 'info' }, database, logStream });
    app.get('/test/logs', async (request) => {
      request.log.info('a line from inside the request');
      return { success: true };
    });
    try {
      await app.inject({ url: '/test/logs', headers: { 'x-request-id': 'trace-me-0001' } });
    } finally {
      await app.close();
      await database.close();
    }
    const line = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'a line from inside the request');
    expect(line).toMatchObject({ reqId: 'trace-me-0001' });
  });
});

describe('metrics', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ seed: true, env: { METRICS_TOKEN } });
  });
  afterAll(() => shop.close());

  const scrape = async () => {
    const response = await shop.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };
  const sampleOf = (body: string, series: string) => {
    const line = body.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  test('need the bearer token', async () => {
    expect((await shop.app.inject('/metrics')).statusCode).toBe(401);
    const wrong = await shop.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      code: 'request.metrics_token',
      message: 'Metrics need the METRICS_TOKEN bearer token',
    });
  });

  test('count requests and latency by route pattern, not by URL', async () => {
    const products = (await shop.app.inject('/api/plants')).json().data;
    for (const product of products.slice(0, 3)) await shop.app.inject(`/api/products/${product._id}`);
    const body = await scrape();
    const series = 'http_requests_total{method="GET",route="/api/products/:id",status_code="200"}';
    expect(sampleOf(body, series)).toBe(3);
    expect(body).not.toContain(products[0]._id);
    expect(
      sampleOf(
        body,
        'http_request_duration_seconds_count{method="GET",route="/api/products/:id",status_code="200"}',
      ),
    ).toBe(3);
    expect(body).toContain('process_cpu_seconds_total');
  });

  test('count orders placed, payment outcomes and catalog cache hits', async () => {
    const before = await scrape();
    const shopper = await signUp(shop);
    const product = await addTestProduct(shop, { price: 300, stock: 10 });
    const placed = await request(shop, shopper, {
      method: 'POST',
      url: '/api/orders',
      payload: { items: [{ _id: product.id, quantity: 1 }], shipping: TEST_SHIPPING },
    });
    expect(placed.statusCode).toBe(201);
    await request(shop, shopper, {
      method: 'PUT',
      url: `/api/cart/${shopper.id}`,
      payload: { cart: [{ _id: product.id, quantity: 1 }] },
    });
    const intent = (
      await request(shop, shopper, { method: 'POST', url: '/api/create-payment-intent' })
    ).json();
    for (const number of [SANDBOX_TEST_CARDS.declined, SANDBOX_TEST_CARDS.succeeds]) {
      await request(shop, shopper, {
        method: 'POST',
        url: '/api/payments/sandbox/confirm',
        payload: {
          clientSecret: intent.clientSecret,
          card: { number, expMonth: 12, expYear: 2099, cvc: '123' },
        },
      });
    }
    await shop.app.inject('/api/tools');
    await shop.app.inject('/api/tools');
    const after = await scrape();
    const delta = (series: string) => sampleOf(after, series) - sampleOf(before, series);
    expect(delta('plantopia_orders_placed_total{payment_method="cod"}')).toBe(1);
    expect(delta('plantopia_payment_outcomes_total{status="requires_payment_method"}')).toBe(1);
    expect(delta('plantopia_payment_outcomes_total{status="succeeded"}')).toBe(1);
    expect(delta('plantopia_response_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(sampleOf(after, 'plantopia_response_cache_hit_ratio')).toBeGreaterThan(0);
  });
});

test('without METRICS_TOKEN there is no /metrics at all', async () => {
  const shop = await createTestShop();
  try {
    const response = await shop.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer anything-at-all' },
    });
    expect(response.statusCode).toBe(404);
  } finally {
    await shop.close();
  }
});

test('a graceful shutdown finishes the request in flight, refuses new ones and closes the database', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plantopia-shutdown-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    SEED_DEMO: 'false',
  });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database });
  let release: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    app.get('/test/slow', async () => {
      resolve();
      await new Promise<void>((done) => {
        release = done;
      });
      return { success: true, finished: true };
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const slow = fetch(`${base}/test/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await started;
    const stopping = shutDownGracefully(app, database, 5000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(app.shuttingDown).toBe(true);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    release();
    expect(await slow).toEqual({ status: 200, body: { success: true, finished: true } });
    expect(await stopping).toBe(true);
    await expect(database.ping()).rejects.toThrow();
  } finally {
    release();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
