import { clsx } from 'clsx';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { controlClasses, Input, Label, Select } from '@/components/ui/field';
import type { FieldSpec } from '../lib/product-fields';
import { optionLabel } from '../lib/product-fields';
import type { ProductFormValues } from '../lib/product-form-values';
import { ListField } from './list-field';

/** 'Price (৳)' → 'Price': the name used in an error message beside the field. */
function shortLabel(label: string): string {
  return label.replace(/\s*\(.*\)$/, '');
}

function errorText(form: UseFormReturn<ProductFormValues>, spec: FieldSpec): string | undefined {
  const error = form.formState.errors[spec.name];
  if (!error) return undefined;
  // A list reports the first bad entry.
  const message = error.message ?? (Array.isArray(error) ? error.find(Boolean)?.message : undefined);
  return message ? `${shortLabel(spec.label)} ${message}` : undefined;
}

/** One field of a product form, drawn as its schema says: text, number, select, checkbox or list. */
export function ProductField({
  form,
  spec,
  formId,
}: {
  form: UseFormReturn<ProductFormValues>;
  spec: FieldSpec;
  formId: string;
}) {
  const id = `${formId}-${spec.name}`;
  const error = errorText(form, spec);
  const described =
    [spec.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const a11y = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described };
  const invalid = error ? 'border-danger!' : undefined;
  const { control } = spec;

  if (control.kind === 'list') {
    return (
      <Controller
        control={form.control}
        name={spec.name}
        render={({ field }) => (
          <ListField
            id={id}
            label={spec.label}
            value={(field.value as string[]) ?? []}
            onChange={field.onChange}
            error={error}
          />
        )}
      />
    );
  }

  if (control.kind === 'checkbox') {
    return (
      <div>
        <label
          htmlFor={id}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 ring-1 ring-line hover:bg-brand-50"
        >
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            {...a11y}
            {...form.register(spec.name)}
          />
          <span className="text-sm font-medium">{spec.label}</span>
        </label>
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  let input: React.ReactNode;
  if (control.kind === 'select') {
    input = (
      <Select className={invalid} {...a11y} {...form.register(spec.name)}>
        {control.options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </Select>
    );
  } else if (control.kind === 'number') {
    const empty = control.nullable ? null : undefined;
    input = (
      <Input
        type="number"
        inputMode="decimal"
        step={control.step}
        min={control.min}
        max={control.max}
        className={invalid}
        {...a11y}
        {...form.register(spec.name, {
          setValueAs: (value: unknown) =>
            value === '' || value === null || value === undefined ? empty : Number(value),
        })}
      />
    );
  } else if (control.kind === 'textarea') {
    input = (
      <textarea
        rows={spec.name === 'description' ? 4 : 3}
        maxLength={control.maxLength}
        className={clsx(controlClasses, 'py-2', invalid)}
        {...a11y}
        {...form.register(spec.name)}
      />
    );
  } else {
    input = (
      <Input
        type="text"
        maxLength={control.maxLength}
        className={invalid}
        {...a11y}
        {...form.register(spec.name)}
      />
    );
  }

  return (
    <div className={control.kind === 'textarea' ? 'sm:col-span-2' : undefined}>
      <Label htmlFor={id}>
        {spec.label}
        {spec.required ? (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {input}
      {spec.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {spec.hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
