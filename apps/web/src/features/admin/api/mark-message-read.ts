import type { ContactMessage } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { forEachSelected } from '../lib/bulk';
import { adminKeys } from './admin-keys';

/** `PATCH /api/admin/messages/{id}` with `{ read }`. */
export function markMessageRead({ id, read }: { id: string; read: boolean }): Promise<ContactMessage> {
  return api.patch<ContactMessage>(`/api/admin/messages/${encodeURIComponent(id)}`, { read });
}

/** Marks each of `ids`; the list, its unread count and the navigation's badge are read again. */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, read }: { ids: readonly string[]; read: boolean }) =>
      forEachSelected(ids, (id) => markMessageRead({ id, read })),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.messages() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
    },
  });
}
