import {
  type CodedMessage,
  type CourierBookingResult,
  type CourierInfo,
  MAX_BULK_BOOKING,
  orderNumber,
} from '@plantopia/shared';
import { CircleCheck, CircleX, ExternalLink } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useBookCouriers, useCourierLabel } from '../../api/couriers';
import { FormFailure } from '../panel-states';
import { orderHref } from './order-links';

/**
 * Books a selection of orders with one courier (issue 23 item 5): the courier is chosen (when the shop
 * has more than one), the selection is sent in one request, and each order's outcome is listed: booked
 * with its consignment, or not booked with why (the courier's own words when it refused). `onClose` says
 * whether a booking was made, so the selection it was made for can be cleared.
 */
export function BulkBookingDialog({
  ids,
  couriers,
  onClose,
}: {
  ids: readonly string[];
  couriers: readonly CourierInfo[];
  onClose: (booked: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const courierLabel = useCourierLabel();
  const formId = useId();
  const [courier, setCourier] = useState(couriers[0]?.name ?? '');
  const book = useBookCouriers();
  const results = book.data;
  const close = () => {
    if (!book.isPending) onClose(results !== undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (courier && ids.length <= MAX_BULK_BOOKING) book.mutate({ ids, courier });
  };

  if (results) {
    return (
      <Modal
        open
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={t('booking.resultsTitle', { courier: courierLabel(courier) })}
        className="sm:max-w-xl"
        footer={<Button onClick={close}>{t('booking.done')}</Button>}
      >
        <BookingResults results={results} />
      </Modal>
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      closable={!book.isPending}
      title={t('booking.title', { count: ids.length })}
      description={t('booking.text')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={book.isPending}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={book.isPending || !courier}>
            {book.isPending
              ? t('booking.booking')
              : t('booking.confirm', { count: ids.length, courier: courierLabel(courier) })}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="grid gap-4" aria-busy={book.isPending}>
        <FormFailure message={book.error ? errorMessage(book.error) : null} />
        {couriers.length > 1 ? (
          <fieldset disabled={book.isPending}>
            <legend className="mb-1.5 text-sm font-medium text-ink">{t('booking.courier')}</legend>
            <div className="grid gap-1">
              {couriers.map((option) => (
                <label
                  key={option.name}
                  className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-brand-50"
                >
                  <input
                    type="radio"
                    name={`${formId}-courier`}
                    value={option.name}
                    checked={courier === option.name}
                    className="size-4 accent-brand-700"
                    onChange={() => setCourier(option.name)}
                  />
                  <span className="text-sm">{courierLabel(option.name)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <p className="text-sm">
            <span className="text-muted">{t('booking.courier')}:</span>{' '}
            <span className="font-medium">{courierLabel(courier)}</span>
          </p>
        )}
        {book.isPending ? (
          <p role="status" className="text-sm text-muted">
            {t('booking.waiting')}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

/** Each order's outcome, the ones not booked first (they need staff); the summary takes the focus. */
function BookingResults({ results }: { results: readonly CourierBookingResult[] }) {
  const { t, i18n } = useTranslation('admin');
  const say = useSay();
  const summary = useRef<HTMLParagraphElement>(null);
  useEffect(() => summary.current?.focus(), []);
  const booked = results.filter((result) => result.outcome === 'booked').length;
  const shown = [
    ...results.filter((result) => result.outcome === 'refused'),
    ...results.filter((result) => result.outcome === 'booked'),
  ];
  const why = (result: CourierBookingResult): string => {
    const reason = result.reason;
    if (reason && i18n.exists(`messages:${reason.code}`)) return say(reason as CodedMessage);
    return result.courierMessage ?? t('booking.notBookedNoReason');
  };
  return (
    <div className="grid gap-3">
      <p ref={summary} tabIndex={-1} className="font-semibold text-ink outline-none">
        {say({ code: 'courier.bulk_booked', params: { booked, refused: results.length - booked } })}
      </p>
      <ul aria-label={t('booking.resultsList')} className="divide-y divide-line">
        {shown.map((result) => {
          const ok = result.outcome === 'booked';
          const reason = ok ? null : why(result);
          const Icon = ok ? CircleCheck : CircleX;
          return (
            <li key={result.orderId} className="flex gap-3 py-2.5">
              <Icon
                aria-hidden="true"
                className={
                  ok ? 'mt-0.5 size-5 shrink-0 text-brand-700' : 'mt-0.5 size-5 shrink-0 text-danger'
                }
              />
              <div className="min-w-0 text-sm">
                <p>
                  <Link
                    to={orderHref(result.orderId)}
                    className="font-mono font-semibold text-brand-800 hover:underline"
                  >
                    #{orderNumber(result.orderId)}
                  </Link>{' '}
                  <span className={ok ? 'font-medium text-brand-800' : 'font-medium text-danger'}>
                    {ok ? t('booking.booked') : t('booking.notBooked')}
                  </span>
                </p>
                {ok ? (
                  <p className="mt-0.5 flex flex-wrap gap-x-3 text-muted">
                    {result.consignmentId ? (
                      <span>{t('booking.consignment', { id: result.consignmentId })}</span>
                    ) : null}
                    {result.trackingUrl ? (
                      <a
                        href={result.trackingUrl}
                        target="_blank"
                        rel="noopener"
                        className="inline-flex items-center gap-1 text-brand-800 hover:underline"
                      >
                        {t('booking.trackingPage')}
                        <ExternalLink aria-hidden="true" className="size-3.5" />
                      </a>
                    ) : null}
                  </p>
                ) : (
                  <>
                    <p className="mt-0.5 break-words">{reason}</p>
                    {result.courierMessage && !reason?.includes(result.courierMessage) ? (
                      <p className="mt-0.5 break-words text-muted">
                        {t('booking.courierSaid', { message: result.courierMessage })}
                      </p>
                    ) : null}
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
