import type { CreateOrder, Order } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface PlaceOrderInput {
  order: CreateOrder;
  /** One per submission: a retried request answers the first order instead of buying twice. */
  idempotencyKey: string;
}

/** `POST /api/orders`: only ids and quantities count; the server prices, checks stock and answers the order. */
export function placeOrder({ order, idempotencyKey }: PlaceOrderInput): Promise<Order> {
  return api.post<Order>('/api/orders', order, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // An order changes stock (every listing), the shopper's orders and profile, and the admin's lists.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
