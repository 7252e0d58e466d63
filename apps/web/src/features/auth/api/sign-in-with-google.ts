import { api } from '@/lib/api-client';

/**
 * `POST /api/auth/sign-in/social` (Better Auth) → Google's consent page. Google sends the shopper back to
 * /login, which greets them and goes on to `returnTo` (a new account: to /, as after registering).
 */
export async function signInWithGoogle(returnTo: string): Promise<void> {
  const login = (params: Record<string, string>) =>
    `${window.location.origin}/login?${new URLSearchParams(params).toString()}`;
  const { url } = await api.post<{ url: string }>('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: login({ social: 'google', from: returnTo }),
    newUserCallbackURL: login({ social: 'google-new', from: '/' }),
    errorCallbackURL: login({ from: returnTo }),
  });
  window.location.assign(url);
}
