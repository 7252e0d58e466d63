import {
  CATEGORY_FIELDS,
  CATEGORY_IDS,
  categoryListEnvelopeSchema,
  envelopeSchema,
  FertilizerSchema,
  PlantSchema,
  type Product,
  ProductSchema,
  SoilSchema,
  ToolSchema,
} from '@plantopia/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { createTestShop, request, signUp, type TestShop } from '../../test/test-app.js';

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
    expect(response.json()).toEqual({
      success: false,
      code: 'product.not_found',
      message: 'Product not found',
    });
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

describe('cached catalog answers keep the shared contract', () => {
  // These routes send stored bytes (the JSON the catalog service serialised), so Fastify's response
  // schema never checks them: each answer is parsed here with the shared envelope schema instead.
  const CATEGORY_SCHEMAS = {
    plants: PlantSchema,
    tools: ToolSchema,
    soils: SoilSchema,
    fertilizers: FertilizerSchema,
  };

  let commented: Product;
  beforeAll(async () => {
    // A featured product with a comment and a reply, so the comment shapes are in the bytes too.
    const featured = (await shop.app.inject({ method: 'GET', url: '/api/products/featured' })).json()
      .data as Product[];
    commented = featured[0]!;
    const shopper = await signUp(shop, { name: 'Contract Checker' });
    const base = `/api/${commented.category}/${commented._id}/comments`;
    const comment = await request(shop, shopper, { method: 'POST', url: base, payload: { text: 'Lovely' } });
    expect(comment.statusCode).toBe(201);
    const reply = await request(shop, shopper, {
      method: 'POST',
      url: `${base}/${comment.json().data._id}/replies`,
      payload: { text: 'Agreed' },
    });
    expect(reply.statusCode).toBe(201);
  });

  /** Reads `url` twice (the second answer comes from the cache) and parses both with `schema`. */
  async function expectShape(url: string, schema: z.ZodType) {
    for (const attempt of ['first', 'cached']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, `${attempt} ${url}`).toBe(200);
      const body = response.json();
      const parsed = schema.safeParse(body);
      expect(parsed.error, `${attempt} ${url}`).toBeUndefined();
      // Parsing drops unknown keys: an equal result means the bytes hold nothing beyond the contract.
      expect(parsed.data, `${attempt} ${url}`).toEqual(body);
    }
  }

  test.each(CATEGORY_IDS)(
    'GET /api/%s, whole and paged, is the shared category list envelope',
    async (category) => {
      const schema = categoryListEnvelopeSchema(CATEGORY_SCHEMAS[category]);
      await expectShape(`/api/${category}`, schema);
      await expectShape(`/api/${category}?sort=price&page=2&limit=5`, schema);
      await expectShape(`/api/${category}?q=zzz-no-such-product`, schema);
    },
  );

  test('GET /api/products/{id} and /api/{category}/{id} are the shared product envelope', async () => {
    await expectShape(`/api/products/${commented._id}`, envelopeSchema(ProductSchema));
    await expectShape(
      `/api/${commented.category}/${commented._id}`,
      envelopeSchema(CATEGORY_SCHEMAS[commented.category]),
    );
    const product = (await shop.app.inject({ method: 'GET', url: `/api/products/${commented._id}` })).json()
      .data as Product;
    expect(product.comments[0]?.replies).toHaveLength(1);
  });

  test('GET /api/products/featured is the shared envelope of a product list', async () => {
    await expectShape('/api/products/featured', envelopeSchema(ProductSchema.array()));
  });
});
