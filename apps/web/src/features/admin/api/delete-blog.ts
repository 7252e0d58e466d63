import type { Blog } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blogKeys } from '@/lib/api/blogs';
import { apiFetch } from '@/lib/api-client';
import { invalidateShopPages } from './admin-keys';

/** `DELETE /api/blogs/{id}` */
export async function deleteBlog(id: string): Promise<void> {
  await apiFetch(`/api/blogs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlog,
    onSuccess: (_, id) => {
      queryClient.setQueryData<Blog[]>(blogKeys.list(), (posts) => posts?.filter((post) => post._id !== id));
      void invalidateShopPages(queryClient);
    },
  });
}
