import {
  asciiDigits,
  chosenOptions,
  labelIn,
  MAX_OPTION_VALUES,
  MAX_OPTIONS,
  type ProductOption,
  type VariantInput,
} from '@plantopia/shared';
import { Plus, X } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/field';
import { useLocale } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useFieldError } from '../lib/field-error';
import type { ProductFormValues } from '../lib/product-form-values';
import { variantRows } from '../lib/variant-rows';

/** The first reason anywhere in a nested field error (an option's value, a variant's price). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const nested of Object.values(error)) {
    const found = firstMessage(nested);
    if (found) return found;
  }
  return undefined;
}

const shown = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : String(value);

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(asciiDigits(text.trim())));

/**
 * The product's options and, for every choice of their values, a variant with its own price, "was"
 * price, SKU, stock, weight and image (docs/decisions/038). Both languages side by side; on a phone
 * each variant is a card. Changing the options rewrites the variants at once, keeping the rows whose
 * values remain. While there are options, the product's own price, stock and weight are the first
 * variant's.
 */
export function VariantsEditor({ form, formId }: { form: UseFormReturn<ProductFormValues>; formId: string }) {
  const { t } = useTranslation('adminCatalog');
  const locale = useLocale();
  const options = (form.watch('options') as ProductOption[] | undefined) ?? [];
  const variants = (form.watch('variants') as VariantInput[] | undefined) ?? [];
  const fieldError = useFieldError();
  const reason = firstMessage(form.formState.errors.options) ?? firstMessage(form.formState.errors.variants);

  function write(nextOptions: ProductOption[], nextVariants: VariantInput[]) {
    form.setValue('options', nextOptions, { shouldDirty: true });
    form.setValue('variants', nextVariants, { shouldDirty: true });
    const first = nextVariants[0];
    if (first) {
      form.setValue('price', first.price, { shouldDirty: true });
      form.setValue('shippingWeightKg', first.shippingWeightKg, { shouldDirty: true });
      form.setValue('stock', first.stock ?? 0, { shouldDirty: true });
    }
  }

  function setOptions(next: ProductOption[]) {
    const start = {
      price: Number(form.getValues('price')) || 0,
      shippingWeightKg: Number(form.getValues('shippingWeightKg')) || 1,
    };
    write(next, variantRows(next, variants, start));
  }

  function setOption(index: number, change: (option: ProductOption) => ProductOption) {
    setOptions(options.map((option, i) => (i === index ? change(option) : option)));
  }

  function setVariant(index: number, change: Partial<VariantInput>) {
    write(
      options,
      variants.map((row, i) => (i === index ? { ...row, ...change } : row)),
    );
  }

  return (
    <fieldset className="grid gap-4 border-t border-line pt-6" data-testid="variants-editor">
      <legend className="float-left mb-1 w-full text-base font-semibold">{t('variants.heading')}</legend>
      <p className="-mt-2 text-sm text-muted">{t('variants.intro')}</p>

      {options.map((option, index) => {
        const id = `${formId}-option-${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: at most two options, edited in place; their place is their identity.
          <fieldset key={index} className="grid gap-3 rounded-card p-3 ring-1 ring-line sm:p-4">
            <legend className="px-1 text-sm font-semibold">
              {t('variants.option', { number: index + 1 })}
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <Label htmlFor={`${id}-name`}>{t('variants.optionName')}</Label>
                <Input
                  id={`${id}-name`}
                  value={option.name.en}
                  onChange={(event) =>
                    setOption(index, (o) => ({ ...o, name: { ...o.name, en: event.target.value } }))
                  }
                />
              </div>
              <div>
                <Label htmlFor={`${id}-name-bn`}>{t('variants.optionNameBn')}</Label>
                <Input
                  id={`${id}-name-bn`}
                  lang="bn"
                  value={option.name.bn ?? ''}
                  onChange={(event) =>
                    setOption(index, (o) => ({ ...o, name: { ...o.name, bn: event.target.value } }))
                  }
                />
              </div>
            </div>
            <ul className="grid gap-2">
              {option.values.map((value, valueIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: values are edited in place; their place is their identity.
                <li key={valueIndex} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
                  <div>
                    <Label htmlFor={`${id}-value-${valueIndex}`}>
                      {t('variants.value', { number: valueIndex + 1 })}
                    </Label>
                    <Input
                      id={`${id}-value-${valueIndex}`}
                      value={value.en}
                      onChange={(event) =>
                        setOption(index, (o) => ({
                          ...o,
                          values: o.values.map((v, i) =>
                            i === valueIndex ? { ...v, en: event.target.value } : v,
                          ),
                        }))
                      }
                    />
                  </div>
                  <div>
                    <Label htmlFor={`${id}-value-${valueIndex}-bn`}>
                      {t('variants.valueBn', { number: valueIndex + 1 })}
                    </Label>
                    <Input
                      id={`${id}-value-${valueIndex}-bn`}
                      lang="bn"
                      value={value.bn ?? ''}
                      onChange={(event) =>
                        setOption(index, (o) => ({
                          ...o,
                          values: o.values.map((v, i) =>
                            i === valueIndex ? { ...v, bn: event.target.value } : v,
                          ),
                        }))
                      }
                    />
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('variants.removeValue', { number: valueIndex + 1, option: index + 1 })}
                    disabled={option.values.length === 1}
                    onClick={() =>
                      setOption(index, (o) => ({ ...o, values: o.values.filter((_, i) => i !== valueIndex) }))
                    }
                    className="shrink-0 text-muted hover:text-danger"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={option.values.length >= MAX_OPTION_VALUES}
                onClick={() =>
                  setOption(index, (o) => ({ ...o, values: [...o.values, { en: '', bn: null }] }))
                }
              >
                <Plus aria-hidden="true" className="size-4" />
                {t('variants.addValue')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setOptions(options.filter((_, i) => i !== index))}
              >
                {t('variants.removeOption', { number: index + 1 })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button
          variant="secondary"
          disabled={options.length >= MAX_OPTIONS}
          onClick={() =>
            setOptions([...options, { name: { en: '', bn: null }, values: [{ en: '', bn: null }] }])
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('variants.addOption')}
        </Button>
      </div>

      {options.length > 0 && variants.length > 0 ? (
        <section aria-labelledby={`${formId}-variants`} className="grid gap-3">
          <h3 id={`${formId}-variants`} className="text-sm font-semibold">
            {t('variants.variantsHeading')}
          </h3>
          {variants.map((row, index) => {
            const id = `${formId}-variant-${index}`;
            const name =
              chosenOptions(options, row.options)
                .map((chosen) => labelIn(chosen.value, locale))
                .join(' / ') || t('variants.none');
            const field = (
              key: 'price' | 'compareAtPrice' | 'sku' | 'stock' | 'shippingWeightKg' | 'imageUrl',
              label: string,
              value: string,
              parse: (text: string) => Partial<VariantInput>,
              inputMode?: 'decimal' | 'numeric',
            ) => (
              <div>
                <Label htmlFor={`${id}-${key}`}>{label}</Label>
                {/* Uncontrolled: "4." or "৪" stay as typed while the form keeps the number they make. */}
                <Input
                  id={`${id}-${key}`}
                  defaultValue={value}
                  inputMode={inputMode}
                  onChange={(event) => setVariant(index, parse(event.target.value))}
                />
              </div>
            );
            return (
              <fieldset
                key={row.options.join('\u0000')}
                className="grid gap-3 rounded-card p-3 ring-1 ring-line sm:grid-cols-3 sm:p-4"
              >
                <legend className="px-1 text-sm font-semibold">{name}</legend>
                {field(
                  'price',
                  t('variants.price'),
                  shown(row.price),
                  (text) => ({ price: number(text) }),
                  'decimal',
                )}
                {field(
                  'compareAtPrice',
                  t('variants.compareAtPrice'),
                  shown(row.compareAtPrice),
                  (text) => ({ compareAtPrice: text.trim() === '' ? null : number(text) }),
                  'decimal',
                )}
                {field('sku', t('variants.sku'), row.sku, (text) => ({ sku: text }))}
                {field(
                  'stock',
                  t('variants.stock'),
                  shown(row.stock),
                  (text) => ({ stock: number(text) }),
                  'numeric',
                )}
                {field(
                  'shippingWeightKg',
                  t('variants.weight'),
                  shown(row.shippingWeightKg),
                  (text) => ({ shippingWeightKg: number(text) }),
                  'decimal',
                )}
                {field('imageUrl', t('variants.image'), row.imageUrl ?? '', (text) => ({
                  imageUrl: text.trim() || null,
                }))}
              </fieldset>
            );
          })}
        </section>
      ) : null}
      {reason ? (
        <p role="alert" className="text-sm text-danger">
          {fieldError(t('variants.heading'), reason)}
        </p>
      ) : null}
    </fieldset>
  );
}
