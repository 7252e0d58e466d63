import { type ProductSummary, pickText } from '@plantopia/shared';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { ChooseOptionsLink, hasChoices } from '@/components/add-to-cart-button';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import toast from '@/lib/toast';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

/**
 * A wishlist card's actions: move it to the cart (the cart announces the addition; the wishlist entry then
 * goes quietly) or remove it. The wishlist keeps products, not variants, so a product with several asks for
 * the choice on its page instead of moving its first.
 */
export function WishlistCardActions({
  uid,
  product,
  onMoveToCart,
}: {
  uid: string;
  product: ProductSummary;
  onMoveToCart: (product: ProductSummary) => void;
}) {
  const { t } = useTranslation('wishlist');
  const locale = useLocale();
  const remove = useRemoveFromWishlist(uid);
  const soldOut = product.stock <= 0;

  function moveToCart() {
    onMoveToCart(product);
    remove.mutate(product._id, { onError: () => toast.error(t('messages.removeFailed')) });
  }

  function removeOnly() {
    remove.mutate(product._id, {
      onSuccess: () => toast.success(t('messages.removed')),
      onError: () => toast.error(t('messages.removeFailed')),
    });
  }

  return (
    <div className="grid gap-2">
      {hasChoices(product) ? (
        <ChooseOptionsLink product={product} className="px-2" />
      ) : (
        <Button size="sm" className="px-2" disabled={soldOut || remove.isPending} onClick={moveToCart}>
          <ShoppingCart aria-hidden="true" className="size-4 shrink-0" />
          {soldOut ? t('card.outOfStock') : t('card.moveToCart')}
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        className="px-2"
        aria-label={t('card.removeLabel', { name: pickText(product.name, product.nameBn, locale) })}
        disabled={remove.isPending}
        onClick={removeOnly}
      >
        <Trash2 aria-hidden="true" className="size-4 shrink-0" />
        {t('card.remove')}
      </Button>
    </div>
  );
}
