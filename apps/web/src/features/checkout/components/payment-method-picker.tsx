import type { PaymentConfig, PaymentMethod } from '@plantopia/shared';
import { clsx } from 'clsx';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { PaymentMark } from './payment-icons';

/**
 * What each method is called and what happens after Place Order, as catalog keys (`checkout`'s, and
 * the method's name from `messages` where the picker says it as every order and invoice does).
 * Callers load `messages` beside `checkout`.
 */
export function describeMethod(
  method: PaymentMethod,
  config: Pick<PaymentConfig, 'provider' | 'holdMinutes'> | undefined,
): { labelKey: string; hintKey: string; nextKey: string } {
  const sandbox = config?.provider === 'sandbox';
  switch (method) {
    case 'bkash':
      return {
        labelKey: 'messages:payment.method.bkash',
        hintKey: 'method.bkash.hint',
        nextKey: 'method.bkash.next',
      };
    case 'sslcommerz':
      // Its hint names SSLCommerz, so here the name says what a shopper pays with instead.
      return {
        labelKey: 'method.sslcommerz.label',
        hintKey: 'method.sslcommerz.hint',
        nextKey: 'method.sslcommerz.next',
      };
    case 'card':
      return {
        labelKey: sandbox ? 'method.card.sandboxLabel' : 'messages:payment.method.card',
        hintKey: sandbox ? 'method.card.sandboxHint' : 'method.card.hint',
        nextKey: 'method.card.next',
      };
    default:
      return {
        labelKey: 'messages:payment.method.cod',
        hintKey: 'method.cod.hint',
        nextKey: 'method.cod.next',
      };
  }
}

/** The methods the shop takes (cash on delivery and the card until the server's config has said). */
export function offeredMethods(config: Pick<PaymentConfig, 'methods'> | undefined): readonly PaymentMethod[] {
  return config?.methods ?? ['cod', 'card'];
}

/** What a gift may be paid with: everything but cash on delivery (docs/behaviour.md §9). */
export function giftMethods(config: Pick<PaymentConfig, 'methods'> | undefined): PaymentMethod[] {
  return offeredMethods(config).filter((method) => method !== 'cod');
}

/**
 * The payment methods the shop takes (the server's config: cash on delivery always, bKash and SSLCommerz when
 * configured, the card), as radio cards with their marks; cash on delivery is the default
 * (docs/behaviour.md §16.1). A gift is offered only the online methods.
 */
export function PaymentMethodPicker({
  field,
  config,
  selected,
  gift = false,
}: {
  field: UseFormRegisterReturn<'paymentMethod'>;
  config: PaymentConfig | undefined;
  selected: PaymentMethod;
  gift?: boolean;
}) {
  const { t } = useTranslation(['checkout', 'messages']);
  const format = useFormat();
  const methods = gift ? giftMethods(config) : offeredMethods(config);
  const hold = format.number(config?.holdMinutes ?? 30);
  return (
    <fieldset>
      <legend className="sr-only">{t('method.legend')}</legend>
      {gift ? <p className="mb-3 text-sm text-muted">{t('gift.paidOnline')}</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {methods.map((value) => {
          const { labelKey, hintKey } = describeMethod(value, config);
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
                <span className="font-semibold text-ink">{t(labelKey)}</span>
                <span className="text-sm text-muted">{t(hintKey)}</span>
              </span>
            </label>
          );
        })}
      </div>
      <p
        className="mt-4 rounded-lg bg-canvas px-3 py-2 text-sm text-ink ring-1 ring-line ring-inset"
        aria-live="polite"
      >
        <span className="font-semibold">{t('method.whatNext')} </span>
        {t(describeMethod(selected, config).nextKey, { hold })}
      </p>
    </fieldset>
  );
}
