import { labelIn, type Product, valueInStock, variantAfterChoice } from '@plantopia/shared';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Link } from '@/components/link';
import { useLocale } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The product's options as radio groups, one fieldset per option (docs/decisions/038). A value whose
 * variant is sold out stays choosable and is marked, so the shopper sees it exists and can ask to hear
 * when it is back; the page then refuses to add it. Nothing for a product without options.
 *
 * Until the page's JavaScript runs (or in a browser that runs none) each value is a link to the variant it
 * chooses (`?variant=<id>`), which the server renders; radios would do nothing there.
 */
export function VariantPicker({
  product,
  variant,
  onChoose,
}: {
  product: Pick<Product, 'options' | 'variants'>;
  variant: Product['variants'][number];
  onChoose: (index: number, value: string) => void;
}) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const id = useId();
  const hydrated = useHydrated();
  if (product.options.length === 0) return null;
  return (
    <div className="mt-5 grid gap-4" data-testid="variant-picker">
      {product.options.map((option, index) => (
        <fieldset key={option.name.en}>
          <legend className="text-sm font-semibold text-ink">{labelIn(option.name, locale)}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {option.values.map((value) => {
              const checked = variant.options[index] === value.en;
              const inStock = valueInStock(product.variants, variant, index, value.en);
              const shown = labelIn(value, locale);
              const look = clsx(
                'inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-lg border-2 px-4 text-sm font-medium',
                checked ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-line bg-white text-ink',
                !inStock && 'text-muted',
              );
              const name = inStock ? shown : t('variants.soldOutValue', { value: shown });
              const text = (
                <>
                  <span className={clsx(!inStock && 'line-through')}>{shown}</span>
                  {inStock ? null : (
                    <span aria-hidden="true" className="text-xs no-underline">
                      ({t('variants.soldOutMark')})
                    </span>
                  )}
                </>
              );
              if (!hydrated) {
                const target = variantAfterChoice(product.variants, variant, index, value.en) ?? variant;
                return (
                  <Link
                    key={value.en}
                    to={`?variant=${encodeURIComponent(target._id)}`}
                    replace
                    preventScrollReset
                    aria-current={checked ? 'true' : undefined}
                    aria-label={name}
                    className={clsx(
                      look,
                      'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2',
                    )}
                  >
                    {text}
                  </Link>
                );
              }
              return (
                <label
                  key={value.en}
                  className={clsx(
                    look,
                    'has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand-600 has-[input:focus-visible]:ring-offset-2',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-option-${index}`}
                    value={value.en}
                    checked={checked}
                    onChange={() => onChoose(index, value.en)}
                    className="sr-only"
                    aria-label={name}
                  />
                  {text}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
