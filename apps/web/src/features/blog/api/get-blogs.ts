import type { Blog } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { blogKeys } from './blog-keys';

/**
 * `GET /api/blogs`, newest first. SPEC §8: a failed load is only logged and the list shows empty, so the
 * fetcher answers [] instead of failing.
 */
export async function getBlogs(signal?: AbortSignal): Promise<Blog[]> {
  try {
    return await api.get<Blog[]>('/api/blogs', { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Failed to load blog posts', error);
    return [];
  }
}

export function blogsQueryOptions() {
  return queryOptions({ queryKey: blogKeys.list(), queryFn: ({ signal }) => getBlogs(signal) });
}

export function useBlogs() {
  return useQuery(blogsQueryOptions());
}
