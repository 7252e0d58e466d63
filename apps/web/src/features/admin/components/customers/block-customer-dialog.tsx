import { type AdminCustomerDetail, BLOCK_REASON_MAX_LENGTH } from '@plantopia/shared';
import { Ban, CircleCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useBlockCustomer, useUnblockCustomer } from '../../api/customer-block';
import { ConfirmDialog } from '../confirm-dialog';
import { FormFailure } from '../panel-states';

/**
 * The admin's block on a customer's ordering (issue 24 item 4): a button that opens a dialog asking why
 * (the reason is the shop's own; the shopper is only told they cannot order), or, once blocked, one that
 * asks to confirm letting them order again.
 */
export function BlockControl({ detail }: { detail: AdminCustomerDetail }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const { blocked, name } = detail.customer;
  return (
    <>
      <Button variant={blocked ? 'secondary' : 'danger'} size="sm" onClick={() => setOpen(true)}>
        {blocked ? (
          <CircleCheck aria-hidden="true" className="size-4" />
        ) : (
          <Ban aria-hidden="true" className="size-4" />
        )}
        {blocked ? t('customer.unblock') : t('customer.block')}
      </Button>
      {open && blocked ? (
        <UnblockDialog id={detail.customer._id} name={name} onClose={() => setOpen(false)} />
      ) : null}
      {open && !blocked ? (
        <BlockDialog id={detail.customer._id} name={name} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

function BlockDialog({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const say = useSay();
  const formId = useId();
  const fieldId = useId();
  const hintId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const block = useBlockCustomer();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    block.mutate(
      { id, input: { reason: reason.trim() } },
      {
        onSuccess: () => {
          toast.success(say({ code: 'customer.blocked', params: { name } }));
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !block.isPending) onClose();
      }}
      title={t('customer.blockTitle', { name })}
      description={t('customer.blockText')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={block.isPending}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" variant="danger" form={formId} disabled={block.isPending}>
            {block.isPending ? t('confirm.working') : t('customer.blockConfirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
        <FormFailure message={block.error ? errorMessage(block.error) : null} />
        <div>
          <Label htmlFor={fieldId}>{t('customer.blockReason')}</Label>
          <Textarea
            id={fieldId}
            rows={3}
            required
            maxLength={BLOCK_REASON_MAX_LENGTH}
            value={reason}
            aria-invalid={missing || undefined}
            aria-describedby={hintId}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
          />
          <p id={hintId} className={missing ? 'mt-1 text-sm text-danger' : 'mt-1 text-sm text-muted'}>
            {missing ? say({ code: 'field.required' }) : t('customer.blockReasonHint')}
          </p>
        </div>
      </form>
    </Modal>
  );
}

function UnblockDialog({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const say = useSay();
  const unblock = useUnblockCustomer();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open && !unblock.isPending) onClose();
      }}
      title={t('customer.unblockTitle', { name })}
      question={
        <>
          {t('customer.unblockText')}
          {unblock.error ? (
            <span className="mt-2 block text-danger">{errorMessage(unblock.error)}</span>
          ) : null}
        </>
      }
      confirmLabel={t('customer.unblockConfirm')}
      tone="primary"
      busy={unblock.isPending}
      onConfirm={() =>
        unblock.mutate(
          { id, input: null },
          {
            onSuccess: () => {
              toast.success(say({ code: 'customer.unblocked', params: { name } }));
              onClose();
            },
          },
        )
      }
    />
  );
}
