import type { AdminProduct, AdminStats, Order, StockMovement } from '@plantopia/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING } from '../../test/test-orders.js';
import { addTestProduct, stockOf } from '../../test/test-products.js';

let shop: TestShop;
let owner: TestUser;
let staff: TestUser;
beforeAll(async () => {
  shop = await createTestShop();
  owner = await signUp(shop, { role: 'admin', name: 'Owner Akter' });
  staff = await signUp(shop, { role: 'staff', name: 'Staff Sumi' });
});
afterAll(() => shop.close());

const adjust = (id: string, payload: object, as: TestUser | null = owner) =>
  request(shop, as, { method: 'POST', url: `/api/admin/products/${id}/stock-adjustments`, payload });

async function historyOf(id: string): Promise<StockMovement[]> {
  const response = await request(shop, owner, {
    method: 'GET',
    url: `/api/admin/products/${id}/stock-history`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function placeOrder(productId: string, quantity: number): Promise<Order> {
  const shopper = await signUp(shop);
  const placed = await request(shop, shopper, {
    method: 'POST',
    url: '/api/orders',
    payload: { items: [{ _id: productId, quantity }], shipping: TEST_SHIPPING, paymentMethod: 'cod' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data;
}

const setStatus = (orderId: string, payload: object) =>
  request(shop, owner, { method: 'PUT', url: `/api/orders/${orderId}/status`, payload });

describe('stock adjustments', () => {
  test('received, damaged, counted and returned change the stock and are recorded with who made them', async () => {
    const product = await addTestProduct(shop, { price: 300, stock: 10 });
    const received = await adjust(product.id, { reason: 'received', quantity: 5, note: 'Nursery delivery' });
    expect(received.statusCode).toBe(201);
    expect(received.json()).toMatchObject({ data: { stock: 15 }, message: 'Stock updated: now 15' });
    expect((await adjust(product.id, { reason: 'damaged', quantity: 2 })).json().data.stock).toBe(13);
    expect((await adjust(product.id, { reason: 'returned', quantity: 1 })).json().data.stock).toBe(14);
    expect((await adjust(product.id, { reason: 'counted', quantity: 11 })).json().data.stock).toBe(11);
    expect(await stockOf(shop, product.id)).toBe(11);

    const history = await historyOf(product.id);
    expect(history.map(({ reason, change, stockAfter }) => [reason, change, stockAfter])).toEqual([
      ['counted', -3, 11],
      ['returned', 1, 14],
      ['damaged', -2, 13],
      ['received', 5, 15],
    ]);
    expect(history.every((line) => line.actorName === 'Owner Akter')).toBe(true);
    expect(history[3]?.note).toBe('Nursery delivery');
  });

  test('more damaged pieces than the stock, an unknown reason or a zero is refused and changes nothing', async () => {
    const product = await addTestProduct(shop, { price: 300, stock: 3 });
    for (const [payload, message] of [
      [{ reason: 'damaged', quantity: 4 }, 'quantity: must be at most 3'],
      [{ reason: 'received', quantity: 0 }, 'quantity: must be 1 or more'],
      [{ reason: 'stolen', quantity: 1 }, 'reason: must be one of received, damaged, counted, returned'],
      [{ reason: 'received', quantity: 1.5 }, 'quantity: must be a whole number'],
    ] as const) {
      const response = await adjust(product.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await stockOf(shop, product.id)).toBe(3);
    expect(await historyOf(product.id)).toEqual([]);
    expect((await adjust('no-such-product', { reason: 'received', quantity: 1 })).statusCode).toBe(404);
  });

  test('a count equal to the stock records nothing; staff and shoppers may not adjust', async () => {
    const product = await addTestProduct(shop, { price: 300, stock: 3 });
    expect((await adjust(product.id, { reason: 'counted', quantity: 3 })).statusCode).toBe(201);
    expect(await historyOf(product.id)).toEqual([]);
    expect((await adjust(product.id, { reason: 'received', quantity: 1 }, staff)).statusCode).toBe(403);
    expect((await adjust(product.id, { reason: 'received', quantity: 1 }, null)).statusCode).toBe(401);
  });
});

describe('stock history', () => {
  test('orders appear in the history: sold, cancelled back into stock, returned to the shelf', async () => {
    const product = await addTestProduct(shop, { price: 300, stock: 10 });
    const first = await placeOrder(product.id, 2);
    const second = await placeOrder(product.id, 3);
    expect((await setStatus(first._id, { status: 'cancelled' })).statusCode).toBe(200);
    for (const status of ['accepted', 'shipped']) {
      expect((await setStatus(second._id, { status })).statusCode).toBe(200);
    }
    const back = await request(shop, owner, {
      method: 'POST',
      url: `/api/admin/orders/${second._id}/return`,
      payload: { reason: 'refused', restock: true },
    });
    expect(back.statusCode, back.body).toBe(200);

    const history = await historyOf(product.id);
    expect(
      history.map(({ reason, change, stockAfter, orderId }) => [reason, change, stockAfter, orderId]),
    ).toEqual([
      ['order_returned', 3, 10, second._id],
      ['order_cancelled', 2, 7, first._id],
      ['sold', -3, 5, second._id],
      ['sold', -2, 8, first._id],
    ]);
    expect(history[0]?.orderNumber).toBe(second._id.slice(-6).toUpperCase());
    expect(await stockOf(shop, product.id)).toBe(10);
  });

  test("the product form's stock is recorded as the owner's edit; other edits record nothing", async () => {
    const created = await request(shop, owner, {
      method: 'POST',
      url: '/api/plants',
      payload: { name: 'Money Plant', description: 'Trails happily on a shelf.', price: 250, stock: 6 },
    });
    const id = created.json().data._id as string;
    const put = (payload: object) =>
      request(shop, owner, { method: 'PUT', url: `/api/plants/${id}`, payload });
    expect((await put({ price: 260 })).statusCode).toBe(200);
    expect((await put({ stock: 9 })).statusCode).toBe(200);
    expect((await put({ stock: 9, name: 'Money Plant (golden)' })).statusCode).toBe(200);
    const history = await historyOf(id);
    expect(
      history.map(({ reason, change, stockAfter, actorName }) => [reason, change, stockAfter, actorName]),
    ).toEqual([
      ['edited', 3, 9, 'Owner Akter'],
      ['edited', 6, 6, 'Owner Akter'],
    ]);
  });

  test('the history pages newest first and counts every movement', async () => {
    const product = await addTestProduct(shop, { price: 300, stock: 0 });
    for (let i = 1; i <= 3; i++) await adjust(product.id, { reason: 'received', quantity: i });
    const page = await request(shop, owner, {
      method: 'GET',
      url: `/api/admin/products/${product.id}/stock-history?limit=2&page=2`,
    });
    expect(page.json()).toMatchObject({ total: 3, data: [{ change: 1, stockAfter: 1 }] });
  });
});

describe('low stock', () => {
  async function listed(query: string): Promise<{ rows: AdminProduct[]; total: number }> {
    const response = await request(shop, owner, {
      method: 'GET',
      url: `/api/admin/products?limit=100&${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return { rows: response.json().data, total: response.json().total };
  }

  test('low is at or below the threshold and above none; sold out is none; the filter is the server’s', async () => {
    const fresh = await createTestShop({ database: shop.database });
    try {
      const stocks = { none: 0, one: 1, five: 5, six: 6, ownThree: 4 };
      const ids: Record<string, string> = {};
      for (const [name, stock] of Object.entries(stocks)) {
        ids[name] = (
          await addTestProduct(fresh, {
            name: `Level ${name}`,
            price: 100,
            stock,
            ...(name === 'ownThree' ? { lowStockThreshold: 3 } : {}),
          })
        ).id;
      }
      const levels = Object.fromEntries(
        (await listed('q=Level')).rows.map((row) => [row.name.replace('Level ', ''), row.stockLevel]),
      );
      // The shop's default threshold is 5; "ownThree" holds 4 against its own threshold of 3.
      expect(levels).toEqual({
        none: 'sold_out',
        one: 'low',
        five: 'low',
        six: 'in_stock',
        ownThree: 'in_stock',
      });
      expect((await listed('q=Level&stock=low')).rows.map((row) => row.name).sort()).toEqual([
        'Level five',
        'Level one',
      ]);
      expect((await listed('q=Level&stock=sold_out')).rows.map((row) => row.name)).toEqual(['Level none']);

      const saved = await request(shop, owner, {
        method: 'PUT',
        url: '/api/admin/stock-settings',
        payload: { lowStockThreshold: 6, dailyDigest: true, digestLocale: 'bn' },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().message).toBe('Stock settings saved');
      expect((await listed('q=Level&stock=low')).rows.map((row) => row.name).sort()).toEqual([
        'Level five',
        'Level one',
        'Level six',
      ]);
      const stats = (await request(shop, owner, { method: 'GET', url: '/api/admin/stats' })).json()
        .data as AdminStats;
      expect(stats.lowStock).toBeGreaterThanOrEqual(3);
      expect(stats.soldOut).toBeGreaterThanOrEqual(1);
    } finally {
      await request(shop, owner, {
        method: 'PUT',
        url: '/api/admin/stock-settings',
        payload: { lowStockThreshold: 5, dailyDigest: true, digestLocale: 'en' },
      });
      await fresh.close();
    }
  });

  test('the dashboard counts low and sold-out products exactly, for the owner only', async () => {
    const before = (await request(shop, owner, { method: 'GET', url: '/api/admin/stats' })).json()
      .data as AdminStats;
    await addTestProduct(shop, { price: 100, stock: 2 });
    await addTestProduct(shop, { price: 100, stock: 0 });
    await addTestProduct(shop, { price: 100, stock: 50 });
    const after = (await request(shop, owner, { method: 'GET', url: '/api/admin/stats' })).json()
      .data as AdminStats;
    expect(after.lowStock! - before.lowStock!).toBe(1);
    expect(after.soldOut! - before.soldOut!).toBe(1);
    // The products are the owner's screen: staff's counters leave them out.
    const staffs = (await request(shop, staff, { method: 'GET', url: '/api/admin/stats' })).json().data;
    expect(staffs).toMatchObject({ lowStock: null, soldOut: null });
  });

  test('a product with one sold-out size is among the sold out, says how many, and the dashboard agrees', async () => {
    const before = (await request(shop, owner, { method: 'GET', url: '/api/admin/stats' })).json()
      .data as AdminStats;
    const size = (value: string) => ({ en: value, bn: null });
    const created = await request(shop, owner, {
      method: 'POST',
      url: '/api/plants',
      payload: {
        name: 'Sized Fern',
        description: 'A fern in three pot sizes',
        subcategory: 'Indoor Plants',
        price: 300,
        stock: 0,
        options: [{ name: size('Pot size'), values: ['Small', 'Medium', 'Large'].map(size) }],
        variants: [
          { options: ['Small'], sku: 'FERN-S', price: 300, stock: 20, shippingWeightKg: 1 },
          { options: ['Medium'], sku: 'FERN-M', price: 500, stock: 0, shippingWeightKg: 2 },
          { options: ['Large'], sku: 'FERN-L', price: 900, stock: 3, shippingWeightKg: 4 },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    const [soldOut] = (await listed('q=Sized%20Fern&stock=sold_out')).rows;
    expect(soldOut).toMatchObject({
      name: 'Sized Fern',
      stock: 23,
      stockLevel: 'sold_out',
      variantStock: { count: 3, low: 1, soldOut: 1 },
    });
    // Its 3 Large are low too: the low filter finds it as well.
    expect((await listed('q=Sized%20Fern&stock=low')).rows.map((row) => row.name)).toEqual(['Sized Fern']);
    const after = (await request(shop, owner, { method: 'GET', url: '/api/admin/stats' })).json()
      .data as AdminStats;
    expect([after.lowStock! - before.lowStock!, after.soldOut! - before.soldOut!]).toEqual([1, 1]);
  });

  test('the settings refuse a negative threshold; only the owner reads or changes them', async () => {
    const bad = await request(shop, owner, {
      method: 'PUT',
      url: '/api/admin/stock-settings',
      payload: { lowStockThreshold: -1, dailyDigest: true, digestLocale: 'en' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('lowStockThreshold: must be 0 or more');
    expect((await request(shop, staff, { method: 'GET', url: '/api/admin/stock-settings' })).statusCode).toBe(
      403,
    );
    const read = await request(shop, owner, { method: 'GET', url: '/api/admin/stock-settings' });
    expect(read.json().data).toEqual({ lowStockThreshold: 5, dailyDigest: true, digestLocale: 'en' });
  });
});
