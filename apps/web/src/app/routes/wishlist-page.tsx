import { type ReactNode, useEffect } from 'react';
import { OfflineNotice } from '@/components/offline-notice';
import { Container } from '@/components/ui/container';
import { toCartProduct, useCartActions } from '@/features/cart';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';
import { WishlistCardActions } from '@/features/wishlist/components/wishlist-card-actions';
import { WishlistEmpty, WishlistError } from '@/features/wishlist/components/wishlist-states';
import { useTranslation } from '@/lib/i18n/react';
import { useWaitingForNetwork } from '@/lib/network';
import { useSession } from '@/lib/session';
import toast from '@/lib/toast';

/** /wishlist (login required): the saved products as cards, each with Move to Cart and Remove. */
export function WishlistPage() {
  const { t } = useTranslation('wishlist');
  const { user } = useSession();
  const uid = user?.uid ?? '';
  const wishlist = useWishlist(user?.uid);
  const { addItem } = useCartActions();
  const offline = useWaitingForNetwork(wishlist);

  useEffect(() => {
    if (wishlist.isError && !offline) {
      toast.error(t('messages.loadFailed'), { id: 'wishlist-load-failed' });
    }
  }, [wishlist.isError, offline, t]);

  const count = wishlist.data?.length ?? 0;
  let content: ReactNode;
  if (offline) {
    content = <OfflineNotice onRetry={() => wishlist.refetch()} />;
  } else if (wishlist.isError) {
    content = <WishlistError message={t('messages.loadFailed')} onRetry={() => void wishlist.refetch()} />;
  } else if (wishlist.isPending) {
    content = <ProductGridSkeleton count={3} withAction />;
  } else if (count === 0) {
    content = <WishlistEmpty />;
  } else {
    content = (
      <ProductGrid
        products={wishlist.data.map((entry) => entry.product)}
        renderAction={(product) => (
          <WishlistCardActions
            uid={uid}
            product={product}
            onMoveToCart={(p) => addItem(toCartProduct(p), 1)}
          />
        )}
      />
    );
  }

  return (
    <Container className="py-8 sm:py-12">
      <title>{t('page.title')}</title>
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('page.heading')}</h1>
          <p className="mt-1 text-muted">
            {wishlist.isSuccess && count > 0 ? t('page.count', { count }) : t('page.intro')}
          </p>
        </div>
      </div>
      {content}
    </Container>
  );
}
