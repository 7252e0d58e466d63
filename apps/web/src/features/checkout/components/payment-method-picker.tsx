import type { PaymentConfig, PaymentMethod } from '@plantopia/shared';
import { clsx } from 'clsx';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PaymentMark } from './payment-icons';

/** What each method is called and what happens after Place Order. */
export function describeMethod(
  method: PaymentMethod,
  config: Pick<PaymentConfig, 'provider' | 'holdMinutes'> | undefined,
): { label: string; hint: string; next: string } {
  const hold = config?.holdMinutes ?? 30;
  switch (method) {
    case 'bkash':
      return {
        label: 'bKash',
        hint: 'Pay from your bKash wallet.',
        next: `You go to bKash to approve the payment, then come back here. We hold your items for ${hold} minutes.`,
      };
    case 'sslcommerz':
      return {
        label: 'Card / mobile banking',
        hint: 'Visa, Mastercard, Nagad, Rocket and more, through SSLCommerz.',
        next: `You go to SSLCommerz's secure page to pay, then come back here. We hold your items for ${hold} minutes.`,
      };
    case 'card':
      return {
        label: config?.provider === 'sandbox' ? 'Card (test payment)' : 'Card',
        hint:
          config?.provider === 'sandbox'
            ? 'A demo card form: no real money moves.'
            : 'Pay now by debit or credit card.',
        next: 'A card form opens here; your order is placed once the card is charged.',
      };
    default:
      return {
        label: 'Cash on Delivery',
        hint: 'Pay in cash when your plants arrive.',
        next: 'Your order is placed at once; pay the courier when it arrives.',
      };
  }
}

/**
 * The payment methods the shop takes (the server's config: cash on delivery always, bKash and SSLCommerz
 * when configured, the card), as radio cards with their marks; cash on delivery is the default (SPEC §4).
 */
export function PaymentMethodPicker({
  field,
  config,
  selected,
}: {
  field: UseFormRegisterReturn<'paymentMethod'>;
  config: PaymentConfig | undefined;
  selected: PaymentMethod;
}) {
  const methods: readonly PaymentMethod[] = config?.methods ?? ['cod', 'card'];
  return (
    <fieldset>
      <legend className="sr-only">Payment method</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {methods.map((value) => {
          const { label, hint } = describeMethod(value, config);
          return (
            <label
              key={value}
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-xl p-4 ring-1 ring-line transition-colors ring-inset hover:bg-brand-50/60',
                'has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              )}
            >
              <input
                type="radio"
                value={value}
                className="mt-2.5 size-4 shrink-0 accent-brand-700"
                {...field}
              />
              <PaymentMark method={value} />
              <span className="grid gap-0.5">
                <span className="font-semibold text-ink">{label}</span>
                <span className="text-sm text-muted">{hint}</span>
              </span>
            </label>
          );
        })}
      </div>
      <p
        className="mt-4 rounded-lg bg-canvas px-3 py-2 text-sm text-ink ring-1 ring-line ring-inset"
        aria-live="polite"
      >
        <span className="font-semibold">What happens next: </span>
        {describeMethod(selected, config).next}
      </p>
    </fieldset>
  );
}
