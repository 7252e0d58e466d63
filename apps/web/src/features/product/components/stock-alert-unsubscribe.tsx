import { BellOff, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useUnsubscribeStockAlerts } from '../api/back-in-stock';

/**
 * Where a back-in-stock message's link leads: one button stops the address's alerts. It asks first
 * rather than stopping on open, since mail scanners open every link in a message.
 */
export function StockAlertUnsubscribe({ token }: { token: string }) {
  const { t } = useTranslation('product');
  const say = useSay();
  const stop = useUnsubscribeStockAlerts();

  if (stop.isSuccess) {
    return (
      <div role="status" className="rounded-card bg-leaf-50 p-5 text-leaf-800 ring-1 ring-leaf-200">
        <p className="flex items-start gap-2 font-medium">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {say({ code: 'stock_alert.unsubscribed', params: stop.data })}
        </p>
        <Link to="/" className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-4' })}>
          {t('unsubscribe.home')}
        </Link>
      </div>
    );
  }
  return (
    <div className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line">
      <h1 className="flex items-center gap-2 text-xl font-bold text-ink">
        <BellOff aria-hidden="true" className="size-6 text-brand-700" />
        {t('unsubscribe.heading')}
      </h1>
      <p className="mt-2 text-sm text-muted">{t('unsubscribe.text')}</p>
      {stop.isError ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {errorMessage(stop.error)}
        </p>
      ) : null}
      <Button className="mt-4" disabled={!token || stop.isPending} onClick={() => stop.mutate(token)}>
        {stop.isPending ? t('unsubscribe.stopping') : t('unsubscribe.stop')}
      </Button>
    </div>
  );
}
