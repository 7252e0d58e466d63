import { clsx } from 'clsx';
import { WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { retryWhenOnline, useOnline } from '@/lib/network';
import { Button } from './ui/button';

/**
 * What a data screen shows while the network is down instead of a skeleton that never ends. The
 * screen's data loads by itself once the connection returns; "Try again" asks at once.
 */
export function OfflineNotice({
  onRetry,
  className,
  compact = false,
}: {
  /** Usually the query's `refetch`. */
  onRetry: () => unknown;
  className?: string;
  /** A smaller block for a part of a page (a panel, a row of cards). */
  compact?: boolean;
}) {
  const online = useOnline();
  const [tried, setTried] = useState(false);
  const { t } = useTranslation('common');

  return (
    <div
      role="status"
      className={clsx(
        'rounded-card border border-brand-100 bg-surface text-center shadow-card',
        compact ? 'px-5 py-6' : 'px-6 py-10 sm:py-12',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700"
      >
        <WifiOff className="size-6" />
      </span>
      <h2 className={clsx('mt-3 font-semibold text-ink', compact ? 'text-lg' : 'text-xl')}>
        {t('offline.title')}
      </h2>
      <p className="mx-auto mt-1.5 max-w-sm text-sm text-muted">{t('offline.text')}</p>
      <Button
        variant="secondary"
        className="mt-5"
        onClick={() => {
          setTried(true);
          retryWhenOnline(onRetry);
        }}
      >
        {t('errors.tryAgain')}
      </Button>
      {tried && !online ? <p className="mt-3 text-xs text-muted">{t('offline.stillOffline')}</p> : null}
    </div>
  );
}
