import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

/** `POST /api/auth/sign-up/email` (Better Auth): creates the account and signs it in at once. */
export async function signUp(values: SignUpValues): Promise<void> {
  await api.post('/api/auth/sign-up/email', values);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
