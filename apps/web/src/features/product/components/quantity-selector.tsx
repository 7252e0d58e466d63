import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { DigitsInput, readDigits } from '@/components/ui/digits-input';
import { useTranslation } from '@/lib/i18n/react';
import { useHydrated } from '@/lib/use-hydrated';

const stepButton =
  'inline-flex size-11 items-center justify-center text-brand-800 transition-colors hover:bg-brand-50 disabled:pointer-events-none disabled:opacity-40';

/** Clamps to a whole number between 1 and `max`, the stock (docs/behaviour.md §16.1). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(Math.trunc(value), 1), Math.max(max, 1));
}

/** − [n] +, bounded 1..max; typing a number outside the bounds snaps back into them. */
export function QuantitySelector({
  value,
  max,
  onChange,
  disabled = false,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('product');
  const id = useId();
  // As Button does: until the page's code runs, the steps say they are not usable yet.
  const notYet = useHydrated() ? undefined : true;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {t('quantity.label')}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-lg bg-surface ring-1 ring-line ring-inset">
        <button
          type="button"
          className={stepButton}
          aria-label={t('quantity.decrease')}
          aria-disabled={notYet}
          disabled={disabled || value <= 1}
          onClick={() => onChange(clampQuantity(value - 1, max))}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <DigitsInput
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(clampQuantity(readDigits(event.target.value), max))}
          className="w-14! rounded-none border-0 border-x bg-transparent px-1 text-center text-base! font-semibold tabular-nums shadow-none"
        />
        <button
          type="button"
          className={stepButton}
          aria-label={t('quantity.increase')}
          aria-disabled={notYet}
          disabled={disabled || value >= max}
          onClick={() => onChange(clampQuantity(value + 1, max))}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
