import type { AdminOrderRow, PagedListExtras } from '@plantopia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, type QueryValue } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export interface AdminOrderPage {
  rows: AdminOrderRow[];
  total: number;
}

/**
 * `GET /api/admin/orders?q=&status=&…&sort=&dir=&page=&limit=` (AdminOrdersQuerySchema): one page of
 * the orders that match, with how many match in all.
 */
export async function getAdminOrders(
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<AdminOrderPage> {
  const envelope = await apiFetch<AdminOrderRow[], PagedListExtras>('/api/admin/orders', { signal, query });
  return { rows: envelope.data, total: envelope.total };
}

export function adminOrdersQueryOptions(query: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: adminKeys.orderList(query),
    queryFn: ({ signal }) => getAdminOrders(query, signal),
    // The table keeps its rows while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(query: Record<string, QueryValue>) {
  return useQuery(adminOrdersQueryOptions(query));
}
