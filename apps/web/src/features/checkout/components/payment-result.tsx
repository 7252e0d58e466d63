import { isRedirectMethod, type Order, type RedirectPaymentMethod } from '@plantopia/shared';
import { CircleAlert, CircleCheck, Clock, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OfflineNotice } from '@/components/offline-notice';
import { shortOrderId } from '@/components/orders/order-format';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import toast from '@/lib/toast';
import { usePaymentConfig } from '../api/get-payment-config';
import { useOrder, usePayOnDelivery, useRetryPayment } from '../api/order-payment';
import { PaymentMark } from './payment-icons';
import { describeMethod } from './payment-method-picker';

export interface PaymentResultProps {
  orderId: string;
  /** Puts the order's items back in the cart and opens the checkout (an order that is over). */
  onOrderAgain: (order: Order) => void;
}

/**
 * Where the shopper lands after bKash or SSLCommerz: what became of the payment, as the server verified
 * it. An order still holding its stock can be paid again or switched to cash on delivery; one that is
 * over can be ordered again.
 */
export function PaymentResult({ orderId, onOrderAgain }: PaymentResultProps) {
  const { t } = useTranslation('checkout');
  const order = useOrder(orderId);
  if (isApiError(order.error) && (order.error.status === 404 || order.error.status === 403)) {
    return (
      <Panel tone="bad" icon={<CircleAlert className="size-7" />} title={t('result.notFound.title')}>
        <p>{t('result.notFound.text')}</p>
        <Actions>
          <Link to="/profile" className={buttonClasses({})}>
            {t('result.seeOrders')}
          </Link>
        </Actions>
      </Panel>
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

function ResultCard({ order, onOrderAgain }: { order: Order; onOrderAgain: (order: Order) => void }) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const total = format.taka(order.summary.total);
  const reference = t('result.reference', { number: shortOrderId(order._id) });
  const seeOrders = (
    <Link to="/profile" className={buttonClasses({})}>
      {t('result.seeOrders')}
    </Link>
  );
  const continueShopping = (
    <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
      {t('result.continueShopping')}
    </Link>
  );
  switch (order.paymentStatus) {
    case 'paid':
      return (
        <Panel tone="good" icon={<CircleCheck className="size-7" />} title={t('result.paid.title')}>
          <p>
            {order.paymentReference
              ? t('result.paid.textWithTransaction', {
                  reference,
                  total,
                  transaction: order.paymentReference,
                })
              : t('result.paid.text', { reference, total })}
          </p>
          <Actions>
            {seeOrders}
            {continueShopping}
          </Actions>
        </Panel>
      );
    case 'unpaid':
      return (
        <Panel tone="good" icon={<CircleCheck className="size-7" />} title={t('result.unpaid.title')}>
          <p>{t('result.unpaid.text', { reference, total })}</p>
          <Actions>{seeOrders}</Actions>
        </Panel>
      );
    case 'review':
      return (
        <Panel tone="wait" icon={<ShieldAlert className="size-7" />} title={t('result.review.title')}>
          <p>{t('result.review.text', { reference, total })}</p>
          <Actions>{seeOrders}</Actions>
        </Panel>
      );
    case 'awaiting_payment':
      return <AwaitingPayment order={order} />;
    default:
      return (
        <Panel tone="bad" icon={<CircleAlert className="size-7" />} title={t('result.failed.title')}>
          <p>
            {order.paymentMessage
              ? t('result.failed.textWithReason', { reference, reason: order.paymentMessage })
              : t('result.failed.text', { reference })}
          </p>
          <p className="mt-2">{t('result.failed.orderAgainHint')}</p>
          <Actions>
            <Button onClick={() => onOrderAgain(order)}>{t('result.failed.orderAgain')}</Button>
            {continueShopping}
          </Actions>
        </Panel>
      );
  }
}

function AwaitingPayment({ order }: { order: Order }) {
  const { t } = useTranslation(['checkout', 'messages']);
  const format = useFormat();
  const config = usePaymentConfig();
  const retry = useRetryPayment();
  const cash = usePayOnDelivery();
  const methods = (config.data?.methods ?? []).filter(isRedirectMethod);
  const due = order.paymentDueAt ? new Date(order.paymentDueAt) : null;
  const busy = retry.isPending || cash.isPending;

  const payWith = (method: RedirectPaymentMethod) =>
    retry.mutate(
      { orderId: order._id, method },
      {
        onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
        onError: (error) => toast.error(errorMessage(error, t('result.awaiting.retryFailed'))),
      },
    );
  const payOnDelivery = () =>
    cash.mutate(order._id, {
      onSuccess: () => toast.success(t('result.awaiting.switchedToCash')),
      onError: (error) => toast.error(errorMessage(error, t('result.awaiting.switchFailed'))),
    });

  return (
    <Panel tone="wait" icon={<Clock className="size-7" />} title={t('result.awaiting.title')}>
      <p>
        {t(due ? 'result.awaiting.reservedUntil' : 'result.awaiting.reserved', {
          number: shortOrderId(order._id),
          total: format.taka(order.summary.total),
          time: due ? due.toLocaleTimeString(format.locale === 'bn' ? 'bn-BD' : 'en-GB', CLOCK) : '',
        })}{' '}
        {order.paymentMessage
          ? t('result.awaiting.notReceivedWithReason', { reason: order.paymentMessage })
          : t('result.awaiting.notReceived')}
      </p>
      <p className="mt-2 flex items-center gap-2 text-sm text-muted" aria-live="polite">
        <Spinner label={t('result.awaiting.checkingShort')} className="[&_svg]:size-4" />{' '}
        {t('result.awaiting.checksAgain')}
      </p>
      <div className="mt-5 grid gap-3">
        <p className="text-sm font-semibold text-ink">{t('result.awaiting.tryAgain')}</p>
        {methods.map((method) => (
          <Button
            key={method}
            variant="secondary"
            disabled={busy}
            onClick={() => payWith(method)}
            className="h-auto justify-start py-2"
          >
            <PaymentMark method={method} />
            {t('result.awaiting.payWith', { method: t(describeMethod(method, config.data).labelKey) })}
          </Button>
        ))}
        <Button
          variant="secondary"
          disabled={busy}
          onClick={payOnDelivery}
          className="h-auto justify-start py-2"
        >
          <PaymentMark method="cod" />
          {t('result.awaiting.payCash')}
        </Button>
      </div>
    </Panel>
  );
}

const CLOCK = { hour: '2-digit', minute: '2-digit' } as const;

const TONES = {
  good: 'text-leaf-700 bg-leaf-50',
  wait: 'text-amber-700 bg-amber-50',
  bad: 'text-danger bg-danger-soft',
};

function Panel({
  tone,
  icon,
  title,
  children,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="payment-result-heading"
      className="mx-auto my-6 max-w-xl rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:my-10 sm:p-8"
    >
      <div className={`mb-4 inline-flex rounded-full p-3 ${TONES[tone]}`} aria-hidden="true">
        {icon}
      </div>
      <h1 id="payment-result-heading" className="text-2xl font-bold text-ink">
        {title}
      </h1>
      <div className="mt-3 text-ink">{children}</div>
    </section>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap gap-3">{children}</div>;
}
