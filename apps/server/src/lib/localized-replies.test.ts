import type { CouponInput } from '@plantopia/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../test/test-app.js';
import { TEST_SHIPPING as shipping } from '../test/test-orders.js';
import { addTestProduct } from '../test/test-products.js';

let shop: TestShop;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  shop = await createTestShop();
  [admin, shopper] = await Promise.all([signUp(shop, { role: 'admin' }), signUp(shop)]);
});
afterAll(() => shop.close());

const BANGLA = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' };
let address = 0;
/** Each request from its own client address, so the per-IP limits of these routes stay out of the way. */
const remoteAddress = () => `203.0.113.${++address}`;

const newsletter = (email: string, headers: Record<string, string> = {}) =>
  request(shop, null, {
    method: 'POST',
    url: '/api/newsletter',
    payload: { email },
    headers,
    remoteAddress: remoteAddress(),
  });

describe('a request in Bangla', () => {
  test('a field the schema refuses is named in a Bangla 400; the same request in English is unchanged', async () => {
    const bangla = await newsletter('not-an-address', BANGLA);
    expect(bangla.statusCode).toBe(400);
    expect(bangla.json()).toMatchObject({
      success: false,
      code: 'request.invalid_field',
      message: 'email: সঠিক ইমেইল ঠিকানা দিন',
    });
    const english = await newsletter('not-an-address');
    expect(english.json()).toMatchObject({
      success: false,
      code: 'request.invalid_field',
      message: 'email: must be a valid email address',
    });
  });

  test('the lang cookie wins over the browser languages, both ways', async () => {
    const cookieBangla = await newsletter('', { cookie: 'lang=bn', 'accept-language': 'en-US' });
    expect(cookieBangla.json().message).toBe('email: পূরণ করা আবশ্যক');
    const cookieEnglish = await newsletter('', { cookie: 'lang=en', ...BANGLA });
    expect(cookieEnglish.json().message).toBe('email: is required');
  });

  test('a success says its sentence in Bangla', async () => {
    const response = await newsletter('bangla-reader@example.com', BANGLA);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('সাবস্ক্রাইব করার জন্য ধন্যবাদ! আমাদের মাসিক বাগান-চিঠি এখন থেকে আপনার কাছে যাবে।');
  });

  test('a product that does not exist is a Bangla 404', async () => {
    const url = '/api/products/00000000-0000-0000-0000-000000000000';
    const bangla = await shop.app.inject({ method: 'GET', url, headers: BANGLA });
    expect(bangla.statusCode).toBe(404);
    expect(bangla.json()).toEqual({ success: false, code: 'product.not_found', message: 'পণ্যটি পাওয়া যায়নি' });
    expect(bangla.headers.vary).toMatch(/Cookie, Accept-Language/);
    const english = await shop.app.inject({ method: 'GET', url });
    expect(english.json()).toEqual({
      success: false,
      code: 'product.not_found',
      message: 'Product not found',
    });
  });

  test('a refused coupon is a Bangla 409 with the amount in Bangla digits, reason and params unchanged', async () => {
    const input: CouponInput = {
      code: 'BANGLA-MIN',
      kind: 'percent',
      value: 10,
      minSubtotal: 1000,
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const created = await request(shop, admin, { method: 'POST', url: '/api/admin/coupons', payload: input });
    expect(created.statusCode, created.body).toBe(201);
    const plant = await addTestProduct(shop, { price: 400, stock: 5 });
    const order = (cookie: string) =>
      request(shop, shopper, {
        method: 'POST',
        url: '/api/orders',
        headers: { cookie },
        payload: {
          items: [{ _id: plant.id, quantity: 1 }],
          shipping,
          paymentMethod: 'cod',
          couponCode: 'bangla-min',
        },
      });
    const bangla = await order(`${shopper.cookie}; lang=bn`);
    expect(bangla.statusCode).toBe(409);
    expect(bangla.json()).toEqual({
      success: false,
      code: 'coupon.refusal.below_minimum',
      message: 'এই কোডের জন্য কমপক্ষে ৳১,০০০.০০ কেনাকাটা করতে হবে',
      params: { minSubtotal: { taka: 1000 } },
    });
    const english = await order(shopper.cookie);
    expect(english.json().message).toBe('This code needs a subtotal of ৳1,000.00');
  });

  test('a failed sign-in says so in Bangla, and in the same English as ever otherwise', async () => {
    const signIn = (headers: Record<string, string>) =>
      request(shop, null, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: remoteAddress(),
        headers,
        payload: { email: shopper.email, password: 'not-the-password' },
      });
    const bangla = await signIn(BANGLA);
    expect(bangla.statusCode).toBe(401);
    expect(bangla.json()).toEqual({
      success: false,
      code: 'auth.invalid_email_or_password',
      message: 'ইমেইল বা পাসওয়ার্ড সঠিক নয়',
    });
    expect((await signIn({})).json()).toEqual({
      success: false,
      code: 'auth.invalid_email_or_password',
      message: 'Invalid email or password',
    });
  });

  test('a signed-out write is refused in Bangla', async () => {
    const response = await request(shop, null, { method: 'GET', url: '/api/orders/mine', headers: BANGLA });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('চালিয়ে যেতে সাইন ইন করুন');
  });
});
