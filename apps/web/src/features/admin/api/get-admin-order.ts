import type { AdminOrderDetail } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/orders/{id}`: the order with its timeline, confirmation state and risk signals. */
export function getAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return api.get<AdminOrderDetail>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal });
}

export function adminOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.order(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
    // Two people may work the same order: what the page acts on is read fresh each time it opens.
    staleTime: 0,
  });
}

export function useAdminOrder(id: string) {
  return useQuery(adminOrderQueryOptions(id));
}
