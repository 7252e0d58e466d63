import type { AuthConfig } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/auth-config`: whether this shop offers Google sign-in. */
export function getAuthConfig(signal?: AbortSignal): Promise<AuthConfig> {
  return api.get<AuthConfig>('/api/auth-config', { signal });
}

export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: ['auth-config'] as const,
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
