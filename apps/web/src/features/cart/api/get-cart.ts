import type { CartItem } from '@plantopia/shared';
import { api } from '@/lib/api-client';

/** `GET /api/cart/{uid}`: the server cart, priced from the catalog as it is now. */
export function getCart(uid: string): Promise<CartItem[]> {
  return api.get<CartItem[]>(`/api/cart/${encodeURIComponent(uid)}`);
}
