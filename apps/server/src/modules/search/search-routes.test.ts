import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, request, type TestShop } from '../../test/test-app.js';

// Issue 25 item 4 (decision 035): one search from the header finds a product by its Bangla name, its
// English name, its Bangla name typed in Latin letters, and small misspellings of either.

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ seed: true });
});
afterAll(() => shop.close());

const suggest = (q: string) =>
  request(shop, null, { method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(q)}` });
const search = (q: string, page = 1) =>
  request(shop, null, { method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}&page=${page}` });

describe('the rose and the hibiscus, however they are typed', () => {
  test.each([
    ['গোলাপ', 'Grafted Red Rose'],
    ['golap', 'Grafted Red Rose'],
    ['gulap', 'Grafted Red Rose'],
    ['rose', 'Grafted Red Rose'],
    ['জবা', 'Red Hibiscus (Joba)'],
    ['hibiscas', 'Red Hibiscus (Joba)'],
    ['hibiskus', 'Red Hibiscus (Joba)'],
  ])('"%s" suggests %s first among the plants, and the search page lists it', async (q, name) => {
    const suggested = await suggest(q);
    expect(suggested.statusCode).toBe(200);
    const plants = suggested
      .json()
      .data.products.filter((p: { category: string }) => p.category === 'plants');
    expect(plants[0]?.name).toBe(name);
    const page = (await search(q)).json();
    expect(page.data.map((p: { name: string }) => p.name)).toContain(name);
    expect(page.total).toBeGreaterThanOrEqual(page.data.length);
  });
});

test('a category listing forgives the same way, but lists exactly what an exact search names', async () => {
  const names = async (url: string) =>
    (await request(shop, null, { method: 'GET', url })).json().data.map((p: { name: string }) => p.name);
  expect(await names('/api/plants?q=gulap&page=1')).toEqual(['Grafted Red Rose']);
  expect(await names('/api/plants?q=red%20rose&page=1')).toEqual(['Grafted Red Rose']);
});

test('a suggestion carries what the header shows: name in both languages, price, image, category', async () => {
  const [rose] = (await suggest('golap')).json().data.products;
  expect(rose).toEqual({
    _id: expect.any(String),
    category: 'plants',
    name: 'Grafted Red Rose',
    nameBn: 'কলমের লাল গোলাপ',
    price: expect.any(Number),
    imageUrl: expect.stringMatching(/\.webp$/),
  });
});

test('categories and posts are suggested by their names, in either language', async () => {
  const plants = (await suggest('plant')).json().data;
  expect(plants.categories).toContainEqual({ category: 'plants', subcategory: null });
  expect((await suggest('সার')).json().data.categories).toContainEqual({
    category: 'fertilizers',
    subcategory: null,
  });
  const posts = (await suggest('monsoon')).json().data.posts;
  expect(posts.length).toBeGreaterThan(0);
  expect(posts[0]).toEqual({
    _id: expect.any(String),
    title: expect.any(String),
    titleBn: expect.any(String),
  });
});

test('one or two Latin letters suggest only categories; two Bangla letters already find products', async () => {
  const short = (await suggest('so')).json().data;
  expect(short.products).toEqual([]);
  expect(short.categories).toContainEqual({ category: 'soils', subcategory: null });
  expect((await suggest('জবা')).json().data.products.length).toBeGreaterThan(0);
});

test('words that match nothing answer an empty list, and the page after the last is empty', async () => {
  expect((await suggest('zzzqqqxxx')).json().data).toEqual({ products: [], categories: [], posts: [] });
  const beyond = (await search('rose', 99)).json();
  expect(beyond.data).toEqual([]);
  expect(beyond.total).toBeGreaterThan(0);
});

test('hostile or malformed input answers 400 naming the field, or an empty list, never a 500', async () => {
  for (const q of ['', '   ']) {
    const answer = await suggest(q);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/q/);
  }
  expect((await suggest('x'.repeat(101))).statusCode).toBe(400);
  expect((await search('rose', 0)).statusCode).toBe(400);
  // Pattern characters are matched literally: no product's text holds these.
  for (const q of ['_%_', '%\\%']) expect((await suggest(q)).json().data.products).toEqual([]);
  for (const q of ["' or 1=1 --", '\\', '<script>alert(1)</script>', '\u0000', '্্্', '🌹🌹', 'a'.repeat(100)]) {
    expect([200, 400]).toContain((await suggest(q)).statusCode);
    expect([200, 400]).toContain((await search(q)).statusCode);
  }
});

test('a variant’s SKU, in any case, finds its product: suggested opening that variant, alone in the search and the listing', async () => {
  const snake = (await request(shop, null, { method: 'GET', url: '/api/plants?q=laurentii&page=1' })).json()
    .data[0] as { _id: string; name: string; variants: { _id: string; sku: string; price: number }[] };
  const medium = snake.variants[1]!;
  expect(medium._id).not.toBe(snake._id);
  const code = medium.sku.toLowerCase();

  const [first] = (await suggest(code)).json().data.products;
  expect(first).toMatchObject({ _id: snake._id, variantId: medium._id, price: medium.price });

  const found = (await search(code)).json();
  expect(found.data.map((p: { _id: string }) => p._id)).toEqual([snake._id]);
  expect(found.total).toBe(1);

  const listed = async (url: string) =>
    (await request(shop, null, { method: 'GET', url })).json().data.map((p: { _id: string }) => p._id);
  expect(await listed(`/api/plants?q=${code}&page=1`)).toEqual([snake._id]);
  // A plant's code lists nothing among the tools.
  expect(await listed(`/api/tools?q=${code}&page=1`)).toEqual([]);
});
