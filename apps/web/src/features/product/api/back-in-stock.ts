import type { BackInStockRequest } from '@plantopia/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/products/{id}/stock-alerts`: tell me once, by email or SMS, when this sold-out product is back. */
export function requestBackInStock(productId: string, request: BackInStockRequest): Promise<void> {
  return api.post<void>(`/api/products/${encodeURIComponent(productId)}/stock-alerts`, request);
}

export function useRequestBackInStock(productId: string) {
  return useMutation({ mutationFn: (request: BackInStockRequest) => requestBackInStock(productId, request) });
}

/** `POST /api/stock-alerts/unsubscribe`: stops every waiting alert of the address the signed link names. */
export function unsubscribeStockAlerts(token: string): Promise<{ recipient: string }> {
  return api.post<{ recipient: string }>('/api/stock-alerts/unsubscribe', { token });
}

export function useUnsubscribeStockAlerts() {
  return useMutation({ mutationFn: unsubscribeStockAlerts });
}
