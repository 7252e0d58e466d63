import type { Order } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/orders` (admin): every order, newest first, those deleted by their customer included. */
export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return api.get<Order[]>('/api/orders', { signal });
}

export function ordersQueryOptions() {
  return queryOptions({ queryKey: adminKeys.orders(), queryFn: ({ signal }) => getOrders(signal) });
}

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
