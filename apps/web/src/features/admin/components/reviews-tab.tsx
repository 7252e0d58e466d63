import type { AdminReview } from '@plantopia/shared';
import { clsx } from 'clsx';
import { Eye, EyeOff, Star } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfflineNotice } from '@/components/offline-notice';
import { ReviewBody } from '@/components/star-rating';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n';
import { useWaitingForNetwork } from '@/lib/network';
import { useAdminReviews, useSetReviewHidden } from '../api/reviews';
import { ListPager } from './list-pager';
import { PanelEmpty, PanelError, PanelSkeleton } from './panel-states';

const PAGE_SIZE = 20;

function ReviewRow({ review }: { review: AdminReview }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const setHidden = useSetReviewHidden();
  return (
    <li className={clsx('px-4 py-4 sm:px-5', review.hidden && 'bg-stone-50')} data-testid="admin-review">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={`/product/${encodeURIComponent(review.productId)}`}
            className="font-semibold break-words text-brand-800 hover:underline"
          >
            {review.productName}
          </Link>
          <p className="mt-0.5 text-sm text-muted">
            {review.user.displayName || t('anonymous')} ·{' '}
            <time dateTime={review.createdAt}>{format.date(review.createdAt)}</time>
          </p>
        </div>
        {review.hidden ? <Badge tone="neutral">{t('reviews.hidden')}</Badge> : null}
      </div>
      <ReviewBody review={review} compact />
      <Button
        variant="ghost"
        size="sm"
        className="mt-2 h-11 sm:h-9"
        disabled={setHidden.isPending}
        onClick={() =>
          setHidden.mutate(
            { id: review._id, hidden: !review.hidden },
            { onError: (error) => toast.error(errorMessage(error, t('reviews.changeFailed'))) },
          )
        }
      >
        {review.hidden ? (
          <Eye aria-hidden="true" className="size-4" />
        ) : (
          <EyeOff aria-hidden="true" className="size-4" />
        )}
        {review.hidden ? t('reviews.show') : t('reviews.hide')}
      </Button>
    </li>
  );
}

/** Every review, newest first; hiding one takes it off the product page and out of the average. */
export function ReviewsTab() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const reviews = useAdminReviews(page);
  const offline = useWaitingForNetwork(reviews);

  let body: React.ReactNode;
  if (offline) {
    body = <OfflineNotice compact className="m-4 shadow-none" onRetry={() => reviews.refetch()} />;
  } else if (reviews.isPending) {
    body = (
      <div className="p-4">
        <PanelSkeleton rows={3} rowClassName="h-28" />
      </div>
    );
  } else if (reviews.isError) {
    body = (
      <div className="p-4">
        <PanelError message={errorMessage(reviews.error)} onRetry={() => void reviews.refetch()} />
      </div>
    );
  } else if (reviews.data.reviews.length === 0) {
    body = (
      <div className="p-4">
        <PanelEmpty icon={Star} title={t('reviews.emptyTitle')}>
          {t('reviews.emptyText')}
        </PanelEmpty>
      </div>
    );
  } else {
    body = (
      <>
        <ul className={clsx('divide-y divide-line', reviews.isPlaceholderData && 'opacity-60')}>
          {reviews.data.reviews.map((review) => (
            <ReviewRow key={review._id} review={review} />
          ))}
        </ul>
        <ListPager
          pageSize={PAGE_SIZE}
          page={page}
          total={reviews.data.total}
          label={t('reviews.pages')}
          onPage={setPage}
        />
      </>
    );
  }

  return (
    <section
      aria-labelledby="reviews-tab-heading"
      className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <div className="border-b border-line px-4 py-3 sm:px-5">
        <h2 id="reviews-tab-heading" className="text-base font-semibold">
          {t('reviews.heading')}{' '}
          {reviews.data ? (
            <span className="font-normal text-muted">
              {t('headingCount', { count: format.number(reviews.data.total) })}
            </span>
          ) : null}
        </h2>
      </div>
      {body}
    </section>
  );
}
