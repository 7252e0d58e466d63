import type { Order, OrderShipping, Report } from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING } from '../../test/test-orders.js';
import { addTestProduct } from '../../test/test-products.js';

/*
 * The owner's numbers (issue 24 item 1): a period of Dhaka days beside the one before it, sales net of
 * what was undone, by payment method, product, category, district, coupon and reason.
 */

let shop: TestShop;
let admin: TestUser;
let staff: TestUser;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'admin' });
  staff = await signUp(shop, { role: 'staff' });
});
afterAll(() => shop.close());

/** A COD order of `quantity` × a ৳500 product, placed at `at` (UTC). */
async function orderAt(
  at: string,
  options: { quantity?: number; shipping?: Partial<OrderShipping> } = {},
): Promise<Order> {
  const shopper = await signUp(shop);
  const product = await addTestProduct(shop, { name: `Fern ${at}`, price: 500, stock: 10 });
  const placed = await request(shop, shopper, {
    method: 'POST',
    url: '/api/orders',
    payload: {
      items: [{ _id: product.id, quantity: options.quantity ?? 1 }],
      shipping: { ...TEST_SHIPPING, ...options.shipping },
      paymentMethod: 'cod',
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order: Order = placed.json().data;
  await shop.database.db.execute(sql`update orders set created_at = ${at} where id = ${order._id}`);
  return order;
}

const setStatus = (id: string, status: string) =>
  request(shop, staff, { method: 'PUT', url: `/api/orders/${id}/status`, payload: { status } });

const report = async (query: string): Promise<Report> => {
  const response = await request(shop, admin, { method: 'GET', url: `/api/admin/reports?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

test('a period of Dhaka days beside the one before: sales net of what was undone, per day, method, product, district and reason', async () => {
  // 1 March 2026 in Dhaka runs from 28 February 18:00 UTC.
  const early = await orderAt('2026-02-28T18:30:00Z', { quantity: 2 }); // 1 March, 00:30 in Dhaka
  const late = await orderAt('2026-03-02T17:00:00Z'); // 2 March, 23:00 in Dhaka
  const cancelled = await orderAt('2026-03-02T10:00:00Z');
  const returned = await orderAt('2026-03-01T10:00:00Z');
  await orderAt('2026-02-28T17:30:00Z'); // 28 February, 23:30 in Dhaka: the period before
  await request(shop, staff, {
    method: 'POST',
    url: `/api/admin/orders/${cancelled._id}/confirmation`,
    payload: { outcome: 'fake' },
  });
  for (const status of ['accepted', 'shipped']) await setStatus(returned._id, status);
  await request(shop, staff, {
    method: 'POST',
    url: `/api/admin/orders/${returned._id}/return`,
    payload: { reason: 'refused', restock: true },
  });

  const numbers = await report('from=2026-03-01&to=2026-03-02&by=day');
  const total = early.summary.total + late.summary.total;
  expect(numbers.period).toEqual({ from: '2026-03-01', to: '2026-03-02' });
  expect(numbers.previousPeriod).toEqual({ from: '2026-02-27', to: '2026-02-28' });
  expect(numbers.totals).toMatchObject({ orders: 2, sales: total, cancelled: 1, returned: 1 });
  expect(numbers.totals.averageOrderValue).toBeCloseTo(total / 2, 2);
  expect(numbers.previousTotals.orders).toBe(1);
  expect(numbers.series).toEqual([
    { bucket: '2026-03-01', sales: early.summary.total, orders: 1 },
    { bucket: '2026-03-02', sales: late.summary.total, orders: 1 },
  ]);
  expect(numbers.byMethod).toEqual([{ method: 'cod', orders: 2, sales: total }]);
  // One COD parcel left the shop in the period, and it came back.
  expect(numbers.codReturnRate).toBe(1);
  expect(numbers.topProducts[0]).toMatchObject({ units: 2, revenue: 1000 });
  expect(numbers.byCategory).toEqual([{ category: 'plants', units: 3, revenue: 1500 }]);
  expect(numbers.topDistricts).toEqual([
    {
      districtId: TEST_SHIPPING.districtId,
      name: expect.objectContaining({ en: 'Dhaka' }),
      orders: 2,
      sales: total,
    },
  ]);
  expect(numbers.cancelReasons).toEqual([{ reason: 'fake', orders: 1 }]);
  expect(numbers.returnReasons).toEqual([{ reason: 'refused', orders: 1 }]);

  // By month, the whole of March is one bucket, February's day stays out.
  const monthly = await report('from=2026-03-01&to=2026-03-31&by=month');
  expect(monthly.series).toEqual([{ bucket: '2026-03-01', sales: total, orders: 2 }]);
});

test('reports are the owner’s: staff get 403; a reversed or malformed period is a 400', async () => {
  expect(
    (await request(shop, staff, { method: 'GET', url: '/api/admin/reports?from=2026-03-01&to=2026-03-02' }))
      .statusCode,
  ).toBe(403);
  const reversed = await request(shop, admin, {
    method: 'GET',
    url: '/api/admin/reports?from=2026-03-05&to=2026-03-01',
  });
  expect(reversed.statusCode).toBe(400);
  expect(reversed.json().code).toBe('request.invalid_field');
  expect(
    (await request(shop, admin, { method: 'GET', url: '/api/admin/reports?from=March&to=2026-03-01' }))
      .statusCode,
  ).toBe(400);
});
