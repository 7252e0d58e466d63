import type { Review } from '@plantopia/shared';
import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';

/** Five stars filled to `value` (0–5, halves shown by a half-filled star); read as "Rated 4.5 out of 5". */
export function StarRating({
  value,
  className,
  size = 16,
}: {
  value: number;
  className?: string;
  size?: number;
}) {
  const { t } = useTranslation('common');
  return (
    <span role="img" aria-label={t('rating.rated', { value })} className={clsx('inline-flex', className)}>
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = Math.max(0, Math.min(1, value - star + 1));
        return (
          <span key={star} className="relative inline-block" style={{ width: size, height: size }}>
            <Star aria-hidden="true" size={size} className="absolute inset-0 text-amber-500" />
            {fill > 0 ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star aria-hidden="true" size={size} className="fill-amber-400 text-amber-500" />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

/** "★ 4.5 (12)" for cards and the product's header; "No reviews yet" without any. */
export function RatingSummaryLine({ average, count }: { average: number; count: number }) {
  const { t } = useTranslation('common');
  const format = useFormat();
  if (count === 0) return <p className="text-xs text-muted">{t('rating.noReviews')}</p>;
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted sm:text-sm">
      <StarRating value={average} size={14} />
      <span className="font-semibold text-ink tabular-nums">{format.rating(average)}</span>
      <span className="tabular-nums">{t('rating.reviewCount', { count })}</span>
    </p>
  );
}

/**
 * The star input: a radio group of five native radios (arrow keys move and choose, one Tab stop), each
 * drawn as a star with a visible focus ring. Native inputs render the same on the server and the browser.
 */
export function StarInput({
  value,
  onChange,
  legend,
}: {
  value: number;
  onChange: (value: number) => void;
  legend?: string;
}) {
  const name = useId();
  const { t } = useTranslation('common');
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{legend ?? t('rating.yourRating')}</legend>
      <div className="mt-1 flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <span className="sr-only">{t('rating.stars', { count: star })}</span>
            <Star
              aria-hidden="true"
              size={28}
              className={clsx('text-amber-500', star <= value ? 'fill-amber-400' : 'fill-transparent')}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A review's stars, text and photo, as the product page and the admin's Reviews tab show it; `compact`
 * for the admin's list, where many sit together.
 */
export function ReviewBody({ review, compact = false }: { review: Review; compact?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <>
      <StarRating value={review.rating} className="mt-2" />
      {review.text ? (
        <p
          className={clsx(
            'mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-ink/90',
            !compact && 'sm:text-base',
          )}
        >
          {review.text}
        </p>
      ) : null}
      {review.imageUrl ? (
        <img
          src={review.imageUrl}
          alt={t('rating.sentBy', { name: review.user.displayName || t('rating.aShopper') })}
          loading="lazy"
          className={clsx(
            'rounded-lg ring-1 ring-line',
            compact ? 'mt-2 max-h-32' : 'mt-3 max-h-48 object-cover',
          )}
        />
      ) : null}
    </>
  );
}
