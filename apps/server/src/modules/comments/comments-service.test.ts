import type { Comment, Product } from '@plantopia/shared';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop } from '../../test/test-app.js';
import { addTestProduct, type TestProduct } from '../../test/test-products.js';
import { createProductLockService } from '../catalog/product-lock-service.js';
import { createUsersService } from '../users/users-service.js';
import { createCommentsService } from './comments-service.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

/** The comments service on the test shop's database, recording each question it asks about users. */
function spiedCommentsService() {
  const users = createUsersService({ db: shop.database.db });
  const asked: string[][] = [];
  const comments = createCommentsService({
    db: shop.database.db,
    products: createProductLockService({ db: shop.database.db }),
    users: {
      ...users,
      findPublicProfiles(ids: Iterable<string>) {
        asked.push([...ids]);
        return users.findPublicProfiles(asked.at(-1)!);
      },
    },
  });
  return { comments, asked };
}

async function comment(as: Awaited<ReturnType<typeof signUp>>, product: TestProduct, text: string) {
  const response = await request(shop, as, {
    method: 'POST',
    url: `/api/plants/${product.id}/comments`,
    payload: { text },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as Comment;
}

test("a page of products gets its comments and every author's name in one batch, not one read per product", async () => {
  const [ayesha, babul, chandni] = await Promise.all([
    signUp(shop, { name: 'Ayesha' }),
    signUp(shop, { name: 'Babul' }),
    signUp(shop, { name: 'Chandni' }),
  ]);
  const [fern, palm, quiet] = await Promise.all([
    addTestProduct(shop, { price: 100, stock: 5 }),
    addTestProduct(shop, { price: 200, stock: 5 }),
    addTestProduct(shop, { price: 300, stock: 5 }),
  ]);
  const first = await comment(ayesha, fern, 'Lovely fern');
  await comment(babul, fern, 'Mine too');
  await comment(chandni, palm, 'Tall palm');
  await comment(ayesha, palm, 'Agreed');
  await request(shop, chandni, {
    method: 'POST',
    url: `/api/plants/${fern.id}/comments/${first._id}/replies`,
    payload: { text: 'Water it weekly' },
  });

  const { comments, asked } = spiedCommentsService();
  const byProduct = await comments.findByProducts([fern.id, palm.id, quiet.id]);

  expect(asked).toHaveLength(1);
  expect(new Set(asked[0])).toEqual(new Set([ayesha.id, babul.id, chandni.id]));
  // Exactly what the product pages show, author names and photos included.
  for (const product of [fern, palm, quiet]) {
    const page = await shop.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(byProduct.get(product.id) ?? []).toEqual((page.json().data as Product).comments);
  }
  expect(byProduct.get(fern.id)!.map((c) => c.user.displayName)).toEqual(['Babul', 'Ayesha']);
  expect(byProduct.get(fern.id)![1]!.replies.map((r) => r.user.displayName)).toEqual(['Chandni']);
  expect(byProduct.has(quiet.id)).toBe(false);
});

test('products without comments cost no question about users', async () => {
  const lonely = await addTestProduct(shop, { price: 100, stock: 5 });
  const { comments, asked } = spiedCommentsService();
  expect(await comments.findByProducts([lonely.id])).toEqual(new Map());
  expect(await comments.findByProducts([])).toEqual(new Map());
  expect(asked).toEqual([]);
});

test("a comment's author shows as their profile is now: a renamed shopper's comments follow the new name", async () => {
  const shopper = await signUp(shop, { name: 'Old Name' });
  const product = await addTestProduct(shop, { price: 100, stock: 5 });
  await comment(shopper, product, 'Still here');
  const renamed = await request(shop, shopper, {
    method: 'PUT',
    url: `/api/users/${shopper.id}`,
    payload: { displayName: 'New Name', photoURL: 'https://example.com/me.webp' },
  });
  expect(renamed.statusCode).toBe(200);
  const { comments } = spiedCommentsService();
  const [only] = (await comments.findByProducts([product.id])).get(product.id)!;
  expect(only!.user).toEqual({
    uid: shopper.id,
    displayName: 'New Name',
    photoURL: 'https://example.com/me.webp',
  });
});
