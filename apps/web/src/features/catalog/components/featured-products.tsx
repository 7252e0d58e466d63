import type { ProductSummary } from '@plantopia/shared';
import { Sprout } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { OfflineNotice } from '@/components/offline-notice';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/react';
import { useWaitingForNetwork } from '@/lib/network';
import { useFeaturedProducts } from '../api/get-featured-products';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

/** Featured products of all four categories, shuffled, at most 3 shown (docs/behaviour.md §16.1). */
export const FEATURED_LIMIT = 3;

const FEATURED_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 32vw, 72vw';
const rowClasses =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pt-1 pb-3 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0';
const itemClasses = 'flex w-[72%] shrink-0 snap-start sm:w-auto';

export function FeaturedProducts({
  renderAction,
}: {
  renderAction?: (product: ProductSummary) => ReactNode;
}) {
  const { t } = useTranslation('catalog');
  const query = useFeaturedProducts();
  const { data, isPending, isError, error, refetch, isRefetching } = query;
  const offline = useWaitingForNetwork(query);
  // Shuffled when fetched (featuredProductsQueryOptions).
  const picks = data ? data.slice(0, FEATURED_LIMIT) : [];

  if (offline) return <OfflineNotice compact onRetry={refetch} />;

  if (isPending) {
    return (
      <div className={rowClasses} aria-hidden="true">
        {Array.from({ length: FEATURED_LIMIT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <div key={index} className={itemClasses}>
            <div className="w-full">
              <ProductCardSkeleton withAction={Boolean(renderAction)} />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <div role="alert" className="rounded-card border border-red-200 bg-danger-soft p-6 text-center">
        <p className="font-medium text-danger">
          {t('error.message', { message: errorMessage(error, t('error.fetchFailed')) })}
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => refetch()} disabled={isRefetching}>
          {t('error.retry')}
        </Button>
      </div>
    );
  }

  if (picks.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-brand-200 bg-surface p-8 text-center">
        <Sprout aria-hidden="true" className="mx-auto size-8 text-brand-500" />
        <p className="mt-3 font-medium">{t('featured.emptyTitle')}</p>
        <p className="mt-1 text-sm text-muted">{t('featured.emptyText')}</p>
        <Link to="/plants" className={buttonClasses({ variant: 'primary', className: 'mt-4' })}>
          {t('featured.browsePlants')}
        </Link>
      </div>
    );
  }

  return (
    <ul className={rowClasses}>
      {picks.map((product) => (
        <li key={product._id} className={itemClasses}>
          <ProductCard
            product={product}
            sizes={FEATURED_SIZES}
            action={renderAction?.(product)}
            className="w-full"
          />
        </li>
      ))}
    </ul>
  );
}
