import { type AdminOrderDetail, NOTE_MAX_LENGTH, RETURN_REASONS, type ReturnReason } from '@plantopia/shared';
import { PackageX, Undo2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useRecordDeliveryAttempt, useRecordReturn } from '../../api/order-actions';
import { FormFailure } from '../panel-states';

type Open = 'attempt' | 'return' | null;

/**
 * What happens to a shipped parcel besides its delivery (issue 23 item 4): a delivery attempt that failed
 * (the order stays shipped, the attempt is on its timeline) and a parcel that came back (returned, with
 * its reason; its stock goes back unless it is damaged).
 */
export function ParcelActions({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<Open>(null);
  if (detail.order.status !== 'shipped') return null;
  return (
    <div className="grid gap-2">
      {detail.deliveryAttempts > 0 ? (
        <p className="text-sm text-muted">{t('order.parcel.attempts', { count: detail.deliveryAttempts })}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setOpen('attempt')}>
          <PackageX aria-hidden="true" className="size-4" />
          {t('order.parcel.attempt')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setOpen('return')}>
          <Undo2 aria-hidden="true" className="size-4" />
          {t('order.parcel.cameBack')}
        </Button>
      </div>
      {open === 'attempt' ? <AttemptDialog orderId={detail.order._id} onClose={() => setOpen(null)} /> : null}
      {open === 'return' ? <ReturnDialog orderId={detail.order._id} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

function NoteField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{t('order.parcel.note')}</Label>
      <Textarea
        id={id}
        rows={2}
        maxLength={NOTE_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

const withNote = (note: string) => (note.trim() ? { note: note.trim() } : {});

function AttemptDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const say = useSay();
  const formId = useId();
  const [note, setNote] = useState('');
  const record = useRecordDeliveryAttempt();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { orderId, input: withNote(note) },
      {
        onSuccess: () => {
          toast.success(say({ code: 'order.delivery_attempt_recorded' }));
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !record.isPending) onClose();
      }}
      title={t('order.parcel.attemptTitle')}
      description={t('order.parcel.attemptText')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={record.isPending}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={record.isPending}>
            {record.isPending ? t('confirm.working') : t('order.parcel.attemptConfirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="grid gap-4">
        <FormFailure message={record.error ? errorMessage(record.error) : null} />
        <NoteField value={note} onChange={setNote} />
      </form>
    </Modal>
  );
}

function ReturnDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const say = useSay();
  const formId = useId();
  const [reason, setReason] = useState<ReturnReason>('refused');
  const [restock, setRestock] = useState(true);
  const [note, setNote] = useState('');
  const record = useRecordReturn();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      { orderId, input: { reason, restock, ...withNote(note) } },
      {
        onSuccess: () => {
          toast.success(say({ code: 'order.return_recorded' }));
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !record.isPending) onClose();
      }}
      title={t('order.parcel.returnTitle')}
      description={t('order.parcel.returnText')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={record.isPending}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={record.isPending}>
            {record.isPending ? t('confirm.working') : t('order.parcel.returnConfirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="grid gap-4">
        <FormFailure message={record.error ? errorMessage(record.error) : null} />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">{t('order.parcel.reason')}</legend>
          <div className="grid gap-1">
            {RETURN_REASONS.map((value) => (
              <label
                key={value}
                className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${formId}-reason`}
                  value={value}
                  checked={reason === value}
                  className="size-4 accent-brand-700"
                  onChange={() => {
                    setReason(value);
                    // A damaged parcel cannot go back on the shelf; anything else usually can.
                    setRestock(value !== 'damaged');
                  }}
                />
                <span className="text-sm">{say({ code: `order.return_reason.${value}` })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-700"
            checked={restock}
            onChange={(event) => setRestock(event.target.checked)}
          />
          <span className="text-sm">
            <span className="font-medium">{t('order.parcel.restock')}</span>
            <span className="block text-muted">{t('order.parcel.restockHint')}</span>
          </span>
        </label>
        <NoteField value={note} onChange={setNote} />
      </form>
    </Modal>
  );
}
