import { clsx } from 'clsx';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DigitsInput, readDigits } from '@/components/ui/digits-input';
import { controlClasses, Input, Label, Select } from '@/components/ui/field';
import { useCategoryText } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useFieldError } from '../lib/field-error';
import { type FieldSpec, optionLabel } from '../lib/product-fields';
import type { ProductFormValues } from '../lib/product-form-values';
import { ListField } from './list-field';

/** 'Price (৳)' → 'Price': the name used in an error message beside the field. */
function shortLabel(label: string): string {
  return label.replace(/\s*\(.*\)$/, '');
}

function errorText(
  form: UseFormReturn<ProductFormValues>,
  spec: FieldSpec,
  label: string,
  fieldError: (label: string, reason: string) => string,
): string | undefined {
  const error = form.formState.errors[spec.name];
  if (!error) return undefined;
  // A list reports the first bad entry.
  const message = error.message ?? (Array.isArray(error) ? error.find(Boolean)?.message : undefined);
  return message ? fieldError(shortLabel(label), message) : undefined;
}

/** One field of a product form, drawn as its schema says: text, number, select, checkbox or list. */
export function ProductField({
  form,
  spec,
  formId,
  lang,
  wide = true,
}: {
  form: UseFormReturn<ProductFormValues>;
  spec: FieldSpec;
  formId: string;
  /** The language typed into the field ('bn' for the Bangla twins): fonts, spell-check, screen readers. */
  lang?: string;
  /** A paragraph box takes the whole row of a two-column section (not in a side-by-side pair). */
  wide?: boolean;
}) {
  const { t } = useTranslation('adminCatalog');
  const categoryText = useCategoryText();
  const label = t(spec.labelKey);
  const hint = spec.hintKey ? t(spec.hintKey) : undefined;
  // A subcategory is named as the shop names it; the other choices have their words in the catalog
  // (a choice the schema gains before the catalogs do still reads in English).
  const optionText = (option: string) =>
    spec.name === 'subcategory'
      ? categoryText.subcategory(option)
      : t(`productFields.options.${option || 'notSpecified'}`, { defaultValue: optionLabel(option) });
  const id = `${formId}-${spec.name}`;
  const fieldError = useFieldError();
  const error = errorText(form, spec, label, fieldError);
  const described =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const a11y = { id, lang, 'aria-invalid': error ? true : undefined, 'aria-describedby': described };
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
            label={label}
            value={(field.value as string[]) ?? []}
            onChange={field.onChange}
            error={error}
            lang={lang}
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
          <span className="text-sm font-medium">{label}</span>
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
            {optionText(option)}
          </option>
        ))}
      </Select>
    );
  } else if (control.kind === 'number') {
    const empty = control.nullable ? null : undefined;
    input = (
      <DigitsInput
        inputMode={control.step === 1 ? 'numeric' : 'decimal'}
        className={invalid}
        {...a11y}
        {...form.register(spec.name, {
          setValueAs: (value: unknown) =>
            value === '' || value === null || value === undefined ? empty : readDigits(String(value)),
        })}
      />
    );
  } else if (control.kind === 'textarea') {
    input = (
      <textarea
        rows={spec.name.startsWith('description') ? 4 : 3}
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
    <div className={control.kind === 'textarea' && wide ? 'sm:col-span-2' : undefined}>
      <Label htmlFor={id}>
        {label}
        {spec.required ? (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {input}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
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
