import type { AdminOrderRow, Order, OrderShipping, Report, ReportTotals } from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  createTestShop,
  payBySandboxCard,
  request,
  signUp,
  type TestShop,
  type TestUser,
} from '../../test/test-app.js';
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

interface OrderOptions {
  quantity?: number;
  shipping?: Partial<OrderShipping>;
  /** Paid by the sandbox test card before it is placed (cash on delivery otherwise). */
  card?: boolean;
  couponCode?: string;
}

/** An order of `quantity` × a ৳500 product, placed at `at` (UTC). */
async function orderAt(at: string, options: OrderOptions = {}): Promise<Order> {
  const shopper = await signUp(shop);
  const product = await addTestProduct(shop, { name: `Fern ${at}`, price: 500, stock: 10 });
  const items = [{ _id: product.id, quantity: options.quantity ?? 1 }];
  let payment: Record<string, string> = { paymentMethod: 'cod' };
  if (options.card) payment = await payBySandboxCard(shop, shopper, items);
  const placed = await request(shop, shopper, {
    method: 'POST',
    url: '/api/orders',
    payload: {
      items,
      shipping: { ...TEST_SHIPPING, ...options.shipping },
      ...payment,
      ...(options.couponCode ? { couponCode: options.couponCode } : {}),
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
  expect(numbers.totals).toMatchObject({
    orders: 2,
    sales: total,
    cancelled: 1,
    cancelledSales: cancelled.summary.total,
    returned: 1,
    returnedSales: returned.summary.total,
  });
  expect(numbers.totals.averageOrderValue).toBeCloseTo(total / 2, 2);
  expect(numbers.previousTotals.orders).toBe(1);
  expect(numbers.series).toEqual([
    { bucket: '2026-03-01', sales: early.summary.total, orders: 1, averageOrderValue: early.summary.total },
    { bucket: '2026-03-02', sales: late.summary.total, orders: 1, averageOrderValue: late.summary.total },
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
  expect(monthly.series).toEqual([
    { bucket: '2026-03-01', sales: total, orders: 2, averageOrderValue: numbers.totals.averageOrderValue },
  ]);
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

/** Every order the back office lists, page by page: what the owner could add up by hand. */
async function everyOrder(): Promise<AdminOrderRow[]> {
  const rows: AdminOrderRow[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request(shop, admin, {
      method: 'GET',
      url: `/api/admin/orders?limit=100&page=${page}`,
    });
    const batch: AdminOrderRow[] = response.json().data;
    rows.push(...batch);
    if (batch.length < 100) return rows;
  }
}

const SOLD_STATUSES = ['pending', 'accepted', 'shipped', 'delivered'];
const UNSOLD_PAYMENTS = ['awaiting_payment', 'failed', 'refund_due', 'refunded'];

/** The totals of Dhaka days `from`–`to` summed directly over the orders, the day boundaries written out. */
function directTotals(rows: AdminOrderRow[], from: string, to: string) {
  const start = Date.parse(`${from}T00:00:00+06:00`);
  const end = Date.parse(`${to}T00:00:00+06:00`) + 24 * 60 * 60 * 1000;
  const inPeriod = rows.filter(
    (row) => Date.parse(row.createdAt) >= start && Date.parse(row.createdAt) < end,
  );
  const sum = (list: AdminOrderRow[]) =>
    Math.round(list.reduce((total, row) => total + row.total * 100, 0)) / 100;
  const sold = inPeriod.filter(
    (row) => SOLD_STATUSES.includes(row.status) && !UNSOLD_PAYMENTS.includes(row.paymentStatus),
  );
  const cancelled = inPeriod.filter((row) => row.status === 'cancelled');
  const returned = inPeriod.filter((row) => row.status === 'returned');
  return {
    sales: sum(sold),
    orders: sold.length,
    cancelled: cancelled.length,
    cancelledSales: sum(cancelled),
    returned: returned.length,
    returnedSales: sum(returned),
    refunded: sum(inPeriod.filter((row) => row.paymentStatus === 'refunded')),
    refundDue: sum(inPeriod.filter((row) => row.paymentStatus === 'refund_due')),
  } satisfies Partial<ReportTotals>;
}

test('report totals equal a direct sum over the orders for three periods across a Dhaka midnight; returns and refunds are netted', async () => {
  // 10 June 2025 in Dhaka runs from 9 June 18:00 UTC to 10 June 18:00 UTC; UTC's midnight falls at 06:00.
  const lastOfNinth = await orderAt('2025-06-09T17:59:59Z', { quantity: 2 });
  const firstOfTenth = await orderAt('2025-06-09T18:00:00Z');
  const utcMidnight = await orderAt('2025-06-10T00:00:00Z', { card: true });
  const refundedOnTenth = await orderAt('2025-06-10T17:59:59Z', { card: true });
  const returnedCod = await orderAt('2025-06-10T18:00:00Z');
  const returnedPrepaid = await orderAt('2025-06-11T05:00:00Z', { card: true });
  await orderAt('2025-06-08T12:00:00Z');
  for (const status of ['accepted', 'shipped', 'delivered']) await setStatus(lastOfNinth._id, status);
  await setStatus(utcMidnight._id, 'accepted');
  await setStatus(refundedOnTenth._id, 'cancelled');
  for (const order of [returnedCod, returnedPrepaid]) {
    for (const status of ['accepted', 'shipped']) await setStatus(order._id, status);
    const back = await request(shop, staff, {
      method: 'POST',
      url: `/api/admin/orders/${order._id}/return`,
      payload: { reason: 'unreachable', restock: true },
    });
    expect(back.statusCode, back.body).toBe(200);
  }

  const rows = await everyOrder();
  const paymentOf = (order: Order) => rows.find((row) => row._id === order._id)!.paymentStatus;
  // The sandbox card gives the money back at once: both undone prepaid orders end refunded.
  expect([paymentOf(refundedOnTenth), paymentOf(returnedPrepaid)]).toEqual(['refunded', 'refunded']);

  for (const [from, to, by] of [
    ['2025-06-10', '2025-06-10', 'day'],
    ['2025-06-09', '2025-06-11', 'day'],
    ['2025-06-01', '2025-06-30', 'week'],
  ] as const) {
    const numbers = await report(`from=${from}&to=${to}&by=${by}`);
    const direct = directTotals(rows, from, to);
    expect(numbers.totals, `${from}–${to}`).toMatchObject(direct);
    expect(numbers.totals.averageOrderValue).toBeCloseTo(direct.orders ? direct.sales / direct.orders : 0, 2);
    const before = numbers.previousPeriod;
    expect(numbers.previousTotals, `before ${from}`).toMatchObject(
      directTotals(rows, before.from, before.to),
    );
    // The chart's buckets add up to the period's totals.
    const bucketed = numbers.series.reduce((sum, point) => sum + point.sales * 100, 0) / 100;
    expect(bucketed).toBeCloseTo(direct.sales, 2);
    expect(numbers.series.reduce((sum, point) => sum + point.orders, 0)).toBe(direct.orders);
  }

  // The Dhaka day of 10 June: the order at 00:00 and the one at UTC midnight sold; 23:59:59 was refunded.
  const tenth = await report('from=2025-06-10&to=2025-06-10');
  expect(tenth.totals).toMatchObject({
    orders: 2,
    sales: firstOfTenth.summary.total + utcMidnight.summary.total,
    cancelled: 1,
    refunded: refundedOnTenth.summary.total,
    returned: 0,
  });
  expect(tenth.previousTotals).toMatchObject({ orders: 1, sales: lastOfNinth.summary.total });
  // Over three days the two parcels that came back are netted out, the prepaid one's money refunded.
  const threeDays = await report('from=2025-06-09&to=2025-06-11&by=day');
  expect(threeDays.totals).toMatchObject({
    sales: lastOfNinth.summary.total + firstOfTenth.summary.total + utcMidnight.summary.total,
    returned: 2,
    returnedSales: returnedCod.summary.total + returnedPrepaid.summary.total,
    refunded: refundedOnTenth.summary.total + returnedPrepaid.summary.total,
  });
  expect(threeDays.series.map((point) => point.orders)).toEqual([1, 2, 0]);
  expect(threeDays.byMethod).toEqual(
    [
      { method: 'card', orders: 1, sales: utcMidnight.summary.total },
      { method: 'cod', orders: 2, sales: lastOfNinth.summary.total + firstOfTenth.summary.total },
    ].sort((a, b) => b.sales - a.sales),
  );
  // Of the two cash-on-delivery parcels that left the shop, one came back.
  expect(threeDays.codReturnRate).toBe(0.5);
  expect(threeDays.returnReasons).toEqual([{ reason: 'unreachable', orders: 2 }]);
});

test('top products are ranked by revenue and by units; coupon uses add up their discount', async () => {
  const coupon = await request(shop, admin, {
    method: 'POST',
    url: '/api/admin/coupons',
    payload: {
      code: 'BOISHAKH',
      kind: 'fixed',
      value: 50,
      startsAt: '2024-01-01T00:00:00Z',
      endsAt: '2099-01-01T00:00:00Z',
    },
  });
  expect(coupon.statusCode, coupon.body).toBe(201);
  const many = await orderAt('2024-04-14T06:00:00Z', { quantity: 3, couponCode: 'BOISHAKH' });
  const dear = await orderAt('2024-04-14T07:00:00Z', { couponCode: 'BOISHAKH' });
  await shop.database.db.execute(sql`update order_items set price = 200000 where order_id = ${dear._id}`);

  const numbers = await report('from=2024-04-14&to=2024-04-14');
  expect(numbers.topProducts.map((product) => product.revenue)).toEqual([2000, 1500]);
  expect(numbers.topProductsByUnits.map((product) => product.units)).toEqual([3, 1]);
  expect(numbers.topProductsByUnits[0]!.productId).toBe(many.items[0]!._id);
  expect(numbers.coupons).toEqual([{ code: 'BOISHAKH', uses: 2, discount: 100 }]);
  expect(numbers.totals.discount).toBe(100);
});
