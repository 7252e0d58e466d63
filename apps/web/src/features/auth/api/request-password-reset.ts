import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `POST /api/auth/request-password-reset` (Better Auth): mails a link that opens /reset-password with
 * a token. It answers the same whether or not the address has an account.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('/api/auth/request-password-reset', {
    email,
    redirectTo: `${window.location.origin}/reset-password`,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
