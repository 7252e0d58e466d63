import type { Blog } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/*
 * The blog's list endpoint and query keys, in lib because two features show the list: the shop's blog
 * pages and the admin's Blogs tab. Both read `blogKeys.list()`, so the admin's writes update and
 * invalidate what both show. (One module, so the pages that use it download one small chunk.)
 */

export const blogKeys = {
  all: ['blogs'] as const,
  list: () => ['blogs', 'list'] as const,
  detail: (id: string) => ['blogs', 'detail', id] as const,
};

/** `GET /api/blogs`: every post, newest first. Each feature decides what a failure looks like. */
export function getBlogs(signal?: AbortSignal): Promise<Blog[]> {
  return api.get<Blog[]>('/api/blogs', { signal });
}

export function blogsQueryOptions() {
  return queryOptions({ queryKey: blogKeys.list(), queryFn: ({ signal }) => getBlogs(signal) });
}

export function useBlogs() {
  return useQuery(blogsQueryOptions());
}
