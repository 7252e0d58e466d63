import type { AdminStats } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/admin/stats` */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return api.get<AdminStats>('/api/admin/stats', { signal });
}

export function adminStatsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getAdminStats(signal) });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
