import {
  type AdminProduct,
  CATEGORY_IDS,
  type CategoryId,
  type Order,
  type Product,
  type Soil,
} from '@plantopia/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';

let shop: TestShop;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  shop = await createTestShop({ seed: true });
  admin = await signUp(shop, { role: 'admin', name: 'Shop Owner' });
  shopper = await signUp(shop);
});
afterAll(() => shop.close());

/** A valid new product of each category, with a value for every extra attribute. */
const NEW_PRODUCTS: Record<CategoryId, Record<string, unknown>> = {
  plants: {
    name: 'Test Peace Lily',
    description: 'A calm indoor plant with white blooms that forgives a missed watering.',
    price: 450.5,
    stock: 12,
    subcategory: 'Flowering Plants',
    isFeatured: true,
    features: ['Air purifying', '  ', 'Blooms twice a year'],
    careInstructions: ['Water weekly'],
    sunlightNeeds: 'bright-indirect',
    wateringFrequency: 'weekly',
    size: 'small',
    difficulty: 'easy',
    indoorOutdoor: 'indoor',
    matureHeight: '40-60 cm',
    growthRate: 'medium',
    petFriendly: false,
    seasonalInstructions: 'Keep away from cold drafts in winter.',
  },
  tools: {
    name: 'Test Pruning Shears',
    description: 'Sharp bypass shears for clean cuts on stems up to 2 cm.',
    price: 899,
    stock: 30,
    subcategory: 'Plant Care Tools',
    brand: 'Krishi Pro',
    material: 'carbon-fiber',
    handleType: 'cushioned',
    dimensions: '20 x 6 cm',
    weight: 0.3,
    warranty: '1 year',
    usage: 'Pruning roses and shrubs',
    maintenance: 'Oil the spring monthly',
    weatherResistant: true,
    safetyInstructions: ['Lock the blades after use'],
  },
  soils: {
    name: 'Test Cocopeat Mix',
    description: 'Light potting mix of cocopeat and compost for balcony pots.',
    price: 250,
    stock: 40,
    subcategory: 'Organic Soil',
    ph: 6.5,
    weight: 5,
    coverage: '10 sq ft',
    packagingSize: '5 kg bag',
    texture: 'fine',
    drainageRating: 'excellent',
    waterRetention: 'high',
    organicStatus: true,
    applicationInstructions: 'Mix one part with two parts garden soil.',
    storageInstructions: 'Keep dry.',
    composition: ['Cocopeat', 'Vermicompost'],
    nutrients: ['Nitrogen'],
    bestFor: ['Indoor pots'],
  },
  fertilizers: {
    name: 'Test Bone Meal',
    description: 'Slow phosphorus for roots and flowers.',
    price: 320.75,
    stock: 25,
    subcategory: 'Organic Fertilizers',
    npkRatio: '3-15-0',
    type: 'organic',
    applicationMethod: 'powder',
    releaseType: 'controlled-release',
    weight: 1.5,
    coverage: '50 sq ft',
    packagingSize: '1.5 kg pouch',
    organicStatus: true,
    applicationInstructions: 'Two spoons per pot every month.',
    storageInstructions: 'Seal after use.',
    composition: ['Bone meal'],
    nutrients: ['Phosphorus', 'Calcium'],
    bestFor: ['Roses', 'Bulbs'],
  },
};

const MESSAGES: Record<CategoryId, string> = {
  plants: 'Plant added successfully',
  tools: 'Tool added successfully',
  soils: 'Soil added successfully',
  fertilizers: 'Fertilizer added successfully',
};

async function create(category: CategoryId, body: Record<string, unknown> = NEW_PRODUCTS[category]) {
  const response = await request(shop, admin, { method: 'POST', url: `/api/${category}`, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Product;
}

async function read(category: CategoryId, id: string) {
  return shop.app.inject({ method: 'GET', url: `/api/${category}/${id}` });
}

async function firstOf(category: CategoryId): Promise<Product> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/${category}?limit=1&sort=name` });
  return response.json().data[0] as Product;
}

async function firstWithoutOptions(category: CategoryId): Promise<Product> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/${category}?sort=name` });
  return (response.json().data as Product[]).find((product) => product.options.length === 0)!;
}

describe.each(CATEGORY_IDS)('admin writes to /api/%s', (category) => {
  test('an admin adds a product with every attribute; the listing shows it at once', async () => {
    // Fill the catalog cache first, so a stale cache would hide the new product.
    await shop.app.inject({ method: 'GET', url: `/api/${category}` });
    const response = await request(shop, admin, {
      method: 'POST',
      url: `/api/${category}`,
      payload: NEW_PRODUCTS[category],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(MESSAGES[category]);
    const created = response.json().data as Product;
    // Blank list entries are dropped.
    const features = ((NEW_PRODUCTS[category].features ?? []) as string[]).filter((f) => f.trim());
    expect(created).toMatchObject({ ...NEW_PRODUCTS[category], features, category, comments: [] });

    const listing = await shop.app.inject({ method: 'GET', url: `/api/${category}` });
    expect((listing.json().data as Product[]).map((p) => p._id)).toContain(created._id);
    expect((await read(category, created._id)).json().data).toEqual(created);
  });

  test('a new product may leave out the optional attributes and gets the category defaults', async () => {
    const { name, description, price, stock, brand } = NEW_PRODUCTS[category];
    const created = await create(category, { name, description, price, stock, brand });
    expect(created.isFeatured).toBe(false);
    expect(created.features).toEqual([]);
    const defaults: Record<CategoryId, Record<string, unknown>> = {
      plants: { sunlightNeeds: 'full-sun', wateringFrequency: 'daily', growthRate: 'fast' },
      tools: { material: 'steel' },
      soils: { drainageRating: 'good', waterRetention: 'medium', texture: '' },
      fertilizers: { type: 'organic', applicationMethod: 'granular', releaseType: 'slow-release' },
    };
    expect(created).toMatchObject(defaults[category]);
  });

  test('a negative stock and a price with 3 decimals are refused, naming the field', async () => {
    for (const [change, message] of [
      [{ stock: -1 }, 'stock: must be 0 or more'],
      [{ stock: 1.5 }, 'stock: must be a whole number'],
      [{ price: 10.125 }, 'price: must have at most 2 decimals'],
      [{ price: -5 }, 'price: must be 0 or more'],
      [{ name: '' }, 'name: is required'],
      [{ name: undefined }, 'name: is required'],
    ] as const) {
      const response = await request(shop, admin, {
        method: 'POST',
        url: `/api/${category}`,
        payload: { ...NEW_PRODUCTS[category], ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
  });

  test('an image address that is not http(s) or our own upload is refused, and nothing is written', async () => {
    const before = (await shop.app.inject({ method: 'GET', url: `/api/${category}` })).json().data.length;
    for (const imageUrl of [
      'data:image/svg+xml,<svg onload=alert(1)>',
      'javascript:alert(1)',
      '//evil.example/a.png',
    ]) {
      const response = await request(shop, admin, {
        method: 'POST',
        url: `/api/${category}`,
        payload: { ...NEW_PRODUCTS[category], imageUrl },
      });
      expect(response.statusCode, imageUrl).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'request.invalid_field',
        message: 'imageUrl: must be an http(s) address or an uploaded image',
      });
    }
    const existing = await firstOf(category);
    const update = await request(shop, admin, {
      method: 'PUT',
      url: `/api/${category}/${existing._id}`,
      payload: { imageUrl: 'javascript:alert(1)' },
    });
    expect(update.statusCode).toBe(400);
    expect((await read(category, existing._id)).json().data.imageUrl).toBe(existing.imageUrl);
    expect((await shop.app.inject({ method: 'GET', url: `/api/${category}` })).json().data.length).toBe(
      before,
    );
  });

  test('PUT accepts the product exactly as GET returned it and ignores its read-only fields', async () => {
    // One sold one way: with options, the product's price is only its variants' lowest (decision 038).
    const original = (await read(category, (await firstWithoutOptions(category))._id)).json().data as Product;
    const response = await request(shop, admin, {
      method: 'PUT',
      url: `/api/${category}/${original._id}`,
      payload: {
        ...original,
        price: 777.7,
        _id: 'someone-else',
        category: category === 'tools' ? 'plants' : 'tools',
        createdAt: '2001-01-01T00:00:00.000Z',
        comments: [{ _id: 'x', text: 'planted', user: { uid: 'u', displayName: 'u', photoURL: '' } }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Product updated successfully');
    const updated = response.json().data as Product;
    // Without options the product's price is its one variant's (docs/decisions/038).
    expect(updated).toEqual({
      ...original,
      price: 777.7,
      variants: [{ ...original.variants[0]!, price: 777.7 }],
      updatedAt: updated.updatedAt,
    });
    expect((await read(category, original._id)).json().data).toEqual(updated);
  });

  test('a partial PUT changes only what it names', async () => {
    const created = await create(category);
    const response = await request(shop, admin, {
      method: 'PUT',
      url: `/api/${category}/${created._id}`,
      payload: { stock: 3 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      ...created,
      stock: 3,
      variants: [{ ...created.variants[0]!, stock: 3 }],
      updatedAt: response.json().data.updatedAt,
    });
  });

  test('an unknown id, or a product of another category, is not found', async () => {
    const other = await firstOf(category === 'plants' ? 'tools' : 'plants');
    for (const id of ['does-not-exist', other._id]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await request(shop, admin, {
          method,
          url: `/api/${category}/${id}`,
          ...(method === 'PUT' ? { payload: { stock: 1 } } : {}),
        });
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toEqual({
          success: false,
          code: 'product.not_found',
          message: 'Product not found',
        });
      }
    }
    expect((await read(other.category, other._id)).json().data.stock).toBe(other.stock);
  });

  test('an admin deletes a product; it is gone from the listing and its page', async () => {
    const created = await create(category);
    await shop.app.inject({ method: 'GET', url: `/api/${category}` });
    const response = await request(shop, admin, { method: 'DELETE', url: `/api/${category}/${created._id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      code: 'product.deleted',
      message: 'Product deleted successfully',
    });
    expect((await read(category, created._id)).statusCode).toBe(404);
    const listing = await shop.app.inject({ method: 'GET', url: `/api/${category}` });
    expect((listing.json().data as Product[]).map((p) => p._id)).not.toContain(created._id);
  });
});

test('each category checks its own attributes: pH 0 to 14, a brand for tools, listed values only', async () => {
  const cases: [CategoryId, Record<string, unknown>, string][] = [
    ['soils', { ph: 15 }, 'ph: must be between 0 and 14'],
    ['soils', { ph: -0.5 }, 'ph: must be between 0 and 14'],
    ['soils', { ph: 6.55 }, 'ph: must have at most 1 decimal'],
    ['soils', { weight: -1 }, 'weight: must be 0 or more'],
    ['fertilizers', { weight: 1.25 }, 'weight: must have at most 1 decimal'],
    ['tools', { brand: undefined }, 'brand: is required'],
    ['tools', { brand: '   ' }, 'brand: is required'],
    [
      'tools',
      { material: 'gold' },
      'material: must be one of steel, aluminum, plastic, wood, carbon-fiber, composite',
    ],
    [
      'plants',
      { subcategory: 'Cacti' },
      'subcategory: must be one of Indoor Plants, Outdoor Plants, Flowering Plants, Fruit Plants',
    ],
    ['plants', { petFriendly: 'yes' }, 'petFriendly: must be true or false'],
  ];
  for (const [category, change, message] of cases) {
    const response = await request(shop, admin, {
      method: 'POST',
      url: `/api/${category}`,
      payload: { ...NEW_PRODUCTS[category], ...change },
    });
    expect(response.statusCode, `${category} ${JSON.stringify(change)}`).toBe(400);
    expect(response.json().message).toBe(message);
  }
  const soil = (await firstOf('soils')) as Soil;
  const update = await request(shop, admin, {
    method: 'PUT',
    url: `/api/soils/${soil._id}`,
    payload: { ph: 15 },
  });
  expect(update.json()).toMatchObject({
    success: false,
    code: 'request.invalid_field',
    message: 'ph: must be between 0 and 14',
  });
  expect((await read('soils', soil._id)).json().data.ph).toBe(soil.ph);
});

test('a path that is not a category answers Unsupported category', async () => {
  for (const [method, url] of [
    ['POST', '/api/gadgets'],
    ['PUT', '/api/gadgets/1'],
    ['DELETE', '/api/gadgets/1'],
  ] as const) {
    const response = await request(shop, admin, { method, url, payload: NEW_PRODUCTS.plants });
    expect(response.statusCode, url).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'product.unsupported_category',
      message: 'Unsupported category',
    });
  }
});

describe('who may write products', () => {
  test.each([
    { who: 'signed out', as: null, status: 401, message: 'Please sign in to continue' },
    { who: 'a shopper', as: () => shopper, status: 403, message: 'Only an administrator can do this' },
  ] as const)(
    '$who gets $status from every product write and the admin list, and nothing changes',
    async ({ as, status, message }) => {
      const caller = as ? as() : null;
      const target = await firstOf('plants');
      const before = (await read('plants', target._id)).json().data;
      const countBefore = (
        await request(shop, admin, { method: 'GET', url: '/api/admin/products?limit=1' })
      ).json().total;
      const calls = [
        { method: 'GET', url: '/api/admin/products' },
        ...CATEGORY_IDS.flatMap((category) => [
          { method: 'POST', url: `/api/${category}`, payload: NEW_PRODUCTS[category] },
          // An invalid body too: the guard answers before validation.
          { method: 'POST', url: `/api/${category}`, payload: { price: 'free' } },
        ]),
        { method: 'PUT', url: `/api/plants/${target._id}`, payload: { price: 1, name: 'Hacked' } },
        { method: 'DELETE', url: `/api/plants/${target._id}` },
      ] as const;
      for (const call of calls) {
        const response = await request(shop, caller, call);
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(status);
        expect(response.json()).toMatchObject({ success: false, message });
      }
      expect((await read('plants', target._id)).json().data).toEqual(before);
      const countAfter = (
        await request(shop, admin, { method: 'GET', url: '/api/admin/products?limit=1' })
      ).json().total;
      expect(countAfter).toBe(countBefore);
    },
  );
});

describe('GET /api/admin/products', () => {
  async function adminList(query: string) {
    const response = await request(shop, admin, { method: 'GET', url: `/api/admin/products${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: AdminProduct[]; total: number };
  }

  test('lists every category in one list, newest first, each row with its category label', async () => {
    const { data, total } = await adminList('?limit=100');
    expect(total).toBeGreaterThanOrEqual(52);
    expect(new Set(data.map((p) => p.category))).toEqual(new Set(CATEGORY_IDS));
    for (const row of data) {
      expect(row.categoryLabel).toBe(row.category[0]!.toUpperCase() + row.category.slice(1));
    }
    const dates = data.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('pages: page 2 continues where page 1 stopped, and total counts them all', async () => {
    const first = await adminList('?limit=5&page=1');
    const second = await adminList('?limit=5&page=2');
    expect(first.data).toHaveLength(5);
    expect(second.total).toBe(first.total);
    expect(second.data.map((p) => p._id)).not.toContain(first.data[0]!._id);
    const all = await adminList('?limit=10');
    expect([...first.data, ...second.data].map((p) => p._id)).toEqual(all.data.map((p) => p._id));
  });

  test('searches name and description, case-insensitively, and filters by category', async () => {
    const created = await create('tools', {
      ...NEW_PRODUCTS.tools,
      name: 'Zebrawood Dibber',
      description: 'Makes holes for QuIxOtIc seedlings.',
    });
    const byName = await adminList('?q=zebrawood');
    expect(byName.data.map((p) => p._id)).toEqual([created._id]);
    expect(byName.total).toBe(1);
    expect((await adminList('?q=quixotic')).data.map((p) => p._id)).toEqual([created._id]);
    expect((await adminList('?q=zebrawood&category=plants')).total).toBe(0);
    const tools = await adminList('?category=tools&limit=100');
    expect(tools.data.every((p) => p.category === 'tools' && p.categoryLabel === 'Tools')).toBe(true);
    expect((await adminList('?q=100%25')).total).toBe(0);
  });

  test('bad paging parameters are a 400 naming the parameter', async () => {
    const response = await request(shop, admin, { method: 'GET', url: '/api/admin/products?limit=1000' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('limit: must be at most 100');
    const category = await request(shop, admin, { method: 'GET', url: '/api/admin/products?category=toys' });
    expect(category.statusCode).toBe(400);
    expect(category.json().message).toMatch(/^category: /);
  });

  test('a page past any list is a 400, not an offset that overflows', async () => {
    for (const page of ['2147483648', '1e15', '100001']) {
      const response = await request(shop, admin, { method: 'GET', url: `/api/admin/products?page=${page}` });
      expect(response.statusCode, page).toBe(400);
      expect(response.json().message).toBe('page: must be at most 1,00,000');
    }
  });
});

test('deleting a product keeps the orders that bought it exactly as they were', async () => {
  const buyer = await signUp(shop);
  const product = await create('plants', {
    ...NEW_PRODUCTS.plants,
    imageUrl: '/seed-images/products/zz-plant.webp',
  });
  const placed = await request(shop, buyer, {
    method: 'POST',
    url: '/api/orders',
    payload: {
      items: [{ _id: product._id, quantity: 2 }],
      paymentMethod: 'cod',
      shipping: {
        name: 'Tahmina Rahman',
        email: 'tahmina@example.com',
        address: 'Road 7, Uttara',
        city: 'Dhaka',
        state: 'Dhaka',
        postalCode: '1230',
        country: 'Bangladesh',
        phone: '+8801911000000',
      },
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data as Order;

  const deleted = await request(shop, admin, { method: 'DELETE', url: `/api/plants/${product._id}` });
  expect(deleted.statusCode).toBe(200);

  const allOrders = (await request(shop, admin, { method: 'GET', url: '/api/orders' })).json()
    .data as Order[];
  const kept = allOrders.find((o) => o._id === order._id)!;
  expect(kept).toEqual(order);
  expect(kept.items).toEqual([
    {
      _id: product._id,
      variantId: product._id,
      options: [],
      sku: product.sku,
      name: 'Test Peace Lily',
      nameBn: null,
      price: 450.5,
      quantity: 2,
      lineTotal: 901,
      imageUrl: '/seed-images/products/zz-plant.webp',
      category: 'plants',
    },
  ]);
  const mine = (await request(shop, buyer, { method: 'GET', url: `/api/users/${buyer.id}` })).json().data
    .orders;
  expect(mine).toEqual([order]);
});

describe('SKUs and low-stock thresholds', () => {
  test('every demo product has its own readable SKU, made from its category', async () => {
    const listed = await request(shop, admin, { method: 'GET', url: '/api/admin/products?limit=100' });
    const rows = listed.json().data as AdminProduct[];
    const prefix: Record<CategoryId, string> = {
      plants: 'PLT',
      tools: 'TOL',
      soils: 'SOL',
      fertilizers: 'FRT',
    };
    for (const row of rows) expect(row.sku).toMatch(new RegExp(`^(${prefix[row.category]}|TEST)-`));
    const demo = rows.filter((row) => !row.name.startsWith('Test'));
    expect(demo.length).toBeGreaterThan(10);
    for (const row of demo) expect(row.sku).toMatch(/^(PLT|TOL|SOL|FRT)-\d{4}$/);
    expect(new Set(rows.map((row) => row.sku.toLowerCase())).size).toBe(rows.length);
  });

  test('a product added without a SKU gets the next one; one added with a SKU keeps it as typed', async () => {
    const generated = await create('soils', { ...NEW_PRODUCTS.soils, sku: '  ' });
    expect(generated.sku).toMatch(/^SOL-\d{4,}$/);
    const next = await create('plants');
    expect(Number(next.sku.slice(4))).toBeGreaterThan(Number(generated.sku.slice(4)));

    const typed = await create('tools', { ...NEW_PRODUCTS.tools, sku: 'kp-Shears/20' });
    expect(typed.sku).toBe('kp-Shears/20');
  });

  test('a SKU another product has, in any case, is a 409 naming the field; nothing is written', async () => {
    const first = await create('plants', { ...NEW_PRODUCTS.plants, sku: 'LILY-001' });
    const before = (await request(shop, admin, { method: 'GET', url: '/api/admin/products' })).json().total;

    const again = await request(shop, admin, {
      method: 'POST',
      url: '/api/plants',
      payload: { ...NEW_PRODUCTS.plants, sku: 'lily-001' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      message: 'sku: lily-001 is already the SKU of another product',
    });
    expect((await request(shop, admin, { method: 'GET', url: '/api/admin/products' })).json().total).toBe(
      before,
    );

    const other = await create('plants');
    const renamed = await request(shop, admin, {
      method: 'PUT',
      url: `/api/plants/${other._id}`,
      payload: { sku: 'Lily-001' },
      headers: { 'accept-language': 'bn' },
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe('sku: Lily-001 আগেই অন্য একটি পণ্যের SKU');
    expect((await read('plants', other._id)).json().data.sku).toBe(other.sku);
    // Its own SKU, in another case, is no conflict.
    const own = await request(shop, admin, {
      method: 'PUT',
      url: `/api/plants/${first._id}`,
      payload: { sku: 'Lily-001' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.sku).toBe('Lily-001');
  });

  test('a SKU with spaces or symbols, or too long, is a 400; a blank one in an update keeps the SKU', async () => {
    for (const [sku, message] of [
      ['PLT 42', 'sku: may use only letters, digits and - _ . / (starting with a letter or digit)'],
      ['-PLT', 'sku: may use only letters, digits and - _ . / (starting with a letter or digit)'],
      ['P'.repeat(41), 'sku: must be at most 40 characters'],
    ] as const) {
      const response = await request(shop, admin, {
        method: 'POST',
        url: '/api/plants',
        payload: { ...NEW_PRODUCTS.plants, sku },
      });
      expect(response.statusCode, sku).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const product = await create('plants');
    const cleared = await request(shop, admin, {
      method: 'PUT',
      url: `/api/plants/${product._id}`,
      payload: { sku: '' },
    });
    expect(cleared.json().data.sku).toBe(product.sku);
  });

  test('an option name with “:” or a label with “;” is a 400 naming options (the CSV’s separators)', async () => {
    for (const [option, message] of [
      [{ name: { en: 'Pot: size' }, values: [{ en: 'Small' }] }, /^options\.0\.name\.en: must not contain/],
      [
        { name: { en: 'Pot size' }, values: [{ en: 'Small; cheap' }] },
        /^options\.0\.values\.0\.en: must not/,
      ],
      [{ name: { en: 'Pot size', bn: 'টব;' }, values: [{ en: 'Small' }] }, /^options\.0\.name\.bn: must not/],
    ] as const) {
      const response = await request(shop, admin, {
        method: 'POST',
        url: '/api/plants',
        payload: {
          ...NEW_PRODUCTS.plants,
          options: [option],
          variants: [{ options: [option.values[0].en], price: 10, stock: 1, shippingWeightKg: 1 }],
        },
      });
      expect(response.statusCode, JSON.stringify(option)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    // A value may hold a colon: a ratio is a fair value.
    const ratio = { name: { en: 'Mix' }, values: [{ en: '1:2' }] };
    const made = await request(shop, admin, {
      method: 'POST',
      url: '/api/plants',
      payload: {
        ...NEW_PRODUCTS.plants,
        options: [ratio],
        variants: [{ options: ['1:2'], price: 10, stock: 1, shippingWeightKg: 1 }],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
  });

  test('a generated SKU an owner already typed by hand is skipped, not refused', async () => {
    const probe = await create('plants');
    const upcoming = Number(probe.sku.slice(4)) + 1;
    await create('tools', { ...NEW_PRODUCTS.tools, sku: `PLT-${String(upcoming).padStart(4, '0')}` });
    const next = await create('plants');
    expect(Number(next.sku.slice(4))).toBeGreaterThan(upcoming);
  });

  test('a product has its own low-stock threshold or follows the default (null); a negative one is refused', async () => {
    const product = await create('plants', { ...NEW_PRODUCTS.plants, lowStockThreshold: 3 });
    expect(product.lowStockThreshold).toBe(3);
    const cleared = await request(shop, admin, {
      method: 'PUT',
      url: `/api/plants/${product._id}`,
      payload: { lowStockThreshold: null },
    });
    expect(cleared.json().data.lowStockThreshold).toBeNull();
    const negative = await request(shop, admin, {
      method: 'PUT',
      url: `/api/plants/${product._id}`,
      payload: { lowStockThreshold: -1 },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe('lowStockThreshold: must be 0 or more');
    expect((await create('plants')).lowStockThreshold).toBeNull();
  });
});
