import type { Product } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/products/{id}`: the whole product of any category, every attribute, for the edit form. */
export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/api/products/${encodeURIComponent(id)}`, { signal });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // Always edit what is stored now, not what was read a minute ago.
    staleTime: 0,
  });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
