import type { Blog } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** `GET /api/blogs`: every post, newest first. */
export function getBlogs(signal?: AbortSignal): Promise<Blog[]> {
  return api.get<Blog[]>('/api/blogs', { signal });
}

export function blogsQueryOptions() {
  return queryOptions({ queryKey: adminKeys.blogs(), queryFn: ({ signal }) => getBlogs(signal) });
}

export function useBlogs() {
  return useQuery(blogsQueryOptions());
}
