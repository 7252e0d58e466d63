import { CATEGORIES } from '@plantopia/shared';
import { describe, expect, test } from 'vitest';
import { parseCatalogParams, toCatalogParams } from './catalog-params';

const plants = CATEGORIES[0]!;

describe('catalog URL params', () => {
  test('reads every filter from the URL', () => {
    const filters = parseCatalogParams(
      new URLSearchParams(
        'q=aloe&subcategory=Indoor+Plants&minPrice=100&maxPrice=900&sort=price-desc&page=3',
      ),
      plants,
    );
    expect(filters).toEqual({
      q: 'aloe',
      subcategory: 'Indoor Plants',
      minPrice: 100,
      maxPrice: 900,
      sort: 'price-desc',
      page: 3,
      facts: {},
    });
  });

  test("reads a plant's care facts, drops a value the fact does not have, and writes them back", () => {
    const params = new URLSearchParams('sunlightNeeds=low&petFriendly=true&floweringSeason=never');
    const filters = parseCatalogParams(params, plants);
    expect(filters.facts).toEqual({ sunlightNeeds: 'low', petFriendly: 'true' });
    expect(toCatalogParams(filters).toString()).toBe('sunlightNeeds=low&petFriendly=true');
    const tools = CATEGORIES.find((c) => c.id === 'tools')!;
    expect(parseCatalogParams(params, tools).facts).toEqual({});
  });

  test('repairs a hand-edited URL instead of failing', () => {
    const filters = parseCatalogParams(
      new URLSearchParams('subcategory=Spaceships&minPrice=500&maxPrice=200&sort=cheapest&page=-4'),
      plants,
    );
    expect(filters.subcategory).toBe('all');
    expect(filters.sort).toBe('newest');
    expect(filters.page).toBe(1);
    expect(filters.minPrice).toBe(500);
    expect(filters.maxPrice).toBe(501);
  });

  test('a maximum above 10000 is brought down to 10000', () => {
    expect(parseCatalogParams(new URLSearchParams('maxPrice=99999'), plants).maxPrice).toBe(10000);
  });

  test('defaults stay out of the URL', () => {
    const params = toCatalogParams(
      parseCatalogParams(new URLSearchParams('page=1&sort=newest&minPrice=0'), plants),
    );
    expect(params.toString()).toBe('');
  });
});
