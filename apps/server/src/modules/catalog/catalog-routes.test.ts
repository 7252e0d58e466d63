import { CATEGORY_FIELDS, CATEGORY_IDS, type Product } from '@plantopia/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, type TestShop } from '../../test/test-app.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ seed: true });
});
afterAll(() => shop.close());

async function list(path: string) {
  const response = await shop.app.inject({ method: 'GET', url: path });
  return {
    status: response.statusCode,
    body: response.json() as {
      success: boolean;
      data: Product[];
      total: number;
      message?: string;
      highestPrice: number;
    },
  };
}

describe.each(CATEGORY_IDS)('GET /api/%s', (category) => {
  test('answers every product of the category with every field of its kind', async () => {
    const { status, body } = await list(`/api/${category}`);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    expect(body.total).toBe(body.data.length);
    for (const product of body.data) {
      expect(product.category).toBe(category);
      for (const field of [...Object.keys(CATEGORY_FIELDS[category]), '_id', 'comments', 'createdAt']) {
        expect(product, `${product.name} lacks ${field}`).toHaveProperty(field);
      }
      expect(typeof product.price).toBe('number');
    }
  });

  test('one product by id, and the same product through /api/products/{id}', async () => {
    const { body } = await list(`/api/${category}`);
    const first = body.data[0]!;
    const inCategory = await shop.app.inject({ method: 'GET', url: `/api/${category}/${first._id}` });
    const anyCategory = await shop.app.inject({ method: 'GET', url: `/api/products/${first._id}` });
    expect(inCategory.statusCode).toBe(200);
    expect(inCategory.json().data).toEqual(anyCategory.json().data);
    expect(anyCategory.json().data.category).toBe(category);
  });
});

test('an id that names no product is a 404 envelope, whatever its shape', async () => {
  for (const url of [
    '/api/plants/does-not-exist',
    '/api/products/00000000-0000-0000-0000-000000000000',
    "/api/tools/'%20or%201=1",
  ]) {
    const response = await shop.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Product not found' });
  }
});

test('a product asked for under another category is not found there', async () => {
  const plant = (await list('/api/plants')).body.data[0]!;
  const response = await shop.app.inject({ method: 'GET', url: `/api/tools/${plant._id}` });
  expect(response.statusCode).toBe(404);
});

test('an unknown category is a 404 envelope', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/pottery' });
  expect(response.statusCode).toBe(404);
  expect(response.json().success).toBe(false);
});

test('search matches name or description case-insensitively', async () => {
  const all = (await list('/api/plants')).body.data;
  const target = all.find((p) => p.name.toLowerCase().includes('snake'))!;
  const { body } = await list('/api/plants?q=SNAKE');
  expect(body.data.map((p) => p._id)).toContain(target._id);
  expect(body.data.every((p) => `${p.name} ${p.description}`.toLowerCase().includes('snake'))).toBe(true);
});

test('subcategory and price filters combine, and the page carries the total of all matches', async () => {
  const all = (await list('/api/plants')).body.data;
  const expected = all.filter((p) => p.subcategory === 'Indoor Plants' && p.price >= 100 && p.price <= 800);
  const { body } = await list(
    '/api/plants?subcategory=Indoor%20Plants&minPrice=100&maxPrice=800&sort=price&page=1&limit=2',
  );
  expect(body.total).toBe(expected.length);
  expect(body.data.length).toBe(Math.min(2, expected.length));
  const prices = body.data.map((p) => p.price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(body.highestPrice).toBe(Math.max(...all.map((p) => p.price)));
});

test('pages walk the whole sorted list without repeats', async () => {
  const all = (await list('/api/tools?sort=name')).body.data;
  const seen: string[] = [];
  for (let page = 1; page <= Math.ceil(all.length / 5); page++) {
    const { body } = await list(`/api/tools?sort=name&page=${page}&limit=5`);
    expect(body.total).toBe(all.length);
    seen.push(...body.data.map((p) => p._id));
  }
  expect(seen).toEqual(all.map((p) => p._id));
});

test('bad query values answer 400 naming the parameter', async () => {
  const cases: Array<[string, RegExp]> = [
    ['/api/plants?minPrice=cheap', /minPrice/],
    ['/api/plants?page=0', /page/],
    ['/api/plants?limit=1000', /limit/],
    ['/api/plants?sort=random', /sort/],
    ['/api/plants?minPrice=500&maxPrice=100', /maxPrice/],
    ['/api/plants?subcategory=Hammers', /subcategory/],
  ];
  for (const [url, field] of cases) {
    const { status, body } = await list(url);
    expect(status, url).toBe(400);
    expect(body.message, url).toMatch(field);
  }
});

test('featured products come from all four categories', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/products/featured' });
  const featured = response.json().data as Product[];
  expect(featured.length).toBeGreaterThanOrEqual(4);
  expect(featured.every((p) => p.isFeatured)).toBe(true);
  expect(new Set(featured.map((p) => p.category)).size).toBe(4);
});
