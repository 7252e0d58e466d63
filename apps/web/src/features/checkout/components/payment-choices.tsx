import {
  isRedirectMethod,
  type Order,
  type PaymentMethod,
  type RedirectPaymentMethod,
} from '@plantopia/shared';
import { shortOrderId } from '@/components/orders/order-format';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useNavigate } from '@/lib/router';
import toast from '@/lib/toast';
import { usePaymentConfig } from '../api/get-payment-config';
import { usePayOnDelivery, useRetryPayment } from '../api/order-payment';
import { PaymentMark } from './payment-icons';
import { describeMethod } from './payment-method-picker';

/**
 * "Order #… for ৳… is reserved for you until 21:51": the hold's end in Dhaka time (conventions §5), as
 * the shopper reads it wherever their phone's clock is set.
 */
export function HeldOrderText({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const values = { number: shortOrderId(order._id), total: format.taka(order.summary.total) };
  return order.paymentDueAt
    ? t('result.awaiting.reservedUntil', { ...values, time: format.time(order.paymentDueAt) })
    : t('result.awaiting.reserved', values);
}

/**
 * What a shopper can do with an order that holds its stock while it waits for a bKash or SSLCommerz
 * payment: pay now with any redirect method the shop takes (a new attempt), or pay cash on delivery
 * instead (not a gift); the latter lands on the order's confirmation.
 */
export function PaymentChoices({ order }: { order: Order }) {
  // The methods' names are the server's coded labels, from `messages`: asked for here, it loads beside `checkout`.
  const { t } = useTranslation(['checkout', 'messages']);
  const config = usePaymentConfig();
  const retry = useRetryPayment();
  const cash = usePayOnDelivery();
  const navigate = useNavigate();
  const methods = (config.data?.methods ?? []).filter(isRedirectMethod);
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
      onSuccess: () => {
        toast.success(t('result.awaiting.switchedToCash'));
        void navigate(`/checkout/result/${encodeURIComponent(order._id)}`);
      },
      onError: (error) => toast.error(errorMessage(error, t('result.awaiting.switchFailed'))),
    });

  return (
    <div className="grid min-w-0 gap-3">
      {methods.map((method) => (
        <Choice key={method} method={method} disabled={busy} onClick={() => payWith(method)}>
          {t('result.awaiting.payWith', { method: t(describeMethod(method, config.data).labelKey) })}
        </Choice>
      ))}
      {/* A gift is paid online: its recipient is never asked for cash (docs/behaviour.md §9). */}
      {order.gift ? null : (
        <Choice method="cod" disabled={busy} onClick={payOnDelivery}>
          {t('result.awaiting.payCash')}
        </Choice>
      )}
    </div>
  );
}

/**
 * One choice as a full-width button whose words wrap (a button keeps its words on one line, which on a
 * 390 px phone pushed the Bangla labels past the screen's edge).
 */
function Choice({
  method,
  disabled,
  onClick,
  children,
}: {
  method: PaymentMethod;
  disabled: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <Button
      variant="secondary"
      disabled={disabled}
      onClick={onClick}
      className="h-auto min-h-11 w-full justify-start py-2 text-left"
    >
      <PaymentMark method={method} />
      <span className="min-w-0 whitespace-normal">{children}</span>
    </Button>
  );
}
