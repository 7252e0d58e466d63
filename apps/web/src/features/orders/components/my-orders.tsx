import { ORDER_STATES, type Order, paymentStatusAfter, paymentStatusLabel } from '@plantopia/shared';
import { ChevronRight, Gift, PackageOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/components/link';
import { OfflineNotice } from '@/components/offline-notice';
import { OrderDialog } from '@/components/orders/order-dialog';
import { itemCount, shortOrderId } from '@/components/orders/order-format';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/orders/order-status-badge';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat, useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useWaitingForNetwork } from '@/lib/network';
import toast from '@/lib/toast';
import { useDeleteOrder } from '../api/delete-order';
import { useMyOrders } from '../api/get-my-orders';
import { CareReminders, isDeliveredPlantOrder } from './care-reminders';

/**
 * 'My Orders' of the profile: a card per order (id, date, status, item count, total); a click opens the
 * order dialog with Delete Order (and, for a delivered plant, its care reminders), and each card has its
 * own delete button.
 */
export function MyOrders() {
  // The badges and the delete warning say states from `messages`: asked for here, it loads beside `orders`.
  const { t } = useTranslation(['orders', 'messages']);
  const say = useSay();
  const format = useFormat();
  const orders = useMyOrders();
  const deleteOrder = useDeleteOrder();
  const offline = useWaitingForNetwork(orders);
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const open = orders.data?.find((order) => order._id === openId) ?? null;
  const confirming = orders.data?.find((order) => order._id === confirmId) ?? null;

  async function remove(order: Order) {
    setConfirmId(null);
    try {
      const result = await deleteOrder.mutateAsync(order._id);
      // A paid order is cancelled but stays listed, marked "Refund due", until the shop has refunded it.
      toast.success(
        result.deletedByCustomer
          ? t('myOrders.deleted')
          : result.paymentStatus === 'refunded'
            ? t('myOrders.cancelledRefunded')
            : t('myOrders.cancelledRefundDue'),
      );
      if (result.deletedByCustomer) setOpenId(null);
    } catch {
      toast.error(t('myOrders.deleteFailed'));
    }
  }

  return (
    <section
      aria-labelledby="my-orders-heading"
      className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <h2 id="my-orders-heading" className="text-xl font-bold tracking-tight">
        {t('myOrders.heading')}
      </h2>
      <div className="mt-5">
        {offline ? (
          <OfflineNotice compact className="shadow-none" onRetry={() => orders.refetch()} />
        ) : orders.isPending ? (
          <div aria-busy="true" className="grid gap-3">
            <span className="sr-only">{t('myOrders.loading')}</span>
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} className="h-24 w-full" />
            ))}
          </div>
        ) : orders.isError ? (
          <div role="alert" className="rounded-lg border border-line p-6 text-center">
            <p className="font-medium text-ink">{t('myOrders.loadFailed')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void orders.refetch()}>
              {t('myOrders.tryAgain')}
            </Button>
          </div>
        ) : orders.data.length === 0 ? (
          <div className="rounded-lg border border-dashed border-brand-200 px-6 py-10 text-center">
            <PackageOpen aria-hidden="true" className="mx-auto size-10 text-brand-500" />
            <p className="mt-3 text-lg font-semibold text-ink">{t('myOrders.emptyTitle')}</p>
            <p className="mt-1 text-sm text-muted">{t('myOrders.emptyText')}</p>
            <Link to="/plants" className={buttonClasses({ className: 'mt-5' })}>
              {t('myOrders.startShopping')}
            </Link>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-3">
            {orders.data.map((order) => (
              <OrderCard
                key={order._id}
                order={order}
                onOpen={() => setOpenId(order._id)}
                onDelete={() => setConfirmId(order._id)}
              />
            ))}
          </ul>
        )}
      </div>

      <OrderDialog
        order={open}
        onClose={() => setOpenId(null)}
        extra={open && isDeliveredPlantOrder(open) ? <CareReminders order={open} /> : null}
        actions={
          open ? (
            <>
              {/* A bKash or SSLCommerz order still holding its stock: pay it, or switch to cash. */}
              {open.paymentStatus === 'awaiting_payment' ? (
                <Link to={`/checkout/result/${open._id}`} className={buttonClasses({})}>
                  {t('myOrders.completePayment')}
                </Link>
              ) : null}
              <Button variant="danger" onClick={() => setConfirmId(open._id)}>
                <Trash2 aria-hidden="true" className="size-4" />
                {t('myOrders.delete')}
              </Button>
            </>
          ) : null
        }
      />

      <Modal
        open={confirming !== null}
        onOpenChange={(next) => {
          if (!next) setConfirmId(null);
        }}
        title={t('myOrders.confirmTitle')}
        description={
          confirming
            ? t(deleteConsequenceKey(confirming), { status: say(paymentStatusLabel('refund_due')) })
            : undefined
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmId(null)}>
              {t('myOrders.keep')}
            </Button>
            <Button
              variant="danger"
              disabled={deleteOrder.isPending}
              onClick={() => confirming && void remove(confirming)}
            >
              {t('myOrders.delete')}
            </Button>
          </>
        }
      >
        {confirming ? (
          <p className="text-sm text-ink">
            {t('myOrders.orderNumber', { number: shortOrderId(confirming._id) })} ·{' '}
            {format.taka(confirming.summary.total)}
          </p>
        ) : null}
      </Modal>
    </section>
  );
}

/** What "Delete Order" will do to this order, said before it is done. */
function deleteConsequenceKey(order: Order) {
  if (!ORDER_STATES[order.status]?.shopperMayCancel) return 'myOrders.consequence.removed' as const;
  if (paymentStatusAfter(order, 'cancelled') === 'refund_due') return 'myOrders.consequence.refund' as const;
  return 'myOrders.consequence.cancelled' as const;
}

/** Money the shop owes back (or has returned) is shown beside the status on the order's card. */
const SHOWN_PAYMENT_STATUSES = new Set<Order['paymentStatus']>(['refund_due', 'refunded']);

function OrderCard({ order, onOpen, onDelete }: { order: Order; onOpen: () => void; onDelete: () => void }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const count = itemCount(order);
  const number = shortOrderId(order._id);
  return (
    <li className="flex items-stretch rounded-lg border border-line transition-colors hover:border-brand-300 hover:bg-brand-50/40">
      <button
        type="button"
        onClick={onOpen}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-l-lg p-4 text-left outline-none focus-visible:ring-3 focus-visible:ring-brand-500"
      >
        <span className="grid min-w-0 flex-1 gap-1.5">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">{t('myOrders.orderNumber', { number })}</span>
            <OrderStatusBadge status={order.status} audience="customer" />
            {order.gift ? (
              <Badge tone="neutral">
                <Gift aria-hidden="true" className="size-3.5" />
                {t('gift.heading')}
              </Badge>
            ) : null}
            {SHOWN_PAYMENT_STATUSES.has(order.paymentStatus) ? (
              <PaymentStatusBadge status={order.paymentStatus} />
            ) : null}
          </span>
          <span className="text-xs text-muted">{format.date(order.createdAt)}</span>
          <span className="text-sm text-muted">
            {t('myOrders.items', { count })} ·{' '}
            <span className="font-semibold text-brand-800 tabular-nums">
              {format.taka(order.summary.total)}
            </span>
          </span>
          {order.paymentStatus === 'refund_due' ? (
            <span className="text-sm text-terracotta-800">{t('myOrders.refundDue')}</span>
          ) : null}
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
      </button>
      <button
        type="button"
        title={t('myOrders.deleteShort')}
        aria-label={t('myOrders.deleteNumbered', { number })}
        onClick={onDelete}
        className="inline-flex w-12 shrink-0 items-center justify-center rounded-r-lg border-l border-line text-muted outline-none hover:bg-danger-soft hover:text-danger focus-visible:ring-3 focus-visible:ring-brand-500"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
