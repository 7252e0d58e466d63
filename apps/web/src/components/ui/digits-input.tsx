import { asciiDigits, inLocaleDigits } from '@plantopia/shared';
import { type ComponentProps, type Ref, useRef } from 'react';
import { useLocale } from '@/lib/i18n';
import { Input } from './field';

export interface DigitsInputProps extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue'> {
  /** The field's value in ASCII digits (a controlled field); shown in the page's digits. */
  value?: string | number;
  defaultValue?: string | number;
  /** `numeric` (whole numbers, postcodes), `decimal` (prices) or `tel`; phones keep their `type="tel"`. */
  inputMode?: 'numeric' | 'decimal' | 'tel';
}

function assignRef(ref: Ref<HTMLInputElement> | undefined, element: HTMLInputElement | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/**
 * A field for a number, phone or postcode whose digits show in the page's script: Bangla digits on a
 * Bangla page, whichever digits were typed. A text input rather than `type="number"`, which refuses
 * Bangla digits outright. The text handed on (`event.target.value`) is as shown, so readers pass it
 * through `asciiDigits` (the shared schemas already do); a `value` given in ASCII is shown converted.
 */
export function DigitsInput({
  value,
  defaultValue,
  inputMode = 'numeric',
  onChange,
  ref,
  ...props
}: DigitsInputProps) {
  const locale = useLocale();
  const shown = (text: string | number) => inLocaleDigits(asciiDigits(String(text)), locale);
  // The value the field was last rendered with. A controlled field shows it even when a change is refused
  // (a quantity typed above the stock snaps back): React restores it after every change, Preact only
  // when the owner renders again, and an owner whose value did not change does not (decision 040).
  const controlled = useRef(value);
  controlled.current = value;
  return (
    <Input
      type={inputMode === 'tel' ? 'tel' : 'text'}
      inputMode={inputMode}
      value={value === undefined ? undefined : shown(value)}
      defaultValue={defaultValue === undefined ? undefined : shown(defaultValue)}
      ref={(element) => {
        assignRef(ref, element);
        // A form library writes its stored (ASCII) value straight into the element when it attaches.
        if (element && element.value !== shown(element.value)) element.value = shown(element.value);
      }}
      onChange={(event) => {
        const input = event.target;
        const { selectionStart, selectionEnd } = input;
        // One digit for another keeps the text's length, so the caret stays where the shopper typed.
        if (input.value !== shown(input.value)) {
          input.value = shown(input.value);
          input.setSelectionRange(selectionStart, selectionEnd);
        }
        onChange?.(event);
        // After the owner's render, which Preact runs in a microtask queued by the change itself.
        queueMicrotask(() => {
          const current = controlled.current;
          if (current !== undefined && input.value !== shown(current)) input.value = shown(current);
        });
      }}
      {...props}
    />
  );
}

/** A number as a `DigitsInput` hands it on, or NaN: '১২.৫' → 12.5; empty text is NaN, not 0. */
export function readDigits(text: string): number {
  const plain = asciiDigits(text).trim();
  return plain === '' ? Number.NaN : Number(plain);
}
