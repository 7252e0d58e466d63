import type { MessageStatus, OutboundMessage, OutboundMessageListExtras } from '@plantopia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFetch } from '@/lib/api-client';
import { forEachSelected } from '../lib/bulk';
import { adminKeys } from './admin-keys';

export type NotificationFilter = MessageStatus | 'all';
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** `GET /api/admin/notifications?status=&page=`: order emails and SMS, newest first, with the failed count. */
export function useOrderNotifications(status: NotificationFilter, page: number) {
  return useQuery({
    queryKey: adminKeys.notificationList(status, page),
    queryFn: async ({ signal }) => {
      const envelope = await apiFetch<OutboundMessage[], OutboundMessageListExtras>(
        '/api/admin/notifications',
        { signal, query: { status, page, limit: NOTIFICATIONS_PAGE_SIZE } },
      );
      return { messages: envelope.data, total: envelope.total, failed: envelope.failed };
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * `POST /api/admin/notifications/{id}/retry` for each of `ids`: failed messages are queued again; the
 * list and the navigation's badge are read again.
 */
export function useRetryNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) =>
      forEachSelected(ids, (id) =>
        api.post<OutboundMessage>(`/api/admin/notifications/${encodeURIComponent(id)}/retry`),
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.notifications() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
    },
  });
}
