import type { Product } from '@plantopia/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING as shipping } from '../../test/test-orders.js';
import { addTestProduct, type TestProduct } from '../../test/test-products.js';

let shop: TestShop;
let admin: TestUser;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'admin' });
});
afterAll(() => shop.close());

/** A cash-on-delivery order of the product, walked by the admin through every step to `delivered`. */
async function buyAndReceive(
  shopper: TestUser,
  product: TestProduct,
  steps = ['accepted', 'shipped', 'delivered'],
) {
  const placed = await request(shop, shopper, {
    method: 'POST',
    url: '/api/orders',
    payload: { shipping, items: [{ _id: product.id, quantity: 1 }], paymentMethod: 'cod' },
  });
  expect(placed.statusCode).toBe(201);
  const orderId: string = placed.json().data._id;
  for (const status of steps) {
    const moved = await request(shop, admin, {
      method: 'PUT',
      url: `/api/orders/${orderId}/status`,
      payload: { status },
    });
    expect(moved.statusCode).toBe(200);
  }
}

function review(as: TestUser | null, product: TestProduct, payload: Record<string, unknown>) {
  return request(shop, as, { method: 'POST', url: `/api/products/${product.id}/reviews`, payload });
}

async function productOf(product: TestProduct): Promise<Product> {
  return (await shop.app.inject({ url: `/api/products/${product.id}` })).json().data;
}

describe('who may review', () => {
  test('a shopper without a delivered order with the product gets 403; signed out 401', async () => {
    const product = await addTestProduct(shop, { price: 100, stock: 10 });
    const stranger = await signUp(shop);
    expect((await review(stranger, product, { rating: 5 })).statusCode).toBe(403);
    expect((await review(null, product, { rating: 5 })).statusCode).toBe(401);

    // Bought and shipped, but not yet delivered: still not a verified buyer.
    const waiting = await signUp(shop);
    await buyAndReceive(waiting, product, ['accepted', 'shipped']);
    const refused = await review(waiting, product, { rating: 4 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/delivered/);
    const mine = await request(shop, waiting, {
      method: 'GET',
      url: `/api/products/${product.id}/reviews/mine`,
    });
    expect(mine.json().data).toEqual({ eligible: false, review: null });
    expect((await productOf(product)).rating).toEqual({ average: 0, count: 0 });
  });

  test('a verified buyer can review once (409 the second time), with text and photo', async () => {
    const product = await addTestProduct(shop, { price: 100, stock: 10 });
    const buyer = await signUp(shop, { name: 'Nusrat' });
    await buyAndReceive(buyer, product);
    const mine = await request(shop, buyer, {
      method: 'GET',
      url: `/api/products/${product.id}/reviews/mine`,
    });
    expect(mine.json().data).toEqual({ eligible: true, review: null });

    const created = await review(buyer, product, {
      rating: 4,
      // Nested tags: removing the inner ones joins the outer ones into new tags, removed in turn.
      text: '<<b>b>Healthy<</b>/b> plant, well packed',
      imageUrl: '/uploads/photo.webp',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      rating: 4,
      text: 'Healthy plant, well packed',
      imageUrl: '/uploads/photo.webp',
      verifiedBuyer: true,
      hidden: false,
      user: { uid: buyer.id, displayName: 'Nusrat' },
    });
    const again = await review(buyer, product, { rating: 1 });
    expect(again.statusCode).toBe(409);
    const shown = await productOf(product);
    expect(shown.reviews).toHaveLength(1);
    expect(shown.reviews[0]).toMatchObject({ rating: 4, text: 'Healthy plant, well packed' });
  });

  test('bad input is a 400 naming the field, and changes nothing', async () => {
    const product = await addTestProduct(shop, { price: 100, stock: 10 });
    const buyer = await signUp(shop);
    await buyAndReceive(buyer, product);
    for (const payload of [
      { rating: 0 },
      { rating: 6 },
      { rating: 3.5 },
      { rating: 'five' },
      { rating: 3, imageUrl: 'javascript:alert(1)' },
    ]) {
      const response = await review(buyer, product, payload);
      expect(response.statusCode).toBe(400);
    }
    expect((await review(buyer, product, {})).json().message).toMatch(/rating/);
    expect((await productOf(product)).rating).toEqual({ average: 0, count: 0 });
    expect(
      (
        await request(shop, buyer, {
          method: 'POST',
          url: '/api/products/nope/reviews',
          payload: { rating: 3 },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the average', () => {
  test('is right after create, edit, hide, show and delete; only the author edits or deletes', async () => {
    const product = await addTestProduct(shop, { price: 100, stock: 10 });
    const [a, b, c] = [await signUp(shop), await signUp(shop), await signUp(shop)];
    for (const buyer of [a, b, c]) await buyAndReceive(buyer, product);

    await review(a, product, { rating: 5 });
    await review(b, product, { rating: 4 });
    expect((await productOf(product)).rating).toEqual({ average: 4.5, count: 2 });
    await review(c, product, { rating: 2 });
    expect((await productOf(product)).rating).toEqual({ average: 3.7, count: 3 });

    const edited = await request(shop, c, {
      method: 'PUT',
      url: `/api/products/${product.id}/reviews/mine`,
      payload: { rating: 3, text: 'Better after a week' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ rating: 3, text: 'Better after a week' });
    expect((await productOf(product)).rating).toEqual({ average: 4, count: 3 });

    // The admin hides a's 5: it leaves the page and the average; showing it again brings it back.
    const list = await request(shop, admin, { method: 'GET', url: '/api/admin/reviews' });
    const aReview = list.json().data.find((r: { user: { uid: string } }) => r.user.uid === a.id);
    expect(aReview.productName).toBe(product.name);
    const hide = (hidden: boolean, as = admin) =>
      request(shop, as, { method: 'PATCH', url: `/api/admin/reviews/${aReview._id}`, payload: { hidden } });
    expect((await hide(true, b)).statusCode).toBe(403);
    expect((await hide(true)).statusCode).toBe(200);
    let shown = await productOf(product);
    expect(shown.rating).toEqual({ average: 3.5, count: 2 });
    expect(shown.reviews.map((r) => r.user.uid)).not.toContain(a.id);
    const aMine = await request(shop, a, { method: 'GET', url: `/api/products/${product.id}/reviews/mine` });
    expect(aMine.json().data.review.hidden).toBe(true);
    expect((await hide(false)).statusCode).toBe(200);
    expect((await productOf(product)).rating).toEqual({ average: 4, count: 3 });

    // Deleting is the author's own: b deletes b's; nothing names another's review.
    const deleted = await request(shop, b, {
      method: 'DELETE',
      url: `/api/products/${product.id}/reviews/mine`,
    });
    expect(deleted.statusCode).toBe(200);
    shown = await productOf(product);
    expect(shown.rating).toEqual({ average: 4, count: 2 });
    const stranger = await signUp(shop);
    expect(
      (await request(shop, stranger, { method: 'DELETE', url: `/api/products/${product.id}/reviews/mine` }))
        .statusCode,
    ).toBe(404);
    expect((await productOf(product)).rating.count).toBe(2);
  });

  test('the listing sorts by rating, best first, unrated last', async () => {
    const low = await addTestProduct(shop, { price: 100, stock: 10, category: 'soils' });
    const high = await addTestProduct(shop, { price: 100, stock: 10, category: 'soils' });
    const none = await addTestProduct(shop, { price: 100, stock: 10, category: 'soils' });
    const buyer = await signUp(shop);
    await buyAndReceive(buyer, low);
    await buyAndReceive(buyer, high);
    // A cached first page must not hide the reviews written after it.
    await shop.app.inject({ url: '/api/soils?sort=rating&page=1' });
    await review(buyer, low, { rating: 2 });
    await review(buyer, high, { rating: 5 });
    const listed = (await shop.app.inject({ url: '/api/soils?sort=rating&page=1' })).json().data as Product[];
    expect(listed.map((p) => p._id)).toEqual([high.id, low.id, none.id]);
    expect(listed[0]!.rating).toEqual({ average: 5, count: 1 });
  });
});
