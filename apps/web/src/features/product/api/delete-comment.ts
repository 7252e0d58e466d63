import type { Product } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** `DELETE /api/{category}/{id}/comments/{commentId}`: a comment (with its replies) or a reply. */
export function deleteComment(product: Product, commentId: string): Promise<unknown> {
  return api.delete(
    `/api/${product.category}/${encodeURIComponent(product._id)}/comments/${encodeURIComponent(commentId)}`,
  );
}

/** Deletes and takes the comment (or reply) off the page at once. */
export function useDeleteComment(product: Product) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(product, commentId),
    onSuccess: (_data, commentId) => {
      queryClient.setQueryData<Product>(productKeys.detail(product._id), (current) =>
        current
          ? {
              ...current,
              comments: current.comments
                .filter((comment) => comment._id !== commentId)
                .map((comment) => ({
                  ...comment,
                  replies: comment.replies.filter((reply) => reply._id !== commentId),
                })),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: productKeys.detail(product._id) });
    },
  });
}
