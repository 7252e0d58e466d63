import type { ContactMessage, ContactMessageListExtras } from '@plantopia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export interface ContactMessagePage extends ContactMessageListExtras {
  messages: ContactMessage[];
}

/** `GET /api/admin/messages?page=&limit=`: contact messages, newest first, with the unread count. */
export async function getContactMessages(
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<ContactMessagePage> {
  const envelope = await apiFetch<ContactMessage[], ContactMessageListExtras>('/api/admin/messages', {
    signal,
    query: { page, limit },
  });
  return { messages: envelope.data, total: envelope.total, unread: envelope.unread };
}

export function contactMessagesQueryOptions(page: number, limit: number) {
  return queryOptions({
    queryKey: adminKeys.messageList(page, limit),
    queryFn: ({ signal }) => getContactMessages(page, limit, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessages(page: number, limit: number) {
  return useQuery(contactMessagesQueryOptions(page, limit));
}
