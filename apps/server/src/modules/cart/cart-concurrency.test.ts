import type { CartItem } from '@plantopia/shared';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { addTestProduct, type TestProduct } from '../../test/test-products.js';

// Issue 10, family 5: concurrent saves of one shopper's cart must never answer 500 (a duplicate key
// on cart_items when two delete-then-insert transactions overlap) nor leave a mix of two carts.

const SAVES = 100;

let shop: TestShop;
let shopper: TestUser;
let catalog: TestProduct[];
beforeAll(async () => {
  shop = await createTestShop();
  shopper = await signUp(shop);
  catalog = [];
  for (let i = 0; i < 6; i++) catalog.push(await addTestProduct(shop, { price: 10 + i, stock: 1000 }));
});
afterAll(() => shop.close());

type Line = { _id: string; quantity: number };

const putCart = (cart: Line[]) =>
  request(shop, shopper, { method: 'PUT', url: `/api/cart/${shopper.id}`, payload: { cart } });

/** How many answers had each status: `{ 200: 100 }` when all succeeded. */
function statusCounts(responses: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

async function storedCart(): Promise<Line[]> {
  const response = await request(shop, shopper, { method: 'GET', url: `/api/cart/${shopper.id}` });
  expect(response.statusCode).toBe(200);
  return toLines(response.json().data);
}

const toLines = (items: CartItem[]): Line[] =>
  items.map((item) => ({ _id: item._id, quantity: item.quantity }));

test(`${SAVES} concurrent saves of the same cart all succeed and store it once`, async () => {
  const cart = catalog.slice(0, 4).map((product, i) => ({ _id: product.id, quantity: i + 1 }));
  const responses = await Promise.all(Array.from({ length: SAVES }, () => putCart(cart)));
  expect(statusCounts(responses)).toEqual({ 200: SAVES });
  expect(await storedCart()).toEqual(cart);
});

test(`${SAVES} concurrent saves of different carts end with exactly one of them, no mix`, async () => {
  // Each cart differs in its products, their order and their quantities, so a mix of two shows.
  const ids = catalog.map((product) => product.id);
  const carts: Line[][] = Array.from({ length: SAVES }, (_, i) => {
    const start = i % ids.length;
    const rotated = [...ids.slice(start), ...ids.slice(0, start)];
    return rotated
      .slice(0, 1 + ((i * 5) % ids.length))
      .map((_id, j) => ({ _id, quantity: 1 + ((i * 7 + j) % 50) }));
  });
  const responses = await Promise.all(carts.map((cart) => putCart(cart)));
  expect(statusCounts(responses)).toEqual({ 200: SAVES });
  // Each save answers the cart it sent, whatever the others did.
  expect(responses.map((response) => toLines(response.json().data))).toEqual(carts);
  const stored = await storedCart();
  expect(carts).toContainEqual(stored);
});
