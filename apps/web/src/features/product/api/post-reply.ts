import type { Product, Reply } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** `POST /api/{category}/{id}/comments/{commentId}/replies` */
export function postReply(product: Product, commentId: string, text: string): Promise<Reply> {
  return api.post<Reply>(
    `/api/${product.category}/${encodeURIComponent(product._id)}/comments/${encodeURIComponent(commentId)}/replies`,
    { text },
  );
}

/** Posts a reply and shows it at once under its comment (replies read oldest first). */
export function usePostReply(product: Product) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, text }: { commentId: string; text: string }) =>
      postReply(product, commentId, text),
    onSuccess: (reply, { commentId }) => {
      queryClient.setQueryData<Product>(productKeys.detail(product._id), (current) =>
        current
          ? {
              ...current,
              comments: current.comments.map((comment) =>
                comment._id === commentId ? { ...comment, replies: [...comment.replies, reply] } : comment,
              ),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: productKeys.detail(product._id) });
    },
  });
}
