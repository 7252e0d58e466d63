import type { Order } from '@plantopia/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { EXPIRE_PAYMENT_HOLDS } from '../app.js';
import { orders } from '../db/schema.js';
import { FAKE_BKASH, type FakeBkash, startFakeBkash } from './fake-bkash.js';
import { FAKE_SSLCOMMERZ, type FakeSslcommerz, startFakeSslcommerz } from './fake-sslcommerz.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from './test-app.js';
import { TEST_SHIPPING } from './test-orders.js';

/** The environment that points the shop's bKash and SSLCommerz at the local fakes. */
export function redirectProvidersEnv(fakes: {
  ssl?: FakeSslcommerz;
  bkash?: FakeBkash;
}): Record<string, string> {
  return {
    ...(fakes.ssl
      ? {
          SSLCOMMERZ_STORE_ID: FAKE_SSLCOMMERZ.storeId,
          SSLCOMMERZ_STORE_PASSWORD: FAKE_SSLCOMMERZ.storePassword,
          SSLCOMMERZ_API_URL: fakes.ssl.url,
        }
      : {}),
    ...(fakes.bkash
      ? {
          BKASH_APP_KEY: FAKE_BKASH.appKey,
          BKASH_APP_SECRET: FAKE_BKASH.appSecret,
          BKASH_USERNAME: FAKE_BKASH.username,
          BKASH_PASSWORD: FAKE_BKASH.password,
          BKASH_API_URL: fakes.bkash.url,
          BKASH_TIMEOUT_SECONDS: '1',
        }
      : {}),
  };
}

export interface RedirectShop {
  ssl: FakeSslcommerz;
  bkash: FakeBkash;
  shop: TestShop;
  admin: TestUser;
}

/**
 * A test file's shop with bKash and SSLCommerz at fresh local fakes and an admin, handed to `use` once
 * started; every fake behaviour a test switched on is switched off again before the next test.
 */
export function startRedirectShop(use: (started: RedirectShop) => void): void {
  let started: RedirectShop;
  beforeAll(async () => {
    const [ssl, bkash] = await Promise.all([startFakeSslcommerz(), startFakeBkash()]);
    const shop = await createTestShop({ env: redirectProvidersEnv({ ssl, bkash }) });
    started = { ssl, bkash, shop, admin: await signUp(shop, { role: 'admin' }) };
    use(started);
  });
  afterAll(async () => {
    await started.shop.close();
    await Promise.all([started.ssl.close(), started.bkash.close()]);
  });
  beforeEach(() => {
    for (const behaviour of [started.ssl.behaviour, started.bkash.behaviour])
      for (const key of Object.keys(behaviour)) delete behaviour[key as keyof typeof behaviour];
  });
}

export interface PlacedRedirectOrder {
  order: Order;
  redirectUrl: string;
}

/** `POST /api/orders` with a redirect method; answers the held order and the provider page. */
export async function placeRedirectOrder(
  shop: TestShop,
  as: TestUser,
  method: 'bkash' | 'sslcommerz',
  items: { _id: string; quantity: number }[],
  /** More of the order's fields (a gift). */
  more: Record<string, unknown> = {},
): Promise<PlacedRedirectOrder> {
  const response = await request(shop, as, {
    method: 'POST',
    url: '/api/orders',
    payload: { items, shipping: TEST_SHIPPING, paymentMethod: method, ...more },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  return { order: body.data, redirectUrl: body.redirectUrl };
}

export async function orderOf(shop: TestShop, as: TestUser, orderId: string): Promise<Order> {
  const response = await request(shop, as, { method: 'GET', url: `/api/orders/${orderId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The hold ends now: the order's due time moves into the past and the expiry task runs. */
export async function expireHold(shop: TestShop, orderId: string): Promise<void> {
  await shop.database.db
    .update(orders)
    .set({ paymentDueAt: sql`now() - interval '1 minute'` })
    .where(eq(orders.id, orderId));
  await shop.app.tasks.runNow(EXPIRE_PAYMENT_HOLDS);
}

/** What SSLCommerz posts to one of the shop's return URLs or its IPN (a form, from another site). */
export function postSslcommerz(
  shop: TestShop,
  kind: 'success' | 'fail' | 'cancel' | 'ipn',
  fields: Record<string, string>,
) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/payments/sslcommerz/${kind}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://sandbox.sslcommerz.com',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** bKash sends the shopper's browser back to the callback URL with this query. */
export function bkashCallback(shop: TestShop, query: string) {
  return shop.app.inject({ method: 'GET', url: `/api/payments/bkash/callback?${query}` });
}
