import { type Product, type ProductSummary, toProductSummary } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { shuffle } from '../lib/shuffle';
import { catalogKeys } from './catalog-keys';

/** `GET /api/products/featured` → the products flagged isFeatured in all four categories, as cards. */
export async function getFeaturedProducts(signal?: AbortSignal): Promise<ProductSummary[]> {
  return (await api.get<Product[]>('/api/products/featured', { signal })).map(toProductSummary);
}

/**
 * The featured products are shown shuffled (docs/behaviour.md §16.1). The shuffle happens when they are
 * fetched, so a page the server rendered hydrates with the server's order (it travels in the query
 * cache), not a new one.
 */
export function featuredProductsQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.featured(),
    queryFn: async ({ signal }) => shuffle(await getFeaturedProducts(signal)),
  });
}

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions());
}
