import type { AdminStats, ContactMessage } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import type { ContactMessagePage } from './get-contact-messages';

/** `PATCH /api/admin/messages/{id}` with `{ read }`. */
export function markMessageRead({ id, read }: { id: string; read: boolean }): Promise<ContactMessage> {
  return api.patch<ContactMessage>(`/api/admin/messages/${encodeURIComponent(id)}`, { read });
}

/** The message, the unread count and the tab's badge change at once; the server's counts follow. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: (updated) => {
      let change = 0;
      queryClient.setQueriesData<ContactMessagePage>({ queryKey: adminKeys.messages() }, (page) => {
        if (!page) return page;
        const before = page.messages.find((message) => message._id === updated._id);
        if (before && before.read !== updated.read) change = updated.read ? -1 : 1;
        return {
          ...page,
          messages: page.messages.map((message) => (message._id === updated._id ? updated : message)),
        };
      });
      if (change !== 0) {
        queryClient.setQueryData<AdminStats>(adminKeys.stats(), (stats) =>
          stats ? { ...stats, unreadMessages: Math.max(0, stats.unreadMessages + change) } : stats,
        );
      }
      void queryClient.invalidateQueries({ queryKey: adminKeys.messages() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
    },
  });
}
