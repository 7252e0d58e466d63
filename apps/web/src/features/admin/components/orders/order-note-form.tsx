import { NOTE_MAX_LENGTH } from '@plantopia/shared';
import { type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Label, Textarea } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useAddOrderNote } from '../../api/order-actions';

/** Adds an internal note to the order's timeline: read by the shop's staff, never by the customer. */
export function OrderNoteForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin');
  const say = useSay();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddOrderNote();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const note = text.trim();
    if (!note) {
      setError(t('order.note.empty'));
      return;
    }
    setError(null);
    add.mutate(
      { orderId, input: { text: note } },
      {
        onSuccess: () => {
          setText('');
          toast.success(say({ code: 'order.note_added' }));
        },
        onError: (failure) => setError(errorMessage(failure, t('order.note.failed'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-5 border-t border-line pt-4">
      <Label htmlFor={id}>{t('order.note.label')}</Label>
      <Textarea
        id={id}
        value={text}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {t('order.note.hint')}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="sm" className="mt-2" disabled={add.isPending}>
        {add.isPending ? t('order.note.adding') : t('order.note.add')}
      </Button>
    </form>
  );
}
