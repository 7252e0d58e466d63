import type { Order } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** `POST /api/orders/{orderId}/refund`: asks the provider again for a refund it refused or was processing. */
export function retryRefund(orderId: string): Promise<Order> {
  return api.post<Order>(`/api/orders/${encodeURIComponent(orderId)}/refund`, {});
}

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    onSuccess: (updated) => {
      queryClient.setQueryData<Order[]>(adminKeys.orders(), (orders) =>
        orders?.map((order) => (order._id === updated._id ? updated : order)),
      );
    },
  });
}
