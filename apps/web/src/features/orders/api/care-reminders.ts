import type { CareReminderSettings, UpdateCareReminders } from '@plantopia/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersKeys } from './orders-keys';

/** `GET /api/care-reminders`: whether the shopper gets plant care reminders, and where they would go. */
export function getCareReminders(signal?: AbortSignal): Promise<CareReminderSettings> {
  return api.get<CareReminderSettings>('/api/care-reminders', { signal });
}

export function careRemindersQueryOptions() {
  return queryOptions({
    queryKey: ordersKeys.careReminders(),
    queryFn: ({ signal }) => getCareReminders(signal),
  });
}

export function useCareReminders() {
  return useQuery(careRemindersQueryOptions());
}

/** `PUT /api/care-reminders`: turns them on (from a delivered order, its phone for SMS) or off. */
export function updateCareReminders(changes: UpdateCareReminders): Promise<CareReminderSettings> {
  return api.put<CareReminderSettings>('/api/care-reminders', changes);
}

export function useUpdateCareReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCareReminders,
    onSuccess: (saved) => queryClient.setQueryData(ordersKeys.careReminders(), saved),
  });
}

/** `POST /api/care-reminders/stop`: the stop link of a reminder, no sign-in needed. */
export function stopCareReminders(token: string): Promise<void> {
  return api.post<void>('/api/care-reminders/stop', { token });
}

export function useStopCareReminders() {
  return useMutation({ mutationFn: stopCareReminders });
}
