import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';

/** The terracotta "Featured" pill laid over a product photo (docs/behaviour.md §8), on cards and product pages. */
export function FeaturedBadge({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span
      className={clsx(
        'absolute inline-flex items-center gap-1 rounded-full bg-terracotta-600 py-1 text-xs font-semibold text-white shadow-sm',
        className,
      )}
    >
      <Star aria-hidden="true" className="size-3 fill-current" />
      {t('product.featured')}
    </span>
  );
}
