import { type CartItem, lineRef, type PutCart } from '@plantopia/shared';
import { api } from '@/lib/api-client';

/** `PUT /api/cart/{uid}`: sends ids and quantities only; answers the cart as the server kept it. */
export function putCart(uid: string, items: CartItem[]): Promise<CartItem[]> {
  const body: PutCart = { cart: items.map(lineRef) };
  return api.put<CartItem[]>(`/api/cart/${encodeURIComponent(uid)}`, body);
}
