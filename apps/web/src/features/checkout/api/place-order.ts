import type { CreateOrder, Order } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface PlaceOrderInput {
  order: CreateOrder;
  /** One per submission: a retried request answers the first order instead of buying twice. */
  idempotencyKey: string;
}

export interface PlacedOrder {
  order: Order;
  /** A bKash or SSLCommerz order: the provider's page where the shopper pays. */
  redirectUrl?: string;
}

/** `POST /api/orders`: only ids and quantities count; the server prices, checks stock and answers the order. */
export async function placeOrder({ order, idempotencyKey }: PlaceOrderInput): Promise<PlacedOrder> {
  const answer = await apiFetch<Order, { redirectUrl?: string }>('/api/orders', {
    method: 'POST',
    body: order,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return { order: answer.data, redirectUrl: answer.redirectUrl };
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // An order changes stock (every listing), the shopper's orders and profile, and the admin's lists.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
