import { type AdminOrderDetail, type CallOutcome, NOTE_MAX_LENGTH } from '@plantopia/shared';
import { Phone, PhoneCall } from 'lucide-react';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useFormat, useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useRecordCall } from '../../api/order-actions';
import { ConfirmDialog } from '../confirm-dialog';
import { ConfirmationBadge } from './confirmation-badge';
import { RiskSignals } from './risk-signals';

/** Whether the order waits for its confirmation call (a new cash-on-delivery order, or one that did not answer). */
export function awaitsCall(detail: AdminOrderDetail): boolean {
  return detail.confirmation === 'to_confirm' || detail.confirmation === 'no_answer';
}

/** The two outcomes that cancel the order, so they are asked again before they are sent. */
const CANCELLING: readonly CallOutcome[] = ['customer_cancelled', 'fake'];

/**
 * The confirmation call of a cash-on-delivery order (issue 23 item 3): who to call, what the shop knows
 * about the number, and the call's outcome. Confirmed moves the order on; no answer keeps it in the queue
 * to call again; cancelled by the customer and fake cancel it with that reason.
 */
export function ConfirmationCall({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const say = useSay();
  const format = useFormat();
  const noteId = useId();
  const { order } = detail;
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState<CallOutcome | null>(null);
  const record = useRecordCall();

  const send = (outcome: CallOutcome) =>
    record.mutate(
      { orderId: order._id, input: { outcome, ...(note.trim() ? { note: note.trim() } : {}) } },
      {
        onSuccess: () => {
          setNote('');
          toast.success(say({ code: 'order.call_recorded' }));
        },
        onError: (error) => toast.error(errorMessage(error, t('order.call.failed'))),
        onSettled: () => setAsking(null),
      },
    );
  const choose = (outcome: CallOutcome) =>
    CANCELLING.includes(outcome) ? setAsking(outcome) : send(outcome);
  const outcomeLabel = (outcome: CallOutcome) => say({ code: `order.call_outcome.${outcome}` });

  return (
    <section
      aria-labelledby="call-heading"
      className="rounded-card bg-sky-50/60 p-4 shadow-card ring-1 ring-sky-200 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="call-heading" className="flex items-center gap-2 text-base font-semibold text-ink">
          <PhoneCall aria-hidden="true" className="size-5 text-sky-800" />
          {t('order.call.heading')}
        </h2>
        <ConfirmationBadge state={detail.confirmation} />
      </div>
      <div className="mt-3 grid grid-cols-1 gap-5 lg:grid-cols-2">
        <div className="grid content-start gap-3">
          <p className="text-sm text-ink">
            {t('order.call.intro', { name: order.shipping.name, total: format.taka(order.summary.total) })}
          </p>
          <a
            href={`tel:${order.shipping.phone}`}
            className={buttonClasses({ variant: 'secondary', className: 'w-fit' })}
          >
            <Phone aria-hidden="true" className="size-4" />
            {t('order.call.dial', { phone: order.shipping.phone })}
          </a>
          {detail.callAttempts > 0 ? (
            <p className="text-sm text-muted">{t('order.call.attempts', { count: detail.callAttempts })}</p>
          ) : null}
          <div>
            <Label htmlFor={noteId}>{t('order.call.noteLabel')}</Label>
            <Textarea
              id={noteId}
              rows={2}
              maxLength={NOTE_MAX_LENGTH}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          {/* biome-ignore lint/a11y/useSemanticElements: a row of answers, not a form's fieldset. */}
          <div role="group" aria-label={t('order.call.outcomes')} className="flex flex-wrap gap-2">
            <Button disabled={record.isPending} onClick={() => choose('confirmed')}>
              {outcomeLabel('confirmed')}
            </Button>
            <Button variant="secondary" disabled={record.isPending} onClick={() => choose('no_answer')}>
              {outcomeLabel('no_answer')}
            </Button>
            <Button
              variant="secondary"
              className="text-danger"
              disabled={record.isPending}
              onClick={() => choose('customer_cancelled')}
            >
              {outcomeLabel('customer_cancelled')}
            </Button>
            <Button variant="danger" disabled={record.isPending} onClick={() => choose('fake')}>
              {outcomeLabel('fake')}
            </Button>
          </div>
        </div>
        <RiskSignals risk={detail.risk} />
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open && !record.isPending) setAsking(null);
        }}
        title={asking ? outcomeLabel(asking) : t('order.call.heading')}
        question={t('order.call.cancelQuestion')}
        confirmLabel={t('order.call.cancelConfirm')}
        busy={record.isPending}
        onConfirm={() => {
          if (asking) send(asking);
        }}
      />
    </section>
  );
}
