import type { AdminStats, Order } from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING as shipping } from '../../test/test-orders.js';
import { addTestProduct } from '../../test/test-products.js';

/*
 * The back office's home (issue 24 item 5): the orders waiting to be confirmed, booked and shipped,
 * unread messages and failed notifications for everyone who works there; today's and the week's sales
 * beside the week before for the owner alone.
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

async function stats(as: TestUser = admin): Promise<AdminStats> {
  const response = await request(shop, as, { method: 'GET', url: '/api/admin/stats' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function codOrder(): Promise<Order> {
  const shopper = await signUp(shop);
  const product = await addTestProduct(shop, { price: 400, stock: 5 });
  const placed = await request(shop, shopper, {
    method: 'POST',
    url: '/api/orders',
    payload: { items: [{ _id: product.id, quantity: 1 }], shipping, paymentMethod: 'cod' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data;
}

/** The ids the orders list answers for `filters`. */
async function listed(filters: string): Promise<string[]> {
  const response = await request(shop, staff, {
    method: 'GET',
    url: `/api/admin/orders?limit=100&${filters}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((row: { _id: string }) => row._id);
}

const accept = (order: Order) =>
  request(shop, staff, {
    method: 'PUT',
    url: `/api/orders/${order._id}/status`,
    payload: { status: 'accepted' },
  });

test('the queues follow an order from its call to its courier booking', async () => {
  const before = await stats();
  const order = await codOrder();
  expect(await stats()).toMatchObject({
    toConfirm: before.toConfirm + 1,
    toBook: before.toBook,
    toShip: before.toShip,
  });

  await accept(order);
  expect(await stats()).toMatchObject({
    toConfirm: before.toConfirm,
    toBook: before.toBook + 1,
    toShip: before.toShip + 1,
  });

  // Booked with a courier: still to be handed over, no longer to book; a booking the courier cancelled
  // before pickup is to book again.
  await shop.database.db.execute(
    sql`update orders set courier = 'steadfast', consignment_id = 'SF-1', courier_status = 'booked' where id = ${order._id}`,
  );
  expect(await stats()).toMatchObject({ toBook: before.toBook, toShip: before.toShip + 1 });
  expect(await listed('status=accepted&booked=yes')).toContain(order._id);
  await shop.database.db.execute(sql`update orders set courier_status = 'cancelled' where id = ${order._id}`);
  const now = await stats();
  expect(now.toBook).toBe(before.toBook + 1);

  // Each tile opens the list filtered to the same orders.
  expect(await listed('status=accepted&booked=no')).toHaveLength(now.toBook);
  expect(await listed('status=accepted&booked=no')).toContain(order._id);
  expect(await listed('status=accepted')).toHaveLength(now.toShip);
  expect(await listed('status=pending&confirmation=to_confirm,no_answer')).toHaveLength(now.toConfirm);
});

test('sales today and over seven days stand beside the same days a week before; staff do not see them', async () => {
  const before = (await stats()).sales!;
  const today = await codOrder();
  const weekAgo = await codOrder();
  const twoWeeksAgo = await codOrder();
  const cancelled = await codOrder();
  const ago = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  await shop.database.db.execute(sql`update orders set created_at = ${ago(7)} where id = ${weekAgo._id}`);
  await shop.database.db.execute(
    sql`update orders set created_at = ${ago(13)} where id = ${twoWeeksAgo._id}`,
  );
  await request(shop, staff, {
    method: 'PUT',
    url: `/api/orders/${cancelled._id}/status`,
    payload: { status: 'cancelled' },
  });

  const after = (await stats()).sales!;
  const plus = (figure: { sales: number; orders: number }, order: Order) => ({
    sales: figure.sales + order.summary.total,
    orders: figure.orders + 1,
  });
  expect(after.today).toEqual(plus(before.today, today));
  expect(after.week).toEqual(plus(before.week, today));
  expect(after.sameDayLastWeek).toEqual(plus(before.sameDayLastWeek, weekAgo));
  expect(after.previousWeek).toEqual(plus(plus(before.previousWeek, weekAgo), twoWeeksAgo));

  const asStaff = await stats(staff);
  expect(asStaff.sales).toBeNull();
  expect(asStaff.toConfirm).toBe((await stats()).toConfirm);
});

test('only staff and admins read the home: 401 signed out, 403 for a shopper', async () => {
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
