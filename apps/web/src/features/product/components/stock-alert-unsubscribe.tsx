import { BellOff } from 'lucide-react';
import { StopByLink } from '@/components/stop-by-link';
import { useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useUnsubscribeStockAlerts } from '../api/back-in-stock';

/** Where a back-in-stock message's link leads: one button stops the address's alerts. */
export function StockAlertUnsubscribe({ token }: { token: string }) {
  const { t } = useTranslation('product');
  const say = useSay();
  const stop = useUnsubscribeStockAlerts();
  return (
    <StopByLink
      icon={<BellOff aria-hidden="true" className="size-6 shrink-0 text-brand-700" />}
      heading={t('unsubscribe.heading')}
      text={t('unsubscribe.text')}
      stopLabel={t('unsubscribe.stop')}
      stoppingLabel={t('unsubscribe.stopping')}
      homeLabel={t('unsubscribe.home')}
      done={stop.isSuccess ? say({ code: 'stock_alert.unsubscribed', params: stop.data }) : null}
      request={stop}
      onStop={token ? () => stop.mutate(token) : undefined}
    />
  );
}
