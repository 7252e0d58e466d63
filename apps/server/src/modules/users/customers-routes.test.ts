import {
  ADMIN_CUSTOMER_SORTS,
  type AdminCustomerDetail,
  type AdminCustomerRow,
  type CustomerOrderRow,
  type Order,
  type OrderShipping,
  type OrderStatus,
} from '@plantopia/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING } from '../../test/test-orders.js';
import { addTestProduct, stockOf } from '../../test/test-products.js';
import { createCustomerOrdersService } from '../orders/customer-orders-service.js';
import { streamCustomerRows } from './customers-repository.js';

/*
 * The back office's customers (issue 24 item 4): staff find a customer by the last digits of a phone, a
 * name or an email, read what their orders add up to (the same sales the reports count), open their page,
 * and download the list; only an admin blocks a customer from ordering, and a blocked shopper cannot order.
 */

let shop: TestShop;
let admin: TestUser;
let staff: TestUser;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'admin', name: 'Owner Akter' });
  staff = await signUp(shop, { role: 'staff', name: 'Staff Sumi' });
});
afterAll(() => shop.close());

async function placeOrder(as: TestUser, options: { shipping?: Partial<OrderShipping>; price?: number } = {}) {
  const product = await addTestProduct(shop, { price: options.price ?? 500, stock: 10 });
  const placed = await request(shop, as, {
    method: 'POST',
    url: '/api/orders',
    payload: {
      items: [{ _id: product.id, quantity: 1 }],
      shipping: { ...TEST_SHIPPING, ...options.shipping },
      paymentMethod: 'cod',
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data as Order;
}

async function move(order: Order, ...statuses: OrderStatus[]) {
  for (const status of statuses) {
    const response = await request(shop, admin, {
      method: 'PUT',
      url: `/api/orders/${order._id}/status`,
      payload: { status },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

const list = async (query: string, as: TestUser = staff) => {
  const response = await request(shop, as, { method: 'GET', url: `/api/admin/customers?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: AdminCustomerRow[]; total: number };
};

const detail = async (id: string, as: TestUser = staff): Promise<AdminCustomerDetail> => {
  const response = await request(shop, as, { method: 'GET', url: `/api/admin/customers/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

const block = (as: TestUser, id: string, reason: string) =>
  request(shop, as, { method: 'PUT', url: `/api/admin/customers/${id}/block`, payload: { reason } });

describe("a customer's figures", () => {
  let rahim: TestUser;
  let orders: Order[];
  beforeAll(async () => {
    rahim = await signUp(shop, { name: 'Rahim Uddin' });
    const delivered = await placeOrder(rahim, { price: 1200, shipping: { phone: '01819123456' } });
    const cancelled = await placeOrder(rahim, { price: 700, shipping: { phone: '01819123456' } });
    const returned = await placeOrder(rahim, {
      price: 900,
      shipping: { phone: '01819123456', address: 'Flat 3B, Road 11, Banani' },
    });
    const pending = await placeOrder(rahim, { price: 300, shipping: { phone: '01712000111' } });
    await move(delivered, 'accepted', 'shipped', 'delivered');
    await move(cancelled, 'cancelled');
    await move(returned, 'accepted', 'shipped');
    const back = await request(shop, staff, {
      method: 'POST',
      url: `/api/admin/orders/${returned._id}/return`,
      payload: { reason: 'refused', restock: true },
    });
    expect(back.statusCode, back.body).toBe(200);
    orders = [delivered, cancelled, returned, pending];
  });

  test('the row counts orders, spent (delivered and in progress only), returns, cancellations and the last order', async () => {
    const [row] = (await list(`q=${encodeURIComponent('Rahim Uddin')}`)).data;
    // Each order's total is its price and the delivery fee: spent is the delivered and pending ones'.
    const delivered = orders[0]!.summary.total;
    const pending = orders[3]!.summary.total;
    expect(row).toMatchObject({
      _id: rahim.id,
      name: 'Rahim Uddin',
      email: rahim.email,
      role: 'user',
      blocked: false,
      orders: 4,
      spent: delivered + pending,
      returns: 1,
      cancellations: 1,
      lastOrderAt: orders[3]!.createdAt,
    });
  });

  test("every customer's spent adds up to the sales the report counts over the same orders", async () => {
    const today = new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
    const report = await request(shop, admin, {
      method: 'GET',
      url: `/api/admin/reports?from=${today}&to=${today}`,
    });
    expect(report.statusCode, report.body).toBe(200);
    const { data } = await list('limit=100&sort=spent');
    const spent = data.reduce((sum, row) => sum + row.spent, 0);
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBeCloseTo(report.json().data.totals.sales, 2);
  });

  test("the customer's page lists their orders newest first, a page at a time, with the addresses and phones used", async () => {
    const page = await detail(rahim.id);
    expect(page.customer).toMatchObject({ orders: 4, returns: 1, cancellations: 1 });
    expect(
      page.deliveryAddresses.map((used) => [used.shipping.address, used.shipping.phone, used.orders]),
    ).toEqual([
      [TEST_SHIPPING.address, '01712000111', 1],
      ['Flat 3B, Road 11, Banani', '01819123456', 1],
      [TEST_SHIPPING.address, '01819123456', 2],
    ]);
    expect(page.phones.map((phone) => phone.phone)).toEqual(['01712000111', '01819123456']);
    expect(page.phones[1]).toMatchObject({ delivered: 1, returned: 1, cancelled: 1, open: 0 });

    const first = await request(shop, staff, {
      method: 'GET',
      url: `/api/admin/customers/${rahim.id}/orders?limit=3`,
    });
    const { data, total } = first.json() as { data: CustomerOrderRow[]; total: number };
    expect(total).toBe(4);
    expect(data.map((row) => row._id)).toEqual([orders[3]!._id, orders[2]!._id, orders[1]!._id]);
    expect(data[1]).toMatchObject({ status: 'returned', itemCount: 1, total: orders[2]!.summary.total });
    const second = await request(shop, staff, {
      method: 'GET',
      url: `/api/admin/customers/${rahim.id}/orders?limit=3&page=2`,
    });
    expect(second.json().data.map((row: CustomerOrderRow) => row._id)).toEqual([orders[0]!._id]);
  });

  test("a phone's history counts every account's orders with it, and how many other accounts used it", async () => {
    const other = await signUp(shop, { name: 'Someone Else' });
    await placeOrder(other, { shipping: { phone: '01819123456' } });
    const [, shared] = (await detail(rahim.id)).phones;
    expect(shared).toMatchObject({ phone: '01819123456', open: 1, otherAccounts: 1 });
  });

  test('orders placed at the same moment by one customer all count (a race on PostgreSQL)', async () => {
    const eager = await signUp(shop, { name: 'Eager Buyer' });
    const placed = await Promise.all([1, 2, 3, 4, 5].map(() => placeOrder(eager, { price: 300 })));
    const [row] = (await list(`q=${encodeURIComponent('Eager Buyer')}`)).data;
    expect(row).toMatchObject({
      orders: 5,
      spent: placed.reduce((sum, order) => sum + order.summary.total, 0),
    });
  });

  test('an unknown customer is a 404', async () => {
    const response = await request(shop, staff, { method: 'GET', url: '/api/admin/customers/no-such-id' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('customer.not_found');
  });
});

describe('finding customers', () => {
  let nasrin: TestUser;
  let karim: TestUser;
  beforeAll(async () => {
    nasrin = await signUp(shop, { name: 'নাসরিন আক্তার' });
    karim = await signUp(shop, { name: 'Karim Mia' });
    await placeOrder(nasrin, { shipping: { phone: '01555987654' } });
    // Karim never ordered; his phone is the one saved on his account.
    const saved = await request(shop, karim, {
      method: 'PUT',
      url: `/api/users/${karim.id}`,
      payload: { shippingAddress: { phone: '01911246810' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  const ids = async (query: string) => (await list(query)).data.map((row) => row._id);

  test('by the last digits of a phone they ordered with or saved, as a customer reads them out', async () => {
    expect(await ids('q=987654')).toEqual([nasrin.id]);
    expect(await ids(`q=${encodeURIComponent('+880 1555-987654')}`)).toEqual([nasrin.id]);
    expect(await ids('q=246810')).toEqual([karim.id]);
    expect((await list('q=246810')).data[0]).toMatchObject({ phone: '01911246810', orders: 0, spent: 0 });
    expect(await ids('q=000000999')).toEqual([]);
  });

  test('by any part of the name, in either script, or of the email', async () => {
    expect(await ids(`q=${encodeURIComponent('আক্তার')}`)).toEqual([nasrin.id]);
    expect(await ids('q=karim%20m')).toEqual([karim.id]);
    expect(await ids(`q=${encodeURIComponent(karim.email.slice(0, 20))}`)).toEqual([karim.id]);
  });

  test('filtered by role and sorted by what they ordered, both ways', async () => {
    const staffOnly = await list('role=staff');
    expect(staffOnly.data.map((row) => row._id)).toEqual([staff.id]);
    expect(staffOnly.total).toBe(1);

    const byOrders = (await list('sort=orders&dir=desc&limit=100')).data.map((row) => row.orders);
    expect(byOrders).toEqual([...byOrders].sort((a, b) => b - a));
    const bySpent = (await list('sort=spent&dir=asc&limit=100')).data.map((row) => row.spent);
    expect(bySpent).toEqual([...bySpent].sort((a, b) => a - b));
    const byLast = (await list('sort=lastOrder&dir=desc&limit=100')).data.map((row) => row.lastOrderAt ?? '');
    expect(byLast).toEqual([...byLast].sort().reverse());
  });

  test('the export walks every sort in small batches in the same order as the list pages', async () => {
    const orders = createCustomerOrdersService({ db: shop.database.db });
    for (const sort of ADMIN_CUSTOMER_SORTS) {
      for (const dir of ['asc', 'desc'] as const) {
        const paged = (await list(`sort=${sort}&dir=${dir}&limit=100`)).data.map((row) => row._id);
        const streamed: string[] = [];
        for await (const row of streamCustomerRows(shop.database.db, orders.figures(), {}, { sort, dir }, 2))
          streamed.push(row.user.id);
        expect(streamed, `${sort} ${dir}`).toEqual(paged);
      }
    }
  });

  test('newest first by default, paged, with the total over every page', async () => {
    const first = await list('limit=2');
    const second = await list('limit=2&page=2');
    expect(first.total).toBeGreaterThan(4);
    expect(first.data[0]!._id).toBe(karim.id);
    const joined = [...first.data, ...second.data].map((row) => row.joinedAt);
    expect(joined).toEqual([...joined].sort().reverse());
    expect(new Set([...first.data, ...second.data].map((row) => row._id)).size).toBe(4);
  });
});

describe('blocking a customer from ordering', () => {
  test('a blocked shopper cannot order, in either language, and is never told why; unblocked they can', async () => {
    const shopper = await signUp(shop, { name: 'Fake Orders' });
    const product = await addTestProduct(shop, { price: 400, stock: 5 });
    const reason = 'Refused three parcels at the door';

    const blocked = await block(admin, shopper.id, reason);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({
      code: 'customer.blocked',
      message: 'Fake Orders can no longer place orders',
    });
    const page = blocked.json().data as AdminCustomerDetail;
    expect(page.customer.blocked).toBe(true);
    expect(page.blocks).toEqual([
      { reason, blockedAt: expect.any(String), blockedBy: 'Owner Akter', liftedAt: null, liftedBy: null },
    ]);

    const order = (headers: Record<string, string> = {}) =>
      request(shop, shopper, {
        method: 'POST',
        url: '/api/orders',
        headers,
        payload: { items: [{ _id: product.id, quantity: 1 }], shipping: TEST_SHIPPING, paymentMethod: 'cod' },
      });
    const refused = await order();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'order.account_blocked',
      message: 'This account cannot place orders. Please contact the shop if you think this is a mistake.',
    });
    expect(refused.body).not.toContain('door');
    const inBangla = await order({ 'accept-language': 'bn' });
    expect(inBangla.statusCode).toBe(403);
    expect(inBangla.json().message).toBe('এই অ্যাকাউন্ট থেকে অর্ডার করা যাচ্ছে না। ভুল মনে হলে দোকানের সঙ্গে যোগাযোগ করুন।');
    expect(await stockOf(shop, product.id)).toBe(5);
    // Nothing the shopper can read carries the reason.
    for (const url of ['/api/auth/get-session', `/api/users/${shopper.id}`, '/api/orders/mine']) {
      expect((await request(shop, shopper, { method: 'GET', url })).body, url).not.toContain('door');
    }
    expect((await list('blocked=yes')).data.map((row) => row._id)).toContain(shopper.id);
    expect((await list('blocked=no')).data.map((row) => row._id)).not.toContain(shopper.id);

    const again = await block(admin, shopper.id, 'Once more');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('customer.already_blocked');

    const lifted = await request(shop, admin, {
      method: 'DELETE',
      url: `/api/admin/customers/${shopper.id}/block`,
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().message).toBe('Fake Orders can place orders again');
    expect(lifted.json().data.blocks[0]).toMatchObject({
      reason,
      liftedBy: 'Owner Akter',
      liftedAt: expect.any(String),
    });
    expect((await order()).statusCode).toBe(201);
    expect(await stockOf(shop, product.id)).toBe(4);
  });

  test('staff read customers but get 403 on block and unblock; shoppers read nothing', async () => {
    const shopper = await signUp(shop);
    const asStaff = await block(staff, shopper.id, 'Staff should not');
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json().code).toBe('request.admin_only');
    const unblock = await request(shop, staff, {
      method: 'DELETE',
      url: `/api/admin/customers/${shopper.id}/block`,
    });
    expect(unblock.statusCode).toBe(403);
    expect((await detail(shopper.id)).blocks).toEqual([]);

    for (const url of [
      '/api/admin/customers',
      `/api/admin/customers/${shopper.id}`,
      '/api/admin/customers.csv',
    ]) {
      expect((await request(shop, shopper, { method: 'GET', url })).statusCode, url).toBe(403);
      expect((await request(shop, null, { method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  test('a block needs a reason, and an admin cannot block their own account', async () => {
    const shopper = await signUp(shop);
    const empty = await block(admin, shopper.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^reason: /);
    const self = await block(admin, admin.id, 'Testing');
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('customer.cannot_block_self');
    const notBlocked = await request(shop, admin, {
      method: 'DELETE',
      url: `/api/admin/customers/${shopper.id}/block`,
    });
    expect(notBlocked.statusCode).toBe(409);
  });
});

test('the CSV has a BOM, every matching customer, and formula-looking names escaped', async () => {
  const sneaky = await signUp(shop, { name: '=HYPERLINK("http://evil.example","Click")' });
  await placeOrder(sneaky, { price: 250 });
  const response = await request(shop, staff, {
    method: 'GET',
    url: `/api/admin/customers.csv?q=${encodeURIComponent('HYPERLINK')}`,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const [heading, line, end] = response.body.split('\r\n');
  expect(heading).toBe(
    '\uFEFFname,email,phone,role,joined,orders,spent,last_order,returns,cancellations,blocked',
  );
  expect(line!.startsWith(`"'=HYPERLINK(""http://evil.example"",""Click"")",${sneaky.email},`)).toBe(true);
  expect(line).toMatch(/,Customer,.*,1,\d+\.\d{2},/);
  expect(end).toBe('');
});
