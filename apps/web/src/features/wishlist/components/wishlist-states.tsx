import { Heart, TriangleAlert } from 'lucide-react';
import { Link } from '@/components/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/react';

export function WishlistEmpty() {
  const { t } = useTranslation('wishlist');
  return (
    <div className="rounded-card border border-dashed border-brand-200 bg-surface px-6 py-14 text-center">
      <Heart aria-hidden="true" className="mx-auto size-10 text-terracotta-500" />
      <h2 className="mt-4 text-xl font-semibold">{t('empty.title')}</h2>
      <p className="mx-auto mt-2 max-w-sm text-sm text-muted">{t('empty.text')}</p>
      <Link to="/plants" className={buttonClasses({ className: 'mt-6' })}>
        {t('empty.browse')}
      </Link>
    </div>
  );
}

export function WishlistError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('wishlist');
  return (
    <div role="alert" className="rounded-card border border-red-200 bg-danger-soft px-6 py-10 text-center">
      <TriangleAlert aria-hidden="true" className="mx-auto size-8 text-danger" />
      <p className="mt-3 font-semibold text-danger">{message}</p>
      <Button className="mt-5" onClick={onRetry}>
        {t('error.retry')}
      </Button>
    </div>
  );
}
