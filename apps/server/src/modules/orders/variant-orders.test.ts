import type { Product, ShippingTable } from '@plantopia/shared';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING as shipping } from '../../test/test-orders.js';

// Issue 25 item 1's acceptance (docs/decisions/038): price, stock and weight are each variant's own.

let shop: TestShop;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'admin' });
  shopper = await signUp(shop);
});
afterAll(() => shop.close());

const BAG_WEIGHT = {
  name: { en: 'Bag weight', bn: 'ব্যাগের ওজন' },
  values: [
    { en: '1 kg', bn: '১ কেজি' },
    { en: '10 kg', bn: '১০ কেজি' },
  ],
};

let serial = 0;
/** A bag of potting mix in 1 kg and 10 kg, through the admin's API. */
async function pottingMix(stock: { small: number; large: number }): Promise<Product> {
  serial += 1;
  const response = await request(shop, admin, {
    method: 'POST',
    url: '/api/soils',
    payload: {
      name: `Potting Mix ${serial}`,
      description: 'Loamy mix',
      price: 150,
      stock: 0,
      options: [BAG_WEIGHT],
      variants: [
        { options: ['1 kg'], sku: `MIX${serial}-1`, price: 150, stock: stock.small, shippingWeightKg: 1 },
        { options: ['10 kg'], sku: `MIX${serial}-10`, price: 900, stock: stock.large, shippingWeightKg: 10 },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const variantOf = (product: Product, value: string) => product.variants.find((v) => v.options[0] === value)!;

const placeOrder = (
  as: TestUser,
  items: { _id: string; variantId?: string; quantity: number }[],
  couponCode?: string,
) =>
  request(shop, as, {
    method: 'POST',
    url: '/api/orders',
    payload: { items, shipping, paymentMethod: 'cod', ...(couponCode ? { couponCode } : {}) },
  });

async function readProduct(id: string): Promise<Product> {
  const response = await request(shop, null, { method: 'GET', url: `/api/soils/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

test('a product with options answers its variants, and the product shows the lowest price and the total stock', async () => {
  const product = await pottingMix({ small: 4, large: 2 });
  expect(product.options).toEqual([BAG_WEIGHT]);
  expect(product.variants.map((v) => [v.options, v.sku, v.price, v.stock, v.shippingWeightKg])).toEqual([
    [['1 kg'], `MIX${serial}-1`, 150, 4, 1],
    [['10 kg'], `MIX${serial}-10`, 900, 2, 10],
  ]);
  // The first variant keeps the product's id: what named the product names it (docs/decisions/038).
  expect(product.variants[0]!._id).toBe(product._id);
  expect([product.price, product.stock]).toEqual([150, 6]);
});

test('an order of the 10 kg variant charges the weight fee for 10 kg and records the size bought', async () => {
  const table: ShippingTable = {
    zones: [],
    defaultFee: 100,
    includedKg: 1,
    perExtraKg: 20,
    freeDeliveryFrom: null,
    codMaxTotal: null,
  };
  const saved = await request(shop, admin, {
    method: 'PUT',
    url: '/api/admin/shipping-table',
    payload: table,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const product = await pottingMix({ small: 5, large: 5 });
  const large = variantOf(product, '10 kg');

  const response = await placeOrder(shopper, [{ _id: product._id, variantId: large._id, quantity: 1 }]);

  expect(response.statusCode, response.body).toBe(201);
  const order = response.json().data;
  // ৳100 for the first kilogram, ৳20 for each of the 9 more.
  expect(order.summary).toMatchObject({ subtotal: 900, shipping: 100 + 9 * 20 });
  expect(order.items[0]).toMatchObject({
    variantId: large._id,
    sku: large.sku,
    price: 900,
    options: [{ name: BAG_WEIGHT.name, value: BAG_WEIGHT.values[1] }],
  });
  const after = await readProduct(product._id);
  expect(after.variants.map((v) => v.stock)).toEqual([5, 4]);
  await request(shop, admin, {
    method: 'PUT',
    url: '/api/admin/shipping-table',
    payload: { ...table, perExtraKg: 0 },
  });
});

test('the last piece of one variant sells exactly once under 50 concurrent orders; its sibling keeps its stock', async () => {
  const product = await pottingMix({ small: 7, large: 1 });
  const large = variantOf(product, '10 kg');
  const buyers = await Promise.all(Array.from({ length: 50 }, () => signUp(shop)));

  const responses = await Promise.all(
    buyers.map((buyer) => placeOrder(buyer, [{ _id: product._id, variantId: large._id, quantity: 1 }])),
  );

  const statuses = responses.map((r) => r.statusCode).sort();
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  const after = await readProduct(product._id);
  expect(after.variants.map((v) => v.stock)).toEqual([7, 0]);
  expect(after.stock).toBe(7);
}, 120_000);

test('a cart line naming only the product, as carts saved before variants do, resolves to its first variant', async () => {
  const product = await pottingMix({ small: 3, large: 3 });
  const put = await request(shop, shopper, {
    method: 'PUT',
    url: `/api/cart/${shopper.id}`,
    payload: { cart: [{ _id: product._id, quantity: 2 }] },
  });
  expect(put.statusCode, put.body).toBe(200);
  expect(put.json().data).toMatchObject([
    { _id: product._id, variantId: product.variants[0]!._id, price: 150, quantity: 2, stock: 3 },
  ]);
  const ordered = await placeOrder(shopper, [{ _id: product._id, quantity: 1 }]);
  expect(ordered.statusCode, ordered.body).toBe(201);
  expect(ordered.json().data.items[0].variantId).toBe(product.variants[0]!._id);
});

test('a coupon limited to a category discounts every variant of a product in it', async () => {
  const product = await pottingMix({ small: 5, large: 5 });
  const created = await request(shop, admin, {
    method: 'POST',
    url: '/api/admin/coupons',
    payload: {
      code: 'SOILS10',
      kind: 'percent',
      value: 10,
      categories: ['soils'],
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(created.statusCode, created.body).toBe(201);

  const quote = await request(shop, shopper, {
    method: 'POST',
    url: '/api/pricing/quote',
    payload: {
      items: product.variants.map((variant) => ({ _id: product._id, variantId: variant._id, quantity: 1 })),
      couponCode: 'soils10',
    },
  });

  expect(quote.statusCode, quote.body).toBe(200);
  expect(quote.json().data).toMatchObject({ subtotal: 1050, discount: 105 });
});

test('a variant of another product, or options a variant does not match, is refused with 400 naming variants', async () => {
  const one = await pottingMix({ small: 1, large: 1 });
  const other = await pottingMix({ small: 1, large: 1 });
  const foreign = await request(shop, admin, {
    method: 'PUT',
    url: `/api/soils/${one._id}`,
    payload: { options: [BAG_WEIGHT], variants: [{ ...other.variants[0]!, sku: '' }] },
  });
  expect(foreign.statusCode).toBe(400);
  expect(foreign.json().message).toMatch(/^variants: /);
  const unknownValue = await request(shop, admin, {
    method: 'PUT',
    url: `/api/soils/${one._id}`,
    payload: { variants: [{ options: ['50 kg'], price: 1, stock: 1, shippingWeightKg: 50 }] },
  });
  expect(unknownValue.statusCode).toBe(400);
  expect(unknownValue.json().message).toMatch(/^variants: /);
  expect((await readProduct(one._id)).variants).toEqual(one.variants);
});

test('a new product with options but no variant is refused with 400 naming variants, and nothing is made', async () => {
  const before = (await request(shop, admin, { method: 'GET', url: '/api/soils?limit=100' })).json().total;
  const response = await request(shop, admin, {
    method: 'POST',
    url: '/api/soils',
    payload: { name: 'Empty Mix', description: 'No bags', price: 0, stock: 0, options: [BAG_WEIGHT] },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/^variants: /);
  expect((await request(shop, admin, { method: 'GET', url: '/api/soils?limit=100' })).json().total).toBe(
    before,
  );
});

test('the owner receives pieces of one size: that variant’s stock and history move, its sibling’s not', async () => {
  const product = await pottingMix({ small: 2, large: 1 });
  const large = variantOf(product, '10 kg');
  const adjusted = await request(shop, admin, {
    method: 'POST',
    url: `/api/admin/products/${product._id}/stock-adjustments`,
    payload: { reason: 'received', quantity: 3, variantId: large._id },
  });
  expect(adjusted.statusCode, adjusted.body).toBe(201);
  const after = await readProduct(product._id);
  expect(after.variants.map((v) => v.stock)).toEqual([2, 4]);
  expect(after.stock).toBe(6);
  const history = await request(shop, admin, {
    method: 'GET',
    url: `/api/admin/products/${product._id}/stock-history`,
  });
  expect(history.json().data[0]).toMatchObject({ variantId: large._id, change: 3, stockAfter: 4 });
});

test('an edit that leaves a variant’s stock out keeps the stock orders left it, and changes its price', async () => {
  const product = await pottingMix({ small: 3, large: 3 });
  const [small, large] = product.variants;
  expect(
    (await placeOrder(shopper, [{ _id: product._id, variantId: large!._id, quantity: 1 }])).statusCode,
  ).toBe(201);
  const { stock: _opened, ...withoutStock } = large!;
  const saved = await request(shop, admin, {
    method: 'PUT',
    url: `/api/soils/${product._id}`,
    payload: { options: product.options, variants: [small, { ...withoutStock, price: 950 }] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data.variants.map((v: { price: number; stock: number }) => [v.price, v.stock])).toEqual(
    [
      [150, 3],
      [950, 2],
    ],
  );
});

test('the owner’s product list finds a product by any of its variants’ SKUs, in any case', async () => {
  const product = await pottingMix({ small: 1, large: 1 });
  const large = variantOf(product, '10 kg');
  const found = await request(shop, admin, {
    method: 'GET',
    url: `/api/admin/products?q=${encodeURIComponent(large.sku.toLowerCase())}`,
  });
  expect(found.statusCode).toBe(200);
  expect(found.json().data.map((row: { _id: string }) => row._id)).toEqual([product._id]);
});

test('a review names the size its author received', async () => {
  const product = await pottingMix({ small: 3, large: 3 });
  const large = variantOf(product, '10 kg');
  const buyer = await signUp(shop);
  const placed = await placeOrder(buyer, [{ _id: product._id, variantId: large._id, quantity: 1 }]);
  for (const status of ['accepted', 'shipped', 'delivered']) {
    const moved = await request(shop, admin, {
      method: 'PUT',
      url: `/api/orders/${placed.json().data._id}/status`,
      payload: { status },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  const reviewed = await request(shop, buyer, {
    method: 'POST',
    url: `/api/products/${product._id}/reviews`,
    payload: { rating: 5, text: 'Heavy bag, good loam' },
  });
  expect(reviewed.statusCode, reviewed.body).toBe(201);
  expect(reviewed.json().data.boughtOptions).toEqual([
    { name: BAG_WEIGHT.name, value: BAG_WEIGHT.values[1] },
  ]);
});
