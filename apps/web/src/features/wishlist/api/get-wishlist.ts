import type { WishlistEntry } from '@plantopia/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wishlistKeys } from './wishlist-keys';

/** `GET /api/users/{uid}/wishlist`: newest first, each entry with the product as it is now. */
export function getWishlist(uid: string, signal?: AbortSignal): Promise<WishlistEntry[]> {
  return api.get<WishlistEntry[]>(`/api/users/${encodeURIComponent(uid)}/wishlist`, { signal });
}

export function wishlistQueryOptions(uid: string) {
  return queryOptions({
    queryKey: wishlistKeys.list(uid),
    queryFn: ({ signal }) => getWishlist(uid, signal),
  });
}

/** The signed-in shopper's wishlist; idle while nobody is signed in. */
export function useWishlist(uid: string | undefined) {
  return useQuery({ ...wishlistQueryOptions(uid ?? ''), enabled: Boolean(uid) });
}
