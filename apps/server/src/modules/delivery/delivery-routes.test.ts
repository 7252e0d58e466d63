import { DEFAULT_SHIPPING_TABLE, type Order, type Quote, type ShippingTable } from '@plantopia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { user } from '../../db/schema.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING } from '../../test/test-orders.js';
import { addTestProduct, stockOf } from '../../test/test-products.js';

let shop: TestShop;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'admin' });
  shopper = await signUp(shop);
});
afterAll(() => shop.close());
// Each test starts from the default table.
afterEach(async () => {
  await putTable(admin, DEFAULT_SHIPPING_TABLE);
});

const URL = '/api/admin/shipping-table';
const putTable = (as: TestUser | null, payload: object) =>
  request(shop, as, { method: 'PUT', url: URL, payload });

// Ids of data/bd-geo: Dhaka division 6 → Dhaka district 47 → Dhaka City 9001 / Savar 365; Chattogram
// division 1 → Comilla district 1 → Debidwar 1; Gazipur district 41 → Gazipur Sadar 320.
const DHAKA_CITY = { divisionId: 6, districtId: 47, upazilaId: 9001 };
const SAVAR = { divisionId: 6, districtId: 47, upazilaId: 365 };
const DEBIDWAR = { divisionId: 1, districtId: 1, upazilaId: 1 };

const ZONED: ShippingTable = {
  zones: [
    { name: 'Inside Dhaka City', nameBn: 'ঢাকা শহরের ভেতরে', fee: 60, districtIds: [], upazilaIds: [9001] },
    { name: 'Dhaka suburbs', nameBn: null, fee: 80, districtIds: [41], upazilaIds: [365] },
  ],
  defaultFee: 120,
  includedKg: 1,
  perExtraKg: 25,
  freeDeliveryFrom: 10_000,
  codMaxTotal: 5000,
};

async function quote(items: { _id: string; quantity: number }[], destination?: typeof DHAKA_CITY) {
  const response = await request(shop, shopper, {
    method: 'POST',
    url: '/api/pricing/quote',
    payload: { items, ...(destination ? { destination } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Quote;
}

/** Each order by a new shopper: the per-user order rate limit (10 a minute) stays out of the way. */
async function placeOrder(
  items: { _id: string; quantity: number }[],
  shipping: object,
  paymentMethod = 'cod',
) {
  const buyer = await signUp(shop);
  return request(shop, buyer, {
    method: 'POST',
    url: '/api/orders',
    payload: { items, shipping, paymentMethod },
  });
}

describe('GET /api/shipping-rates', () => {
  test('is public: anyone reads the default table, and an admin write shows at once', async () => {
    const before = await request(shop, null, { method: 'GET', url: '/api/shipping-rates' });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual(DEFAULT_SHIPPING_TABLE);
    // Read again (cached), then the owner saves: the cached answer is replaced, not served stale.
    expect((await request(shop, shopper, { method: 'GET', url: '/api/shipping-rates' })).json().data).toEqual(
      DEFAULT_SHIPPING_TABLE,
    );
    expect((await putTable(admin, ZONED)).statusCode).toBe(200);
    const after = await request(shop, null, { method: 'GET', url: '/api/shipping-rates' });
    expect(after.json().data).toEqual(ZONED);
  });

  test('a shopper cannot write it', async () => {
    expect((await putTable(shopper, ZONED)).statusCode).toBe(403);
    expect((await request(shop, null, { method: 'GET', url: '/api/shipping-rates' })).json().data).toEqual(
      DEFAULT_SHIPPING_TABLE,
    );
  });
});

describe('the shipping table routes', () => {
  test('answer the default table, ৳100 everywhere, until the owner saves one', async () => {
    const response = await request(shop, admin, { method: 'GET', url: URL });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(DEFAULT_SHIPPING_TABLE);
  });

  test('are for the admin only: 401 signed out, 403 for a shopper, and nothing changes', async () => {
    expect((await request(shop, null, { method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await request(shop, shopper, { method: 'GET', url: URL })).statusCode).toBe(403);
    expect((await putTable(null, ZONED)).statusCode).toBe(401);
    expect((await putTable(shopper, ZONED)).statusCode).toBe(403);
    expect((await request(shop, admin, { method: 'GET', url: URL })).json().data).toEqual(
      DEFAULT_SHIPPING_TABLE,
    );
  });

  test('save a table and answer it, and the next quote uses it at once', async () => {
    const saved = await putTable(admin, ZONED);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ data: ZONED, message: 'Delivery charges saved' });
    expect((await request(shop, admin, { method: 'GET', url: URL })).json().data).toEqual(ZONED);
    const fern = await addTestProduct(shop, { price: 500, stock: 5 });
    expect((await quote([{ _id: fern.id, quantity: 1 }], DHAKA_CITY)).shipping).toBe(60);
  });

  test.each([
    ['an unknown district', { zones: [{ ...ZONED.zones[0]!, districtIds: [999] }] }, 'zones.0.districtIds.0'],
    ['an unknown upazila', { zones: [{ ...ZONED.zones[0]!, upazilaIds: [5000] }] }, 'zones.0.upazilaIds.0'],
    [
      'a district in two zones',
      { zones: [ZONED.zones[1]!, { ...ZONED.zones[1]!, name: 'Again', upazilaIds: [] }] },
      'zones.1.districtIds.0',
    ],
    ['a negative fee', { defaultFee: -1 }, 'defaultFee'],
    ['a fee with three decimals', { perExtraKg: 1.005 }, 'perExtraKg'],
    ['a missing limit', { codMaxTotal: undefined }, 'codMaxTotal'],
    ['a zone without a name', { zones: [{ ...ZONED.zones[0]!, name: ' ' }] }, 'zones.0.name'],
  ])('refuse %s with 400 naming the field, and keep the table', async (_what, change, field) => {
    const response = await putTable(admin, { ...ZONED, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
    expect((await request(shop, admin, { method: 'GET', url: URL })).json().data).toEqual(
      DEFAULT_SHIPPING_TABLE,
    );
  });
});

describe('delivery by zone', () => {
  test('the default table quotes and charges ৳100 wherever the order goes', async () => {
    const fern = await addTestProduct(shop, { price: 500, stock: 10, shippingWeightKg: 7 });
    const items = [{ _id: fern.id, quantity: 2 }];
    for (const place of [undefined, DHAKA_CITY, SAVAR, DEBIDWAR]) {
      expect(await quote(items, place)).toMatchObject({ shipping: 100, total: 1100, cashOnDelivery: true });
    }
    const order = (await placeOrder(items, { ...TEST_SHIPPING, ...DEBIDWAR })).json().data as Order;
    expect(order.summary).toEqual({ subtotal: 1000, shipping: 100, total: 1100 });
  });

  test('a configured table: each zone’s fee and the weight charge, the same on the quote and the stored order', async () => {
    await putTable(admin, ZONED);
    const pot = await addTestProduct(shop, { price: 300, stock: 20, shippingWeightKg: 1.5 });
    const items = [{ _id: pot.id, quantity: 2 }]; // 3 kg: 2 kg above the included 1 kg → ৳50
    const cases = [
      [DHAKA_CITY, 60 + 50, 'Inside Dhaka City', 'ঢাকা শহরের ভেতরে'],
      [SAVAR, 80 + 50, 'Dhaka suburbs', null],
      [{ divisionId: 6, districtId: 41, upazilaId: 320 }, 80 + 50, 'Dhaka suburbs', null],
      [DEBIDWAR, 120 + 50, null, null],
    ] as const;
    for (const [place, fee, zone, zoneBn] of cases) {
      const quoted = await quote(items, place);
      expect(quoted).toMatchObject({
        shipping: fee,
        total: 600 + fee,
        deliveryZone: zone,
        deliveryZoneBn: zoneBn,
      });
      const placed = await placeOrder(items, { ...TEST_SHIPPING, ...place });
      expect(placed.statusCode).toBe(201);
      const order = placed.json().data as Order;
      expect(order.summary).toEqual({
        subtotal: quoted.subtotal,
        shipping: quoted.shipping,
        total: quoted.total,
      });
    }
  });

  test('a card payment is for the total delivered to the picked place, and the card order goes through', async () => {
    await putTable(admin, ZONED);
    const buyer = await signUp(shop);
    const fern = await addTestProduct(shop, { price: 700, stock: 5 });
    const items = [{ _id: fern.id, quantity: 1 }];
    await request(shop, buyer, { method: 'PUT', url: `/api/cart/${buyer.id}`, payload: { cart: items } });
    const intent = await request(shop, buyer, {
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { destination: DHAKA_CITY },
    });
    expect(intent.json()).toMatchObject({ amount: 760 });
    const confirmed = await request(shop, buyer, {
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: {
        clientSecret: intent.json().clientSecret,
        card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' },
      },
    });
    expect(confirmed.statusCode).toBe(200);
    const placed = await request(shop, buyer, {
      method: 'POST',
      url: '/api/orders',
      payload: {
        items,
        shipping: TEST_SHIPPING,
        paymentMethod: 'card',
        paymentIntentId: intent.json().paymentIntentId,
      },
    });
    expect(placed.statusCode).toBe(201);
    expect((placed.json().data as Order).summary).toEqual({ subtotal: 700, shipping: 60, total: 760 });
  });

  test('an address typed as free text (no ids) pays the fee of everywhere else', async () => {
    await putTable(admin, ZONED);
    const fern = await addTestProduct(shop, { price: 100, stock: 5 });
    const { divisionId: _d, districtId: _t, upazilaId: _u, ...freeText } = TEST_SHIPPING;
    const placed = await placeOrder([{ _id: fern.id, quantity: 1 }], {
      ...freeText,
      city: 'Dhaka',
      state: 'Dhaka',
    });
    expect(placed.statusCode).toBe(201);
    expect((placed.json().data as Order).summary.shipping).toBe(120);
  });

  test('free delivery from the threshold on the subtotal', async () => {
    await putTable(admin, ZONED);
    const tree = await addTestProduct(shop, { price: 10_000, stock: 5, shippingWeightKg: 20 });
    expect(await quote([{ _id: tree.id, quantity: 1 }], DEBIDWAR)).toMatchObject({
      shipping: 0,
      total: 10_000,
    });
  });

  test('cash on delivery above the owner’s limit is refused with 400 naming the payment method; nothing is taken', async () => {
    await putTable(admin, ZONED);
    const lamp = await addTestProduct(shop, { price: 4950, stock: 3 });
    const items = [{ _id: lamp.id, quantity: 1 }];
    expect(await quote(items, DHAKA_CITY)).toMatchObject({
      total: 5010,
      cashOnDelivery: false,
      codMaxTotal: 5000,
    });
    const refused = await placeOrder(items, TEST_SHIPPING);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'paymentMethod: Cash on delivery is available for orders up to ৳5,000.00. Please choose another payment method.',
    );
    expect(await stockOf(shop, lamp.id)).toBe(3);
    // Within the limit it goes through.
    const cheaper = await addTestProduct(shop, { price: 4940, stock: 3 });
    expect((await placeOrder([{ _id: cheaper.id, quantity: 1 }], TEST_SHIPPING)).statusCode).toBe(201);
  });
});

describe('a shipping address', () => {
  const fernItems = async () => [
    { _id: (await addTestProduct(shop, { price: 10, stock: 5 })).id, quantity: 1 },
  ];

  test('stores the mobile number in one form and the picked place’s names', async () => {
    const placed = await placeOrder(await fernItems(), {
      ...TEST_SHIPPING,
      city: 'typed over',
      state: '',
      phone: '+880 1812-345678',
      ...SAVAR,
    });
    expect(placed.statusCode).toBe(201);
    expect((placed.json().data as Order).shipping).toMatchObject({
      phone: '01812345678',
      city: 'Savar, Dhaka',
      state: 'Dhaka Division',
      country: 'Bangladesh',
      ...SAVAR,
    });
  });

  test('takes a phone and postcode typed in Bangla digits, and stores them in ASCII digits', async () => {
    const placed = await placeOrder(await fernItems(), {
      ...TEST_SHIPPING,
      phone: '০১৭১১২২৩৩৪৪',
      postalCode: '৫৮৪০',
      ...SAVAR,
    });
    expect(placed.statusCode).toBe(201);
    expect((placed.json().data as Order).shipping).toMatchObject({
      phone: '01711223344',
      postalCode: '5840',
    });

    const owner = await signUp(shop);
    const saved = await request(shop, owner, {
      method: 'PUT',
      url: `/api/users/${owner.id}`,
      payload: { shippingAddress: { phone: '+৮৮০ ১৮১২-৩৪৫৬৭৮', postalCode: '১২০৯', ...DHAKA_CITY } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.shippingAddress).toMatchObject({ phone: '01812345678', postalCode: '1209' });
  });

  test.each([
    ['a phone that is not a Bangladeshi mobile', { phone: '01212345678' }, 'shipping.phone'],
    ['a phone one digit short', { phone: '0171234567' }, 'shipping.phone'],
    ['a postal code of 5 digits', { postalCode: '12345' }, 'shipping.postalCode'],
    [
      'a district of another division',
      { divisionId: 1, districtId: 47, upazilaId: 9001 },
      'shipping.districtId',
    ],
    ['an upazila of another district', { divisionId: 6, districtId: 47, upazilaId: 1 }, 'shipping.upazilaId'],
    ['a district id only', { divisionId: undefined, upazilaId: undefined }, 'shipping.divisionId'],
  ])('refuses %s with 400 naming the field, and places nothing', async (_what, change, field) => {
    const response = await placeOrder(await fernItems(), { ...TEST_SHIPPING, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  test('on the profile: picked ids fill the names, a bad phone is 400, an old free-text address reads as it was', async () => {
    const owner = await signUp(shop);
    const put = (shippingAddress: object) =>
      request(shop, owner, { method: 'PUT', url: `/api/users/${owner.id}`, payload: { shippingAddress } });
    const profileAddress = async () =>
      (await request(shop, owner, { method: 'GET', url: `/api/users/${owner.id}` })).json().data
        .shippingAddress;

    // As saved before the pickers (a direct write: the API no longer accepts a bad phone).
    const legacy = {
      address: '12 Lake Road',
      city: 'Dhaka',
      state: 'Dhaka',
      postalCode: '12090',
      country: 'Bangladesh',
      phone: '+1 555 0100',
    };
    await shop.database.db.update(user).set({ shippingAddress: legacy }).where(eq(user.id, owner.id));
    expect(await profileAddress()).toEqual(legacy);

    const bad = await put({ phone: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('shippingAddress.phone');

    const upgraded = await put({ ...legacy, postalCode: '1209', phone: '01711-000000', ...DHAKA_CITY });
    expect(upgraded.statusCode).toBe(200);
    expect(await profileAddress()).toEqual({
      ...legacy,
      city: 'Dhaka City, Dhaka',
      state: 'Dhaka Division',
      postalCode: '1209',
      phone: '01711000000',
      ...DHAKA_CITY,
    });

    // A place typed as text (a client without the pickers) replaces the picked one: no stale ids stay behind.
    expect((await put({ city: 'Sylhet', state: 'Sylhet' })).statusCode).toBe(200);
    const typed = await profileAddress();
    expect(typed).toMatchObject({ city: 'Sylhet', state: 'Sylhet', address: '12 Lake Road' });
    expect(typed).not.toHaveProperty('upazilaId');
  });
});
