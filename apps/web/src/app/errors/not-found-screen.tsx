import { Sprout } from 'lucide-react';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/react';

export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <title>{t('errors.notFoundDocumentTitle')}</title>
      <div className="max-w-md text-center">
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <Sprout aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-4 text-sm font-semibold tracking-widest text-brand-600 uppercase">
          {t('errors.error404')}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{t('errors.notFoundTitle')}</h1>
        <p className="mt-3 text-muted">{t('errors.notFoundText')}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" className={buttonClasses()}>
            {t('errors.goHome')}
          </Link>
          <Link to="/plants" className={buttonClasses({ variant: 'secondary' })}>
            {t('errors.browsePlants')}
          </Link>
        </div>
      </div>
    </div>
  );
}
