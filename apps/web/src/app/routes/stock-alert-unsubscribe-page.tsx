import { Container } from '@/components/ui/container';
import { StockAlertUnsubscribe } from '@/features/product/components/stock-alert-unsubscribe';
import { useTranslation } from '@/lib/i18n/react';
import { useSearchParams } from '@/lib/router';

/** `/stock-alerts/unsubscribe?token=`: the link of a back-in-stock message; no account needed. */
export function StockAlertUnsubscribePage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  return (
    <Container className="max-w-xl py-6 sm:py-10">
      <title>{t('unsubscribe.pageTitle')}</title>
      {/* The address carries the link's token: it stays out of search engines and other sites' logs. */}
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <StockAlertUnsubscribe token={params.get('token') ?? ''} />
    </Container>
  );
}
