import type { CartItem } from '@plantopia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { products, productVariants } from '../../db/schema.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { addTestProduct } from '../../test/test-products.js';

let shop: TestShop;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  shop = await createTestShop();
  [alice, bob] = await Promise.all([signUp(shop), signUp(shop)]);
});
afterAll(() => shop.close());

function putCart(as: TestUser | null, uid: string, cart: unknown) {
  return request(shop, as, { method: 'PUT', url: `/api/cart/${uid}`, payload: { cart } });
}

function getCart(as: TestUser | null, uid: string) {
  return request(shop, as, { method: 'GET', url: `/api/cart/${uid}` });
}

test('a shopper saves ids and quantities and gets each line back priced from the catalog', async () => {
  const fern = await addTestProduct(shop, { name: 'Boston Fern', price: 450.5, stock: 10 });
  const saved = await putCart(alice, alice.id, [
    { _id: fern.id, quantity: 2, name: 'Free fern', price: 0.01, imageUrl: 'x', category: 'tools' },
  ]);
  expect(saved.statusCode).toBe(200);
  const expected: CartItem[] = [
    {
      _id: fern.id,
      variantId: fern.id,
      options: [],
      name: 'Boston Fern',
      nameBn: null,
      price: 450.5,
      imageUrl: `/images/${fern.id}.webp`,
      category: 'plants',
      quantity: 2,
      stock: 10,
    },
  ];
  expect(saved.json().data).toEqual(expected);
  expect((await getCart(alice, alice.id)).json()).toEqual({ success: true, data: expected });
});

test('each line carries the Bangla name too, so a Bangla page can show it', async () => {
  const rose = await addTestProduct(shop, { name: 'Rose', nameBn: 'গোলাপ', price: 300, stock: 4 });
  await putCart(alice, alice.id, [{ _id: rose.id, quantity: 1 }]);
  const [line] = (await getCart(alice, alice.id)).json().data as CartItem[];
  expect(line).toMatchObject({ name: 'Rose', nameBn: 'গোলাপ' });
});

test('quantities stop at the stock, below 1 remove the line, and unknown products are dropped', async () => {
  const lastOnes = await addTestProduct(shop, { price: 100, stock: 3 });
  const removed = await addTestProduct(shop, { price: 100, stock: 3 });
  const soldOut = await addTestProduct(shop, { price: 100, stock: 0 });
  const response = await putCart(alice, alice.id, [
    { _id: lastOnes.id, quantity: 7 },
    { _id: removed.id, quantity: 0 },
    { _id: soldOut.id, quantity: 1 },
    { _id: 'no-such-product', quantity: 1 },
  ]);
  expect(response.statusCode).toBe(200);
  expect(response.json().data.map((item: CartItem) => [item._id, item.quantity])).toEqual([[lastOnes.id, 3]]);
});

test('the same product sent twice is one line with the quantities summed, in the order sent', async () => {
  const first = await addTestProduct(shop, { price: 10, stock: 50 });
  const second = await addTestProduct(shop, { price: 20, stock: 50 });
  const response = await putCart(alice, alice.id, [
    { _id: second.id, quantity: 1 },
    { _id: first.id, quantity: 2 },
    { _id: second.id, quantity: 3 },
  ]);
  expect(response.json().data.map((item: CartItem) => [item._id, item.quantity])).toEqual([
    [second.id, 4],
    [first.id, 2],
  ]);
});

test('a product deleted or sold out after it was saved leaves the cart, and a price change shows', async () => {
  const deleted = await addTestProduct(shop, { price: 10, stock: 5 });
  const soldOut = await addTestProduct(shop, { price: 10, stock: 5 });
  const repriced = await addTestProduct(shop, { price: 10, stock: 5 });
  await putCart(bob, bob.id, [
    { _id: deleted.id, quantity: 1 },
    { _id: soldOut.id, quantity: 2 },
    { _id: repriced.id, quantity: 2 },
  ]);
  const db = shop.database.db;
  await db.delete(products).where(eq(products.id, deleted.id));
  // Price and stock are the (one) variant's, which carries the product's id (docs/decisions/038).
  await db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, soldOut.id));
  await db.update(productVariants).set({ price: 1250, stock: 1 }).where(eq(productVariants.id, repriced.id));

  const cart = (await getCart(bob, bob.id)).json().data as CartItem[];
  expect(cart).toHaveLength(1);
  expect(cart[0]).toMatchObject({ _id: repriced.id, price: 12.5, quantity: 1, stock: 1 });
});

test("a shopper can neither read nor change another shopper's cart; an admin can", async () => {
  const product = await addTestProduct(shop, { price: 10, stock: 5 });
  await putCart(bob, bob.id, [{ _id: product.id, quantity: 1 }]);

  expect((await getCart(alice, bob.id)).statusCode).toBe(403);
  expect((await putCart(alice, bob.id, [])).statusCode).toBe(403);
  expect((await getCart(bob, bob.id)).json().data).toHaveLength(1);

  const admin = await signUp(shop, { role: 'admin' });
  expect((await getCart(admin, bob.id)).json().data).toHaveLength(1);
});

test("an admin may also change a shopper's cart; another shopper's 403 says whose it is", async () => {
  const product = await addTestProduct(shop, { price: 10, stock: 5 });
  const admin = await signUp(shop, { role: 'admin' });
  const refused = await putCart(bob, alice.id, [{ _id: product.id, quantity: 1 }]);
  expect(refused.json()).toEqual({
    success: false,
    code: 'profile.not_yours',
    message: 'You can only access your own account',
  });

  const changed = await putCart(admin, alice.id, [{ _id: product.id, quantity: 2 }]);
  expect(changed.statusCode).toBe(200);
  expect((await getCart(alice, alice.id)).json().data).toMatchObject([{ _id: product.id, quantity: 2 }]);
});

test('signed out, the cart answers 401', async () => {
  expect((await getCart(null, alice.id)).statusCode).toBe(401);
  expect((await putCart(null, alice.id, [])).statusCode).toBe(401);
});

test('a malformed cart is a 400 naming the field and changes nothing', async () => {
  const product = await addTestProduct(shop, { price: 10, stock: 5 });
  await putCart(alice, alice.id, [{ _id: product.id, quantity: 1 }]);
  const response = await putCart(alice, alice.id, [{ _id: product.id, quantity: 'two' }]);
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toMatch(/quantity/);
  expect((await getCart(alice, alice.id)).json().data).toHaveLength(1);
});
