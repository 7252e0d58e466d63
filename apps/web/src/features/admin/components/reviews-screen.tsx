import type { AdminReview } from '@plantopia/shared';
import { Eye, EyeOff, Star } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link } from '@/components/link';
import { ReviewBody } from '@/components/star-rating';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { ADMIN_REVIEWS_PAGE_SIZE, useAdminReviews, useSetReviewsHidden } from '../api/reviews';
import { type ListSpec, useListParams } from '../lib/list-params';
import { toastBulkResult } from './bulk-toast';
import { DataTable, dataColumns } from './data-table/data-table';
import { AdminScreen } from './layout/admin-screen';

// The server pages reviews (newest first) but neither searches nor sorts them yet.
const LIST: ListSpec<never> = { pageSize: ADMIN_REVIEWS_PAGE_SIZE };
const column = dataColumns<AdminReview>();
const rowId = (review: AdminReview) => review._id;
const rowName = (review: AdminReview) => review.productName;

/** `/admin/reviews`: every review, newest first; hiding one takes it off the product page and out of the average. */
export function ReviewsScreen() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const list = useListParams(LIST);
  const reviews = useAdminReviews(list.state.page);
  const { mutate: setReviewsHidden, isPending } = useSetReviewsHidden();

  const change = useCallback(
    (ids: readonly string[], hidden: boolean, then?: () => void) =>
      setReviewsHidden(
        { ids, hidden },
        {
          onSuccess: (result) => {
            toastBulkResult(result, {
              done: (count) =>
                hidden ? t('reviews.hiddenCount', { count }) : t('reviews.shownCount', { count }),
              failed: (count) => t('reviews.changeFailedCount', { count }),
            });
            then?.();
          },
        },
      ),
    [setReviewsHidden, t],
  );

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('productName', {
          header: t('reviews.columns.product'),
          meta: { card: 'title', className: 'max-w-56' },
          cell: ({ row }) => (
            <Link
              to={`/product/${encodeURIComponent(row.original.productId)}`}
              className="font-semibold break-words text-brand-800 hover:underline"
            >
              {row.original.productName}
            </Link>
          ),
        }),
        column.display({
          id: 'visibility',
          header: t('reviews.columns.visibility'),
          meta: { card: 'aside' },
          cell: ({ row }) =>
            row.original.hidden ? <Badge tone="neutral">{t('reviews.hidden')}</Badge> : null,
        }),
        column.display({
          id: 'review',
          header: t('reviews.columns.review'),
          meta: { card: 'wide', className: 'min-w-64 max-w-xl' },
          cell: ({ row }) => (
            <div className="-mt-2">
              <ReviewBody review={row.original} compact />
            </div>
          ),
        }),
        column.display({
          id: 'by',
          header: t('reviews.columns.by'),
          meta: { className: 'whitespace-nowrap' },
          cell: ({ row }) => (
            <>
              <span className="block">{row.original.user.displayName || t('anonymous')}</span>
              <time dateTime={row.original.createdAt} className="text-xs text-muted">
                {format.date(row.original.createdAt)}
              </time>
            </>
          ),
        }),
        column.display({
          id: 'actions',
          header: t('reviews.columns.actions'),
          meta: { hiddenHeader: true, card: 'actions', align: 'end' },
          cell: ({ row }) => {
            const review = row.original;
            return (
              <Button
                variant="ghost"
                size="sm"
                className="h-11 sm:h-9"
                disabled={isPending}
                aria-label={
                  review.hidden
                    ? t('reviews.showOf', { product: review.productName })
                    : t('reviews.hideOf', { product: review.productName })
                }
                onClick={() => change([review._id], !review.hidden)}
              >
                {review.hidden ? (
                  <Eye aria-hidden="true" className="size-4" />
                ) : (
                  <EyeOff aria-hidden="true" className="size-4" />
                )}
                {review.hidden ? t('reviews.show') : t('reviews.hide')}
              </Button>
            );
          },
        }),
      ]),
    [t, format, isPending, change],
  );

  return (
    <AdminScreen title={t('reviews.heading')}>
      <DataTable
        label={t('reviews.heading')}
        columns={columns}
        list={list}
        query={reviews}
        rows={reviews.data?.reviews}
        total={reviews.data?.total}
        getRowId={rowId}
        rowName={rowName}
        rowClassName={(review) => (review.hidden ? 'bg-stone-50' : undefined)}
        countLabel={(count) => t('reviews.count', { count })}
        empty={{ icon: Star, title: t('reviews.emptyTitle'), text: t('reviews.emptyText') }}
        bulkActions={({ ids, clear }) => (
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={isPending}
              onClick={() => change(ids, true, clear)}
            >
              <EyeOff aria-hidden="true" className="size-4" />
              {t('reviews.hideSelected')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={isPending}
              onClick={() => change(ids, false, clear)}
            >
              <Eye aria-hidden="true" className="size-4" />
              {t('reviews.showSelected')}
            </Button>
          </>
        )}
      />
    </AdminScreen>
  );
}
