import type { PaymentIntentStatus, SandboxConfirm } from '@plantopia/shared';
import { api } from '@/lib/api-client';

/** `POST /api/payments/sandbox/confirm`: pays the intent with a test card; a decline is an ApiError (402). */
export function confirmSandboxPayment(input: SandboxConfirm): Promise<{ status: PaymentIntentStatus }> {
  return api.post<{ status: PaymentIntentStatus }>('/api/payments/sandbox/confirm', input);
}
