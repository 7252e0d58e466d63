import type { Order, OrderStatus } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys, invalidateShopPages } from './admin-keys';

/** `PUT /api/orders/{orderId}/status`; a shipped order may carry the courier's tracking code. */
export function updateOrderStatus({
  orderId,
  status,
  trackingCode,
}: {
  orderId: string;
  status: OrderStatus;
  trackingCode?: string;
}): Promise<Order> {
  return api.put<Order>(`/api/orders/${encodeURIComponent(orderId)}/status`, {
    status,
    orderId,
    ...(trackingCode?.trim() ? { trackingCode: trackingCode.trim() } : {}),
  });
}

/** The list (and the open dialog, which reads from it) shows the new status at once. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (updated) => {
      queryClient.setQueryData<Order[]>(adminKeys.orders(), (orders) =>
        orders?.map((order) => (order._id === updated._id ? updated : order)),
      );
      // A cancelled order puts its stock back on the shelves.
      if (updated.status === 'cancelled') void invalidateShopPages(queryClient);
    },
  });
}
