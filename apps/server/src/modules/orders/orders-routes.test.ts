import type { Order } from '@plantopia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { products } from '../../db/schema.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING as shipping } from '../../test/test-orders.js';
import { addTestProduct, stockOf } from '../../test/test-products.js';

let shop: TestShop;
let admin: TestUser;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'admin' });
});
afterAll(() => shop.close());

function placeOrder(
  as: TestUser | null,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return request(shop, as, { method: 'POST', url: '/api/orders', payload: { shipping, ...body }, headers });
}

function setStatus(as: TestUser | null, orderId: string, status: string) {
  return request(shop, as, { method: 'PUT', url: `/api/orders/${orderId}/status`, payload: { status } });
}

async function myOrders(as: TestUser): Promise<Order[]> {
  return (await request(shop, as, { method: 'GET', url: '/api/orders/mine' })).json().data;
}

async function allOrders(): Promise<Order[]> {
  return (await request(shop, admin, { method: 'GET', url: '/api/orders' })).json().data;
}

describe('placing an order', () => {
  test('the server prices it, stores it as bought (its Bangla name too), takes the stock and empties the server cart', async () => {
    const shopper = await signUp(shop);
    const fern = await addTestProduct(shop, {
      name: 'Boston Fern',
      nameBn: 'বস্টন ফার্ন',
      price: 450.5,
      stock: 5,
    });
    const trowel = await addTestProduct(shop, { name: 'Trowel', price: 199, stock: 2, category: 'tools' });
    await request(shop, shopper, {
      method: 'PUT',
      url: `/api/cart/${shopper.id}`,
      payload: { cart: [{ _id: fern.id, quantity: 2 }] },
    });

    const response = await placeOrder(shopper, {
      items: [
        { _id: fern.id, quantity: 2 },
        { _id: trowel.id, quantity: 1 },
      ],
      paymentMethod: 'cod',
    });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Order placed successfully!');
    const order: Order = body.data;
    expect(order).toMatchObject({
      userId: shopper.id,
      status: 'pending',
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
      paymentIntentId: null,
      deletedByCustomer: false,
      shipping,
      summary: { subtotal: 1100, shipping: 100, total: 1200 },
    });
    expect(order.items).toEqual([
      {
        _id: fern.id,
        // A product without options sells its one variant, which has the product's id and SKU.
        variantId: fern.id,
        options: [],
        sku: expect.stringMatching(/^TEST-/),
        name: 'Boston Fern',
        nameBn: 'বস্টন ফার্ন',
        price: 450.5,
        quantity: 2,
        // Multiplied in poisha: 901, not a float that a view would have to round.
        lineTotal: 901,
        imageUrl: `/images/${fern.id}.webp`,
        category: 'plants',
      },
      {
        _id: trowel.id,
        // A product without options sells its one variant, which has the product's id and SKU.
        variantId: trowel.id,
        options: [],
        sku: expect.stringMatching(/^TEST-/),
        name: 'Trowel',
        nameBn: null,
        price: 199,
        quantity: 1,
        lineTotal: 199,
        imageUrl: `/images/${trowel.id}.webp`,
        category: 'tools',
      },
    ]);
    expect(await stockOf(shop, fern.id)).toBe(3);
    expect(await stockOf(shop, trowel.id)).toBe(1);
    const cart = await request(shop, shopper, { method: 'GET', url: `/api/cart/${shopper.id}` });
    expect(cart.json().data).toEqual([]);
    expect((await myOrders(shopper)).map((o) => o._id)).toEqual([order._id]);
  });

  test('the catalog shows the new stock at once', async () => {
    const shopper = await signUp(shop);
    const product = await addTestProduct(shop, { price: 10, stock: 4 });
    // A read before the order fills the catalog cache.
    expect((await shop.app.inject({ url: `/api/products/${product.id}` })).json().data.stock).toBe(4);
    await placeOrder(shopper, { items: [{ _id: product.id, quantity: 3 }] });
    expect((await shop.app.inject({ url: `/api/products/${product.id}` })).json().data.stock).toBe(1);
  });

  test('prices, totals and user ids in the body change nothing', async () => {
    const shopper = await signUp(shop);
    const victim = await signUp(shop);
    const product = await addTestProduct(shop, { name: 'Monstera', price: 800, stock: 5 });
    const response = await placeOrder(shopper, {
      userId: victim.id,
      items: [{ _id: product.id, quantity: 1, price: 1, name: 'Cheap', imageUrl: 'http://evil.example' }],
      summary: { subtotal: 1, shipping: 0, total: 1 },
      status: 'delivered',
      paymentStatus: 'paid',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      userId: shopper.id,
      status: 'pending',
      paymentStatus: 'unpaid',
      items: [{ _id: product.id, name: 'Monstera', price: 800, quantity: 1 }],
      summary: { subtotal: 800, shipping: 100, total: 900 },
    });
    expect(await myOrders(victim)).toEqual([]);
  });

  test('a line short of stock is a 409 naming the product, and nothing changes', async () => {
    const shopper = await signUp(shop);
    const plenty = await addTestProduct(shop, { price: 10, stock: 10 });
    const scarce = await addTestProduct(shop, { name: 'Blue Orchid', price: 10, stock: 1 });
    const response = await placeOrder(shopper, {
      items: [
        { _id: plenty.id, quantity: 2 },
        { _id: scarce.id, quantity: 2 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'cart.few_left',
      message: 'Only 1 of Blue Orchid left in stock',
    });
    expect(await stockOf(shop, plenty.id)).toBe(10);
    expect(await stockOf(shop, scarce.id)).toBe(1);
    expect(await myOrders(shopper)).toEqual([]);
  });

  test('a total no stored order can hold (above ৳21,474,836.47) is a 400, and nothing changes', async () => {
    // Each part is allowed (a price up to ৳1 crore, up to 1000 pieces); only the sum overflows.
    const shopper = await signUp(shop);
    const dear = await addTestProduct(shop, { name: 'Ancient Bonsai', price: 10_000_000, stock: 5 });
    const response = await placeOrder(shopper, { items: [{ _id: dear.id, quantity: 3 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'order.too_large',
      message: 'One order can total at most ৳2,14,74,836.47: please split it into smaller orders',
      params: { max: { taka: 21_474_836.47 } },
    });
    expect(await stockOf(shop, dear.id)).toBe(5);
    expect(await myOrders(shopper)).toEqual([]);
    // Two of them (৳2,00,00,100 with delivery) are still one order.
    expect((await placeOrder(shopper, { items: [{ _id: dear.id, quantity: 2 }] })).statusCode).toBe(201);
  });

  test('the same product on two lines counts as one line of both quantities', async () => {
    const shopper = await signUp(shop);
    const product = await addTestProduct(shop, { name: 'Aloe', price: 10, stock: 3 });
    const response = await placeOrder(shopper, {
      items: [
        { _id: product.id, quantity: 2 },
        { _id: product.id, quantity: 2 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(await stockOf(shop, product.id)).toBe(3);
  });

  test('an unknown product is a 404 and an empty or malformed order a 400; nothing is stored', async () => {
    const shopper = await signUp(shop);
    expect((await placeOrder(shopper, { items: [{ _id: 'no-such-product', quantity: 1 }] })).statusCode).toBe(
      404,
    );
    const empty = await placeOrder(shopper, { items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Your cart is empty!/);
    const product = await addTestProduct(shop, { price: 10, stock: 3 });
    const noPhone = await request(shop, shopper, {
      method: 'POST',
      url: '/api/orders',
      payload: { items: [{ _id: product.id, quantity: 1 }], shipping: { ...shipping, phone: '  ' } },
    });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().message).toMatch(/phone/);
    expect(await myOrders(shopper)).toEqual([]);
    expect(await stockOf(shop, product.id)).toBe(3);
  });

  test('the same Idempotency-Key twice places one order and answers it both times', async () => {
    const shopper = await signUp(shop);
    const product = await addTestProduct(shop, { price: 10, stock: 5 });
    const body = { items: [{ _id: product.id, quantity: 1 }] };
    const key = { 'idempotency-key': 'checkout-attempt-1' };
    const first = await placeOrder(shopper, body, key);
    const again = await placeOrder(shopper, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(await myOrders(shopper)).toHaveLength(1);
    expect(await stockOf(shop, product.id)).toBe(4);

    // Racing itself, the same submission still makes one order.
    const racing = await Promise.all(
      [1, 2, 3].map(() => placeOrder(shopper, body, { 'idempotency-key': 'k2' })),
    );
    expect(new Set(racing.map((r) => r.json().data._id)).size).toBe(1);
    expect(await myOrders(shopper)).toHaveLength(2);

    // A key is per shopper: someone else's same key is their own order.
    const other = await signUp(shop);
    const theirs = await placeOrder(other, body, key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data._id).not.toBe(first.json().data._id);
  });

  test('20 shoppers ordering the last piece at once: exactly one gets it and the stock ends at 0', async () => {
    const product = await addTestProduct(shop, { name: 'Last Bonsai', price: 2500, stock: 1 });
    // Four shoppers, five orders each: 20 at once, inside the per-user rate limit.
    const shoppers = await Promise.all([1, 2, 3, 4].map(() => signUp(shop)));
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder(shoppers[i % 4]!, { items: [{ _id: product.id, quantity: 1 }] }),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await stockOf(shop, product.id)).toBe(0);
    const sold = (await allOrders()).filter((order) => order.items.some((item) => item._id === product.id));
    expect(sold).toHaveLength(1);
  });

  test('an eleventh order in a minute is refused with 429', async () => {
    const shopper = await signUp(shop);
    const product = await addTestProduct(shop, { price: 1, stock: 100 });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await placeOrder(shopper, { items: [{ _id: product.id, quantity: 1 }] })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("the order's address", () => {
  const profileAddress = async (as: TestUser) =>
    (await request(shop, as, { method: 'GET', url: `/api/users/${as.id}` })).json().data.shippingAddress;
  const { name: _name, email: _email, ...address } = shipping;

  test('becomes the profile address when the profile has none, so the next checkout starts filled in', async () => {
    const shopper = await signUp(shop);
    const product = await addTestProduct(shop, { price: 10, stock: 5 });
    await placeOrder(shopper, { items: [{ _id: product.id, quantity: 1 }] });
    expect(await profileAddress(shopper)).toEqual(address);
  });

  test('leaves an address the profile already has, unless the shopper ticks "save"', async () => {
    const shopper = await signUp(shop);
    const home = { address: 'Flat 3B, Agrabad', city: 'Chattogram', state: 'Chattogram', postalCode: '4100' };
    await request(shop, shopper, {
      method: 'PUT',
      url: `/api/users/${shopper.id}`,
      payload: { shippingAddress: { ...home, country: 'Bangladesh', phone: '01811000000' } },
    });
    const product = await addTestProduct(shop, { price: 10, stock: 5 });
    const gift = { ...shipping, address: 'Road 2, Gulshan', postalCode: '1212' };

    await placeOrder(shopper, { items: [{ _id: product.id, quantity: 1 }], shipping: gift });
    expect(await profileAddress(shopper)).toMatchObject(home);

    await placeOrder(shopper, {
      items: [{ _id: product.id, quantity: 1 }],
      shipping: gift,
      saveAddress: true,
    });
    const { name: _n, email: _e, ...giftAddress } = gift;
    expect(await profileAddress(shopper)).toEqual(giftAddress);
  });

  test('a profile with only a country counts as having none', async () => {
    const shopper = await signUp(shop);
    await request(shop, shopper, {
      method: 'PUT',
      url: `/api/users/${shopper.id}`,
      payload: { shippingAddress: { country: 'Bangladesh' } },
    });
    const product = await addTestProduct(shop, { price: 10, stock: 5 });
    await placeOrder(shopper, { items: [{ _id: product.id, quantity: 1 }] });
    expect(await profileAddress(shopper)).toEqual(address);
  });

  test('an order that fails saves no address', async () => {
    const shopper = await signUp(shop);
    const product = await addTestProduct(shop, { price: 10, stock: 1 });
    const response = await placeOrder(shopper, {
      items: [{ _id: product.id, quantity: 2 }],
      saveAddress: true,
    });
    expect(response.statusCode).toBe(409);
    expect((await profileAddress(shopper)).address).toBe('');
  });

  test('"save" must be a boolean', async () => {
    const shopper = await signUp(shop);
    const product = await addTestProduct(shop, { price: 10, stock: 5 });
    const response = await placeOrder(shopper, {
      items: [{ _id: product.id, quantity: 1 }],
      saveAddress: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/saveAddress/);
  });
});

describe('status changes', () => {
  async function newOrder(stock = 5, quantity = 2) {
    const shopper = await signUp(shop);
    const product = await addTestProduct(shop, { price: 100, stock });
    const order: Order = (await placeOrder(shopper, { items: [{ _id: product.id, quantity }] })).json().data;
    return { shopper, product, order };
  }

  test('the admin moves an order along and each answer says so; cash is paid on delivery', async () => {
    const { order } = await newOrder();
    const accepted = await setStatus(admin, order._id, 'accepted');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'Order has been accepted',
      data: { _id: order._id, status: 'accepted', paymentStatus: 'unpaid' },
    });
    expect((await setStatus(admin, order._id, 'shipped')).json().message).toBe(
      'Order has been marked as shipped',
    );
    const delivered = await setStatus(admin, order._id, 'delivered');
    expect(delivered.json()).toMatchObject({
      message: 'Order has been marked as delivered',
      data: { status: 'delivered', paymentStatus: 'paid' },
    });
  });

  test('a move outside the allowed transitions is a 409 and changes nothing', async () => {
    const { order } = await newOrder();
    expect((await setStatus(admin, order._id, 'shipped')).statusCode).toBe(409);
    for (const status of ['accepted', 'shipped', 'delivered']) await setStatus(admin, order._id, status);
    const back = await setStatus(admin, order._id, 'pending');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('An order that is Delivered cannot become Pending');
    expect((await setStatus(admin, order._id, 'cancelled')).statusCode).toBe(409);
    const stored = (await allOrders()).find((o) => o._id === order._id);
    expect(stored?.status).toBe('delivered');
  });

  test('cancelling puts the stock back, once', async () => {
    const { product, order } = await newOrder(5, 2);
    expect(await stockOf(shop, product.id)).toBe(3);
    await setStatus(admin, order._id, 'accepted');
    const cancelled = await setStatus(admin, order._id, 'cancelled');
    expect(cancelled.json().message).toBe('Order has been cancelled');
    expect(await stockOf(shop, product.id)).toBe(5);
    expect((await setStatus(admin, order._id, 'cancelled')).statusCode).toBe(409);
    expect(await stockOf(shop, product.id)).toBe(5);
  });

  test('a non-admin can neither list all orders nor change a status; signed out is 401', async () => {
    const { shopper, order } = await newOrder();
    expect((await request(shop, shopper, { method: 'GET', url: '/api/orders' })).statusCode).toBe(403);
    expect((await setStatus(shopper, order._id, 'accepted')).statusCode).toBe(403);
    expect((await request(shop, null, { method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
    expect((await setStatus(null, order._id, 'accepted')).statusCode).toBe(401);
    expect((await myOrders(shopper))[0]?.status).toBe('pending');
  });

  test('an unknown order id is a 404, a status that does not exist a 400', async () => {
    expect((await setStatus(admin, 'no-such-order', 'accepted')).statusCode).toBe(404);
    const { order } = await newOrder();
    const response = await setStatus(admin, order._id, 'lost');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/status/);
  });
});

describe("a customer's delete", () => {
  test('hides the order from them, cancels it if pending with its stock back, and the admin still sees it', async () => {
    const shopper = await signUp(shop);
    const product = await addTestProduct(shop, { price: 100, stock: 5 });
    const order: Order = (await placeOrder(shopper, { items: [{ _id: product.id, quantity: 2 }] })).json()
      .data;
    expect(await stockOf(shop, product.id)).toBe(3);

    const deleted = await request(shop, shopper, { method: 'DELETE', url: `/api/orders/${order._id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      success: true,
      code: 'order.deleted',
      message: 'Order deleted successfully',
    });

    expect(await myOrders(shopper)).toEqual([]);
    expect(await stockOf(shop, product.id)).toBe(5);
    const kept = (await allOrders()).find((o) => o._id === order._id);
    expect(kept).toMatchObject({ status: 'cancelled', deletedByCustomer: true });
    expect(
      (await request(shop, shopper, { method: 'DELETE', url: `/api/orders/${order._id}` })).statusCode,
    ).toBe(404);
  });

  test('of an order already on its way only hides it', async () => {
    const shopper = await signUp(shop);
    const product = await addTestProduct(shop, { price: 100, stock: 5 });
    const order: Order = (await placeOrder(shopper, { items: [{ _id: product.id, quantity: 1 }] })).json()
      .data;
    await setStatus(admin, order._id, 'accepted');
    await request(shop, shopper, { method: 'DELETE', url: `/api/orders/${order._id}` });
    expect(await stockOf(shop, product.id)).toBe(4);
    expect((await allOrders()).find((o) => o._id === order._id)).toMatchObject({
      status: 'accepted',
      deletedByCustomer: true,
    });
  });

  test("is refused for someone else's order (403) and unknown ids (404); signed out is 401", async () => {
    const owner = await signUp(shop);
    const stranger = await signUp(shop);
    const product = await addTestProduct(shop, { price: 100, stock: 5 });
    const order: Order = (await placeOrder(owner, { items: [{ _id: product.id, quantity: 1 }] })).json().data;
    expect(
      (await request(shop, stranger, { method: 'DELETE', url: `/api/orders/${order._id}` })).statusCode,
    ).toBe(403);
    expect(
      (await request(shop, null, { method: 'DELETE', url: `/api/orders/${order._id}` })).statusCode,
    ).toBe(401);
    expect((await request(shop, stranger, { method: 'DELETE', url: '/api/orders/nope' })).statusCode).toBe(
      404,
    );
    expect(await myOrders(owner)).toHaveLength(1);
    expect(await myOrders(stranger)).toEqual([]);
    expect(await stockOf(shop, product.id)).toBe(4);
  });

  test("may be made by an admin for the shopper; another shopper's 403 says whose it is", async () => {
    const owner = await signUp(shop);
    const stranger = await signUp(shop);
    const product = await addTestProduct(shop, { price: 100, stock: 5 });
    const order: Order = (await placeOrder(owner, { items: [{ _id: product.id, quantity: 1 }] })).json().data;
    const refused = await request(shop, stranger, { method: 'DELETE', url: `/api/orders/${order._id}` });
    expect(refused.json()).toEqual({
      success: false,
      code: 'order.not_yours_to_delete',
      message: 'You can only delete your own orders',
    });

    const deleted = await request(shop, admin, { method: 'DELETE', url: `/api/orders/${order._id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      success: true,
      code: 'order.deleted',
      message: 'Order deleted successfully',
    });
    expect(await myOrders(owner)).toEqual([]);
    expect(await stockOf(shop, product.id)).toBe(5);
    expect((await allOrders()).find((o) => o._id === order._id)).toMatchObject({
      status: 'cancelled',
      deletedByCustomer: true,
    });
  });
});

test("a shopper's own list and GET /api/users/{uid} show only their orders; strangers get 403", async () => {
  const owner = await signUp(shop);
  const stranger = await signUp(shop);
  const product = await addTestProduct(shop, { price: 100, stock: 5 });
  await placeOrder(owner, { items: [{ _id: product.id, quantity: 1 }] });
  expect(await myOrders(stranger)).toEqual([]);
  expect((await request(shop, null, { method: 'GET', url: '/api/orders/mine' })).statusCode).toBe(401);
  const profile = await request(shop, stranger, { method: 'GET', url: `/api/users/${owner.id}` });
  expect(profile.statusCode).toBe(403);
});

test('an order keeps what was bought when the product changes or is deleted later', async () => {
  const shopper = await signUp(shop);
  const product = await addTestProduct(shop, { name: 'Peace Lily', price: 300, stock: 5 });
  const order: Order = (await placeOrder(shopper, { items: [{ _id: product.id, quantity: 1 }] })).json().data;
  await shop.database.db.update(products).set({ price: 999_00 }).where(eq(products.id, product.id));
  await shop.database.db.delete(products).where(eq(products.id, product.id));
  const [mine] = await myOrders(shopper);
  expect(mine).toMatchObject({
    _id: order._id,
    items: [{ name: 'Peace Lily', price: 300 }],
    summary: { total: 400 },
  });
});
