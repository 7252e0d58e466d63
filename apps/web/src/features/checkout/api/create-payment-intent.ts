import type { CreatePaymentIntentResponse, Destination } from '@plantopia/shared';
import { apiFetch } from '@/lib/api-client';

export type PaymentIntent = Omit<CreatePaymentIntentResponse, 'success'>;

/**
 * `POST /api/create-payment-intent`: the server prices the intent from the shopper's saved cart, delivered
 * to the picked place, so the body carries only that. `clientSecret` and `paymentIntentId` sit beside
 * `success` (DESIGN §3).
 */
export async function createPaymentIntent(destination: Destination): Promise<PaymentIntent> {
  const { clientSecret, paymentIntentId, amount } = await apiFetch<
    { destination: Destination },
    PaymentIntent
  >('/api/create-payment-intent', { method: 'POST', body: { destination } });
  return { clientSecret, paymentIntentId, amount };
}
