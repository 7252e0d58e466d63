import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';
import {
  clampMaxPrice,
  clampMinPrice,
  PRICE_FLOOR,
  PRICE_HARD_MAX,
  parsePriceInput,
} from '../lib/price-range';

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
 * or Apply: min stays within 0 … max − 1, max within min + 1 … 10 000.
 */
export function PriceRangeFilter({ min, max, bound, onChange }: PriceRangeFilterProps) {
  const id = useId();
  const appliedMin = min ?? PRICE_FLOOR;
  const appliedMax = max ?? bound;
  const [minDraft, setMinDraft] = useState(show(min));
  const [maxDraft, setMaxDraft] = useState(show(max));

  useEffect(() => setMinDraft(show(min)), [min]);
  useEffect(() => setMaxDraft(show(max)), [max]);

  function commit() {
    const typedMin = parsePriceInput(minDraft);
    const typedMax = parsePriceInput(maxDraft);
    // An empty max means "up to the bound"; the min is checked against whichever max applies.
    const upper = typedMax === undefined ? bound : clampMaxPrice(typedMax, PRICE_FLOOR);
    const nextMin = typedMin === undefined ? PRICE_FLOOR : clampMinPrice(typedMin, upper);
    const nextMax = typedMax === undefined ? undefined : clampMaxPrice(typedMax, nextMin);
    const minPrice = nextMin > PRICE_FLOOR ? nextMin : undefined;
    setMinDraft(show(minPrice));
    setMaxDraft(show(nextMax));
    if (minPrice !== min || nextMax !== max) onChange({ minPrice, maxPrice: nextMax });
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
        Price range (৳)
      </p>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-min`} className="mb-1 block text-xs text-muted">
            Min price
          </label>
          <input
            id={`${id}-min`}
            type="number"
            inputMode="numeric"
            min={PRICE_FLOOR}
            max={appliedMax - 1}
            step={1}
            placeholder={String(PRICE_FLOOR)}
            value={minDraft}
            onChange={(event) => setMinDraft(event.target.value)}
            onBlur={commit}
            className={`${controlClasses} h-11 tabular-nums`}
          />
        </div>
        <span aria-hidden="true" className="pb-3 text-muted">
          –
        </span>
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-max`} className="mb-1 block text-xs text-muted">
            Max price
          </label>
          <input
            id={`${id}-max`}
            type="number"
            inputMode="numeric"
            min={appliedMin + 1}
            max={PRICE_HARD_MAX}
            step={1}
            placeholder={String(bound)}
            value={maxDraft}
            onChange={(event) => setMaxDraft(event.target.value)}
            onBlur={commit}
            className={`${controlClasses} h-11 tabular-nums`}
          />
        </div>
      </div>
      <Button type="submit" variant="secondary" size="sm" className="mt-2 w-full">
        Apply price
      </Button>
    </form>
  );
}
