import type { AdminProduct, AdminProductQuery, PagedListExtras } from '@plantopia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export interface AdminProductPage {
  products: AdminProduct[];
  total: number;
}

/** `GET /api/admin/products?q=&category=&page=&limit=` */
export async function getAdminProducts(
  query: AdminProductQuery,
  signal?: AbortSignal,
): Promise<AdminProductPage> {
  const envelope = await apiFetch<AdminProduct[], PagedListExtras>('/api/admin/products', {
    signal,
    query: {
      ...query,
      q: query.q || undefined,
      category: query.category === 'all' ? undefined : query.category,
    },
  });
  return { products: envelope.data, total: envelope.total };
}

export function adminProductsQueryOptions(query: AdminProductQuery) {
  return queryOptions({
    queryKey: adminKeys.productList(query),
    queryFn: ({ signal }) => getAdminProducts(query, signal),
    // The table keeps its rows while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminProducts(query: AdminProductQuery) {
  return useQuery(adminProductsQueryOptions(query));
}
