import { asciiDigits, inLocaleDigits } from '@plantopia/shared';
import { BellRing, CheckCircle2 } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DigitsInput } from '@/components/ui/digits-input';
import { Input, Label } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useSession } from '@/lib/session';
import { useRequestBackInStock } from '../api/back-in-stock';

type Channel = 'email' | 'sms';

/**
 * On a sold-out product's page, or when the chosen size is sold out: ask to be told once, by email or
 * SMS, when that variant is back (`variantId`, the product's first when left out). A signed-in
 * shopper is told at their account's email unless they give another address or a phone number. The
 * answer is the same whether or not the address had asked before.
 */
export function BackInStockForm({ productId, variantId }: { productId: string; variantId?: string }) {
  const { t } = useTranslation('product');
  const { user } = useSession();
  const locale = useLocale();
  const id = useId();
  const [channel, setChannel] = useState<Channel>('email');
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useRequestBackInStock(productId);
  // An account made from a mobile number has no email to fall back on (docs/decisions/037).
  const usesAccount = Boolean(user?.email) && channel === 'email' && address.trim() === '';

  const field = {
    id: `${id}-address`,
    value: address,
    placeholder:
      channel === 'email' ? user?.email || 'you@example.com' : inLocaleDigits('01712-345678', locale),
    'aria-describedby': `${id}-hint${error ? ` ${id}-error` : ''}`,
    'aria-invalid': error ? true : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setAddress(event.target.value),
  };

  if (send.isSuccess) {
    return (
      <p
        role="status"
        className="mt-4 flex items-start gap-2 rounded-card bg-leaf-50 p-4 text-sm text-leaf-800 ring-1 ring-leaf-200"
      >
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t('backInStock.done')}
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = address.trim();
    if (!typed && !usesAccount) {
      setError(channel === 'email' ? t('backInStock.needEmail') : t('backInStock.needPhone'));
      return;
    }
    setError(null);
    const to = typed ? (channel === 'email' ? { email: typed } : { phone: asciiDigits(typed) }) : {};
    send.mutate(
      { ...to, ...(variantId ? { variantId } : {}) },
      {
        onError: (failure) => setError(errorMessage(failure, t('backInStock.failed'))),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="mt-4 rounded-card bg-surface p-4 shadow-card ring-1 ring-line"
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-base font-semibold text-ink">
        <BellRing aria-hidden="true" className="size-5 text-brand-700" />
        {t('backInStock.heading')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('backInStock.intro')}</p>
      <fieldset className="mt-3">
        <legend className="sr-only">{t('backInStock.how')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['email', 'sms'] as const).map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name={`${id}-channel`}
                value={option}
                checked={channel === option}
                onChange={() => {
                  setChannel(option);
                  setAddress('');
                  setError(null);
                }}
                className="size-4 accent-brand-700"
              />
              {t(option === 'email' ? 'backInStock.byEmail' : 'backInStock.bySms')}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-2">
        <Label htmlFor={`${id}-address`}>
          {channel === 'email' ? t('backInStock.email') : t('backInStock.phone')}
        </Label>
        {channel === 'email' ? (
          <Input type="email" inputMode="email" autoComplete="email" maxLength={254} {...field} />
        ) : (
          // A phone typed in Bangla digits reads in Bangla digits (the shop takes either).
          <DigitsInput inputMode="tel" autoComplete="tel" maxLength={30} {...field} />
        )}
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {usesAccount ? t('backInStock.accountHint', { email: user?.email }) : t('backInStock.hint')}
        </p>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="mt-3 w-full sm:w-auto" disabled={send.isPending}>
        {send.isPending ? t('backInStock.sending') : t('backInStock.submit')}
      </Button>
    </form>
  );
}
