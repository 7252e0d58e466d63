import {
  ORDER_STATUSES,
  type OrderAudience,
  type OrderStatus,
  orderStatusLabel,
  PAYMENT_STATUSES,
  type PaymentStatus,
  paymentStatusLabel,
} from '@plantopia/shared';
import { clsx } from 'clsx';
import { useSay } from '@/lib/i18n';

const STATUS_TONES: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  accepted: 'bg-sky-50 text-sky-800 ring-sky-200',
  shipped: 'bg-violet-50 text-violet-800 ring-violet-200',
  delivered: 'bg-leaf-50 text-leaf-800 ring-leaf-200',
  returned: 'bg-orange-50 text-orange-800 ring-orange-200',
  cancelled: 'bg-danger-soft text-danger ring-red-200',
};
const UNKNOWN_TONE = 'bg-stone-100 text-stone-700 ring-stone-200';

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

/** The order's status in its colour; a value we do not know is shown grey. */
export function OrderStatusBadge({
  status,
  audience,
  className,
}: {
  status: OrderStatus;
  audience: OrderAudience;
  className?: string;
}) {
  const say = useSay();
  const known = (ORDER_STATUSES as readonly string[]).includes(status);
  return (
    <span className={clsx(pill, known ? STATUS_TONES[status] : UNKNOWN_TONE, className)}>
      {known ? say(orderStatusLabel(status, audience)) : status}
    </span>
  );
}

const PAYMENT_TONES: Record<PaymentStatus, string> = {
  awaiting_payment: 'bg-amber-50 text-amber-800 ring-amber-200',
  review: 'bg-violet-50 text-violet-800 ring-violet-200',
  failed: 'bg-danger-soft text-danger ring-red-200',
  paid: 'bg-leaf-50 text-leaf-800 ring-leaf-200',
  unpaid: 'bg-stone-100 text-stone-700 ring-stone-200',
  refund_due: 'bg-terracotta-50 text-terracotta-800 ring-terracotta-200',
  refunded: 'bg-sky-50 text-sky-800 ring-sky-200',
};

export function PaymentStatusBadge({ status, className }: { status: PaymentStatus; className?: string }) {
  const say = useSay();
  const known = (PAYMENT_STATUSES as readonly string[]).includes(status);
  return (
    <span className={clsx(pill, known ? PAYMENT_TONES[status] : UNKNOWN_TONE, className)}>
      {known ? say(paymentStatusLabel(status)) : status}
    </span>
  );
}
