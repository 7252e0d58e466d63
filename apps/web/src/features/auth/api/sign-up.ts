import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
}

export interface SignUpResult {
  /** False when the email already has an account: the server then mails its owner and opens no session. */
  signedIn: boolean;
}

/**
 * `POST /api/auth/sign-up/email` (Better Auth): creates the account and signs it in at once. A registered
 * email gets the same answer without a session token (the server never says whether an address has an
 * account; docs/security.md).
 */
export async function signUp(values: SignUpValues): Promise<SignUpResult> {
  const answer = await api.post<{ token?: string | null } | null>('/api/auth/sign-up/email', values);
  return { signedIn: typeof answer?.token === 'string' && answer.token !== '' };
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
