import type { Comment, Product } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** `POST /api/{category}/{id}/comments`: the author is whoever is signed in (the server reads the session). */
export function postComment(product: Product, text: string): Promise<Comment> {
  return api.post<Comment>(`/api/${product.category}/${encodeURIComponent(product._id)}/comments`, { text });
}

/** Posts a comment and shows it at once at the top of the product's comments (newest first). */
export function usePostComment(product: Product) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => postComment(product, text),
    onSuccess: (comment) => {
      queryClient.setQueryData<Product>(productKeys.detail(product._id), (current) =>
        current ? { ...current, comments: [comment, ...current.comments] } : current,
      );
      void queryClient.invalidateQueries({ queryKey: productKeys.detail(product._id) });
    },
  });
}
