import type { Product, WishlistEntry } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wishlistKeys } from './wishlist-keys';

/** `POST /api/users/{uid}/wishlist` (adding twice changes nothing). */
export function addToWishlist(
  uid: string,
  product: Pick<Product, '_id' | 'category'>,
): Promise<WishlistEntry> {
  return api.post<WishlistEntry>(`/api/users/${encodeURIComponent(uid)}/wishlist`, {
    productId: product._id,
    productType: product.category,
  });
}

export function useAddToWishlist(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: Pick<Product, '_id' | 'category'>) => addToWishlist(uid, product),
    onSuccess: (entry) => {
      queryClient.setQueryData<WishlistEntry[]>(wishlistKeys.list(uid), (current) =>
        current ? [entry, ...current.filter((e) => e.productId !== entry.productId)] : current,
      );
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.list(uid) });
    },
  });
}
