import { randomInt } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INBOX_RATE_LIMIT } from '../modules/inbox/inbox-routes.js';
import { createTestShop, request, type TestShop } from '../test/test-app.js';

/** The Redis the CI machine runs, when it runs one; the shared counting is tested only then. */
const REDIS_URL = 'redis://127.0.0.1:6379';

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

/** A client address of its own, so counters left in Redis by an earlier run never meet this one. */
const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const subscribe = (shop: TestShop, remoteAddress: string, i: number) =>
  request(shop, null, {
    method: 'POST',
    url: '/api/newsletter',
    payload: { email: `shared-limit-${i}@example.com` },
    remoteAddress,
  });

const signIn = (shop: TestShop, remoteAddress: string, i: number) =>
  request(shop, null, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: `nobody-${i}@example.com`, password: 'wrong-password-1' },
    remoteAddress,
  });

describe.skipIf(!redisRuns)('with REDIS_URL, two servers count one budget', () => {
  let a: TestShop;
  let b: TestShop;
  beforeAll(async () => {
    [a, b] = await Promise.all([
      createTestShop({ env: { REDIS_URL } }),
      createTestShop({ env: { REDIS_URL } }),
    ]);
  });
  afterAll(() => Promise.all([a.close(), b.close()]));

  test("the shop's own limits (newsletter: 10 a minute per address) add up across servers", async () => {
    const address = someAddress();
    for (let i = 0; i < INBOX_RATE_LIMIT; i++) {
      const response = await subscribe(i % 2 ? a : b, address, i);
      expect(response.statusCode).toBe(200);
    }
    expect((await subscribe(a, address, 98)).statusCode).toBe(429);
    expect((await subscribe(b, address, 99)).statusCode).toBe(429);
    // Another address has its own budget.
    expect((await subscribe(b, someAddress(), 100)).statusCode).toBe(200);
  });

  test("Better Auth's sign-in limit per address (10 a minute) adds up across servers", async () => {
    const address = someAddress();
    for (let i = 0; i < 10; i++) {
      expect((await signIn(i % 2 ? a : b, address, i)).statusCode).toBe(401);
    }
    expect((await signIn(a, address, 10)).statusCode).toBe(429);
    expect((await signIn(b, address, 11)).statusCode).toBe(429);
  });
});

describe('with REDIS_URL pointing at nothing', () => {
  let shop: TestShop;
  beforeAll(async () => {
    // Port 1 on this machine: nothing listens, every connection is refused at once.
    shop = await createTestShop({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => shop.close());

  test('requests are answered as if no limit were set: the shop stays open, nothing is counted', async () => {
    const address = someAddress();
    for (let i = 0; i < INBOX_RATE_LIMIT + 2; i++) {
      expect((await subscribe(shop, address, 200 + i)).statusCode).toBe(200);
    }
    expect((await signIn(shop, address, 300)).statusCode).toBe(401);
  });
});

describe('without REDIS_URL, each server counts on its own', () => {
  let a: TestShop;
  let b: TestShop;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestShop(), createTestShop()]);
  });
  afterAll(() => Promise.all([a.close(), b.close()]));

  test("Better Auth's sign-in limit per address is this server's: another shop in the process is not limited", async () => {
    const address = someAddress();
    for (let i = 0; i < 10; i++) expect((await signIn(a, address, 400 + i)).statusCode).toBe(401);
    const refused = await signIn(a, address, 410);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['x-retry-after'])).toBeGreaterThan(0);
    expect((await signIn(b, address, 411)).statusCode).toBe(401);
  });
});
