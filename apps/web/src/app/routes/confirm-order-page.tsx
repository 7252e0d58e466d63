import { Container } from '@/components/ui/container';
import { OrderConfirmation } from '@/features/orders';
import { useTranslation } from '@/lib/i18n/react';
import { useParams } from '@/lib/router';

/** `/confirm-order/:token`: the link of a cash-on-delivery order's SMS; no account needed (decision 032). */
export function ConfirmOrderPage() {
  const { t } = useTranslation('orders');
  const { token = '' } = useParams();
  return (
    <Container className="max-w-xl py-6 sm:py-10">
      <title>{t('confirmOrder.pageTitle')}</title>
      {/* The address carries the link's token: it stays out of search engines and other sites' logs. */}
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <OrderConfirmation token={token} />
    </Container>
  );
}
