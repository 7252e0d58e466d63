import type { Coupon, CouponInput, Order, Quote } from '@plantopia/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FakeSslcommerz, startFakeSslcommerz } from '../../test/fake-sslcommerz.js';
import { expireHold, redirectProvidersEnv } from '../../test/redirect-shop.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING as shipping } from '../../test/test-orders.js';
import { addTestProduct } from '../../test/test-products.js';

let ssl: FakeSslcommerz;
let shop: TestShop;
let admin: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  ssl = await startFakeSslcommerz();
  shop = await createTestShop({ env: redirectProvidersEnv({ ssl }) });
  [admin, shopper] = await Promise.all([signUp(shop, { role: 'admin' }), signUp(shop)]);
});
afterAll(async () => {
  await shop.close();
  await ssl.close();
});

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
let serial = 0;

function createCoupon(changes: Partial<CouponInput> = {}, as: TestUser = admin) {
  serial += 1;
  const input: CouponInput = {
    code: `test${serial}`,
    kind: 'percent',
    value: 10,
    startsAt: iso(-HOUR),
    endsAt: iso(24 * HOUR),
    ...changes,
  };
  return request(shop, as, { method: 'POST', url: '/api/admin/coupons', payload: input });
}

async function coupon(changes: Partial<CouponInput> = {}): Promise<Coupon> {
  const response = await createCoupon(changes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function listed(id: string): Promise<Coupon> {
  const response = await request(shop, admin, { method: 'GET', url: '/api/admin/coupons' });
  return (response.json().data as Coupon[]).find((c) => c._id === id)!;
}

type Items = { _id: string; quantity: number }[];

async function quote(as: TestUser | null, items: Items, couponCode?: string): Promise<Quote> {
  const response = await request(shop, as, {
    method: 'POST',
    url: '/api/pricing/quote',
    payload: { items, ...(couponCode ? { couponCode } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

function placeOrder(as: TestUser, items: Items, couponCode?: string, paymentMethod = 'cod') {
  return request(shop, as, {
    method: 'POST',
    url: '/api/orders',
    payload: { items, shipping, paymentMethod, ...(couponCode ? { couponCode } : {}) },
  });
}

describe('the admin’s codes', () => {
  test('an admin creates a code that is stored upper-case and listed with no uses', async () => {
    const created = await coupon({ code: 'Diwali-10', kind: 'fixed', value: 150.5, minSubtotal: 1000 });
    expect(created).toMatchObject({
      code: 'DIWALI-10',
      kind: 'fixed',
      value: 150.5,
      minSubtotal: 1000,
      uses: 0,
    });
    expect(await listed(created._id)).toMatchObject({ code: 'DIWALI-10', uses: 0, active: true });
  });

  test('codes are case-insensitive and unique: the same code in other letters is refused with 409', async () => {
    await coupon({ code: 'eid2026' });
    const again = await createCoupon({ code: 'EID2026' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('code: EID2026 is already a coupon');
  });

  test('bad terms are refused with 400 naming what is wrong', async () => {
    const cases: [Partial<CouponInput>, RegExp][] = [
      [{ kind: 'percent', value: 0 }, /value: must be a whole percent from 1 to 100/],
      [{ kind: 'percent', value: 101 }, /value: must be a whole percent from 1 to 100/],
      [{ kind: 'fixed', value: 0 }, /value: must be an amount of taka above 0/],
      [{ startsAt: iso(HOUR), endsAt: iso(-HOUR) }, /endsAt: must be after startsAt/],
      [{ code: 'no spaces' }, /code: may use only letters, digits, - and _/],
      [{ maxUses: 0 }, /maxUses: must be at least 1/],
      [{ categories: ['pets' as 'plants'] }, /categories/],
    ];
    for (const [changes, message] of cases) {
      const response = await createCoupon(changes);
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  test('only an admin may list, create or change codes', async () => {
    expect((await createCoupon({}, shopper)).statusCode).toBe(403);
    expect((await request(shop, null, { method: 'GET', url: '/api/admin/coupons' })).statusCode).toBe(401);
  });

  test('a deactivated code is refused; editing keeps the uses so far', async () => {
    const product = await addTestProduct(shop, { price: 500, stock: 10 });
    const created = await coupon();
    expect((await placeOrder(shopper, [{ _id: product.id, quantity: 1 }], created.code)).statusCode).toBe(
      201,
    );
    const { _id, uses, createdAt, updatedAt, ...terms } = await listed(created._id);
    expect(uses).toBe(1);
    const saved = await request(shop, admin, {
      method: 'PUT',
      url: `/api/admin/coupons/${_id}`,
      payload: { ...terms, active: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ active: false, uses: 1 });
    const refused = await quote(shopper, [{ _id: product.id, quantity: 1 }], created.code);
    expect(refused.couponRefusal).toMatchObject({ reason: 'inactive' });
    const missing = await request(shop, admin, {
      method: 'PUT',
      url: '/api/admin/coupons/no-such-id',
      payload: terms,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a code in the quote', () => {
  test('a signed-out cart sees the discount of a code typed in any case', async () => {
    const product = await addTestProduct(shop, { price: 1200, stock: 5 });
    const { code } = await coupon({ value: 15 });
    const priced = await quote(null, [{ _id: product.id, quantity: 1 }], code.toLowerCase());
    expect(priced).toMatchObject({
      subtotal: 1200,
      shipping: 100,
      discount: 180,
      total: 1120,
      coupon: { code, kind: 'percent', discount: 180 },
      couponRefusal: null,
    });
  });

  test('expired, not-yet-valid, under-minimum, wrong-category and unknown codes are refused with their reason', async () => {
    const plant = await addTestProduct(shop, { price: 400, stock: 5, category: 'plants' });
    const items = [{ _id: plant.id, quantity: 1 }];
    const endsAt = iso(-HOUR);
    const startsAt = iso(48 * HOUR);
    const expired = await coupon({ startsAt: iso(-48 * HOUR), endsAt });
    const early = await coupon({ startsAt, endsAt: iso(72 * HOUR) });
    const dear = await coupon({ minSubtotal: 1000 });
    const soils = await coupon({ categories: ['soils', 'tools'] });
    const refusals = await Promise.all(
      [expired.code, early.code, dear.code, soils.code, 'NOPE'].map(
        async (code) => (await quote(null, items, code)).couponRefusal,
      ),
    );
    expect(refusals).toEqual([
      {
        code: expired.code,
        reason: 'expired',
        params: { endsAt: new Date(endsAt).toISOString() },
        message: expect.stringMatching(/^This code expired on \w+ \d+, \d{4} at \d+:\d\d [AP]M$/),
      },
      {
        code: early.code,
        reason: 'not_started',
        params: { startsAt: new Date(startsAt).toISOString() },
        message: expect.stringMatching(/^This code starts on /),
      },
      {
        code: dear.code,
        reason: 'below_minimum',
        params: { minSubtotal: 1000 },
        message: 'This code needs a subtotal of ৳1,000.00',
      },
      {
        code: soils.code,
        reason: 'wrong_category',
        params: { categories: ['soils', 'tools'] },
        message: 'This code is only for Tools and Soils',
      },
      { code: 'NOPE', reason: 'unknown', params: { code: 'NOPE' }, message: 'No such code: NOPE' },
    ]);
    // The refused code changes nothing: the quote is the undiscounted one.
    const plain = await quote(null, items);
    const refused = await quote(null, items, dear.code);
    expect({ ...refused, couponRefusal: null }).toEqual(plain);
  });

  test('an order with a refused code is refused with 409, the reason and its params, and nothing is placed', async () => {
    const plant = await addTestProduct(shop, { price: 400, stock: 5 });
    const dear = await coupon({ minSubtotal: 1000 });
    const response = await placeOrder(shopper, [{ _id: plant.id, quantity: 2 }], dear.code);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'coupon.refusal.below_minimum',
      message: 'This code needs a subtotal of ৳1,000.00',
      params: { minSubtotal: { taka: 1000 } },
    });
    expect((await listed(dear._id)).uses).toBe(0);
  });
});

describe('a code on the order', () => {
  test('the stored order carries the code and exactly the discount the checkout quoted', async () => {
    const plant = await addTestProduct(shop, { price: 333.33, stock: 5, category: 'plants' });
    const soil = await addTestProduct(shop, { price: 250, stock: 5, category: 'soils' });
    const buyer = await signUp(shop);
    const { code } = await coupon({ value: 12, categories: ['plants'] });
    const items = [
      { _id: plant.id, quantity: 3 },
      { _id: soil.id, quantity: 1 },
    ];
    const quoted = await quote(buyer, items, code);
    expect(quoted.discount).toBe(119.99);
    const placed = await placeOrder(buyer, items, code);
    expect(placed.statusCode, placed.body).toBe(201);
    const order: Order = placed.json().data;
    expect(order.couponCode).toBe(code);
    expect(order.summary).toEqual({
      subtotal: quoted.subtotal,
      shipping: quoted.shipping,
      discount: quoted.discount,
      total: quoted.total,
    });
  });

  test('free delivery zeroes the stored delivery fee', async () => {
    const plant = await addTestProduct(shop, { price: 700, stock: 5 });
    const { code } = await coupon({ kind: 'free_delivery' });
    const placed = await placeOrder(shopper, [{ _id: plant.id, quantity: 1 }], code);
    expect(placed.json().data.summary).toEqual({ subtotal: 700, shipping: 0, total: 700 });
  });

  test('a shopper limited to one use is refused the second time, in the quote and on ordering', async () => {
    const plant = await addTestProduct(shop, { price: 500, stock: 10 });
    const items = [{ _id: plant.id, quantity: 1 }];
    const buyer = await signUp(shop);
    const once = await coupon({ maxUsesPerShopper: 1 });
    expect((await placeOrder(buyer, items, once.code)).statusCode).toBe(201);
    expect((await quote(buyer, items, once.code)).couponRefusal).toMatchObject({
      reason: 'already_used',
      message: 'You have already used this code',
    });
    // Signed out, the shop cannot know: the limit applies when ordering, which needs a sign-in.
    expect((await quote(null, items, once.code)).couponRefusal).toBeNull();
    const again = await placeOrder(buyer, items, once.code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'coupon.refusal.already_used' });
    // Racing themselves does not beat the limit either.
    const other = await signUp(shop);
    const racing = await Promise.all([1, 2, 3].map(() => placeOrder(other, items, once.code)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await listed(once._id)).uses).toBe(2);
  });

  test('a cancelled order gives its use back once, by the admin or by the shopper', async () => {
    const plant = await addTestProduct(shop, { price: 500, stock: 10 });
    const items = [{ _id: plant.id, quantity: 1 }];
    const buyer = await signUp(shop);
    const single = await coupon({ maxUses: 1, maxUsesPerShopper: 1 });
    const first: Order = (await placeOrder(buyer, items, single.code)).json().data;
    expect((await quote(null, items, single.code)).couponRefusal).toMatchObject({
      reason: 'used_up',
      message: 'This code has been used up',
    });
    const cancel = (orderId: string) =>
      request(shop, admin, {
        method: 'PUT',
        url: `/api/orders/${orderId}/status`,
        payload: { status: 'cancelled' },
      });
    expect((await cancel(first._id)).statusCode).toBe(200);
    await cancel(first._id);
    expect((await listed(single._id)).uses).toBe(0);

    const second: Order = (await placeOrder(buyer, items, single.code)).json().data;
    expect(second.summary.discount).toBe(50);
    const removed = await request(shop, buyer, { method: 'DELETE', url: `/api/orders/${second._id}` });
    expect(removed.statusCode).toBe(200);
    expect((await listed(single._id)).uses).toBe(0);
  });

  test('a redirect payment’s expired hold gives its use back', async () => {
    const plant = await addTestProduct(shop, { price: 500, stock: 10 });
    const single = await coupon({ maxUses: 1 });
    const placed = await placeOrder(shopper, [{ _id: plant.id, quantity: 1 }], single.code, 'sslcommerz');
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await listed(single._id)).uses).toBe(1);
    await expireHold(shop, placed.json().data._id);
    expect((await listed(single._id)).uses).toBe(0);
  });

  test('30 concurrent orders with a code limited to 10 uses: exactly 10 are placed discounted, 20 refused used up', async () => {
    // A product per order: the stock's row locks would otherwise queue the orders before the code.
    const plants = await Promise.all(
      Array.from({ length: 30 }, () => addTestProduct(shop, { price: 1000, stock: 1 })),
    );
    const limited = await coupon({ kind: 'fixed', value: 200, maxUses: 10 });
    // Ten shoppers, three orders each: inside the per-shopper order rate limit.
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => signUp(shop)));
    const attempts = await Promise.all(
      plants.map((plant, i) => placeOrder(shoppers[i % 10]!, [{ _id: plant.id, quantity: 1 }], limited.code)),
    );
    const placed = attempts.filter((r) => r.statusCode === 201).map((r) => r.json().data as Order);
    const refused = attempts.filter((r) => r.statusCode === 409);
    expect(placed).toHaveLength(10);
    expect(placed.every((order) => order.summary.discount === 200 && order.couponCode === limited.code)).toBe(
      true,
    );
    expect(refused).toHaveLength(20);
    for (const response of refused) {
      expect(response.json()).toMatchObject({
        code: 'coupon.refusal.used_up',
        message: 'This code has been used up',
      });
    }
    expect((await listed(limited._id)).uses).toBe(10);
  });
});
