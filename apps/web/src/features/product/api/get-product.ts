import type { Product } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** `GET /api/products/{id}`: one product of any category, with its comments, in one request. */
export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/api/products/${encodeURIComponent(id)}`, { signal });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // The route's loader already asked; a failure it saw is shown, not fetched a second time on mount.
    retryOnMount: false,
  });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
