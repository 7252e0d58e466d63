import type { Order } from '@plantopia/shared';
import { CircleAlert, Clock, ShieldAlert } from 'lucide-react';
import { Link } from '@/components/link';
import { OfflineNotice } from '@/components/offline-notice';
import { shortOrderId } from '@/components/orders/order-format';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useOrder } from '../api/order-payment';
import { OrderThankYou } from './order-thank-you';
import { HeldOrderText, PaymentChoices } from './payment-choices';
import { ResultActions, ResultPanel } from './result-panel';

export interface PaymentResultProps {
  orderId: string;
  /** Puts the order's items back in the cart and opens the checkout (an order that is over). */
  onOrderAgain: (order: Order) => void;
}

/**
 * Where every placed order lands: after bKash or SSLCommerz, what became of the payment, as the server
 * verified it; a cash or card order at once. A placed order (paid, or cash on delivery) shows its
 * confirmation; one still holding its stock can be paid again or switched to cash on delivery; one that is
 * over can be ordered again. The provider's own words (in English) are for the owner: the shopper reads
 * the page's language only (conventions §4).
 */
export function PaymentResult({ orderId, onOrderAgain }: PaymentResultProps) {
  const { t } = useTranslation('checkout');
  const order = useOrder(orderId);
  if (isApiError(order.error) && (order.error.status === 404 || order.error.status === 403)) {
    return (
      <ResultPanel tone="bad" icon={<CircleAlert className="size-7" />} title={t('result.notFound.title')}>
        <p>{t('result.notFound.text')}</p>
        <SeeOrders />
      </ResultPanel>
    );
  }
  if (order.isError && !order.data) {
    return <OfflineNotice className="mx-auto my-8 max-w-lg" onRetry={() => order.refetch()} />;
  }
  if (!order.data) {
    return (
      <div aria-busy="true" className="mx-auto grid max-w-xl gap-4 py-10">
        <span className="sr-only">{t('result.checking')}</span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40 rounded-card" />
      </div>
    );
  }
  return <ResultCard order={order.data} onOrderAgain={onOrderAgain} />;
}

/** The way on from a result that needs nothing more of the shopper: their orders. */
function SeeOrders() {
  const { t } = useTranslation('checkout');
  return (
    <ResultActions>
      <Link to="/profile" className={buttonClasses({})}>
        {t('result.seeOrders')}
      </Link>
    </ResultActions>
  );
}

function ResultCard({ order, onOrderAgain }: { order: Order; onOrderAgain: (order: Order) => void }) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const total = format.taka(order.summary.total);
  const reference = t('result.reference', { number: shortOrderId(order._id) });
  switch (order.paymentStatus) {
    case 'paid':
    case 'unpaid':
      return <OrderThankYou order={order} />;
    case 'review':
      return (
        <ResultPanel tone="wait" icon={<ShieldAlert className="size-7" />} title={t('result.review.title')}>
          <p>{t('result.review.text', { reference, total })}</p>
          <SeeOrders />
        </ResultPanel>
      );
    case 'awaiting_payment':
      return (
        <ResultPanel tone="wait" icon={<Clock className="size-7" />} title={t('result.awaiting.title')}>
          <p>
            <HeldOrderText order={order} /> {t('result.awaiting.notReceived')}
          </p>
          <p className="mt-2 flex items-center gap-2 text-sm text-muted" aria-live="polite">
            <Spinner label={t('result.awaiting.checkingShort')} className="[&_svg]:size-4" />{' '}
            {t('result.awaiting.checksAgain')}
          </p>
          <p className="mt-5 mb-3 text-sm font-semibold text-ink">
            {t(order.gift ? 'result.awaiting.tryAgainGift' : 'result.awaiting.tryAgain')}
          </p>
          <PaymentChoices order={order} />
        </ResultPanel>
      );
    default:
      return (
        <ResultPanel tone="bad" icon={<CircleAlert className="size-7" />} title={t('result.failed.title')}>
          <p>{t('result.failed.text', { reference })}</p>
          <p className="mt-2">{t('result.failed.orderAgainHint')}</p>
          <ResultActions>
            <Button onClick={() => onOrderAgain(order)}>{t('result.failed.orderAgain')}</Button>
            <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
              {t('result.continueShopping')}
            </Link>
          </ResultActions>
        </ResultPanel>
      );
  }
}
