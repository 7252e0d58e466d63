import { type Order, type PaymentMethod, paymentStatusLabel, type RefundStatus } from '@plantopia/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useFormat, useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useRetryRefund } from '../../api/retry-refund';
import { useUpdatePaymentStatus } from '../../api/update-payment-status';

/**
 * The payment part of an order's page. A payment held for review is accepted here; a cancelled order
 * whose money the provider has not returned shows the provider's answer, asks it again, or is marked
 * refunded once the owner has returned the money by hand (each confirmed first, as a status change is).
 * Staff read all of it; only the owner (`canChange`) acts on payments, as the server allows.
 */
export function RefundControl({ order, canChange }: { order: Order; canChange: boolean }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  if (order.paymentStatus === 'review') return <ReviewControl order={order} canChange={canChange} />;
  if (order.paymentStatus === 'refunded' && order.refund) {
    const { amount, provider, reference } = order.refund;
    return (
      <p className="rounded-xl bg-sky-50 p-4 text-sm text-sky-900 ring-1 ring-sky-200 ring-inset">
        {reference
          ? t('refund.doneWithReference', { amount: format.taka(amount), provider, reference })
          : t('refund.done', { amount: format.taka(amount), provider })}
      </p>
    );
  }
  if (order.paymentStatus !== 'refund_due') return null;
  return <RefundDue order={order} canChange={canChange} />;
}

/** Said instead of the payment's buttons to staff, who may not change payments. */
function OwnerOnly() {
  const { t } = useTranslation('admin');
  return <p className="mt-2 text-sm text-muted">{t('refund.ownerOnly')}</p>;
}

function ReviewControl({ order, canChange }: { order: Order; canChange: boolean }) {
  const { t } = useTranslation('admin');
  const say = useSay();
  const update = useUpdatePaymentStatus();
  return (
    <div className="rounded-xl bg-violet-50 p-4 ring-1 ring-violet-200 ring-inset">
      <p className="text-sm font-semibold text-violet-900">{say(paymentStatusLabel('review'))}</p>
      <p className="mt-1 text-sm text-violet-900">
        {order.paymentMessage ?? t('refund.flagged')} {t('refund.reviewAdvice')}
      </p>
      {canChange ? (
        <Button
          className="mt-3"
          disabled={update.isPending}
          onClick={() =>
            update.mutate(
              { orderId: order._id, paymentStatus: 'paid' },
              {
                onSuccess: () => toast.success(t('refund.markedPaid')),
                onError: (error) => toast.error(errorMessage(error, t('refund.acceptFailed'))),
              },
            )
          }
        >
          {update.isPending ? t('refund.saving') : t('refund.accept')}
        </Button>
      ) : (
        <OwnerOnly />
      )}
    </div>
  );
}

/** "paid by card", "paid by bKash": the method as the refund's sentence names it. */
const PAID_BY: Record<PaymentMethod, { textKey: string }> = {
  cod: { textKey: 'refund.paidBy.cod' },
  card: { textKey: 'refund.paidBy.card' },
  bkash: { textKey: 'refund.paidBy.bkash' },
  sslcommerz: { textKey: 'refund.paidBy.sslcommerz' },
};

/** What the provider's last answer means for the owner: under way, no clear answer, or not done. */
const REFUND_NEWS: Record<RefundStatus, string> = {
  requesting: 'refund.inProgress',
  pending: 'refund.inProgress',
  unknown: 'refund.unknown',
  failed: 'refund.notDone',
  succeeded: 'refund.notDone',
};

function RefundDue({ order, canChange }: { order: Order; canChange: boolean }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const total = format.taka(order.summary.total);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdatePaymentStatus();
  const retry = useRetryRefund();
  const busy = update.isPending || retry.isPending;
  const via = t(PAID_BY[order.paymentMethod].textKey);

  const markRefunded = () =>
    update.mutate(
      { orderId: order._id, paymentStatus: 'refunded' },
      {
        onSuccess: () => toast.success(t('refund.markedRefunded')),
        onError: (error) => {
          toast.error(errorMessage(error, t('refund.markFailed')));
          setConfirming(false);
        },
      },
    );
  const askAgain = () =>
    retry.mutate(order._id, {
      onSuccess: (updated) =>
        updated.paymentStatus === 'refunded'
          ? toast.success(t('refund.refunded'))
          : toast.error(updated.refund?.message ?? t('refund.stillDue')),
      onError: (error) => toast.error(errorMessage(error, t('refund.askFailed'))),
    });

  return (
    <div className="rounded-xl bg-terracotta-50 p-4 ring-1 ring-terracotta-200 ring-inset">
      <p className="text-sm font-semibold text-terracotta-900">
        {t('refund.due', { amount: total, method: via })}
      </p>
      {order.refund ? (
        <p className="mt-1 text-sm text-terracotta-900" role="status">
          {t(REFUND_NEWS[order.refund.status], { reason: order.refund.message ?? t('refund.noReason') })}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-terracotta-900">
        {confirming
          ? t('refund.confirmReturned', { amount: total, name: order.shipping.name })
          : t('refund.dueAdvice')}
      </p>
      {canChange ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {confirming ? (
            <>
              <Button disabled={busy} onClick={markRefunded}>
                {update.isPending ? t('refund.saving') : t('refund.confirmRefunded')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
                {t('refund.back')}
              </Button>
            </>
          ) : (
            <>
              {order.paymentMethod !== 'cod' ? (
                <Button disabled={busy} onClick={askAgain}>
                  {retry.isPending ? t('refund.asking') : t('refund.askAgain')}
                </Button>
              ) : null}
              <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
                {t('refund.markRefunded')}
              </Button>
            </>
          )}
        </div>
      ) : (
        <OwnerOnly />
      )}
    </div>
  );
}
