import type { Order } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshOrders } from './order-actions';

/** `POST /api/orders/{orderId}/refund`: asks the provider again for a refund it refused or was processing. */
export function retryRefund(orderId: string): Promise<Order> {
  return api.post<Order>(`/api/orders/${encodeURIComponent(orderId)}/refund`, {});
}

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    onSuccess: (updated) => void refreshOrders(queryClient, updated),
  });
}
