import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/react';
import { reloadPage } from '@/lib/reload-page';

/** 'Error: {message}' with a Try Again button that reloads the page (docs/behaviour.md §16.3). */
export function CatalogError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div role="alert" className="rounded-card border border-red-200 bg-danger-soft px-6 py-10 text-center">
      <p className="text-base font-semibold text-danger">
        {t('error.message', { message: message || t('error.fetchFailed') })}
      </p>
      <p className="mt-1 text-sm text-muted">{t('error.checkConnection')}</p>
      <Button className="mt-5" onClick={onRetry ?? reloadPage}>
        {t('error.retry')}
      </Button>
    </div>
  );
}

export function CatalogEmpty({
  label,
  filtered,
  onClear,
}: {
  label: string;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <div className="rounded-card border border-dashed border-brand-200 bg-surface px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-brand-500" />
      <h2 className="mt-4 text-xl font-semibold">{t('empty.title', { label: label.toLowerCase() })}</h2>
      <p className="mx-auto mt-2 max-w-sm text-sm text-muted">
        {filtered ? t('empty.filtered') : t('empty.shelf')}
      </p>
      {filtered ? (
        <Button className="mt-5" onClick={onClear}>
          {t('empty.clear')}
        </Button>
      ) : null}
    </div>
  );
}
