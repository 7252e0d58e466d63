import type { NewsletterSignup } from '@plantopia/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/newsletter`: idempotent, so signing up twice answers the same confirmation. */
export async function subscribeNewsletter(input: NewsletterSignup): Promise<{ message?: string }> {
  const envelope = await apiFetch<{ email: string }>('/api/newsletter', { method: 'POST', body: input });
  return { message: envelope.message };
}

export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: subscribeNewsletter,
    // Offline, fail at once with a message rather than wait silently for the connection.
    networkMode: 'always',
  });
}
