import { MESSAGES, type Order } from '@plantopia/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { PAYMENT_METHOD_LABELS } from '@/components/orders/order-format';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatTaka } from '@/lib/format';
import { useRetryRefund } from '../api/retry-refund';
import { useUpdatePaymentStatus } from '../api/update-payment-status';

/**
 * The payment part of the order dialog. A payment held for review is accepted here; a cancelled order
 * whose money the provider has not returned shows the provider's answer, asks it again, or is marked
 * refunded once the owner has returned the money by hand (each confirmed first, as a status change is).
 */
export function RefundControl({ order }: { order: Order }) {
  if (order.paymentStatus === 'review') return <ReviewControl order={order} />;
  if (order.paymentStatus === 'refunded' && order.refund) {
    return (
      <p className="rounded-xl bg-sky-50 p-4 text-sm text-sky-900 ring-1 ring-sky-200 ring-inset">
        Refunded {formatTaka(order.refund.amount)} through {order.refund.provider}
        {order.refund.reference ? ` (reference ${order.refund.reference})` : ''}.
      </p>
    );
  }
  if (order.paymentStatus !== 'refund_due') return null;
  return <RefundDue order={order} />;
}

function ReviewControl({ order }: { order: Order }) {
  const update = useUpdatePaymentStatus();
  return (
    <div className="rounded-xl bg-violet-50 p-4 ring-1 ring-violet-200 ring-inset">
      <p className="text-sm font-semibold text-violet-900">Payment under review</p>
      <p className="mt-1 text-sm text-violet-900">
        {order.paymentMessage ?? 'The provider flagged this payment as risky.'} Check it in the provider's
        panel; accept it to prepare the order, or cancel the order to refund it.
      </p>
      <Button
        className="mt-3"
        disabled={update.isPending}
        onClick={() =>
          update.mutate(
            { orderId: order._id, paymentStatus: 'paid' },
            {
              onSuccess: () => toast.success(MESSAGES.orders.paymentStatusChanged('paid')),
              onError: (error) => toast.error(errorMessage(error, 'Failed to accept the payment')),
            },
          )
        }
      >
        {update.isPending ? 'Saving…' : 'Accept the payment'}
      </Button>
    </div>
  );
}

function RefundDue({ order }: { order: Order }) {
  const [confirming, setConfirming] = useState(false);
  const update = useUpdatePaymentStatus();
  const retry = useRetryRefund();
  const busy = update.isPending || retry.isPending;
  // "paid by card", "paid by bKash": the method as a sentence names it.
  const via =
    order.paymentMethod === 'card'
      ? 'card'
      : (PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod);

  const markRefunded = () =>
    update.mutate(
      { orderId: order._id, paymentStatus: 'refunded' },
      {
        onSuccess: () => toast.success(MESSAGES.orders.paymentStatusChanged('refunded')),
        onError: (error) => {
          toast.error(errorMessage(error, 'Failed to mark the payment as refunded'));
          setConfirming(false);
        },
      },
    );
  const askAgain = () =>
    retry.mutate(order._id, {
      onSuccess: (updated) =>
        updated.paymentStatus === 'refunded'
          ? toast.success(MESSAGES.orders.refunded)
          : toast.error(updated.refund?.message ?? MESSAGES.orders.refundNotDone),
      onError: (error) => toast.error(errorMessage(error, 'The refund could not be asked for')),
    });

  return (
    <div className="rounded-xl bg-terracotta-50 p-4 ring-1 ring-terracotta-200 ring-inset">
      <p className="text-sm font-semibold text-terracotta-900">
        Refund due: {formatTaka(order.summary.total)} paid by {via}
      </p>
      {order.refund ? (
        <p className="mt-1 text-sm text-terracotta-900" role="status">
          {order.refund.status === 'pending' ? 'Refund in progress: ' : 'Refund not done: '}
          {order.refund.message ?? 'the provider gave no reason'}
        </p>
      ) : null}
      <p className="mt-1 text-sm text-terracotta-900">
        {confirming
          ? `Have you returned ${formatTaka(order.summary.total)} to ${order.shipping.name}?`
          : 'Ask the provider again, or refund the customer yourself and then mark the payment refunded.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {confirming ? (
          <>
            <Button disabled={busy} onClick={markRefunded}>
              {update.isPending ? 'Saving…' : 'Confirm: Refunded'}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              Back
            </Button>
          </>
        ) : (
          <>
            {order.paymentMethod !== 'cod' ? (
              <Button disabled={busy} onClick={askAgain}>
                {retry.isPending ? 'Asking…' : 'Ask the provider again'}
              </Button>
            ) : null}
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(true)}>
              Mark as refunded
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
