import type { Order } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKeys } from './orders-keys';

/** `GET /api/orders/mine`: the signed-in shopper's orders, newest first, without those they deleted. */
export function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  return api.get<Order[]>('/api/orders/mine', { signal });
}

export function myOrdersQueryOptions() {
  return queryOptions({ queryKey: ordersKeys.mine(), queryFn: ({ signal }) => getMyOrders(signal) });
}

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions());
}
