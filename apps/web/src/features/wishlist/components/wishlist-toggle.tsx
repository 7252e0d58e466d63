import type { Product } from '@plantopia/shared';
import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/react';
import { useSession } from '@/lib/session';
import toast from '@/lib/toast';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

/**
 * Adds the product when it is not on the wishlist, removes it when it is; disabled while the call runs
 * (docs/behaviour.md §16.1). Signed out, it explains that a login is needed.
 */
export function WishlistToggle({ product }: { product: Pick<Product, '_id' | 'category'> }) {
  const { t } = useTranslation('wishlist');
  const { user, loading } = useSession();
  const uid = user?.uid ?? '';
  const wishlist = useWishlist(user?.uid);
  const add = useAddToWishlist(uid);
  const remove = useRemoveFromWishlist(uid);
  const saved = wishlist.data?.some((entry) => entry.productId === product._id) ?? false;
  const busy = add.isPending || remove.isPending || (Boolean(user) && wishlist.isPending);

  function toggle() {
    if (!user) {
      toast.error(t('messages.login'));
      return;
    }
    const options = {
      onSuccess: () => toast.success(saved ? t('messages.removed') : t('messages.added')),
      onError: () => toast.error(t('messages.updateFailed')),
    };
    if (saved) remove.mutate(product._id, options);
    else add.mutate(product, options);
  }

  return (
    <Button variant="secondary" disabled={loading || busy} onClick={toggle}>
      <Heart
        aria-hidden="true"
        className={clsx('size-4', saved ? 'fill-terracotta-600 text-terracotta-600' : 'text-brand-800')}
      />
      {saved ? t('toggle.remove') : t('toggle.add')}
    </Button>
  );
}
