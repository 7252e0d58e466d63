import {
  MESSAGES,
  type Order,
  type OrderStatus,
  orderStatusLabel,
  paymentStatusAfter,
} from '@plantopia/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { OrderStatusSelect } from './order-status-select';

const label = (status: OrderStatus) => orderStatusLabel(status, 'admin');

/**
 * The admin's status change inside the order dialog: the selector offers only the moves the server
 * allows, and the chosen one is confirmed before it is sent (SPEC §4).
 */
export function OrderStatusControl({ order }: { order: Order }) {
  const [next, setNext] = useState<OrderStatus | null>(null);
  const update = useUpdateOrderStatus();

  if (!next) {
    return <OrderStatusSelect status={order.status} paymentStatus={order.paymentStatus} onSelect={setNext} />;
  }

  const send = () =>
    update.mutate(
      { orderId: order._id, status: next },
      {
        onSuccess: () => {
          toast.success(MESSAGES.orders.statusChanged(next));
          setNext(null);
        },
        onError: (error) => {
          toast.error(
            `Failed to update order status: ${errorMessage(error, 'Failed to update order status')}`,
          );
          setNext(null);
        },
      },
    );

  return (
    <fieldset
      aria-label="Confirm the new status"
      className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100"
    >
      <p className="text-sm font-medium text-ink">
        Change this order from {label(order.status)} to {label(next)}?
        {next === 'cancelled' ? ' Its items go back into stock.' : ''}
        {paymentStatusAfter(order, next) === 'refund_due'
          ? ' It was paid online, so the shop asks the payment provider to refund it; if the provider refuses, it stays Refund due for you to settle.'
          : ''}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant={next === 'cancelled' ? 'danger' : 'primary'}
          disabled={update.isPending}
          onClick={send}
        >
          {update.isPending ? 'Updating…' : `Confirm: ${label(next)}`}
        </Button>
        <Button variant="secondary" disabled={update.isPending} onClick={() => setNext(null)}>
          Back
        </Button>
      </div>
    </fieldset>
  );
}
