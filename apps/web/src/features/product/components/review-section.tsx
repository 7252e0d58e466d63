import {
  type Product,
  REVIEW_SORTS,
  REVIEW_TEXT_MAX_LENGTH,
  type Review,
  type ReviewSort,
  sortReviews,
} from '@plantopia/shared';
import { BadgeCheck, ImagePlus, Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ChosenOptions } from '@/components/chosen-options';
import { Link } from '@/components/link';
import { RatingSummaryLine, ReviewBody, StarInput } from '@/components/star-rating';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select, Textarea } from '@/components/ui/field';
import { FilePickerButton } from '@/components/ui/file-picker-button';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useLocation } from '@/lib/router';
import { useSession } from '@/lib/session';
import { UnreadablePhotoError } from '@/lib/shrink-photo';
import toast from '@/lib/toast';
import { uploadPhoto } from '@/lib/upload-image';
import { useHydrated } from '@/lib/use-hydrated';
import { useDeleteReview, useMyReview, useSaveReview } from '../api/reviews';

const SORT_LABEL_KEYS = {
  newest: 'reviews.sortNewest',
  highest: 'reviews.sortHighest',
  lowest: 'reviews.sortLowest',
} as const satisfies Record<ReviewSort, string>;

function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation('product');
  const format = useFormat();
  return (
    <li className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5" data-testid="review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2.5">
          <Avatar src={review.user.photoURL} name="" size={32} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-ink">
              {review.user.displayName || t('reviews.anonymous')}
            </p>
            <p className="text-xs text-muted">
              <time dateTime={review.createdAt}>{format.date(review.createdAt)}</time>
            </p>
          </div>
        </div>
        {review.verifiedBuyer ? (
          <Badge tone="leaf">
            <BadgeCheck aria-hidden="true" className="size-3.5" /> {t('reviews.verifiedBuyer')}
          </Badge>
        ) : null}
      </div>
      {/* Which size the reviewer received (docs/decisions/038); nothing for a product sold one way. */}
      <ChosenOptions options={review.boughtOptions} className="mt-2 text-xs text-muted" />
      <ReviewBody review={review} />
    </li>
  );
}

/** The verified buyer's form: stars, optional text and photo; edits and deletes their own review. */
function ReviewForm({ product, mine }: { product: Product; mine: Review | null }) {
  const { t } = useTranslation('product');
  const textId = useId();
  const photoId = useId();
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [text, setText] = useState(mine?.text ?? '');
  const [imageUrl, setImageUrl] = useState(mine?.imageUrl ?? '');
  const [uploading, setUploading] = useState(false);
  const save = useSaveReview(product);
  const remove = useDeleteReview(product);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating === 0) {
      toast.error(t('reviews.chooseStars'));
      return;
    }
    try {
      await save.mutateAsync({ input: { rating, text: text.trim(), imageUrl }, existing: mine !== null });
      toast.success(mine ? t('reviews.updated') : t('reviews.posted'));
    } catch (error) {
      toast.error(errorMessage(error, t('reviews.saveFailed')));
    }
  }

  async function choosePhoto(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      setImageUrl(await uploadPhoto(file));
    } catch (error) {
      toast.error(
        error instanceof UnreadablePhotoError
          ? t('reviews.unreadablePhoto')
          : errorMessage(error, t('reviews.uploadFailed')),
      );
    } finally {
      setUploading(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-3"
      aria-label={mine ? t('reviews.editLabel') : t('reviews.writeLabel')}
    >
      {mine?.hidden ? <p className="text-sm text-danger">{t('reviews.hiddenNote')}</p> : null}
      <StarInput value={rating} onChange={setRating} />
      <div className="grid gap-1">
        <label htmlFor={textId} className="text-sm font-medium text-ink">
          {t('reviews.textLabel')}
        </label>
        <Textarea
          id={textId}
          rows={3}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('reviews.placeholder')}
        />
      </div>
      <div className="grid gap-1">
        <p id={photoId} className="text-sm font-medium text-ink">
          {t('reviews.photoLabel')}
        </p>
        <FilePickerButton
          accept="image/*"
          aria-describedby={photoId}
          disabled={uploading}
          onChange={(event) => void choosePhoto(event.target.files?.[0])}
          className="justify-self-start"
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {imageUrl ? t('reviews.changePhoto') : t('reviews.choosePhoto')}
        </FilePickerButton>
        {imageUrl ? (
          <div className="flex items-center gap-3">
            <img
              src={imageUrl}
              alt={t('reviews.photoAlt')}
              className="size-16 rounded-lg object-cover ring-1 ring-line"
            />
            <button
              type="button"
              onClick={() => setImageUrl('')}
              className="rounded text-sm font-semibold text-brand-700 hover:underline"
            >
              {t('reviews.removePhoto')}
            </button>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending || uploading}>
          {mine ? t('reviews.update') : t('reviews.post')}
        </Button>
        {mine ? (
          <Button
            variant="secondary"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast.success(t('reviews.deleted')),
                onError: (error) => toast.error(errorMessage(error, t('reviews.deleteFailed'))),
              })
            }
          >
            {t('reviews.delete')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** What the signed-in shopper sees above the list; rendered after hydration only (it depends on the session). */
function MyReviewArea({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const { user } = useSession();
  const location = useLocation();
  const mine = useMyReview(product._id, user !== null);
  if (user === null) {
    return (
      <p className="text-sm text-muted">
        <Link
          to="/login"
          state={{ from: `${location.pathname}${location.search}` }}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {t('reviews.logIn')}
        </Link>{' '}
        {t('reviews.logInToReview')}
      </p>
    );
  }
  if (!mine.data) return null;
  if (!mine.data.eligible && !mine.data.review) {
    return <p className="text-sm text-muted">{t('reviews.onlyBuyers')}</p>;
  }
  // Keyed by the stored review, so the form starts again from what the server keeps after each save.
  return <ReviewForm key={mine.data.review?.updatedAt ?? 'new'} product={product} mine={mine.data.review} />;
}

/** Ratings and reviews from verified buyers: the average, the shopper's own form, the list in three orders. */
export function ReviewSection({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const format = useFormat();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const hydrated = useHydrated();
  const sortId = useId();
  const reviews = sortReviews(product.reviews, sort);
  return (
    <section aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className="text-xl font-bold tracking-tight sm:text-2xl">
        {t('reviews.heading')}{' '}
        <span className="font-medium text-muted">({format.number(product.rating.count)})</span>
      </h2>
      <div className="mt-2" data-testid="rating-summary">
        <RatingSummaryLine average={product.rating.average} count={product.rating.count} />
      </div>
      <div className="mt-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5">
        {hydrated ? (
          <MyReviewArea product={product} />
        ) : (
          <p className="text-sm text-muted">{t('reviews.loadingMine')}</p>
        )}
      </div>
      {reviews.length === 0 ? (
        <div className="mt-4 flex items-center gap-3 rounded-card border border-dashed border-brand-200 bg-surface p-6 text-muted">
          <Star aria-hidden="true" className="size-6 shrink-0 text-amber-500" />
          <p>{t('reviews.empty')}</p>
        </div>
      ) : (
        <>
          <div className="mt-4 flex items-center gap-2">
            <label htmlFor={sortId} className="shrink-0 text-sm font-medium text-muted">
              {t('reviews.sortLabel')}
            </label>
            <Select
              id={sortId}
              value={sort}
              onChange={(event) => setSort(event.target.value as ReviewSort)}
              className="w-44"
            >
              {REVIEW_SORTS.map((value) => (
                <option key={value} value={value}>
                  {t(SORT_LABEL_KEYS[value])}
                </option>
              ))}
            </Select>
          </div>
          <ul className="mt-4 grid gap-4">
            {reviews.map((review) => (
              <ReviewItem key={review._id} review={review} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
