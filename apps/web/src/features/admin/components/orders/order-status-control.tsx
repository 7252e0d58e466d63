import { type Order, type OrderStatus, paymentStatusAfter, TRACKING_CODE_MAX } from '@plantopia/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/react';
import { useUpdateOrderStatus } from '../../api/update-order-status';
import { useOrderStatusText } from '../../lib/order-status-text';
import { OrderStatusSelect } from './order-status-select';

/**
 * The status change on an order's page: the selector offers only the moves the server allows, and the chosen
 * one is confirmed before it is sent (docs/behaviour.md §4 rule 4, §12). Shipping asks for the courier's
 * tracking code (optional), which the shopper's shipping email and SMS pass on.
 */
export function OrderStatusControl({ order }: { order: Order }) {
  const [next, setNext] = useState<OrderStatus | null>(null);
  const [trackingCode, setTrackingCode] = useState('');
  const update = useUpdateOrderStatus();
  const { t } = useTranslation('admin');
  const { label, changed } = useOrderStatusText();

  if (!next) {
    return <OrderStatusSelect status={order.status} paymentStatus={order.paymentStatus} onSelect={setNext} />;
  }

  const send = () =>
    update.mutate(
      { orderId: order._id, status: next, ...(next === 'shipped' ? { trackingCode } : {}) },
      {
        onSuccess: () => {
          toast.success(changed(next));
          setNext(null);
        },
        onError: (error) => {
          toast.error(
            t('statusChange.failedBecause', { reason: errorMessage(error, t('statusChange.failed')) }),
          );
          setNext(null);
        },
      },
    );

  return (
    <fieldset
      aria-label={t('statusChange.fieldset')}
      className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100"
    >
      <p className="text-sm font-medium text-ink">
        {[
          t('statusChange.question', { from: label(order.status), to: label(next) }),
          next === 'cancelled' ? t('statusChange.restock') : null,
          paymentStatusAfter(order, next) === 'refund_due' ? t('statusChange.refundFirst') : null,
        ]
          .filter(Boolean)
          .join(' ')}
      </p>
      {next === 'shipped' ? (
        <TextField
          label={t('statusChange.trackingCode')}
          className="mt-3"
          value={trackingCode}
          maxLength={TRACKING_CODE_MAX}
          autoComplete="off"
          onChange={(event) => setTrackingCode(event.target.value)}
          hint={t('statusChange.trackingHint')}
        />
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant={next === 'cancelled' ? 'danger' : 'primary'}
          disabled={update.isPending}
          onClick={send}
        >
          {update.isPending ? t('statusChange.updating') : t('statusChange.confirm', { status: label(next) })}
        </Button>
        <Button variant="secondary" disabled={update.isPending} onClick={() => setNext(null)}>
          {t('statusChange.back')}
        </Button>
      </div>
    </fieldset>
  );
}
