import type { WishlistEntry } from '@plantopia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wishlistKeys } from './wishlist-keys';

/** `DELETE /api/users/{uid}/wishlist/{productId}` */
export function removeFromWishlist(uid: string, productId: string): Promise<unknown> {
  return api.delete(`/api/users/${encodeURIComponent(uid)}/wishlist/${encodeURIComponent(productId)}`);
}

export function useRemoveFromWishlist(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => removeFromWishlist(uid, productId),
    onSuccess: (_data, productId) => {
      queryClient.setQueryData<WishlistEntry[]>(wishlistKeys.list(uid), (current) =>
        current?.filter((entry) => entry.productId !== productId),
      );
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.list(uid) });
    },
  });
}
