import type { Blog, BlogInput } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogKeys } from '@/lib/api/blogs';
import { api } from '@/lib/api-client';
import { invalidateShopPages } from './admin-keys';

/** `POST /api/blogs` to publish, `PUT /api/blogs/{id}` to change. */
export function saveBlog({ id, values }: { id?: string; values: BlogInput }): Promise<Blog> {
  return id
    ? api.put<Blog>(`/api/blogs/${encodeURIComponent(id)}`, values)
    : api.post<Blog>('/api/blogs', values);
}

/** New posts go first, edited ones stay in place; then the list is refetched (docs/behaviour.md §16.1). */
export function useSaveBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlog,
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData<Blog[]>(blogKeys.list(), (posts = []) =>
        id ? posts.map((post) => (post._id === saved._id ? saved : post)) : [saved, ...posts],
      );
      void invalidateShopPages(queryClient);
    },
  });
}
