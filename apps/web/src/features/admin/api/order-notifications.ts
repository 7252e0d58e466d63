import type {
  AdminStats,
  MessageStatus,
  OutboundMessage,
  OutboundMessageListExtras,
} from '@plantopia/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFetch } from '@/lib/api-client';
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

/** `POST /api/admin/notifications/{id}/retry`: a failed message is queued again; the list and badge follow. */
export function useRetryNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<OutboundMessage>(`/api/admin/notifications/${encodeURIComponent(id)}/retry`),
    onSuccess: () => {
      queryClient.setQueryData<AdminStats>(adminKeys.stats(), (stats) =>
        stats ? { ...stats, failedMessages: Math.max(0, stats.failedMessages - 1) } : stats,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.notifications() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
    },
  });
}
