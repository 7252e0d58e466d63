import type { PaymentConfig } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/payments/config`: which provider takes cards (the built-in sandbox or Stripe). */
export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return api.get<PaymentConfig>('/api/payments/config', { signal });
}

export function paymentConfigQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'config'] as const,
    queryFn: ({ signal }) => getPaymentConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}
