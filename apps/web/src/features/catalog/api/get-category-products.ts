import {
  CATALOG_PAGE_SIZE,
  type CategoryId,
  type CategoryListExtras,
  type PlantFacetCounts,
  type Product,
  type ProductSummary,
  toProductSummary,
} from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ALL_SUBCATEGORIES, type CatalogFilters } from '../lib/catalog-params';
import { catalogKeys } from './catalog-keys';

export interface CategoryProductsPage {
  products: ProductSummary[];
  /** How many products match the filters (all pages). */
  total: number;
  /** The highest price in the whole category (for the price filter's bound); null if unknown. */
  highestPrice: number | null;
  /** Plants only: how many plants each care fact's value would list with the other filters. */
  facets: PlantFacetCounts | null;
}

/**
 * `GET /api/{category}?q=&subcategory=&minPrice=&maxPrice=&sort=&page=&limit=` and, for plants, the care
 * facts (`sunlightNeeds=low`…): one page of CATALOG_PAGE_SIZE.
 */
export async function getCategoryProducts(
  category: CategoryId,
  filters: CatalogFilters,
  signal?: AbortSignal,
): Promise<CategoryProductsPage> {
  const envelope = await apiFetch<Product[], Partial<CategoryListExtras>>(`/api/${category}`, {
    signal,
    query: {
      q: filters.q || undefined,
      subcategory: filters.subcategory === ALL_SUBCATEGORIES ? undefined : filters.subcategory,
      minPrice: filters.minPrice,
      maxPrice: filters.maxPrice,
      ...filters.facts,
      sort: filters.sort,
      page: filters.page,
      limit: CATALOG_PAGE_SIZE,
    },
  });
  const products = Array.isArray(envelope.data) ? envelope.data.map(toProductSummary) : [];
  return {
    products,
    total: typeof envelope.total === 'number' ? envelope.total : products.length,
    highestPrice: typeof envelope.highestPrice === 'number' ? envelope.highestPrice : null,
    facets: envelope.facets ?? null,
  };
}

export function categoryProductsQueryOptions(category: CategoryId, filters: CatalogFilters) {
  return queryOptions({
    queryKey: catalogKeys.list(category, filters),
    queryFn: ({ signal }) => getCategoryProducts(category, filters, signal),
    // While the next page or filter loads, keep showing this category's last results.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === category ? previous : undefined,
  });
}

export function useCategoryProducts(category: CategoryId, filters: CatalogFilters) {
  return useQuery(categoryProductsQueryOptions(category, filters));
}
