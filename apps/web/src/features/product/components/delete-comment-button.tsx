import { Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';

/** Deleting asks Yes or No in place (docs/behaviour.md §16.1). Focus moves to "No", the safe answer. */
export function DeleteCommentButton({
  what,
  busy,
  onConfirm,
}: {
  what: 'comment' | 'reply';
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('product');
  const questionId = useId();
  const [confirming, setConfirming] = useState(false);
  const noRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const answered = useRef(false);

  useEffect(() => {
    if (confirming) noRef.current?.focus();
    else if (answered.current) deleteRef.current?.focus();
  }, [confirming]);

  if (!confirming) {
    return (
      <button
        ref={deleteRef}
        type="button"
        onClick={() => setConfirming(true)}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-danger hover:underline"
      >
        <Trash2 aria-hidden="true" className="size-3.5" />
        {t('comments.delete')}
      </button>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2 text-sm">
      <span id={questionId} className="font-medium text-ink">
        {what === 'comment' ? t('comments.confirmComment') : t('comments.confirmReply')}
      </span>
      <button
        type="button"
        aria-describedby={questionId}
        disabled={busy}
        onClick={onConfirm}
        className="rounded-md bg-danger px-2.5 py-1 font-semibold text-white hover:bg-red-800 disabled:opacity-55"
      >
        {t('comments.yes')}
      </button>
      <button
        ref={noRef}
        type="button"
        aria-describedby={questionId}
        disabled={busy}
        onClick={() => {
          answered.current = true;
          setConfirming(false);
        }}
        className="rounded-md px-2.5 py-1 font-semibold text-brand-800 ring-1 ring-line hover:bg-brand-50"
      >
        {t('comments.no')}
      </button>
    </span>
  );
}
