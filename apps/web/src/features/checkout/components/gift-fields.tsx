import { GIFT_NOTE_MAX } from '@plantopia/shared';
import { clsx } from 'clsx';
import { Gift, MapPin } from 'lucide-react';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Label, Textarea } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import type { CheckoutFormInput } from '../lib/checkout-form';

export interface GiftFieldsProps {
  register: UseFormRegister<CheckoutFormInput>;
  errors: FieldErrors<CheckoutFormInput>;
  /** "This is a gift" is ticked: its fields show. */
  isGift: boolean;
  /** How many characters the note holds now, for its counter. */
  noteLength: number;
  /** False when the shop takes no online payment, which a gift needs (docs/behaviour.md §9). */
  available: boolean;
  className?: string;
}

/**
 * "This is a gift" at checkout (docs/behaviour.md §9): ticked, it asks for the recipient's name and
 * mobile number (the courier calls them; the address typed below is theirs), a note printed on the
 * packing slip, and whether to text them when it ships.
 */
export function GiftFields({ register, errors, isGift, noteLength, available, className }: GiftFieldsProps) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const id = useId();
  const fieldMessage = (label: string, message: string | undefined) =>
    message ? t('form.fieldError', { label, message }) : undefined;
  const noteError = fieldMessage(t('gift.note'), errors.gift?.note?.message);
  return (
    <fieldset
      className={clsx(
        'rounded-lg ring-1 ring-line ring-inset',
        isGift ? 'bg-brand-50/50 ring-brand-200' : undefined,
        className,
      )}
    >
      <legend className="sr-only">{t('gift.legend')}</legend>
      <div className="px-3 pt-1 pb-2.5">
        <label
          className={clsx(
            'flex min-h-11 items-center gap-3 text-sm font-semibold text-ink',
            available ? 'cursor-pointer' : 'cursor-not-allowed',
          )}
        >
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-brand-700"
            disabled={!available}
            aria-describedby={`${id}-toggle-hint`}
            {...register('isGift')}
          />
          <Gift aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          {t('gift.toggle')}
        </label>
        <p id={`${id}-toggle-hint`} className="pl-8 text-sm text-muted">
          {t(available ? 'gift.toggleHint' : 'gift.unavailable')}
        </p>
      </div>
      {isGift ? (
        <div className="grid gap-4 border-t border-brand-100 px-3 pt-4 pb-3 sm:grid-cols-2">
          <TextField
            label={t('gift.recipientName')}
            autoComplete="off"
            required
            error={fieldMessage(t('gift.recipientName'), errors.gift?.recipientName?.message)}
            {...register('gift.recipientName')}
          />
          <TextField
            label={t('gift.recipientPhone')}
            type="tel"
            digits="tel"
            autoComplete="off"
            hint={t('gift.recipientPhoneHint')}
            required
            error={fieldMessage(t('gift.recipientPhone'), errors.gift?.recipientPhone?.message)}
            {...register('gift.recipientPhone')}
          />
          <div className="sm:col-span-2">
            <Label htmlFor={`${id}-note`}>{t('gift.note')}</Label>
            <Textarea
              id={`${id}-note`}
              rows={3}
              maxLength={GIFT_NOTE_MAX}
              aria-invalid={noteError ? true : undefined}
              aria-describedby={[`${id}-note-hint`, noteError ? `${id}-note-error` : '']
                .filter(Boolean)
                .join(' ')}
              className={noteError ? 'border-danger!' : undefined}
              {...register('gift.note')}
            />
            <p id={`${id}-note-hint`} className="mt-1.5 text-xs text-muted">
              {t('gift.noteHint', {
                count: format.number(noteLength),
                max: format.number(GIFT_NOTE_MAX),
              })}
            </p>
            {noteError ? (
              <p id={`${id}-note-error`} className="mt-1.5 text-sm font-medium text-danger">
                {noteError}
              </p>
            ) : null}
          </div>
          <div className="sm:col-span-2">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-brand-700"
                aria-describedby={`${id}-notify-hint`}
                {...register('gift.notifyRecipient')}
              />
              {t('gift.notify')}
            </label>
            <p id={`${id}-notify-hint`} className="pl-8 text-sm text-muted">
              {t('gift.notifyHint')}
            </p>
          </div>
          <p className="flex items-start gap-2 text-sm font-medium text-ink sm:col-span-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {t('gift.addressBelow')}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
