import { CreditCard } from 'lucide-react';
import { useId, useState } from 'react';
import { Input, Label } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/react';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import type { PayWithCard } from '../lib/card-field';
import { cardDigits, cardFormError, formatCardNumber, formatExpiry, parseExpiry } from '../lib/card-input';

/** The built-in sandbox's card: our own fields; the number goes to the server once and is never kept. */
export function useSandboxCard() {
  const { t } = useTranslation('checkout');
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');

  const pay: PayWithCard = async (clientSecret, billingDetails) => {
    const problem = cardFormError({ number, expiry, cvc });
    if (problem) throw new Error(t(problem));
    try {
      await confirmSandboxPayment({
        clientSecret,
        card: { number: cardDigits(number), ...parseExpiry(expiry)!, cvc: cvc.trim() },
        billingDetails,
      });
    } catch (failure) {
      throw new Error(errorMessage(failure, t('card.paymentFailed')));
    }
  };

  return { number, setNumber, expiry, setExpiry, cvc, setCvc, pay };
}

export function SandboxCardFields({ card }: { card: ReturnType<typeof useSandboxCard> }) {
  const { t } = useTranslation('checkout');
  const ids = { number: useId(), expiry: useId(), cvc: useId() };
  return (
    <div className="grid gap-4">
      <div>
        <Label htmlFor={ids.number}>{t('card.number')}</Label>
        <div className="relative">
          <Input
            id={ids.number}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={card.number}
            onChange={(event) => card.setNumber(formatCardNumber(event.target.value))}
            className="pr-10 font-mono tabular-nums"
            autoFocus
          />
          <CreditCard
            aria-hidden="true"
            className="absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted"
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <Label htmlFor={ids.expiry}>{t('card.expiry')}</Label>
          <Input
            id={ids.expiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('card.expiryPlaceholder')}
            value={card.expiry}
            onChange={(event) => card.setExpiry(formatExpiry(event.target.value))}
            className="font-mono tabular-nums"
          />
        </div>
        <div>
          <Label htmlFor={ids.cvc}>{t('card.cvc')}</Label>
          <Input
            id={ids.cvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={card.cvc}
            onChange={(event) => card.setCvc(event.target.value.replace(/\D/g, ''))}
            className="font-mono tabular-nums"
          />
        </div>
      </div>
    </div>
  );
}
