import type { Order, Quote } from '@plantopia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { productVariants } from '../../db/schema.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING as shipping } from '../../test/test-orders.js';
import { addTestProduct } from '../../test/test-products.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

async function quote(as: TestUser | null, items: { _id: string; quantity: number }[], couponCode?: string) {
  return request(shop, as, { method: 'POST', url: '/api/pricing/quote', payload: { items, couponCode } });
}

async function putCart(as: TestUser, items: { _id: string; quantity: number }[]) {
  await request(shop, as, { method: 'PUT', url: `/api/cart/${as.id}`, payload: { cart: items } });
}

async function payNewIntent(as: TestUser, couponCode?: string) {
  const intent = (
    await request(shop, as, {
      method: 'POST',
      url: '/api/create-payment-intent',
      ...(couponCode ? { payload: { couponCode } } : {}),
    })
  ).json();
  const paid = await request(shop, as, {
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    payload: {
      clientSecret: intent.clientSecret,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' },
    },
  });
  expect(paid.statusCode).toBe(200);
  return intent as { paymentIntentId: string; amount: number };
}

function placeCardOrder(
  as: TestUser,
  items: { _id: string; quantity: number }[],
  paymentIntentId: string,
  couponCode?: string,
) {
  return request(shop, as, {
    method: 'POST',
    url: '/api/orders',
    payload: { items, shipping, paymentMethod: 'card', paymentIntentId, couponCode },
  });
}

test('a signed-out visitor gets the server’s price of their lines: today’s prices, unknown products left out', async () => {
  const fern = await addTestProduct(shop, { price: 199.5, stock: 5 });
  const pot = await addTestProduct(shop, { price: 0.1, stock: 5 });
  const response = await quote(null, [
    { _id: fern.id, quantity: 2 },
    { _id: pot.id, quantity: 3 },
    { _id: 'no-such-product', quantity: 1 },
    { _id: fern.id, quantity: 1 },
  ]);
  expect(response.statusCode).toBe(200);
  const data: Quote = response.json().data;
  expect(data).toEqual({
    lines: [
      { _id: fern.id, variantId: fern.id, price: 199.5, quantity: 3, lineTotal: 598.5 },
      { _id: pot.id, variantId: pot.id, price: 0.1, quantity: 3, lineTotal: 0.3 },
    ],
    subtotal: 598.8,
    shipping: 100,
    discount: 0,
    total: 698.8,
    deliveryZone: null,
    deliveryZoneBn: null,
    cashOnDelivery: true,
    codMaxTotal: null,
    coupon: null,
    couponRefusal: null,
  });
});

test('a quote refuses a malformed body with 400 naming the field', async () => {
  const response = await quote(null, [{ _id: 'x', quantity: 1.5 }]);
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/quantity/);
});

test('the cart summary, the payment amount and the order total agree for the same cart', async () => {
  const shopper = await signUp(shop);
  const a = await addTestProduct(shop, { price: 349.99, stock: 10 });
  const b = await addTestProduct(shop, { price: 12.01, stock: 10 });
  const lines = [
    { _id: a.id, quantity: 3 },
    { _id: b.id, quantity: 7 },
  ];
  await putCart(shopper, lines);
  const summary: Quote = (await quote(shopper, lines)).json().data;
  const intent = await payNewIntent(shopper);
  const placed = await placeCardOrder(shopper, lines, intent.paymentIntentId);
  expect(placed.statusCode).toBe(201);
  const order: Order = placed.json().data;
  expect(summary.total).toBe(1234.04);
  expect(intent.amount).toBe(summary.total);
  expect(order.summary).toEqual({
    subtotal: summary.subtotal,
    shipping: summary.shipping,
    total: summary.total,
  });
});

test('after a price change between cart and order, the order uses the new price and refuses the stale payment', async () => {
  const shopper = await signUp(shop);
  const product = await addTestProduct(shop, { price: 500, stock: 10 });
  const lines = [{ _id: product.id, quantity: 2 }];
  await putCart(shopper, lines);
  const stale = await payNewIntent(shopper);
  expect(stale.amount).toBe(1100);

  await shop.database.db
    .update(productVariants)
    .set({ price: 550_00 })
    .where(eq(productVariants.id, product.id));

  const refused = await placeCardOrder(shopper, lines, stale.paymentIntentId);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe(
    "The payment of ৳1,100.00 does not match this order's total of ৳1,200.00. Please pay again.",
  );

  const fresh = await payNewIntent(shopper);
  expect(fresh.amount).toBe(1200);
  expect((await quote(shopper, lines)).json().data.total).toBe(1200);
  const placed = await placeCardOrder(shopper, lines, fresh.paymentIntentId);
  expect(placed.statusCode).toBe(201);
  expect(placed.json().data.items[0].price).toBe(550);
  expect(placed.json().data.summary.total).toBe(1200);
});

test('with a code, the cart summary, the card payment and the order agree; a refused code opens no payment', async () => {
  const admin = await signUp(shop, { role: 'admin' });
  const validity = { startsAt: new Date(Date.now() - 60_000).toISOString(), endsAt: '2099-01-01T00:00:00Z' };
  for (const coupon of [
    { code: 'CARD150', kind: 'fixed', value: 150, ...validity },
    { code: 'CARDMIN', kind: 'fixed', value: 150, minSubtotal: 5000, ...validity },
  ]) {
    const created = await request(shop, admin, {
      method: 'POST',
      url: '/api/admin/coupons',
      payload: coupon,
    });
    expect(created.statusCode).toBe(201);
  }
  const shopper = await signUp(shop);
  const product = await addTestProduct(shop, { price: 420.5, stock: 10 });
  const lines = [{ _id: product.id, quantity: 2 }];
  await putCart(shopper, lines);

  const refused = await request(shop, shopper, {
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { couponCode: 'cardmin' },
  });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({
    code: 'coupon.refusal.below_minimum',
    params: { minSubtotal: { taka: 5000 } },
  });

  const summary: Quote = (await quote(shopper, lines, 'card150')).json().data;
  expect(summary).toMatchObject({ subtotal: 841, shipping: 100, discount: 150, total: 791 });
  const intent = await payNewIntent(shopper, 'card150');
  expect(intent.amount).toBe(summary.total);
  const placed = await placeCardOrder(shopper, lines, intent.paymentIntentId, 'card150');
  expect(placed.statusCode, placed.body).toBe(201);
  expect((placed.json().data as Order).summary).toEqual({
    subtotal: 841,
    shipping: 100,
    discount: 150,
    total: 791,
  });
});
