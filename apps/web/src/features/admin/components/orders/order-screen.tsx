import { type AdminOrderDetail, orderNumber, paymentMethodLabel } from '@plantopia/shared';
import { ArrowLeft, Gift, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { OfflineNotice } from '@/components/offline-notice';
import { OrderTotals } from '@/components/order-totals';
import { GiftDetails } from '@/components/orders/gift-details';
import { InvoiceLink } from '@/components/orders/order-dialog';
import { OrderItemList } from '@/components/orders/order-items';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/orders/order-status-badge';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useFormat, useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useWaitingForNetwork } from '@/lib/network';
import { useParams } from '@/lib/router';
import { useSession } from '@/lib/session';
import { useAdminOrder } from '../../api/get-admin-order';
import { customerHref } from '../../lib/customer-list';
import { RowLink, useBackToList } from '../data-table/row-link';
import { AdminCard as Card } from '../layout/admin-card';
import { AdminScreen } from '../layout/admin-screen';
import { PanelEmpty, PanelError, PanelSkeleton } from '../panel-states';
import { ConfirmationBadge } from './confirmation-badge';
import { awaitsCall, ConfirmationCall } from './confirmation-call';
import { CourierBooking } from './courier-booking';
import { OrderCustomer } from './order-customer';
import { OrderNoteForm } from './order-note-form';
import { OrderStatusControl } from './order-status-control';
import { OrderTimeline } from './order-timeline';
import { ParcelActions } from './parcel-actions';
import { PaymentHistory } from './payment-history';
import { PrintLinks } from './print-links';
import { RefundControl } from './refund-control';

/** `/admin/orders/{id}` (issue 23 item 2): one order with everything staff need to work it. */
export function OrderScreen() {
  // The badges and reasons say their states from `messages`: asked for here, it loads beside `admin`.
  const { t } = useTranslation(['admin', 'messages']);
  const id = useParams().id ?? '';
  const detail = useAdminOrder(id);
  const offline = useWaitingForNetwork(detail);
  const back = (
    <Link
      to={useBackToList('/admin/orders')}
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mb-2 -ml-3' })}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('order.back')}
    </Link>
  );

  if (!detail.data) {
    let body: ReactNode;
    if (offline) body = <OfflineNotice compact onRetry={() => detail.refetch()} />;
    else if (detail.isError && isApiError(detail.error) && detail.error.status === 404)
      body = <PanelEmpty icon={SearchX} title={t('order.notFound')} />;
    else if (detail.isError)
      body = <PanelError message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
    else body = <PanelSkeleton rows={3} rowClassName="h-40" />;
    return (
      <AdminScreen title={t('order.untitled')} back={back}>
        {body}
      </AdminScreen>
    );
  }
  return <OrderPage detail={detail.data} back={back} />;
}

function OrderPage({ detail, back }: { detail: AdminOrderDetail; back: ReactNode }) {
  const { t } = useTranslation(['admin', 'messages']);
  const say = useSay();
  const format = useFormat();
  const { role } = useSession();
  const { order } = detail;
  const number = orderNumber(order._id);

  return (
    <AdminScreen
      title={t('order.title', { number })}
      back={back}
      description={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <span>{t('order.placed', { date: format.date(order.createdAt) })}</span>
          <OrderStatusBadge status={order.status} audience="admin" />
          <PaymentStatusBadge status={order.paymentStatus} />
          <ConfirmationBadge state={detail.confirmation} />
          {order.gift ? (
            <Badge>
              <Gift aria-hidden="true" className="size-3.5" />
              {t('order.gift.badge')}
            </Badge>
          ) : null}
        </span>
      }
      actions={
        <>
          <PrintLinks ids={[order._id]} single />
          <InvoiceLink order={order} className="h-9 text-sm" />
        </>
      }
    >
      {order.deletedByCustomer ? (
        <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          {t('order.deletedByCustomer')}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 lg:gap-6">
        {awaitsCall(detail) ? <ConfirmationCall detail={detail} /> : null}
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
          {/* First in reading order (a phone shows it right under the call); the right column on a wide screen. */}
          <div className="grid grid-cols-1 gap-4 lg:order-last lg:gap-6">
            <Card id="status-heading" title={t('order.status')}>
              <div className="grid gap-3">
                <OrderStatusControl key={`${order._id}:${order.status}`} order={order} />
                <ParcelActions detail={detail} />
                <Reasons detail={detail} />
                <CourierBooking detail={detail} />
              </div>
            </Card>
            <Card id="customer-heading" title={t('order.customer.heading')}>
              <OrderCustomer order={order} />
              {/* The account behind the order: its other orders, addresses and phones' history. */}
              <RowLink
                to={customerHref(order.userId)}
                className="mt-3 inline-flex min-h-9 items-center text-sm font-medium text-brand-800 hover:underline"
              >
                {t('order.customer.account')}
              </RowLink>
            </Card>
            {order.gift ? (
              <Card id="gift-heading" title={t('order.gift.heading')}>
                <GiftDetails gift={order.gift} />
              </Card>
            ) : null}
            <Card id="payment-heading" title={t('order.payment')}>
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-muted">{t('order.paymentMethod')}</dt>
                  <dd className="mt-0.5 font-medium">{say(paymentMethodLabel(order.paymentMethod))}</dd>
                </div>
                <div>
                  <dt className="text-muted">{t('order.paymentStatus')}</dt>
                  <dd className="mt-0.5">
                    <PaymentStatusBadge status={order.paymentStatus} />
                  </dd>
                </div>
                {order.paymentReference ? (
                  <div className="col-span-2">
                    <dt className="text-muted">{t('order.paymentReference')}</dt>
                    <dd className="mt-0.5 font-mono break-all">{order.paymentReference}</dd>
                  </div>
                ) : null}
              </dl>
              <div className="mt-3 empty:hidden">
                <RefundControl key={order._id} order={order} canChange={role === 'admin'} />
              </div>
              <PaymentHistory history={detail.payments} />
            </Card>
          </div>
          <div className="grid grid-cols-1 gap-4 lg:gap-6">
            <Card id="items-heading" title={t('order.items', { count: order.items.length })}>
              <OrderItemList order={order} />
              <OrderTotals className="mt-4" summary={order.summary} couponCode={order.couponCode} />
            </Card>
            <Card id="timeline-heading" title={t('order.timeline')}>
              <OrderTimeline events={detail.events} />
              <OrderNoteForm orderId={order._id} />
            </Card>
          </div>
        </div>
      </div>
    </AdminScreen>
  );
}

/** Why a cancelled order was cancelled, or a returned one came back. */
function Reasons({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const say = useSay();
  if (detail.cancelReason) {
    return (
      <p className="text-sm">
        <span className="text-muted">{t('order.cancelReason')}</span>{' '}
        {say({ code: `order.cancel_reason.${detail.cancelReason}` })}
      </p>
    );
  }
  if (detail.returnReason) {
    return (
      <p className="text-sm">
        <span className="text-muted">{t('order.returnReason')}</span>{' '}
        {say({ code: `order.return_reason.${detail.returnReason}` })}
      </p>
    );
  }
  return null;
}
