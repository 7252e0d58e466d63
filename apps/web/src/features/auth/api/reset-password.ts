import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/auth/reset-password` (Better Auth): the mailed token sets a new password, once. */
export async function resetPassword(values: { token: string; newPassword: string }): Promise<void> {
  await api.post('/api/auth/reset-password', values);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
