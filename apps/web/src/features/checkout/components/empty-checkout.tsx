import { ShoppingBag } from 'lucide-react';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/react';

/** Checkout with nothing in the cart (docs/behaviour.md §16.1): Continue Shopping goes to /plants. */
export function EmptyCheckout() {
  const { t } = useTranslation('checkout');
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50">
        <ShoppingBag aria-hidden="true" className="size-8 text-brand-600" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-ink">{t('empty.title')}</h1>
      <p className="mt-2 text-muted">{t('empty.text')}</p>
      <Link to="/plants" className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
        {t('empty.continue')}
      </Link>
    </div>
  );
}
