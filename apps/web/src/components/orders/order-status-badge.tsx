import { ORDER_STATUSES, type OrderAudience, type OrderStatus, type PaymentStatus } from '@plantopia/shared';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/** The labels of shared order-states.ts, as catalog keys (literal, so the catalog check sees each one). */
const ORDER_STATUS_KEYS: Record<OrderStatus, { customerKey: string; adminKey: string }> = {
  pending: { customerKey: 'status.customer.pending', adminKey: 'status.admin.pending' },
  accepted: { customerKey: 'status.customer.accepted', adminKey: 'status.admin.accepted' },
  shipped: { customerKey: 'status.customer.shipped', adminKey: 'status.admin.shipped' },
  delivered: { customerKey: 'status.customer.delivered', adminKey: 'status.admin.delivered' },
  cancelled: { customerKey: 'status.customer.cancelled', adminKey: 'status.admin.cancelled' },
};

const PAYMENT_STATUS_KEYS: Record<PaymentStatus, { labelKey: string }> = {
  awaiting_payment: { labelKey: 'paymentStatus.awaitingPayment' },
  unpaid: { labelKey: 'paymentStatus.unpaid' },
  paid: { labelKey: 'paymentStatus.paid' },
  review: { labelKey: 'paymentStatus.review' },
  failed: { labelKey: 'paymentStatus.failed' },
  refund_due: { labelKey: 'paymentStatus.refundDue' },
  refunded: { labelKey: 'paymentStatus.refunded' },
};

const STATUS_TONES: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  accepted: 'bg-sky-50 text-sky-800 ring-sky-200',
  shipped: 'bg-violet-50 text-violet-800 ring-violet-200',
  delivered: 'bg-leaf-50 text-leaf-800 ring-leaf-200',
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
  const { t } = useTranslation('orders');
  const known = (ORDER_STATUSES as readonly string[]).includes(status);
  const keys = ORDER_STATUS_KEYS[status];
  return (
    <span className={clsx(pill, known ? STATUS_TONES[status] : UNKNOWN_TONE, className)}>
      {known ? t(audience === 'customer' ? keys.customerKey : keys.adminKey) : status}
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
  const { t } = useTranslation('orders');
  const key = PAYMENT_STATUS_KEYS[status]?.labelKey;
  return (
    <span className={clsx(pill, PAYMENT_TONES[status] ?? UNKNOWN_TONE, className)}>
      {key ? t(key) : status}
    </span>
  );
}
