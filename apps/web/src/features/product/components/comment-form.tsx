import { COMMENT_MAX_LENGTH } from '@plantopia/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/field';
import { useTranslation } from '@/lib/i18n/react';

export interface CommentFormProps {
  label: string;
  submitLabel: string;
  placeholder?: string;
  busy: boolean;
  /** Resolves true when the text was accepted (the form then empties). */
  onSubmit: (text: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A labelled text box for a comment or a reply; whitespace-only text is ignored (docs/behaviour.md §1.2). */
export function CommentForm({
  label,
  submitLabel,
  placeholder,
  busy,
  onSubmit,
  onCancel,
  autoFocus = false,
}: CommentFormProps) {
  const { t } = useTranslation('product');
  const id = useId();
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || busy) return;
    if (await onSubmit(text.trim())) setText('');
  }

  return (
    <form onSubmit={submit} className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <Textarea
        id={id}
        value={text}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        placeholder={placeholder}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('comments.cancel')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={blank || busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
