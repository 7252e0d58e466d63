import type { AdminCustomerDetail, CustomerOrderRow, PagedListExtras } from '@plantopia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiFetch } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

const customerPath = (id: string) => `/api/admin/customers/${encodeURIComponent(id)}`;

/** `GET /api/admin/customers/{id}`: the account, its figures, addresses, phones and blocks. */
export function getAdminCustomer(id: string, signal?: AbortSignal): Promise<AdminCustomerDetail> {
  return api.get<AdminCustomerDetail>(customerPath(id), { signal });
}

export function adminCustomerQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.customer(id),
    queryFn: ({ signal }) => getAdminCustomer(id, signal),
  });
}

export function useAdminCustomer(id: string) {
  return useQuery(adminCustomerQueryOptions(id));
}

/** `GET /api/admin/customers/{id}/orders?page=&limit=`: the customer's orders, newest first. */
export async function getCustomerOrders(
  id: string,
  query: { page: number; limit: number },
  signal?: AbortSignal,
): Promise<{ rows: CustomerOrderRow[]; total: number }> {
  const envelope = await apiFetch<CustomerOrderRow[], PagedListExtras>(`${customerPath(id)}/orders`, {
    signal,
    query,
  });
  return { rows: envelope.data, total: envelope.total };
}

export function useCustomerOrders(id: string, query: { page: number; limit: number }) {
  return useQuery({
    queryKey: adminKeys.customerOrders(id, query),
    queryFn: ({ signal }) => getCustomerOrders(id, query, signal),
    placeholderData: keepPreviousData,
  });
}
