import type { Product, WishlistEntry } from '@plantopia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { products } from '../../db/schema.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';

let shop: TestShop;
let plants: Product[];
let soil: Product;
beforeAll(async () => {
  shop = await createTestShop({ seed: true });
  plants = (await shop.app.inject({ method: 'GET', url: '/api/plants' })).json().data;
  soil = (await shop.app.inject({ method: 'GET', url: '/api/soils' })).json().data[0];
});
afterAll(() => shop.close());

const wishlistUrl = (uid: string) => `/api/users/${uid}/wishlist`;

function add(as: TestUser | null, uid: string, payload: object) {
  return request(shop, as, { method: 'POST', url: wishlistUrl(uid), payload });
}

async function read(as: TestUser, uid = as.id): Promise<WishlistEntry[]> {
  const response = await request(shop, as, { method: 'GET', url: wishlistUrl(uid) });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

function remove(as: TestUser | null, uid: string, productId: string) {
  return request(shop, as, { method: 'DELETE', url: `${wishlistUrl(uid)}/${productId}` });
}

test('a new shopper has an empty wishlist', async () => {
  const shopper = await signUp(shop);
  expect(await read(shopper)).toEqual([]);
});

test('added products are listed newest first with their type and the full current product', async () => {
  const shopper = await signUp(shop);
  const first = await add(shopper, shopper.id, { productId: plants[0]!._id, productType: 'plants' });
  expect(first.statusCode).toBe(201);
  expect(first.json()).toMatchObject({
    success: true,
    message: 'Added to wishlist',
    data: { productId: plants[0]!._id, productType: 'plants', product: { _id: plants[0]!._id } },
  });
  await add(shopper, shopper.id, { productId: soil._id });

  const entries = await read(shopper);
  expect(entries.map((e) => [e.productId, e.productType])).toEqual([
    [soil._id, 'soils'],
    [plants[0]!._id, 'plants'],
  ]);
  const { comments: _comments, ...withoutComments } = soil;
  expect(entries[0]!.product).toMatchObject(withoutComments);
});

test('adding the same product twice keeps one entry', async () => {
  const shopper = await signUp(shop);
  expect((await add(shopper, shopper.id, { productId: plants[1]!._id })).statusCode).toBe(201);
  const again = await add(shopper, shopper.id, { productId: plants[1]!._id, productType: 'plants' });
  expect(again.statusCode).toBe(200);
  expect(again.json().data.productId).toBe(plants[1]!._id);
  expect((await read(shopper)).map((e) => e.productId)).toEqual([plants[1]!._id]);
});

test('an unknown product is a 404, a wrong or missing field a 400, and nothing is added', async () => {
  const shopper = await signUp(shop);
  const unknown = await add(shopper, shopper.id, { productId: 'no-such-product' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ success: false, code: 'product.not_found', message: 'Product not found' });
  const cases: Array<[object, RegExp]> = [
    [{}, /productId/],
    [{ productId: '   ' }, /productId/],
    [{ productId: plants[0]!._id, productType: 'pottery' }, /productType/],
    [{ productId: plants[0]!._id, productType: 'tools' }, /productType/],
  ];
  for (const [payload, field] of cases) {
    const response = await add(shopper, shopper.id, payload);
    expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    expect(response.json().message).toMatch(field);
  }
  expect(await read(shopper)).toEqual([]);
});

test('removing takes the entry off; removing it again is a 404', async () => {
  const shopper = await signUp(shop);
  await add(shopper, shopper.id, { productId: plants[2]!._id });
  await add(shopper, shopper.id, { productId: plants[3]!._id });
  const response = await remove(shopper, shopper.id, plants[2]!._id);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    success: true,
    code: 'wishlist.removed',
    message: 'Removed from wishlist',
  });
  expect((await read(shopper)).map((e) => e.productId)).toEqual([plants[3]!._id]);
  expect((await remove(shopper, shopper.id, plants[2]!._id)).statusCode).toBe(404);
});

test("another shopper's wishlist can be neither read nor changed (403), and signed out is a 401", async () => {
  const owner = await signUp(shop);
  const other = await signUp(shop);
  await add(owner, owner.id, { productId: plants[0]!._id });

  const refused = await request(shop, other, { method: 'GET', url: wishlistUrl(owner.id) });
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({
    success: false,
    code: 'profile.not_yours',
    message: 'You can only access your own account',
  });
  expect((await add(other, owner.id, { productId: plants[1]!._id })).statusCode).toBe(403);
  expect((await remove(other, owner.id, plants[0]!._id)).statusCode).toBe(403);
  expect((await request(shop, null, { method: 'GET', url: wishlistUrl(owner.id) })).statusCode).toBe(401);
  expect((await add(null, owner.id, { productId: plants[1]!._id })).statusCode).toBe(401);

  expect((await read(owner)).map((e) => e.productId)).toEqual([plants[0]!._id]);
});

test("an admin may read and change a shopper's wishlist; an unknown user is a 404", async () => {
  const owner = await signUp(shop);
  const admin = await signUp(shop, { role: 'admin' });
  await add(owner, owner.id, { productId: plants[0]!._id });
  expect((await read(admin, owner.id)).map((e) => e.productId)).toEqual([plants[0]!._id]);
  expect((await remove(admin, owner.id, plants[0]!._id)).statusCode).toBe(200);
  expect(await read(owner)).toEqual([]);
  const ghost = await add(admin, 'no-such-user', { productId: plants[0]!._id });
  expect(ghost.statusCode).toBe(404);
  expect(ghost.json().message).toBe('User not found');
});

test('entries show the current price and stock, and a deleted product drops out of every wishlist', async () => {
  const shopper = await signUp(shop);
  const [doomed, changed] = [plants[4]!, plants[5]!];
  await add(shopper, shopper.id, { productId: doomed._id });
  await add(shopper, shopper.id, { productId: changed._id });
  await shop.database.db
    .update(products)
    .set({ price: 123_450, stock: 2 })
    .where(eq(products.id, changed._id));
  await shop.database.db.delete(products).where(eq(products.id, doomed._id));

  const entries = await read(shopper);
  expect(entries.map((e) => e.productId)).toEqual([changed._id]);
  expect(entries[0]!.product).toMatchObject({ price: 1234.5, stock: 2 });
});
