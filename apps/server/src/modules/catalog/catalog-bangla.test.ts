import { CATEGORY_IDS, type CategoryId, type Product } from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';

/*
 * Bangla product text (docs/behaviour.md §11) and search in both scripts (docs/decisions/021), on the demo shop.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL set.
 */

let shop: TestShop;
let admin: TestUser;
let catalog: Record<CategoryId, Product[]>;
beforeAll(async () => {
  shop = await createTestShop({ seed: true });
  admin = await signUp(shop, { role: 'admin' });
  catalog = Object.fromEntries(
    await Promise.all(CATEGORY_IDS.map(async (id) => [id, (await list(`/api/${id}`)).body.data])),
  );
});
afterAll(() => shop.close());

interface ListBody {
  data: Product[];
  total: number;
}

async function list(url: string): Promise<{ status: number; body: ListBody }> {
  const response = await shop.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

async function search(category: CategoryId, q: string, extra = ''): Promise<string[]> {
  const { status, body } = await list(`/api/${category}?q=${encodeURIComponent(q)}${extra}`);
  expect(status).toBe(200);
  return body.data.map((p) => p._id).sort();
}

/** The rule of `q` written out in JavaScript: either language's name or description contains the words. */
function expected(category: CategoryId, q: string): string[] {
  const words = q.normalize('NFC').toLowerCase();
  return catalog[category]
    .filter((p) =>
      [p.name, p.description, p.nameBn ?? '', p.descriptionBn ?? '']
        .join(' ')
        .normalize('NFC')
        .toLowerCase()
        .includes(words),
    )
    .map((p) => p._id)
    .sort();
}

const byName = (category: CategoryId, name: string) => catalog[category].find((p) => p.name === name)!;

describe('search in both scripts', () => {
  test('গোলাপ finds the rose by its Bangla name', async () => {
    const rose = byName('plants', 'Grafted Red Rose');
    expect(rose.nameBn).toContain('গোলাপ');
    expect(await search('plants', 'গোলাপ')).toEqual([rose._id]);
  });

  test('a word of a Bangla description finds its product', async () => {
    const zz = byName('plants', 'ZZ Plant (Zamioculcas)');
    expect(zz.nameBn).not.toContain('পাটের');
    expect(await search('plants', 'পাটের ঝুড়ি')).toEqual([zz._id]);
  });

  test('an English search still works, in any case', async () => {
    const rose = byName('plants', 'Grafted Red Rose');
    expect(await search('plants', 'RED ROSE')).toEqual([rose._id]);
    expect(await search('tools', 'hose')).toEqual(expected('tools', 'hose'));
  });

  test('a search in either script lists exactly the products whose English or Bangla text holds it', async () => {
    // গোলাপ is the rose's name in one category and a word of several fertilizers' descriptions.
    const fertilizers = await search('fertilizers', 'গোলাপ');
    expect(fertilizers.length).toBeGreaterThanOrEqual(2);
    expect(fertilizers).toEqual(expected('fertilizers', 'গোলাপ'));
    for (const q of ['neem', 'নিম', 'জবা', 'কোকোপিট', 'cocopeat']) {
      for (const category of CATEGORY_IDS) {
        expect(await search(category, q), `${category} ${q}`).toEqual(expected(category, q));
      }
    }
  });

  test('a letter typed precomposed or as base and nukta finds the same products', async () => {
    // ড় is U+09DC on some keyboards and ড + ় (U+09A1 U+09BC) on others.
    const precomposed = '\u09AC\u09BE\u09DC\u09C7';
    const decomposed = '\u09AC\u09BE\u09A1\u09BC\u09C7';
    const found = await search('plants', precomposed);
    expect(found.length).toBeGreaterThan(0);
    expect(await search('plants', decomposed)).toEqual(found);
  });

  test('Bangla search pages and counts like English search', async () => {
    const all = await search('fertilizers', 'সার');
    expect(all.length).toBeGreaterThan(2);
    const { body } = await list(`/api/fertilizers?q=${encodeURIComponent('সার')}&page=2&limit=2`);
    expect(body.total).toBe(all.length);
    expect(body.data).toHaveLength(2);
  });

  test('the search key turns Bengali into trigrams, and a Bangla search reads products through the index', async () => {
    const { db } = shop.database;
    const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const trigrams = await db.execute(sql`select show_trgm(search_key('গোলাপ')) as t`);
    const grams = rows<{ t: string[] }>(trigrams)[0]!.t;
    expect(grams.length).toBeGreaterThanOrEqual(5);
    for (const gram of grams) expect(gram).toMatch(/^[a-z0-9 ]{3}$/);

    await db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = await db.execute(
        sql`explain select id from products where search_text like search_key(${'%গোলাপ%'})`,
      );
      const lines = rows<{ 'QUERY PLAN': string }>(plan).map((r) => r['QUERY PLAN']);
      expect(lines.join('\n')).toContain('products_search_text_trgm_idx');
    } finally {
      await db.execute(sql`reset enable_seqscan`);
    }
  });
});

describe('the admin edits Bangla text', () => {
  const PLANT = {
    name: 'Bangla Test Rose',
    description: 'A rose added by a test.',
    price: 500,
    stock: 3,
    subcategory: 'Flowering Plants',
  };

  async function create(extra: Record<string, unknown>) {
    return request(shop, admin, { method: 'POST', url: '/api/plants', payload: { ...PLANT, ...extra } });
  }

  test('an admin saves Bangla name, description, features and care; the product and search show them', async () => {
    // Fill the cache first: a stale cached page would miss the new product and its Bangla.
    await list(`/api/plants?q=${encodeURIComponent('সাদা গোলাপ')}`);
    const response = await create({
      nameBn: '  সাদা গোলাপ  ',
      descriptionBn: 'পরীক্ষার জন্য যোগ করা গোলাপ।',
      featuresBn: ['কলম করা', ' '],
      careInstructionsBn: ['রোজ পানি দিন'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data as Product;
    expect(created).toMatchObject({
      nameBn: 'সাদা গোলাপ',
      descriptionBn: 'পরীক্ষার জন্য যোগ করা গোলাপ।',
      featuresBn: ['কলম করা'],
      careInstructionsBn: ['রোজ পানি দিন'],
    });
    const page = await shop.app.inject({ method: 'GET', url: `/api/plants/${created._id}` });
    expect(page.json().data).toEqual(created);
    expect(await search('plants', 'সাদা গোলাপ')).toEqual([created._id]);
  });

  test('a product without Bangla answers null and empty lists; blank Bangla clears it', async () => {
    const plain = (await create({})).json().data as Product;
    expect(plain).toMatchObject({
      nameBn: null,
      descriptionBn: null,
      featuresBn: [],
      careInstructionsBn: [],
    });

    const withBangla = (await create({ nameBn: 'লাল গোলাপ', descriptionBn: 'লাল' })).json().data as Product;
    // Cache the page and a Bangla search first: both must follow the change, for every visitor.
    const url = `/api/plants/${withBangla._id}`;
    expect((await shop.app.inject({ method: 'GET', url })).json().data.nameBn).toBe('লাল গোলাপ');
    expect(await search('plants', 'লাল গোলাপ')).toContain(withBangla._id);
    const cleared = await request(shop, admin, {
      method: 'PUT',
      url: `/api/plants/${withBangla._id}`,
      payload: { nameBn: '', descriptionBn: null, featuresBn: [] },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ nameBn: null, descriptionBn: null, featuresBn: [] });
    const page = await shop.app.inject({ method: 'GET', url });
    expect(page.json().data.nameBn).toBeNull();
    expect(await search('plants', 'লাল গোলাপ')).not.toContain(withBangla._id);
  });

  test('Bangla fields are validated like the English: too long or not text is a 400 naming the field', async () => {
    const before = (await list('/api/plants')).body.total;
    const tooLong = await create({ nameBn: 'গ'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('nameBn');
    const notText = await create({ descriptionBn: 42 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().message).toContain('descriptionBn');
    const badList = await create({ featuresBn: 'কলম করা' });
    expect(badList.statusCode).toBe(400);
    expect(badList.json().message).toContain('featuresBn');
    expect((await list('/api/plants')).body.total).toBe(before);
  });
});
