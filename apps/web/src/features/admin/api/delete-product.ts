import type { CategoryId } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminKeys, invalidateShopPages } from './admin-keys';

/** `DELETE /api/{category}/{id}` */
export async function deleteProduct({ category, id }: { category: CategoryId; id: string }): Promise<void> {
  await apiFetch(`/api/${category}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.products() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.stats() });
      void invalidateShopPages(queryClient);
    },
  });
}
