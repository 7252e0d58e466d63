import type { AdminCustomerRow, PagedListExtras } from '@plantopia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, type QueryValue } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export interface AdminCustomerPage {
  rows: AdminCustomerRow[];
  total: number;
}

/**
 * `GET /api/admin/customers?q=&role=&blocked=&sort=&dir=&page=&limit=` (AdminCustomersQuerySchema): one
 * page of the customers that match, with how many match in all.
 */
export async function getAdminCustomers(
  query: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<AdminCustomerPage> {
  const envelope = await apiFetch<AdminCustomerRow[], PagedListExtras>('/api/admin/customers', {
    signal,
    query,
  });
  return { rows: envelope.data, total: envelope.total };
}

export function adminCustomersQueryOptions(query: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: adminKeys.customerList(query),
    queryFn: ({ signal }) => getAdminCustomers(query, signal),
    // The table keeps its rows while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminCustomers(query: Record<string, QueryValue>) {
  return useQuery(adminCustomersQueryOptions(query));
}
