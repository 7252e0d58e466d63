import type { Product } from '@plantopia/shared';
import { ShoppingCart, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import { WISHLIST_MESSAGES } from './wishlist-toggle';

/**
 * A wishlist card's actions: move it to the cart (the cart announces the addition; the wishlist entry then
 * goes quietly) or remove it.
 */
export function WishlistCardActions({
  uid,
  product,
  onMoveToCart,
}: {
  uid: string;
  product: Product;
  onMoveToCart: (product: Product) => void;
}) {
  const remove = useRemoveFromWishlist(uid);
  const soldOut = product.stock <= 0;

  function moveToCart() {
    onMoveToCart(product);
    remove.mutate(product._id, { onError: () => toast.error(WISHLIST_MESSAGES.removeFailed) });
  }

  function removeOnly() {
    remove.mutate(product._id, {
      onSuccess: () => toast.success(WISHLIST_MESSAGES.removed),
      onError: () => toast.error(WISHLIST_MESSAGES.removeFailed),
    });
  }

  return (
    <div className="grid gap-2">
      <Button size="sm" className="px-2" disabled={soldOut || remove.isPending} onClick={moveToCart}>
        <ShoppingCart aria-hidden="true" className="size-4 shrink-0" />
        {soldOut ? 'Out of stock' : 'Move to Cart'}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        className="px-2"
        aria-label={`Remove ${product.name} from wishlist`}
        disabled={remove.isPending}
        onClick={removeOnly}
      >
        <Trash2 aria-hidden="true" className="size-4 shrink-0" />
        Remove
      </Button>
    </div>
  );
}
