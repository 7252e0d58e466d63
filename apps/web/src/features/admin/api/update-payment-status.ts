import type { Order, PaymentStatus } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** `PUT /api/orders/{orderId}/payment-status`: the admin marks a refund made by hand (refund due → refunded). */
export function updatePaymentStatus({
  orderId,
  paymentStatus,
}: {
  orderId: string;
  paymentStatus: PaymentStatus;
}): Promise<Order> {
  return api.put<Order>(`/api/orders/${encodeURIComponent(orderId)}/payment-status`, { paymentStatus });
}

/** The list (and the open dialog, which reads from it) shows the new payment status at once. */
export function useUpdatePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentStatus,
    onSuccess: (updated) => {
      queryClient.setQueryData<Order[]>(adminKeys.orders(), (orders) =>
        orders?.map((order) => (order._id === updated._id ? updated : order)),
      );
    },
  });
}
