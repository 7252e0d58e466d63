import type { CreatePaymentIntentResponse, Destination } from '@plantopia/shared';
import { apiFetch } from '@/lib/api-client';

export type PaymentIntent = Omit<CreatePaymentIntentResponse, 'success'>;

/**
 * `POST /api/create-payment-intent`: the server prices the intent from the shopper's saved cart, delivered
 * to the picked place with the applied discount code, so the body carries only those. `clientSecret` and `paymentIntentId` sit beside
 * `success` (docs/api.md).
 */
export async function createPaymentIntent(
  destination: Destination,
  couponCode: string | null,
): Promise<PaymentIntent> {
  const { clientSecret, paymentIntentId, amount } = await apiFetch<
    { destination: Destination; couponCode?: string },
    PaymentIntent
  >('/api/create-payment-intent', {
    method: 'POST',
    body: { destination, ...(couponCode ? { couponCode } : {}) },
  });
  return { clientSecret, paymentIntentId, amount };
}
