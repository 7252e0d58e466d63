import { isRedirectMethod, type Order, type RedirectPaymentMethod } from '@plantopia/shared';
import { CircleAlert, CircleCheck, Clock, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { OfflineNotice } from '@/components/offline-notice';
import { shortOrderId } from '@/components/orders/order-format';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatTaka } from '@/lib/format';
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
  const order = useOrder(orderId);
  if (isApiError(order.error) && (order.error.status === 404 || order.error.status === 403)) {
    return (
      <Panel tone="bad" icon={<CircleAlert className="size-7" />} title="Order not found">
        <p>We could not find this order in your account.</p>
        <Actions>
          <Link to="/profile" className={buttonClasses({})}>
            See my orders
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
        <span className="sr-only">Checking your payment…</span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40 rounded-card" />
      </div>
    );
  }
  return <ResultCard order={order.data} onOrderAgain={onOrderAgain} />;
}

function ResultCard({ order, onOrderAgain }: { order: Order; onOrderAgain: (order: Order) => void }) {
  const total = formatTaka(order.summary.total);
  const reference = `Order #${shortOrderId(order._id)}`;
  switch (order.paymentStatus) {
    case 'paid':
      return (
        <Panel tone="good" icon={<CircleCheck className="size-7" />} title="Payment received">
          <p>
            {reference}: we received {total}
            {order.paymentReference ? ` (transaction ${order.paymentReference})` : ''}. We will prepare your
            plants and let you know when they ship.
          </p>
          <Actions>
            <Link to="/profile" className={buttonClasses({})}>
              See my orders
            </Link>
            <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
              Continue shopping
            </Link>
          </Actions>
        </Panel>
      );
    case 'unpaid':
      return (
        <Panel tone="good" icon={<CircleCheck className="size-7" />} title="Order placed: cash on delivery">
          <p>
            {reference} is confirmed. Please pay {total} in cash when it arrives.
          </p>
          <Actions>
            <Link to="/profile" className={buttonClasses({})}>
              See my orders
            </Link>
          </Actions>
        </Panel>
      );
    case 'review':
      return (
        <Panel tone="wait" icon={<ShieldAlert className="size-7" />} title="Payment received, being checked">
          <p>
            {reference}: the payment of {total} went through, and the payment company asked us to check it
            before we ship. We will be in touch if we need anything from you.
          </p>
          <Actions>
            <Link to="/profile" className={buttonClasses({})}>
              See my orders
            </Link>
          </Actions>
        </Panel>
      );
    case 'awaiting_payment':
      return <AwaitingPayment order={order} />;
    default:
      return (
        <Panel tone="bad" icon={<CircleAlert className="size-7" />} title="The payment did not go through">
          <p>
            {reference} was cancelled and nothing was charged
            {order.paymentMessage ? `: ${order.paymentMessage}` : '.'}
          </p>
          <p className="mt-2">
            You can order the same items again and choose how to pay, cash on delivery included.
          </p>
          <Actions>
            <Button onClick={() => onOrderAgain(order)}>Order again</Button>
            <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
              Continue shopping
            </Link>
          </Actions>
        </Panel>
      );
  }
}

function AwaitingPayment({ order }: { order: Order }) {
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
        onError: (error) => toast.error(errorMessage(error, 'The payment could not be started')),
      },
    );
  const payOnDelivery = () =>
    cash.mutate(order._id, {
      onSuccess: () => toast.success('You will pay in cash when your order arrives.'),
      onError: (error) => toast.error(errorMessage(error, 'Could not switch to cash on delivery')),
    });

  return (
    <Panel tone="wait" icon={<Clock className="size-7" />} title="Waiting for your payment">
      <p>
        Order #{shortOrderId(order._id)} for {formatTaka(order.summary.total)} is reserved for you
        {due ? ` until ${due.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}` : ''}. We
        have not received the payment yet{order.paymentMessage ? ` (${order.paymentMessage})` : ''}.
      </p>
      <p className="mt-2 flex items-center gap-2 text-sm text-muted" aria-live="polite">
        <Spinner label="Checking" className="[&_svg]:size-4" /> This page checks again every few seconds.
      </p>
      <div className="mt-5 grid gap-3">
        <p className="text-sm font-semibold text-ink">Try again, or pay on delivery instead:</p>
        {methods.map((method) => (
          <Button
            key={method}
            variant="secondary"
            disabled={busy}
            onClick={() => payWith(method)}
            className="h-auto justify-start py-2"
          >
            <PaymentMark method={method} />
            Pay with {describeMethod(method, config.data).label}
          </Button>
        ))}
        <Button
          variant="secondary"
          disabled={busy}
          onClick={payOnDelivery}
          className="h-auto justify-start py-2"
        >
          <PaymentMark method="cod" />
          Pay cash on delivery instead
        </Button>
      </div>
    </Panel>
  );
}

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
