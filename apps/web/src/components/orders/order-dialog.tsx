import { deliveryContact, type Order, paymentMethodLabel, shownPlace } from '@plantopia/shared';
import { FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { OrderTotals } from '@/components/order-totals';
import { buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useFormat, useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { GiftDetails } from './gift-details';
import { shortOrderId } from './order-format';
import { OrderItemList } from './order-items';
import { OrderStatusBadge, PaymentStatusBadge } from './order-status-badge';

export interface OrderDialogProps {
  /** The order shown; the dialog is closed while it is null. */
  order: Order | null;
  onClose: () => void;
  /** Buttons in the dialog's footer, e.g. Delete Order in My Orders. */
  actions?: ReactNode;
  /** Shown below the order's details, e.g. the care reminders of a delivered plant in My Orders. */
  extra?: ReactNode;
}

/**
 * One of the shopper's orders in full (My Orders): status and payment, the items as bought, the shipping
 * block and the summary. The back office shows an order on a page of its own.
 */
export function OrderDialog({ order, onClose, actions, extra }: OrderDialogProps) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={order ? t('dialog.title', { number: shortOrderId(order._id) }) : t('dialog.untitled')}
      description={order ? t('dialog.placed', { date: format.date(order.createdAt) }) : undefined}
      className="sm:max-w-2xl"
      footer={
        order ? (
          <>
            <InvoiceLink order={order} />
            {actions}
          </>
        ) : null
      }
    >
      {order ? (
        <>
          <OrderDetails order={order} />
          {extra ? <div className="mt-6">{extra}</div> : null}
        </>
      ) : null}
    </Modal>
  );
}

/** The order's PDF invoice (the server checks it is the shopper's own, or that staff ask). */
export function InvoiceLink({ order, className }: { order: Order; className?: string }) {
  const { t } = useTranslation('orders');
  return (
    <a
      href={`/api/orders/${encodeURIComponent(order._id)}/invoice`}
      target="_blank"
      rel="noopener"
      className={buttonClasses({ variant: 'secondary', className })}
    >
      <FileDown aria-hidden="true" className="size-4" />
      {t('dialog.invoice')}
    </a>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const say = useSay();
  const format = useFormat();
  const { shipping, gift } = order;
  const place = shownPlace(shipping, format.locale);
  // A gift goes to its recipient: the address shows whom the courier calls (docs/behaviour.md §9).
  const to = deliveryContact(order);
  return (
    <div className="grid grid-cols-1 gap-6">
      <section aria-label={t('dialog.status')} className="grid grid-cols-1 gap-3">
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted">{t('dialog.status')}</dt>
            <dd className="mt-1">
              <OrderStatusBadge status={order.status} audience="customer" />
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t('dialog.paymentMethod')}</dt>
            <dd className="mt-1 font-medium text-ink">{say(paymentMethodLabel(order.paymentMethod))}</dd>
          </div>
          <div>
            <dt className="text-muted">{t('dialog.payment')}</dt>
            <dd className="mt-1">
              <PaymentStatusBadge status={order.paymentStatus} />
            </dd>
          </div>
          {order.trackingCode ? (
            <div>
              <dt className="text-muted">{t('dialog.trackingCode')}</dt>
              <dd className="mt-1 font-medium break-all text-ink">{order.trackingCode}</dd>
            </div>
          ) : null}
        </dl>
        {order.paymentStatus === 'refund_due' ? <RefundDueNote /> : null}
      </section>

      <section aria-labelledby={`items-${order._id}`}>
        <h3 id={`items-${order._id}`} className="mb-2 text-sm font-semibold text-ink">
          {t('dialog.items')}
        </h3>
        <OrderItemList order={order} />
      </section>

      {gift ? (
        <section aria-labelledby={`gift-${order._id}`}>
          <h3 id={`gift-${order._id}`} className="mb-2 text-sm font-semibold text-ink">
            {t('gift.heading')}
          </h3>
          <GiftDetails gift={gift} />
        </section>
      ) : null}

      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby={`shipping-${order._id}`}>
          <h3 id={`shipping-${order._id}`} className="mb-2 text-sm font-semibold text-ink">
            {t('dialog.shipping')}
          </h3>
          <address className="text-sm leading-6 text-ink not-italic">
            <span className="font-medium">{to.name}</span>
            <br />
            {shipping.address}
            <br />
            {place.city}, {place.state} {shipping.postalCode}
            <br />
            {place.country}
            <br />
            <span className="text-muted">{to.phone}</span>
            {gift || !shipping.email ? null : (
              <>
                <br />
                <span className="break-all text-muted">{shipping.email}</span>
              </>
            )}
          </address>
        </section>
        <section aria-labelledby={`summary-${order._id}`}>
          <h3 id={`summary-${order._id}`} className="mb-2 text-sm font-semibold text-ink">
            {t('dialog.summary')}
          </h3>
          <OrderTotals summary={order.summary} couponCode={order.couponCode} />
        </section>
      </div>
    </div>
  );
}

/** The shopper's side of a refund the shop owes (no provider refunds yet: the owner refunds by hand). */
function RefundDueNote() {
  const { t } = useTranslation('orders');
  return (
    <p className="rounded-lg bg-terracotta-50 px-3 py-2 text-sm text-terracotta-900 ring-1 ring-terracotta-200 ring-inset">
      {t('dialog.refundDueNote')}
    </p>
  );
}
