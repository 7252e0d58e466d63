import type { Product } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

/** `GET /api/products/featured` → the products flagged isFeatured in all four categories. */
export function getFeaturedProducts(signal?: AbortSignal): Promise<Product[]> {
  return api.get<Product[]>('/api/products/featured', { signal });
}

export function featuredProductsQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.featured(),
    queryFn: ({ signal }) => getFeaturedProducts(signal),
  });
}

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions());
}
