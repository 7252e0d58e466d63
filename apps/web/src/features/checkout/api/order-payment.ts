import type { Order, PaymentRedirect, RedirectPaymentMethod } from '@plantopia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/*
 * The payment result page's calls: the order as the server sees it now, a new payment attempt, and the
 * switch to cash on delivery.
 */

export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`/api/orders/${encodeURIComponent(orderId)}`, { signal });
}

export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['orders', 'one', orderId] as const,
    queryFn: ({ signal }) => getOrder(orderId, signal),
    // While the provider's answer is awaited, look again every few seconds (its notification may follow).
    refetchInterval: (query) => (query.state.data?.paymentStatus === 'awaiting_payment' ? 4_000 : false),
  });
}

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}

export function retryPayment(orderId: string, method: RedirectPaymentMethod): Promise<PaymentRedirect> {
  return api.post<PaymentRedirect>(`/api/orders/${encodeURIComponent(orderId)}/payment`, { method });
}

export function useRetryPayment() {
  return useMutation({
    mutationFn: ({ orderId, method }: { orderId: string; method: RedirectPaymentMethod }) =>
      retryPayment(orderId, method),
  });
}

export function usePayOnDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      api.post<Order>(`/api/orders/${encodeURIComponent(orderId)}/cash-on-delivery`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
