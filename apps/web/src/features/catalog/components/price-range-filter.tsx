import { asciiDigits, inLocaleDigits } from '@plantopia/shared';
import { Info } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DigitsInput } from '@/components/ui/digits-input';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { PRICE_FLOOR, type PriceNotice, resolvePriceRange } from '../lib/price-range';

export interface PriceRangeFilterProps {
  /** The applied minimum (undefined = 0). */
  min: number | undefined;
  /** The applied maximum (undefined = up to the bound). */
  max: number | undefined;
  /** ceil(highest price × 1.1), or 1000 while unknown. */
  bound: number;
  onChange: (range: { minPrice: number | undefined; maxPrice: number | undefined }) => void;
}

function show(value: number | undefined): string {
  return value === undefined ? '' : String(value);
}

/**
 * Minimum and maximum price in taka. Values are checked when the shopper leaves a field, presses Enter
 * or Apply: min stays within 0 … max − 1, max within min + 1 … 10 000. When a typed value had to change
 * (a minimum above the maximum is swapped with it, a maximum past ৳10,000 comes down), a short note
 * under the fields says so.
 */
export function PriceRangeFilter({ min, max, bound, onChange }: PriceRangeFilterProps) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const id = useId();
  // A filter price as the notes say it: whole taka (৳10,000, ৳99.5), in the page's digits.
  const say = (notice: PriceNotice) =>
    t(notice.key, 'amount' in notice ? { amount: `৳${format.number(notice.amount)}` } : {});
  const [minDraft, setMinDraft] = useState(show(min));
  const [maxDraft, setMaxDraft] = useState(show(max));
  /** The note about the last adjustment, for the range it produced (another range clears it). */
  const [notice, setNotice] = useState<{
    text: string;
    min: number | undefined;
    max: number | undefined;
  } | null>(null);
  const noticeText = notice && notice.min === min && notice.max === max ? notice.text : null;

  useEffect(() => setMinDraft(show(min)), [min]);
  useEffect(() => setMaxDraft(show(max)), [max]);

  function commit() {
    // An empty max means "up to the bound"; the min is checked against whichever max applies.
    const { minPrice, maxPrice, notices } = resolvePriceRange(minDraft, maxDraft, bound);
    const adjusted = notices.map(say).join(' ');
    setMinDraft(show(minPrice));
    setMaxDraft(show(maxPrice));
    // Leaving a field and then pressing Apply commits twice; the second finds nothing to change and
    // keeps the note, which shows only while the range is the one it speaks of.
    if (adjusted) setNotice({ text: adjusted, min: minPrice, max: maxPrice });
    if (minPrice !== min || maxPrice !== max) onChange({ minPrice, maxPrice });
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-legend`}
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
    >
      <p id={`${id}-legend`} className="mb-1.5 text-sm font-medium text-ink">
        {t('price.legend')}
      </p>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-min`} className="mb-1 block text-xs text-muted">
            {t('price.min')}
          </label>
          <DigitsInput
            id={`${id}-min`}
            placeholder={inLocaleDigits(String(PRICE_FLOOR), format.locale)}
            value={minDraft}
            onChange={(event) => {
              setMinDraft(asciiDigits(event.target.value));
              setNotice(null);
            }}
            onBlur={commit}
            className="tabular-nums"
          />
        </div>
        <span aria-hidden="true" className="pb-3 text-muted">
          –
        </span>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-max`} className="mb-1 block text-xs text-muted">
            {t('price.max')}
          </label>
          <DigitsInput
            id={`${id}-max`}
            placeholder={inLocaleDigits(String(bound), format.locale)}
            value={maxDraft}
            onChange={(event) => {
              setMaxDraft(asciiDigits(event.target.value));
              setNotice(null);
            }}
            onBlur={commit}
            className="tabular-nums"
          />
        </div>
      </div>
      <Button type="submit" variant="secondary" size="sm" className="mt-2 w-full">
        {t('price.apply')}
      </Button>
      <div role="status">
        {noticeText ? (
          <p className="mt-2 flex items-start gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {noticeText}
          </p>
        ) : null}
      </div>
    </form>
  );
}
