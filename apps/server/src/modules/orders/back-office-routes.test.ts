import type { AdminOrderDetail, AdminOrderRow, Order, OrderShipping } from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING } from '../../test/test-orders.js';
import { addTestProduct, stockOf } from '../../test/test-products.js';

/*
 * The back office's orders (issue 23): staff find an order by the last digits of a phone, its number, a
 * name or an email; filter and sort a day's orders; call a cash-on-delivery order to confirm it; record a
 * failed delivery and a parcel that comes back; and read everything that happened on the order's timeline.
 */

let shop: TestShop;
let admin: TestUser;
let staff: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'admin', name: 'Owner Akter' });
  staff = await signUp(shop, { role: 'staff', name: 'Staff Sumi' });
  shopper = await signUp(shop);
});
afterAll(() => shop.close());

/** An order paid cash on delivery, by a shopper of its own (the shop limits how fast one shopper orders). */
async function placeOrder(
  options: { shipping?: Partial<OrderShipping>; price?: number; quantity?: number; stock?: number } = {},
): Promise<{ order: Order; productId: string; by: TestUser }> {
  const as = await signUp(shop);
  const product = await addTestProduct(shop, { price: options.price ?? 500, stock: options.stock ?? 10 });
  const placed = await request(shop, as, {
    method: 'POST',
    url: '/api/orders',
    payload: {
      items: [{ _id: product.id, quantity: options.quantity ?? 1 }],
      shipping: { ...TEST_SHIPPING, ...options.shipping },
      paymentMethod: 'cod',
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { order: placed.json().data, productId: product.id, by: as };
}

const list = async (as: TestUser, query: string) => {
  const response = await request(shop, as, { method: 'GET', url: `/api/admin/orders?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: AdminOrderRow[]; total: number };
};

const detail = async (id: string): Promise<AdminOrderDetail> =>
  (await request(shop, staff, { method: 'GET', url: `/api/admin/orders/${id}` })).json().data;

const post = (as: TestUser, id: string, action: string, payload: object) =>
  request(shop, as, { method: 'POST', url: `/api/admin/orders/${id}/${action}`, payload });

describe('finding orders', () => {
  let rahim: Order;
  let karim: Order;
  beforeAll(async () => {
    rahim = (
      await placeOrder({
        shipping: { name: 'Rahim Uddin', phone: '01819123456', email: 'rahim@x.example' },
      })
    ).order;
    karim = (
      await placeOrder({
        price: 2500,
        shipping: {
          name: 'করিম মিয়া',
          phone: '01555987654',
          email: 'karim@x.example',
          districtId: 1,
          divisionId: 1,
          upazilaId: 1,
        },
      })
    ).order;
  });

  test('by the last digits of a phone, written any way, by number, by a piece of a name and by email', async () => {
    const ids = async (q: string) =>
      (await list(staff, `q=${encodeURIComponent(q)}`)).data.map((row) => row._id);
    expect(await ids('3456')).toEqual([rahim._id]);
    expect(await ids('+880 1819-123456')).toEqual([rahim._id]);
    expect(await ids(rahim._id.slice(-6))).toContain(rahim._id);
    expect(await ids('rahim ud')).toEqual([rahim._id]);
    expect(await ids('করিম')).toEqual([karim._id]);
    expect(await ids('KARIM@x.example')).toEqual([karim._id]);
  });

  test('a row carries what staff scan a day by, and filters and sort follow the query', async () => {
    const { data } = await list(staff, `q=${karim._id.slice(-6)}`);
    expect(data[0]).toMatchObject({
      number: karim._id.slice(-6).toUpperCase(),
      name: 'করিম মিয়া',
      phone: '01555987654',
      itemCount: 1,
      total: karim.summary.total,
      paymentMethod: 'cod',
      status: 'pending',
      confirmation: 'to_confirm',
      courier: null,
    });
    expect(data[0]!.district).not.toBeNull();
    const byTotal = await list(staff, 'sort=total&dir=desc&limit=1');
    expect(byTotal.data[0]!.total).toBeGreaterThanOrEqual(karim.summary.total);
    expect(byTotal.total).toBeGreaterThanOrEqual(2);
    const inDistrict = await list(staff, `districtId=${TEST_SHIPPING.districtId}&status=pending,accepted`);
    expect(inDistrict.data.map((row) => row._id)).toContain(rahim._id);
    expect(inDistrict.data.map((row) => row._id)).not.toContain(karim._id);
  });

  test('a date range is Dhaka days: an order placed at 23:30 in Dhaka belongs to that day, not the next', async () => {
    const { order } = await placeOrder({ shipping: { phone: '01333000111' } });
    // 2026-03-04 17:30 UTC is 23:30 on 4 March in Dhaka.
    await shop.database.db.execute(
      sql`update orders set created_at = '2026-03-04T17:30:00Z' where id = ${order._id}`,
    );
    const onThe4th = await list(staff, 'from=2026-03-04&to=2026-03-04');
    expect(onThe4th.data.map((row) => row._id)).toEqual([order._id]);
    expect((await list(staff, 'from=2026-03-05&to=2026-03-05')).total).toBe(0);
  });

  test('the export is every matching order as CSV Excel reads in Bangla, a formula never run', async () => {
    await placeOrder({
      shipping: { name: '=HYPERLINK("http://evil.example")', phone: '01444222333' },
    });
    const response = await request(shop, staff, {
      method: 'GET',
      url: '/api/admin/orders.csv?q=01444222333',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    const text = response.body;
    expect(text.startsWith('\uFEFFnumber,date,name,phone')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    const bangla = await request(shop, staff, {
      method: 'GET',
      url: '/api/admin/orders.csv?q=01555987654',
      headers: { cookie: `${staff.cookie}; lang=bn` },
    });
    expect(bangla.body).toContain('করিম মিয়া');
    expect(bangla.body).toContain('ক্যাশ অন ডেলিভারি');
  });

  test('only staff and admins see the orders: a shopper gets 403, nobody signed in 401', async () => {
    expect((await request(shop, shopper, { method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(403);
    expect((await request(shop, null, { method: 'GET', url: '/api/admin/orders.csv' })).statusCode).toBe(401);
    expect((await request(shop, admin, { method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(200);
  });
});

describe('the confirmation call', () => {
  test('no answer keeps the order in the queue; confirmed moves it on, on the timeline with who called', async () => {
    const { order } = await placeOrder({ shipping: { phone: '01712000001' } });
    const queue = async () =>
      (await list(staff, 'confirmation=to_confirm,no_answer&status=pending&q=01712000001')).data;
    expect((await queue()).map((row) => row._id)).toEqual([order._id]);

    expect((await post(staff, order._id, 'confirmation', { outcome: 'no_answer' })).statusCode).toBe(200);
    expect((await queue())[0]).toMatchObject({ confirmation: 'no_answer', status: 'pending' });

    const confirmed = await post(staff, order._id, 'confirmation', {
      outcome: 'confirmed',
      note: 'Wants it by Friday',
    });
    expect(confirmed.statusCode).toBe(200);
    const after: AdminOrderDetail = confirmed.json().data;
    expect(after.order.status).toBe('accepted');
    expect(after).toMatchObject({ confirmation: 'confirmed', callAttempts: 2 });
    expect(await queue()).toEqual([]);
    const calls = after.events.filter((event) => event.kind === 'confirmation');
    expect(calls.map((event) => event.data.outcome)).toEqual(['no_answer', 'confirmed']);
    expect(calls[1]).toMatchObject({
      actor: { name: 'Staff Sumi', role: 'staff' },
      data: { note: 'Wants it by Friday' },
    });
    expect(after.events.find((event) => event.kind === 'status')).toMatchObject({
      actor: { name: 'Staff Sumi' },
      data: { from: 'pending', to: 'accepted' },
    });
    // Called and confirmed already: a second call is refused and changes nothing.
    expect((await post(staff, order._id, 'confirmation', { outcome: 'fake' })).statusCode).toBe(409);
  });

  test('a fake order is cancelled with that reason and its stock goes back', async () => {
    const { order, productId } = await placeOrder({
      quantity: 3,
      stock: 5,
      shipping: { phone: '01712000002' },
    });
    expect(await stockOf(shop, productId)).toBe(2);
    const response = await post(staff, order._id, 'confirmation', { outcome: 'fake' });
    expect(response.json().data).toMatchObject({ order: { status: 'cancelled' }, cancelReason: 'fake' });
    expect(await stockOf(shop, productId)).toBe(5);
  });

  test('the risk signals: this phone’s past orders by how they ended, its other open orders, an unusual COD total', async () => {
    const phone = '01712000003';
    const first = (await placeOrder({ shipping: { phone } })).order;
    await post(staff, first._id, 'confirmation', { outcome: 'customer_cancelled' });
    const open = (await placeOrder({ shipping: { phone } })).order;
    const large = (await placeOrder({ price: 60_000, shipping: { phone } })).order;
    const { risk } = await detail(large._id);
    expect(risk.history).toEqual({ delivered: 0, returned: 0, cancelled: 1 });
    expect(risk.openOrders.map((entry) => entry._id)).toEqual([open._id]);
    expect(risk.largeCashOnDelivery).toBe(true);
    expect((await detail(open._id)).risk.largeCashOnDelivery).toBe(false);
  });
});

describe('after shipping', () => {
  async function shipped(options: Parameters<typeof placeOrder>[0] = {}) {
    const placed = await placeOrder(options);
    for (const status of ['accepted', 'shipped'])
      expect(
        (
          await request(shop, staff, {
            method: 'PUT',
            url: `/api/orders/${placed.order._id}/status`,
            payload: { status },
          })
        ).statusCode,
      ).toBe(200);
    return placed;
  }

  test('a failed delivery keeps it shipped; a parcel refused at the door comes back and its stock returns', async () => {
    const { order, productId } = await shipped({ quantity: 2, stock: 4 });
    expect(await stockOf(shop, productId)).toBe(2);
    const attempt = await post(staff, order._id, 'delivery-attempts', { note: 'Nobody home' });
    expect(attempt.json().data).toMatchObject({ order: { status: 'shipped' }, deliveryAttempts: 1 });

    const back = await post(staff, order._id, 'return', { reason: 'refused', restock: true });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ order: { status: 'returned' }, returnReason: 'refused' });
    expect(await stockOf(shop, productId)).toBe(4);
    const returned = back.json().data.events.find((event: { kind: string }) => event.kind === 'returned');
    expect(returned).toMatchObject({
      actor: { name: 'Staff Sumi' },
      data: { reason: 'refused', restocked: true },
    });
    // Returned is final: it cannot come back twice or be delivered after all.
    expect((await post(staff, order._id, 'return', { reason: 'refused', restock: true })).statusCode).toBe(
      409,
    );
  });

  test('a parcel that came back damaged is returned without putting its stock back', async () => {
    const { order, productId } = await shipped({ stock: 3 });
    await post(staff, order._id, 'return', { reason: 'damaged', restock: false });
    expect(await stockOf(shop, productId)).toBe(2);
  });

  test('only a shipped order can come back or miss a delivery', async () => {
    const { order } = await placeOrder();
    expect((await post(staff, order._id, 'return', { reason: 'refused', restock: true })).statusCode).toBe(
      409,
    );
    expect((await post(staff, order._id, 'delivery-attempts', {})).statusCode).toBe(409);
  });
});

test('the timeline: placed by the shopper, notes by staff, state changes with who, and the messages sent', async () => {
  const { order, by } = await placeOrder({ shipping: { phone: '01712000009' } });
  const noted = await post(staff, order._id, 'notes', { text: 'Customer asked to call after 6 pm' });
  expect(noted.statusCode).toBe(201);
  expect((await post(staff, order._id, 'notes', { text: '   ' })).statusCode).toBe(400);
  const { events } = await detail(order._id);
  expect(events.map((event) => event.kind)).toEqual(expect.arrayContaining(['placed', 'note', 'message']));
  expect(events.find((event) => event.kind === 'note')).toMatchObject({
    actor: { name: 'Staff Sumi', role: 'staff' },
    data: { text: 'Customer asked to call after 6 pm' },
  });
  expect(events.find((event) => event.kind === 'placed')?.actor).toMatchObject({
    id: by.id,
    role: 'user',
  });
  const times = events.map((event) => event.at);
  expect([...times].sort()).toEqual(times);
});
