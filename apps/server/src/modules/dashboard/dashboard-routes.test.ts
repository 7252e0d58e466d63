import type { AdminStats } from '@plantopia/shared';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING as shipping } from '../../test/test-orders.js';

let shop: TestShop;
let admin: TestUser;
beforeAll(async () => {
  shop = await createTestShop({ seed: true });
  admin = await signUp(shop, { role: 'admin' });
});
afterAll(() => shop.close());

async function stats(): Promise<AdminStats> {
  const response = await request(shop, admin, { method: 'GET', url: '/api/admin/stats' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

test('the dashboard counters count every order, user and product, and follow new ones', async () => {
  const before = await stats();
  const listed = await request(shop, admin, { method: 'GET', url: '/api/admin/products?limit=1' });
  expect(before.totalProducts).toBe(listed.json().total);
  expect(before.totalProducts).toBeGreaterThanOrEqual(52);
  expect(before.totalUsers).toBeGreaterThanOrEqual(1);

  const shopper = await signUp(shop);
  const plants = (await shop.app.inject({ method: 'GET', url: '/api/plants?limit=1' })).json().data;
  const order = await request(shop, shopper, {
    method: 'POST',
    url: '/api/orders',
    payload: { items: [{ _id: plants[0]._id, quantity: 1 }], shipping, paymentMethod: 'cod' },
  });
  expect(order.statusCode, order.body).toBe(201);
  const created = await request(shop, admin, {
    method: 'POST',
    url: '/api/soils',
    payload: { name: 'Counter Soil', description: 'Counted.', price: 10, stock: 1 },
  });
  expect(created.statusCode).toBe(201);

  expect(await stats()).toEqual({
    totalOrders: before.totalOrders + 1,
    toConfirm: before.toConfirm + 1,
    totalUsers: before.totalUsers + 1,
    totalProducts: before.totalProducts + 1,
    unreadMessages: before.unreadMessages,
    failedMessages: before.failedMessages,
  });
});

test('only staff and admins read the counters: 401 signed out, 403 for a shopper', async () => {
  const shopper = await signUp(shop);
  const signedOut = await request(shop, null, { method: 'GET', url: '/api/admin/stats' });
  expect(signedOut.statusCode).toBe(401);
  const asShopper = await request(shop, shopper, { method: 'GET', url: '/api/admin/stats' });
  expect(asShopper.statusCode).toBe(403);
  expect(asShopper.json()).toEqual({
    success: false,
    code: 'request.staff_only',
    message: "Only the shop's staff can do this",
  });
});
