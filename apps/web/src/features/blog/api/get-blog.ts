import type { Blog } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogKeys } from '@/lib/api/blogs';
import { api } from '@/lib/api-client';

/** `GET /api/blogs/{id}` */
export function getBlog(id: string, signal?: AbortSignal): Promise<Blog> {
  return api.get<Blog>(`/api/blogs/${encodeURIComponent(id)}`, { signal });
}

export function blogQueryOptions(id: string) {
  return queryOptions({ queryKey: blogKeys.detail(id), queryFn: ({ signal }) => getBlog(id, signal) });
}

export function useBlog(id: string) {
  return useQuery(blogQueryOptions(id));
}
