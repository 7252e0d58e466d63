import type { Order } from '@plantopia/shared';
import { PackageOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '@/components/offline-notice';
import { OrderDialog } from '@/components/orders/order-dialog';
import { itemCount, shortOrderId } from '@/components/orders/order-format';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/orders/order-status-badge';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n';
import { useWaitingForNetwork } from '@/lib/network';
import { useOrders } from '../api/get-orders';
import { OrderStatusControl } from './order-status-control';
import { PanelEmpty, PanelError, PanelSkeleton } from './panel-states';
import { RefundControl } from './refund-control';

function OrderCard({ order, onOpen }: { order: Order; onOpen: () => void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('orders.cardLabel', { number: shortOrderId(order._id), name: order.shipping.name })}
        className="flex h-full w-full flex-col rounded-card border border-line bg-surface p-4 text-left shadow-card transition hover:border-brand-300 hover:shadow-lift"
      >
        <span className="flex items-start justify-between gap-3">
          <span>
            <span className="block font-mono text-base font-semibold">#{shortOrderId(order._id)}</span>
            <span className="block text-xs text-muted">{format.date(order.createdAt)}</span>
          </span>
          <span className="flex flex-wrap justify-end gap-1.5">
            <OrderStatusBadge status={order.status} audience="admin" />
            {/* Paid and unpaid are the usual case; every other payment state asks for the owner's eye. */}
            {order.paymentStatus !== 'paid' && order.paymentStatus !== 'unpaid' ? (
              <PaymentStatusBadge status={order.paymentStatus} />
            ) : null}
          </span>
        </span>
        <span className="mt-3 block min-w-0">
          <span className="block truncate font-medium">{order.shipping.name}</span>
          <span className="block truncate text-sm text-muted">{order.shipping.email}</span>
        </span>
        <span className="mt-auto flex items-end justify-between gap-3 pt-4">
          <span className="text-sm text-muted">
            {t('orders.items', { count: itemCount(order) })}
            {order.deletedByCustomer ? (
              <span className="mt-1 flex items-center gap-1 text-xs font-medium text-terracotta-700">
                <Trash2 aria-hidden="true" className="size-3.5" />
                {t('orders.deletedByCustomer')}
              </span>
            ) : null}
          </span>
          <span className="text-lg font-bold tabular-nums">{format.taka(order.summary.total)}</span>
        </span>
      </button>
    </li>
  );
}

export function OrdersTab() {
  // The cards' badges say their states from `messages`: asked for here, it loads beside `admin`.
  const { t } = useTranslation(['admin', 'messages']);
  const orders = useOrders();
  const offline = useWaitingForNetwork(orders);
  const [openId, setOpenId] = useState<string | null>(null);
  // The dialog shows the order from the list, so a status change shows in both at once.
  const open = orders.data?.find((order) => order._id === openId) ?? null;

  if (offline) return <OfflineNotice compact onRetry={() => orders.refetch()} />;
  if (orders.isPending) return <PanelSkeleton rows={3} rowClassName="h-40" />;
  if (orders.isError) {
    return <PanelError message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />;
  }
  if (orders.data.length === 0) {
    return (
      <PanelEmpty icon={PackageOpen} title={t('orders.emptyTitle')}>
        {t('orders.emptyText')}
      </PanelEmpty>
    );
  }

  return (
    <>
      <h2 className="sr-only">{t('orders.heading')}</h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {orders.data.map((order) => (
          <OrderCard key={order._id} order={order} onOpen={() => setOpenId(order._id)} />
        ))}
      </ul>
      <OrderDialog
        order={open}
        onClose={() => setOpenId(null)}
        audience="admin"
        statusControl={open ? <OrderStatusControl key={`${open._id}:${open.status}`} order={open} /> : null}
        paymentControl={open ? <RefundControl key={open._id} order={open} /> : null}
      />
    </>
  );
}
