import type { CreatePaymentIntentResponse } from '@plantopia/shared';
import { apiFetch } from '@/lib/api-client';

export type PaymentIntent = Omit<CreatePaymentIntentResponse, 'success'>;

/**
 * `POST /api/create-payment-intent`: the server prices the intent from the shopper's saved cart, so the
 * body carries nothing. `clientSecret` and `paymentIntentId` sit beside `success` (DESIGN §3).
 */
export async function createPaymentIntent(): Promise<PaymentIntent> {
  const { clientSecret, paymentIntentId, amount } = await apiFetch<never, PaymentIntent>(
    '/api/create-payment-intent',
    { method: 'POST', body: {} },
  );
  return { clientSecret, paymentIntentId, amount };
}
