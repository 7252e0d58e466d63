import { clsx } from 'clsx';
import { Minus, Plus } from 'lucide-react';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';

export interface QuantityStepperProps {
  name: string;
  quantity: number;
  /** The most the shopper may have: the stock. */
  max: number;
  onChange: (quantity: number) => void;
  size?: 'sm' | 'md';
}

/** − n +: below 1 the line goes (the cart's rule), above the stock the + is disabled. */
export function QuantityStepper({ name, quantity, max, onChange, size = 'md' }: QuantityStepperProps) {
  const { t } = useTranslation('cart');
  const format = useFormat();
  const button = clsx(
    'inline-flex items-center justify-center text-brand-800 transition-colors hover:bg-brand-50 disabled:pointer-events-none disabled:opacity-40',
    size === 'sm' ? 'size-8' : 'size-10',
  );
  return (
    <div className="inline-flex items-center overflow-hidden rounded-lg ring-1 ring-line ring-inset">
      <button
        type="button"
        className={button}
        aria-label={t('stepper.decrease', { name })}
        onClick={() => onChange(quantity - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output
        aria-label={t('stepper.quantity', { name })}
        className={clsx(
          'text-center font-semibold text-ink tabular-nums',
          size === 'sm' ? 'w-8 text-sm' : 'w-10',
        )}
      >
        {format.number(quantity)}
      </output>
      <button
        type="button"
        className={button}
        aria-label={t('stepper.increase', { name })}
        disabled={quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
