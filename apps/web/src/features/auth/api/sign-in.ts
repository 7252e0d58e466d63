import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SignInValues {
  email: string;
  password: string;
}

/** `POST /api/auth/sign-in/email` (Better Auth): sets the session cookie. */
export async function signIn(values: SignInValues): Promise<void> {
  await api.post('/api/auth/sign-in/email', { email: values.email, password: values.password });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
