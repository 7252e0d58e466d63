import { CATALOG_SORTS, type Product } from '@plantopia/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, type TestShop } from '../../test/test-app.js';

/*
 * The query parameters of GET /api/{category}: every combination is checked against the same filter written
 * out in JavaScript over the whole list, so the SQL and the rules of docs/api.md §5 cannot drift apart.
 */

let shop: TestShop;
let plants: Product[];
beforeAll(async () => {
  shop = await createTestShop({ seed: true });
  plants = (await list('/api/plants')).body.data;
});
afterAll(() => shop.close());

interface ListBody {
  success: boolean;
  data: Product[];
  total: number;
  highestPrice: number;
  message?: string;
}

async function list(url: string): Promise<{ status: number; body: ListBody }> {
  const response = await shop.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

const ids = (products: Product[]) => products.map((p) => p._id);
const byPrice = (a: Product, b: Product) => a.price - b.price || a._id.localeCompare(b._id);

function matches(product: Product, q: string): boolean {
  return `${product.name} ${product.description}`.toLowerCase().includes(q.toLowerCase());
}

test('search, subcategory, price range and sort combine, and total counts every match', async () => {
  const expected = plants
    .filter(
      (p) => matches(p, 'pot') && p.subcategory === 'Indoor Plants' && p.price >= 300 && p.price <= 1500,
    )
    .sort(byPrice);
  expect(expected.length).toBeGreaterThanOrEqual(2);
  const url = '/api/plants?q=POT&subcategory=Indoor%20Plants&minPrice=300&maxPrice=1500&sort=price';
  const { status, body } = await list(`${url}&page=1&limit=100`);
  expect(status).toBe(200);
  expect(ids(body.data)).toEqual(ids(expected));
  expect(body.total).toBe(expected.length);

  const secondPage = await list(`${url}&page=2&limit=1`);
  expect(ids(secondPage.body.data)).toEqual([expected[1]!._id]);
  expect(secondPage.body.total).toBe(expected.length);
});

test('price-desc, name and newest order the list as a shopper would expect', async () => {
  const priceDesc = (await list('/api/plants?sort=price-desc')).body.data.map((p) => p.price);
  expect(priceDesc).toEqual([...priceDesc].sort((a, b) => b - a));
  // Initials only: how the rest of a name sorts depends on the database's collation.
  const initials = (await list('/api/plants?sort=name')).body.data.map((p) => p.name[0]!.toLowerCase());
  expect(initials).toEqual([...initials].sort());
  const created = (await list('/api/plants?sort=newest')).body.data.map((p) => p.createdAt);
  expect(created).toEqual([...created].sort().reverse());
  expect(ids((await list('/api/plants')).body.data)).toEqual(
    ids((await list('/api/plants?sort=newest')).body.data),
  );
});

test.each(CATALOG_SORTS)(
  'with sort=%s, consecutive pages cover the filtered list exactly once',
  async (sort) => {
    const filter = 'minPrice=100&maxPrice=5000';
    const all = (await list(`/api/plants?${filter}&sort=${sort}`)).body.data;
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 4) + 1; page++) {
      const { body } = await list(`/api/plants?${filter}&sort=${sort}&page=${page}&limit=4`);
      expect(body.total).toBe(all.length);
      seen.push(...ids(body.data));
    }
    expect(seen).toEqual(ids(all));
  },
);

test('a page past the end is empty but still carries the total', async () => {
  const { status, body } = await list('/api/plants?page=99&limit=12');
  expect(status).toBe(200);
  expect(body.data).toEqual([]);
  expect(body.total).toBe(plants.length);
});

test('page alone uses pages of 12; limit alone answers the first page', async () => {
  const pageOnly = (await list('/api/plants?page=1')).body;
  expect(pageOnly.data.length).toBe(Math.min(12, plants.length));
  expect(pageOnly.total).toBe(plants.length);
  const limitOnly = (await list('/api/plants?limit=3')).body;
  expect(ids(limitOnly.data)).toEqual(ids(plants.slice(0, 3)));
  expect(limitOnly.total).toBe(plants.length);
});

test('the price range is inclusive at both ends and works with decimals', async () => {
  const price = plants[0]!.price;
  const exact = (await list(`/api/plants?minPrice=${price}&maxPrice=${price}`)).body.data;
  expect(exact.length).toBeGreaterThanOrEqual(1);
  expect(exact.every((p) => p.price === price)).toBe(true);
  const justAbove = (await list(`/api/plants?minPrice=${price + 0.01}&maxPrice=${price + 0.5}`)).body.data;
  expect(justAbove.some((p) => p._id === plants[0]!._id)).toBe(false);
  const open = (await list('/api/plants?minPrice=0&maxPrice=10000')).body;
  expect(open.total).toBe(plants.filter((p) => p.price <= 10000).length);
});

test("highestPrice is the category's highest price, whatever the filters", async () => {
  const highest = Math.max(...plants.map((p) => p.price));
  expect((await list('/api/plants?q=zzzz-nothing')).body.highestPrice).toBe(highest);
  expect((await list('/api/plants?maxPrice=1&page=1')).body.highestPrice).toBe(highest);
});

test("subcategory 'all' or empty means every subcategory; each subcategory narrows exactly", async () => {
  expect((await list('/api/plants?subcategory=all')).body.total).toBe(plants.length);
  expect((await list('/api/plants?subcategory=')).body.total).toBe(plants.length);
  for (const subcategory of ['Indoor Plants', 'Outdoor Plants', 'Flowering Plants', 'Fruit Plants']) {
    const { body } = await list(`/api/plants?subcategory=${encodeURIComponent(subcategory)}`);
    expect(ids(body.data), subcategory).toEqual(ids(plants.filter((p) => p.subcategory === subcategory)));
  }
});

test('search treats % and _ as ordinary characters, and an unmatched word finds nothing', async () => {
  expect((await list('/api/plants?q=%25')).body.total).toBe(plants.filter((p) => matches(p, '%')).length);
  expect((await list('/api/plants?q=_')).body.total).toBe(plants.filter((p) => matches(p, '_')).length);
  const none = await list('/api/plants?q=xylophone-quartz');
  expect(none.status).toBe(200);
  expect(none.body).toMatchObject({ data: [], total: 0 });
});

test('featured=true narrows a category to its featured products', async () => {
  const { body } = await list('/api/plants?featured=true');
  expect(ids(body.data)).toEqual(ids(plants.filter((p) => p.isFeatured)));
});

describe('bad values answer 400 naming the parameter, never 500', () => {
  test.each([
    ['q', `q=${'a'.repeat(101)}`],
    ['minPrice', 'minPrice=-1'],
    ['maxPrice', 'maxPrice=-5'],
    ['maxPrice', 'maxPrice=ten'],
    ['page', 'page=1.5'],
    ['page', 'page=-2'],
    ['limit', 'limit=0'],
    ['limit', 'limit=abc'],
    ['sort', 'sort=PRICE'],
    ['featured', 'featured=yes'],
    ['subcategory', 'subcategory=Gardening%20Tools'],
    // Numbers out of range are refused by the schema, never overflow an integer in SQL.
    ['minPrice', 'minPrice=2147483648'],
    ['minPrice', 'minPrice=1e300'],
    ['minPrice', 'minPrice=Infinity'],
    ['maxPrice', 'maxPrice=-Infinity'],
    ['maxPrice', 'maxPrice=10000000.01'],
    ['minPrice', 'minPrice=NaN'],
    ['page', 'page=2147483648&limit=100'],
    ['page', 'page=1e20'],
    ['limit', 'limit=2147483648'],
  ])('%s (%s)', async (field, query) => {
    const { status, body } = await list(`/api/plants?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false });
    expect(body.message).toMatch(new RegExp(`^${field}: `));
  });
});

test('the top of the price range is still a filter', async () => {
  const { status, body } = await list('/api/plants?minPrice=0&maxPrice=10000000');
  expect(status).toBe(200);
  expect(body.total).toBe(plants.length);
});
