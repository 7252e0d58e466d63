import type { ContactMessage, ContactMessageListExtras } from '@plantopia/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export interface ContactMessagePage extends ContactMessageListExtras {
  messages: ContactMessage[];
}

/** `GET /api/admin/messages?page=`: contact messages, newest first, with the unread count. */
export async function getContactMessages(page: number, signal?: AbortSignal): Promise<ContactMessagePage> {
  const envelope = await apiFetch<ContactMessage[], ContactMessageListExtras>('/api/admin/messages', {
    signal,
    query: { page },
  });
  return { messages: envelope.data, total: envelope.total, unread: envelope.unread };
}

export function contactMessagesQueryOptions(page: number) {
  return queryOptions({
    queryKey: adminKeys.messageList(page),
    queryFn: ({ signal }) => getContactMessages(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessages(page: number) {
  return useQuery(contactMessagesQueryOptions(page));
}
