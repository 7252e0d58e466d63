import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orders, user } from '../db/schema.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../test/test-app.js';
import { addTestProduct, type TestProduct } from '../test/test-products.js';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './safe-input.js';

/*
 * Text PostgreSQL cannot store (NUL, lone UTF-16 surrogates) and bodies nested thousands deep are
 * refused with a 400 envelope at the edge, for every route, Better Auth's included; before, each of
 * these requests answered 500 or crashed the auth proxy. A refused request changes nothing.
 */

let shop: TestShop;
let shopper: TestUser;
let fern: TestProduct;
beforeAll(async () => {
  shop = await createTestShop();
  shopper = await signUp(shop, { name: 'Nusrat' });
  fern = await addTestProduct(shop, { name: 'Boston Fern', price: 450, stock: 5 });
});
afterAll(() => shop.close());

const json = (as: TestUser | null, method: 'POST' | 'PUT', url: string, payload: string) =>
  request(shop, as, { method, url, payload, headers: { 'content-type': 'application/json' } });

/** `levels` objects inside each other, written out as text (JSON.stringify would recurse as deep). */
const nested = (levels: number) => `${'{"name":'.repeat(levels)}"x"${'}'.repeat(levels)}`;

const shipping = {
  name: 'Rahima Akter',
  email: 'rahima@example.com',
  address: 'House 12, Road 5',
  city: 'Dhaka',
  state: 'Dhaka',
  postalCode: '1209',
  country: 'Bangladesh',
  phone: '+8801711000000',
};

async function accountsWith(email: string) {
  return shop.database.db.select().from(user).where(eq(user.email, email));
}

async function ordersOf(as: TestUser) {
  return shop.database.db.select().from(orders).where(eq(orders.userId, as.id));
}

async function displayName(as: TestUser) {
  const response = await request(shop, as, { method: 'GET', url: `/api/users/${as.id}` });
  return response.json().data.displayName as string;
}

describe('Better Auth routes', () => {
  test('a sign-up with a NUL in the name is a 400 naming the field, and creates no account', async () => {
    const email = 'nul-name@example.com';
    const response = await request(shop, null, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Ali\u0000ce', email, password: 'correct-horse-battery' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'request.invalid_field',
      message: 'name: must not contain a NUL character',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await accountsWith(email)).toEqual([]);
  });

  test('a sign-up nested 5000 levels deep is a 400, and the server answers the next request', async () => {
    const response = await json(null, 'POST', '/api/auth/sign-up/email', nested(5000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'request.json_too_deep',
      message: `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
      params: { max: MAX_JSON_DEPTH },
    });
    const health = await request(shop, null, { method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  test('a lone surrogate in a password reset token is a 400', async () => {
    const response = await json(
      null,
      'POST',
      '/api/auth/reset-password',
      '{"newPassword":"another-horse-battery","token":"\\ud800abc"}',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('token: must not contain an unpaired surrogate (invalid Unicode)');
  });
});

describe('JSON bodies of the shop routes', () => {
  test('a lone surrogate in the shipping address is a 400 naming the field, and places no order', async () => {
    const body = JSON.stringify({
      items: [{ _id: fern.id, quantity: 1 }],
      shipping: { ...shipping, city: '@' },
    });
    // JSON.stringify would write the lone surrogate as an escape anyway; this is what a client sends.
    const response = await json(shopper, 'POST', '/api/orders', body.replace('"@"', '"\\ud800x"'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'request.invalid_field',
      message: 'shipping.city: must not contain an unpaired surrogate (invalid Unicode)',
    });
    expect(await ordersOf(shopper)).toEqual([]);
  });

  test('a NUL in a nested field, an array entry or a key is a 400 that changes nothing', async () => {
    const url = `/api/users/${shopper.id}`;
    const cases = [
      ['{"displayName":"Eve","shippingAddress":{"city":"Dha\\u0000ka"}}', 'shippingAddress.city: '],
      ['{"displayName":"Eve","shippingAddress":{"ci\\u0000ty":"Dhaka"}}', 'shippingAddress (a field name): '],
      ['{"displayName":"Eve","tags":["ok","b\\u0000d"]}', 'tags.1: '],
      ['"\\u0000"', 'body: '],
    ] as const;
    for (const [payload, start] of cases) {
      const response = await json(shopper, 'PUT', url, payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message).toBe(`${start}must not contain a NUL character`);
    }
    expect(await displayName(shopper)).toBe('Nusrat');
  });

  test('nesting past the limit is refused on every route; a surrogate pair (an emoji) is fine', async () => {
    const deep = await json(shopper, 'PUT', `/api/users/${shopper.id}`, nested(MAX_JSON_DEPTH + 1));
    expect(deep.statusCode).toBe(400);
    const emoji = await request(shop, shopper, {
      method: 'POST',
      url: '/api/orders',
      payload: {
        items: [{ _id: fern.id, quantity: 1 }],
        shipping: { ...shipping, address: '🌿 Green Road' },
      },
    });
    expect(emoji.statusCode).toBe(201);
    expect(emoji.json().data.shipping.address).toBe('🌿 Green Road');
  });

  test('JSON is still parsed as before: bad JSON and prototype keys are 400s', async () => {
    const url = `/api/users/${shopper.id}`;
    expect((await json(shopper, 'PUT', url, '{"displayName":')).statusCode).toBe(400);
    const poisoned = await json(shopper, 'PUT', url, '{"__proto__":{"role":"admin"}}');
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json().success).toBe(false);
  });
});

describe('paths and query strings', () => {
  test('a NUL in a path parameter is a 400 naming it', async () => {
    for (const url of ['/api/products/%00', '/api/plants/a%00b', '/api/blogs/%00']) {
      const response = await request(shop, null, { method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'request.invalid_field',
        message: 'id: must not contain a NUL character',
      });
    }
    const remove = await request(shop, shopper, { method: 'DELETE', url: '/api/orders/a%00b' });
    expect(remove.statusCode).toBe(400);
    expect(remove.json().message).toBe('id: must not contain a NUL character');
  });

  test('a NUL in a path no route takes is a 400 too', async () => {
    const response = await request(shop, shopper, { method: 'GET', url: '/api/orders/a%00b/receipt' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'request.invalid_field',
      message: 'path: must not contain a NUL character',
    });
  });

  test('the guards still come first: without a session the answer is 401', async () => {
    const response = await request(shop, null, { method: 'DELETE', url: '/api/orders/a%00b' });
    expect(response.statusCode).toBe(401);
  });

  test('an odd but storable id is still a 404', async () => {
    for (const url of ["/api/products/a'b;--", '/api/products/%E2%9C%93', '/api/plants/%2500']) {
      const response = await request(shop, null, { method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().success).toBe(false);
    }
  });

  test('a NUL in a query value or name is a 400 naming it', async () => {
    const value = await request(shop, null, { method: 'GET', url: '/api/plants?q=%00' });
    expect(value.statusCode).toBe(400);
    expect(value.json()).toMatchObject({
      success: false,
      code: 'request.invalid_field',
      message: 'q: must not contain a NUL character',
    });
    const name = await request(shop, null, { method: 'GET', url: '/api/plants?a%00=1' });
    expect(name.statusCode).toBe(400);
    const auth = await request(shop, null, { method: 'GET', url: '/api/auth/get-session?x=%00' });
    expect(auth.statusCode).toBe(400);
  });
});

describe('jsonDepthExceeds', () => {
  test('counts containers, not brackets inside strings or escaped quotes', () => {
    expect(jsonDepthExceeds('[[1]]', 2)).toBe(false);
    expect(jsonDepthExceeds('[[[1]]]', 2)).toBe(true);
    expect(jsonDepthExceeds('{"a":"[[[[[[","b":{"c":[]}}', 3)).toBe(false);
    expect(jsonDepthExceeds('["\\"[[[[", [1]]', 2)).toBe(false);
    expect(jsonDepthExceeds('["\\\\", [[1]]]', 2)).toBe(true);
  });
});
