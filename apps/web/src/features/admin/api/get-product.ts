import type { CategoryId, Product } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/{category}/{id}`: the whole product, every attribute, for the edit form. */
export function getProduct(category: CategoryId, id: string, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/api/${category}/${encodeURIComponent(id)}`, { signal });
}

export function productQueryOptions(category: CategoryId, id: string) {
  return queryOptions({
    queryKey: adminKeys.product(category, id),
    queryFn: ({ signal }) => getProduct(category, id, signal),
    // Always edit what is stored now, not what was read a minute ago.
    staleTime: 0,
  });
}

export function useProduct(category: CategoryId, id: string) {
  return useQuery(productQueryOptions(category, id));
}
