import { MESSAGES, type Order } from '@plantopia/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatTaka } from '@/lib/format';
import { useUpdatePaymentStatus } from '../api/update-payment-status';

/**
 * A cancelled order whose card payment the shop owes back. No payment provider refunds yet, so the
 * owner returns the money by hand, then marks it here (confirmed first, as a status change is).
 */
export function RefundControl({ order }: { order: Order }) {
  const [confirming, setConfirming] = useState(false);
  const update = useUpdatePaymentStatus();
  if (order.paymentStatus !== 'refund_due') return null;

  const send = () =>
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

  return (
    <div className="rounded-xl bg-terracotta-50 p-4 ring-1 ring-terracotta-200 ring-inset">
      <p className="text-sm font-semibold text-terracotta-900">
        Refund due: {formatTaka(order.summary.total)} paid by card
      </p>
      <p className="mt-1 text-sm text-terracotta-900">
        {confirming
          ? `Have you returned ${formatTaka(order.summary.total)} to ${order.shipping.name}?`
          : 'The order was cancelled after it was paid. Refund the customer, then mark the payment refunded.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {confirming ? (
          <>
            <Button disabled={update.isPending} onClick={send}>
              {update.isPending ? 'Saving…' : 'Confirm: Refunded'}
            </Button>
            <Button variant="secondary" disabled={update.isPending} onClick={() => setConfirming(false)}>
              Back
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Mark as refunded
          </Button>
        )}
      </div>
    </div>
  );
}
