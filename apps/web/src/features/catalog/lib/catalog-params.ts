import {
  type CatalogQuery,
  type CategoryDefinition,
  PLANT_FACET_NAMES,
  PLANT_FACETS,
  type PlantFacetFilters,
} from '@plantopia/shared';
import { clampMaxPrice, PRICE_FLOOR, PRICE_HARD_MAX } from './price-range';

export type CatalogSort = NonNullable<CatalogQuery['sort']>;

/** Sort choices in the order the select shows them (type-checked against the shared contract). */
export const SORT_OPTIONS = [
  { value: 'newest', labelKey: 'sort.newest' },
  { value: 'price', labelKey: 'sort.priceAsc' },
  { value: 'price-desc', labelKey: 'sort.priceDesc' },
  { value: 'name', labelKey: 'sort.name' },
  { value: 'rating', labelKey: 'sort.rating' },
] as const satisfies readonly { value: CatalogSort; labelKey: string }[];

export const DEFAULT_SORT: CatalogSort = 'newest';
export const ALL_SUBCATEGORIES = 'all';

/** The listing's filters as the URL holds them. Defaults are left out of the URL. */
export interface CatalogFilters {
  q: string;
  subcategory: string;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  sort: CatalogSort;
  page: number;
  /** Plants only: the care facts chosen, at most one value each (plant-facts.ts). */
  facts: PlantFacetFilters;
}

export const DEFAULT_FILTERS: CatalogFilters = {
  q: '',
  subcategory: ALL_SUBCATEGORIES,
  minPrice: undefined,
  maxPrice: undefined,
  sort: DEFAULT_SORT,
  page: 1,
  facts: {},
};

function isSort(value: string | null): value is CatalogSort {
  return SORT_OPTIONS.some((option) => option.value === value);
}

function readNumber(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** The care facts in a plants URL; a value the fact does not have is left out, as a stale link's would be. */
function readFacts(params: URLSearchParams, category: CategoryDefinition): PlantFacetFilters {
  if (category.id !== 'plants') return {};
  const facts: Record<string, string> = {};
  for (const facet of PLANT_FACET_NAMES) {
    const value = params.get(facet);
    if (value !== null && (PLANT_FACETS[facet] as readonly string[]).includes(value)) facts[facet] = value;
  }
  return facts as PlantFacetFilters;
}

/** Reads (and repairs) the filters in a URL, so a hand-edited or stale link still works. */
export function parseCatalogParams(params: URLSearchParams, category: CategoryDefinition): CatalogFilters {
  const subcategory = params.get('subcategory') ?? ALL_SUBCATEGORIES;
  const sort = params.get('sort');
  const page = Math.floor(readNumber(params.get('page')) ?? 1);

  let minPrice = readNumber(params.get('minPrice'));
  let maxPrice = readNumber(params.get('maxPrice'));
  if (minPrice !== undefined) minPrice = Math.min(Math.max(PRICE_FLOOR, minPrice), PRICE_HARD_MAX - 1);
  if (minPrice === PRICE_FLOOR) minPrice = undefined;
  if (maxPrice !== undefined) maxPrice = clampMaxPrice(maxPrice, minPrice ?? PRICE_FLOOR);

  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    subcategory: category.subcategories.includes(subcategory) ? subcategory : ALL_SUBCATEGORIES,
    minPrice,
    maxPrice,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Math.max(page, 1),
    facts: readFacts(params, category),
  };
}

/** Writes filters to search params, leaving defaults out so links stay short. */
export function toCatalogParams(filters: CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.subcategory !== ALL_SUBCATEGORIES) params.set('subcategory', filters.subcategory);
  if (filters.minPrice !== undefined && filters.minPrice > PRICE_FLOOR) {
    params.set('minPrice', String(filters.minPrice));
  }
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  for (const facet of PLANT_FACET_NAMES) {
    const value = filters.facts[facet];
    if (value !== undefined) params.set(facet, value);
  }
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function hasActiveFilters(filters: CatalogFilters): boolean {
  return (
    filters.q !== '' ||
    filters.subcategory !== ALL_SUBCATEGORIES ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    Object.keys(filters.facts).length > 0
  );
}
