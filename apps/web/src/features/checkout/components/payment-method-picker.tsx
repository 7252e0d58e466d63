import type { PaymentMethod } from '@plantopia/shared';
import { clsx } from 'clsx';
import { Banknote, CreditCard } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const OPTIONS: { value: PaymentMethod; label: string; hint: string; icon: typeof Banknote }[] = [
  { value: 'cod', label: 'Cash on Delivery', hint: 'Pay in cash when your plants arrive.', icon: Banknote },
  { value: 'card', label: 'Card', hint: 'Pay now by debit or credit card.', icon: CreditCard },
];

/** Two radio cards; cash on delivery is the default (SPEC §4). */
export function PaymentMethodPicker({ field }: { field: UseFormRegisterReturn<'paymentMethod'> }) {
  return (
    <fieldset>
      <legend className="sr-only">Payment method</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map(({ value, label, hint, icon: Icon }) => (
          <label
            key={value}
            className={clsx(
              'flex cursor-pointer items-start gap-3 rounded-xl p-4 ring-1 ring-line transition-colors ring-inset hover:bg-brand-50/60',
              'has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
            )}
          >
            <input type="radio" value={value} className="mt-1 size-4 accent-brand-700" {...field} />
            <span className="grid gap-0.5">
              <span className="flex items-center gap-2 font-semibold text-ink">
                <Icon aria-hidden="true" className="size-4 text-brand-700" />
                {label}
              </span>
              <span className="text-sm text-muted">{hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
