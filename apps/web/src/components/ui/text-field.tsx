import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { DigitsInput, type DigitsInputProps } from './digits-input';
import { Input, Label } from './field';

export interface TextFieldProps extends ComponentProps<'input'> {
  /** The visible label (docs/api.md names: Full Name, Email, Password …). */
  label: string;
  /** A validation message shown under the field and announced with it. */
  error?: string;
  hint?: ReactNode;
  /** A number, phone or postcode: shown in the page's digits (`DigitsInput`), typed in either script. */
  digits?: DigitsInputProps['inputMode'];
}

/** A labelled input with its hint and error wired to it (`aria-describedby`, `aria-invalid`). */
export function TextField({ label, error, hint, id, className, digits, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const control = {
    id: inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    className: error ? 'border-danger!' : undefined,
  };
  return (
    <div className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      {digits ? (
        <DigitsInput {...control} {...(props as DigitsInputProps)} inputMode={digits} />
      ) : (
        <Input {...control} {...props} />
      )}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
