import type { AdminUser } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/users` (admin): every account with its order and cart counts. */
export function getUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  return api.get<AdminUser[]>('/api/users', { signal });
}

export function usersQueryOptions() {
  return queryOptions({ queryKey: adminKeys.users(), queryFn: ({ signal }) => getUsers(signal) });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
