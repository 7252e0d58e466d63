import { type AdminOrderDetail, orderNumber } from '@plantopia/shared';
import { ExternalLink, Truck } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useFormat, useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useBookCourier, useCourierLabel, useCouriers } from '../../api/couriers';
import { canBook } from '../../lib/courier-parcel';
import { ConfirmDialog } from '../confirm-dialog';
import { FormFailure } from '../panel-states';

/**
 * The order's courier on its page (issue 23 item 5): "Book with Steadfast" (one button per courier the
 * shop has set up) for an accepted order without a live booking, asked once more with the cash the
 * courier will collect; and, once booked, the courier, its consignment, where the parcel stands and the
 * shopper's tracking page. A refusal stays on the page with the courier's words until the next try.
 */
export function CourierBooking({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const say = useSay();
  const format = useFormat();
  const { couriers } = useCouriers();
  const courierLabel = useCourierLabel();
  const book = useBookCourier();
  const [asking, setAsking] = useState<string | null>(null);
  const { order } = detail;
  const bookable = canBook(detail) && couriers.length > 0;
  // As the server decides it (cashToCollect): the total of a cash-on-delivery order not paid yet.
  const cash = order.paymentMethod === 'cod' && order.paymentStatus === 'unpaid' ? order.summary.total : 0;

  const send = (courier: string) =>
    book.mutate(
      { orderId: order._id, courier },
      {
        onSuccess: (result) => {
          setAsking(null);
          toast.success(
            say({
              code: 'courier.booked',
              params: { courier: courierLabel(result.courier), consignment: result.consignmentId ?? '' },
            }),
          );
        },
        onError: () => setAsking(null),
      },
    );

  return (
    <>
      <BookingInfo detail={detail} />
      {bookable ? (
        <div className="grid gap-2">
          <FormFailure message={book.error ? errorMessage(book.error) : null} />
          <div className="flex flex-wrap gap-2">
            {couriers.map((courier) => (
              <Button
                key={courier.name}
                size="sm"
                disabled={book.isPending}
                onClick={() => setAsking(courier.name)}
              >
                <Truck aria-hidden="true" className="size-4" />
                {book.isPending && book.variables?.courier === courier.name
                  ? t('booking.booking')
                  : t('booking.bookWith', { courier: courierLabel(courier.name) })}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open && !book.isPending) setAsking(null);
        }}
        tone="primary"
        title={t('booking.oneTitle', {
          number: orderNumber(order._id),
          courier: courierLabel(asking ?? ''),
        })}
        question={
          cash > 0
            ? t('booking.collect', { courier: courierLabel(asking ?? ''), amount: format.taka(cash) })
            : t('booking.nothingToCollect', { courier: courierLabel(asking ?? '') })
        }
        confirmLabel={t('booking.bookWith', { courier: courierLabel(asking ?? '') })}
        busy={book.isPending}
        onConfirm={() => {
          if (asking) send(asking);
        }}
      />
    </>
  );
}

/** The booking, once there is one: courier, consignment, the parcel's status and tracking. */
function BookingInfo({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const say = useSay();
  const courierLabel = useCourierLabel();
  const trackingCode = detail.order.trackingCode ?? null;
  const status = detail.courierStatus;
  if (!detail.courier && !trackingCode) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 border-t border-line pt-3 text-sm">
      {detail.courier ? (
        <div>
          <dt className="text-muted">{t('order.courier')}</dt>
          <dd className="mt-0.5 font-medium">{courierLabel(detail.courier)}</dd>
        </div>
      ) : null}
      {status ? (
        <div>
          <dt className="text-muted">{t('order.courierStatus')}</dt>
          <dd className="mt-0.5 font-medium">{say({ code: `courier.status.${status}` })}</dd>
        </div>
      ) : null}
      {detail.consignmentId ? (
        <div>
          <dt className="text-muted">{t('order.consignment')}</dt>
          <dd className="mt-0.5 font-mono break-all">{detail.consignmentId}</dd>
        </div>
      ) : null}
      {trackingCode ? (
        <div>
          <dt className="text-muted">{t('order.trackingCode')}</dt>
          <dd className="mt-0.5 font-mono break-all">{trackingCode}</dd>
        </div>
      ) : null}
      {detail.trackingUrl ? (
        <div className="col-span-2">
          <dt className="sr-only">{t('order.tracking')}</dt>
          <dd>
            <a
              href={detail.trackingUrl}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 font-medium text-brand-800 hover:underline"
            >
              {t('order.trackingPage')}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
