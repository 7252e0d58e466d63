import type { Order, OrderStatus } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateShopPages } from './admin-keys';
import { refreshOrders } from './order-actions';

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

/** The order's page (its status and timeline) and the lists follow the change. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (updated) => {
      void refreshOrders(queryClient, updated);
      // A cancelled order puts its stock back on the shelves.
      if (updated.status === 'cancelled') void invalidateShopPages(queryClient);
    },
  });
}
