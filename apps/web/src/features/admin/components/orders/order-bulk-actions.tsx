import { type AdminOrderRow, MAX_BULK_BOOKING } from '@plantopia/shared';
import { Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/react';
import { useCourierLabel, useCouriers } from '../../api/couriers';
import type { Selection } from '../data-table/data-table';
import { BulkBookingDialog } from './bulk-booking-dialog';
import { PrintLinks } from './print-links';

/**
 * What staff do to several orders at once, from the orders table's selection (issue 23 items 5 and 6):
 * book them with a courier the shop has set up (offered only when there is one), and print their
 * shipping labels or packing slips. `selection.ids` holds every selected order (across pages);
 * `selection.clear()` empties it once a booking's results are read.
 */
export function OrderBulkActions({ selection }: { selection: Selection<AdminOrderRow> }) {
  const { t } = useTranslation('admin');
  const { couriers } = useCouriers();
  const courierLabel = useCourierLabel();
  const [booking, setBooking] = useState(false);
  const hintId = useId();
  const tooMany = selection.ids.length > MAX_BULK_BOOKING;
  return (
    <>
      {couriers.length > 0 ? (
        <>
          <Button
            size="sm"
            disabled={tooMany}
            aria-describedby={tooMany ? hintId : undefined}
            onClick={() => setBooking(true)}
          >
            <Truck aria-hidden="true" className="size-4" />
            {couriers.length === 1
              ? t('booking.bookWith', { courier: courierLabel(couriers[0]!.name) })
              : t('booking.bookWithCourier')}
          </Button>
          {tooMany ? (
            <span id={hintId} className="text-sm text-amber-800">
              {t('booking.tooMany', { max: MAX_BULK_BOOKING })}
            </span>
          ) : null}
        </>
      ) : null}
      <PrintLinks ids={selection.ids} />
      {booking ? (
        <BulkBookingDialog
          ids={selection.ids}
          couriers={couriers}
          onClose={(booked) => {
            setBooking(false);
            if (booked) selection.clear();
          }}
        />
      ) : null}
    </>
  );
}
