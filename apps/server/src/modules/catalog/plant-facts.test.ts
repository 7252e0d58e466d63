import { readFileSync } from 'node:fs';
import {
  admittedValues,
  PLANT_FACET_NAMES,
  PLANT_FACETS,
  type PlantFacet,
  type PlantFacetCounts,
  type Product,
} from '@plantopia/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { products } from '../../db/schema.js';
import { createTestShop, type TestShop } from '../../test/test-app.js';
import { addTestProduct } from '../../test/test-products.js';

/*
 * The plants listing's care-fact filters and their counts (issue 25), checked against the same rule written
 * out in JavaScript over the demo shop's plants, so the SQL cannot drift from docs/api.md.
 */

let shop: TestShop;
let plants: Product[];
beforeAll(async () => {
  shop = await createTestShop({ seed: true });
  plants = (await get('/api/plants')).body.data;
});
afterAll(() => shop.close());

interface ListBody {
  data: Product[];
  total: number;
  facets?: PlantFacetCounts;
  message?: string;
}

async function get(url: string): Promise<{ status: number; body: ListBody }> {
  const response = await shop.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

type Filters = { [F in PlantFacet]?: string };

const factOf = (plant: Product, facet: PlantFacet) => String((plant as Record<string, unknown>)[facet]);
const admits = (plant: Product, facet: PlantFacet, value: string) =>
  admittedValues(facet, value as never).includes(factOf(plant, facet));
const matching = (filters: Filters, except?: PlantFacet) =>
  plants.filter((plant) =>
    Object.entries(filters).every(
      ([facet, value]) => facet === except || admits(plant, facet as PlantFacet, value),
    ),
  );

/** What the counts must be: each value with every filter but its own fact's. */
function expectedCounts(filters: Filters): Record<string, Record<string, number>> {
  return Object.fromEntries(
    PLANT_FACET_NAMES.map((facet) => [
      facet,
      Object.fromEntries(
        PLANT_FACETS[facet].map((value) => [
          value,
          matching(filters, facet).filter((plant) => admits(plant, facet, value)).length,
        ]),
      ),
    ]),
  );
}

const search = (filters: Record<string, string>) =>
  new URLSearchParams({ ...filters, page: '1', limit: '100' }).toString();

describe('filters and their counts', () => {
  test.each<Filters>([
    {},
    { sunlightNeeds: 'low' },
    { petFriendly: 'true', indoorOutdoor: 'indoor' },
    { floweringSeason: 'winter', difficulty: 'easy' },
    { wateringFrequency: 'weekly', size: 'medium', indoorOutdoor: 'outdoor' },
  ])(
    '%o lists exactly the plants with those facts, and counts each value with the other filters',
    async (filters) => {
      const { status, body } = await get(`/api/plants?${search(filters)}`);
      expect(status).toBe(200);
      const expected = matching(filters);
      expect(body.data.map((p) => p._id).sort()).toEqual(expected.map((p) => p._id).sort());
      expect(body.total).toBe(expected.length);
      expect(body.facets).toEqual(expectedCounts(filters));
    },
  );

  test('a plant for indoors and out is listed under both, and one flowering all year under every season', async () => {
    const areca = plants.find((p) => p.name.startsWith('Areca Palm'))!;
    expect(factOf(areca, 'indoorOutdoor')).toBe('both');
    for (const place of ['indoor', 'outdoor']) {
      const { body } = await get(`/api/plants?indoorOutdoor=${place}`);
      expect(body.data.map((p) => p._id)).toContain(areca._id);
    }
    const hibiscus = plants.find((p) => p.name.startsWith('Red Hibiscus'))!;
    expect(factOf(hibiscus, 'floweringSeason')).toBe('all-year');
    const { body } = await get('/api/plants?floweringSeason=monsoon');
    expect(body.data.map((p) => p._id)).toContain(hibiscus._id);
  });

  test('the filters combine with search, subcategory and price, and the counts follow them', async () => {
    const query = { subcategory: 'Indoor Plants', maxPrice: '1000', petFriendly: 'true' };
    const { body } = await get(`/api/plants?${search(query)}`);
    const indoorCheap = plants.filter((p) => p.subcategory === 'Indoor Plants' && p.price <= 1000);
    expect(body.data.map((p) => p._id).sort()).toEqual(
      indoorCheap
        .filter((p) => factOf(p, 'petFriendly') === 'true')
        .map((p) => p._id)
        .sort(),
    );
    expect(body.facets!.petFriendly.false).toBe(
      indoorCheap.filter((p) => factOf(p, 'petFriendly') === 'false').length,
    );
  });

  test('hostile or unknown values are refused with a 400 naming the filter, never a 500', async () => {
    for (const query of [
      'sunlightNeeds=shade',
      'sunlightNeeds=low&sunlightNeeds=medium',
      'petFriendly=yes',
      'floweringSeason=%27%3B%20drop%20table%20products%3B--',
      'indoorOutdoor=both',
      `difficulty=${'x'.repeat(5000)}`,
    ]) {
      const { status, body } = await get(`/api/plants?${query}`);
      expect(status, query).toBe(400);
      expect(body.message, query).toMatch(new RegExp(`^${query.split('=')[0]}`));
    }
  });

  test('other categories have no care facts: their listing ignores the filters and answers no counts', async () => {
    const all = await get('/api/tools?page=1&limit=100');
    const filtered = await get('/api/tools?page=1&limit=100&sunlightNeeds=low&petFriendly=true');
    expect(filtered.status).toBe(200);
    expect(filtered.body.total).toBe(all.body.total);
    expect(filtered.body.facets).toBeUndefined();
  });
});

describe('the plant finder', () => {
  test('pets, little light, indoors: pet-safe low-light indoor plants only, the parlour palm among them', async () => {
    const { status, body } = await get('/api/plants/finder?place=indoor&light=low&pets=yes');
    expect(status).toBe(200);
    expect(body.data.map((p) => p.name)).toContain('Parlour Palm (Chamaedorea)');
    for (const plant of body.data) {
      expect(plant).toMatchObject({ petFriendly: true, sunlightNeeds: 'low' });
      expect(['indoor', 'both']).toContain(factOf(plant, 'indoorOutdoor'));
    }
  });

  test('little time asks for easy plants that need water weekly or less; full sun for sun-lovers', async () => {
    const { body } = await get('/api/plants/finder?time=little&light=full-sun&place=outdoor');
    expect(body.data.length).toBeGreaterThan(0);
    for (const plant of body.data) {
      expect(factOf(plant, 'difficulty')).toBe('easy');
      expect(['weekly', 'biweekly', 'monthly']).toContain(factOf(plant, 'wateringFrequency'));
      expect(['medium', 'full-sun']).toContain(factOf(plant, 'sunlightNeeds'));
    }
  });

  test('no answers suggests plants; an answer it does not offer is a 400 naming the question', async () => {
    expect((await get('/api/plants/finder')).body.data.length).toBeGreaterThan(0);
    for (const query of ['light=dark', 'pets=maybe', 'time=%00', 'place=indoor&place=outdoor']) {
      const { status, body } = await get(`/api/plants/finder?${query}`);
      expect(status, query).toBe(400);
      expect(body.message, query).toMatch(new RegExp(`^${query.split('=')[0]}`));
    }
  });
});

test('the data migration gives plants stored with the old light words their level and the missing facts', async () => {
  const plant = await addTestProduct(shop, { price: 100, stock: 1 });
  const attributes = { sunlightNeeds: 'partial-sun', petFriendly: true };
  await shop.database.db.update(products).set({ attributes }).where(eq(products.id, plant.id));
  const migration = readFileSync(
    new URL('../../db/migrations/0026_plant-light-levels.sql', import.meta.url),
    'utf8',
  );
  for (const statement of migration.split('--> statement-breakpoint')) {
    await shop.database.db.execute(sql.raw(statement));
  }
  const [row] = await shop.database.db.select().from(products).where(eq(products.id, plant.id));
  expect(row!.attributes).toMatchObject({
    sunlightNeeds: 'medium',
    petFriendly: true,
    floweringSeason: 'none',
  });
  expect(row!.factLight).toBe('medium');
});
