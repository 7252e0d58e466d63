import type { ContactMessageInput } from '@plantopia/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** `POST /api/contact`: stored for the shop's dashboard and mailed to the owner. */
export async function sendContactMessage(input: ContactMessageInput): Promise<{ message?: string }> {
  const envelope = await apiFetch<{ _id: string }>('/api/contact', { method: 'POST', body: input });
  return { message: envelope.message };
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: sendContactMessage,
    // Offline, fail at once with a message (the form keeps what was typed) rather than wait silently.
    networkMode: 'always',
  });
}
