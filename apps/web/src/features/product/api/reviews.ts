import type { MyReview, Product, Review, ReviewInput } from '@plantopia/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './product-keys';

const reviewsPath = (productId: string) => `/api/products/${encodeURIComponent(productId)}/reviews`;

export const reviewKeys = {
  mine: (productId: string) => [...productKeys.detail(productId), 'my-review'] as const,
};

/** Whether the signed-in shopper may review the product, and their review: asked only once signed in. */
export function useMyReview(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.mine(productId),
    queryFn: ({ signal }) => api.get<MyReview>(`${reviewsPath(productId)}/mine`, { signal }),
    enabled,
  });
}

/** Posts the first review or edits the shopper's own; the product (average, list) is read again after. */
export function useSaveReview(product: Product) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, existing }: { input: ReviewInput; existing: boolean }) =>
      existing
        ? api.put<Review>(`${reviewsPath(product._id)}/mine`, input)
        : api.post<Review>(reviewsPath(product._id), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.detail(product._id) }),
  });
}

export function useDeleteReview(product: Product) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>(`${reviewsPath(product._id)}/mine`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.detail(product._id) }),
  });
}
