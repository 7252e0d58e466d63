import type { Order, PaymentStatus } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshOrders } from './order-actions';

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

export function useUpdatePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentStatus,
    onSuccess: (updated) => void refreshOrders(queryClient, updated),
  });
}
