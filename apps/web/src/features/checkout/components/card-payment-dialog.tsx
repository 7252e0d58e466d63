import {
  type BillingDetails,
  type OrderShipping,
  type PaymentConfig,
  toCountryCode,
} from '@plantopia/shared';
import { FlaskConical, Lock } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import toast from '@/lib/toast';
import type { PaymentIntent } from '../api/create-payment-intent';
import type { PayWithCard } from '../lib/card-field';
import { SandboxCardFields, useSandboxCard } from './sandbox-card-fields';
import { StripeCardField, useStripeCard } from './stripe-card-field';

export interface CardPaymentDialogProps {
  /** The intent to pay; the dialog is open while there is one. */
  intent: PaymentIntent | null;
  /** Who takes the card: the built-in sandbox or Stripe (GET /api/payments/config). */
  config: PaymentConfig;
  /** The shipping form's details, sent as the card's billing details (country as its two-letter code). */
  billing: OrderShipping;
  onCancel: () => void;
  onPaid: () => void;
}

export function toBillingDetails(shipping: OrderShipping): BillingDetails {
  return {
    name: shipping.name,
    // Stripe refuses an empty email; a shopper may have none (docs/decisions/037).
    ...(shipping.email ? { email: shipping.email } : {}),
    phone: shipping.phone,
    address: {
      line1: shipping.address,
      city: shipping.city,
      state: shipping.state,
      postal_code: shipping.postalCode,
      country: toCountryCode(shipping.country),
    },
  };
}

/**
 * The card step of checkout. It says plainly when the payment is a test; a decline shows in the dialog
 * and as a toast, and the shopper can try another card; Cancel Payment closes it.
 */
export function CardPaymentDialog({ intent, config, billing, onCancel, onPaid }: CardPaymentDialogProps) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const isTest = config.provider === 'sandbox' || Boolean(config.publishableKey?.startsWith('pk_test_'));
  return (
    <Modal
      open={intent !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('card.title')}
      description={intent ? t('card.amountDue', { amount: format.taka(intent.amount) }) : undefined}
      className="sm:max-w-md"
    >
      {intent ? (
        config.provider === 'stripe' && config.publishableKey ? (
          <StripePayment
            key={intent.paymentIntentId}
            publishableKey={config.publishableKey}
            intent={intent}
            billing={billing}
            isTest={isTest}
            onCancel={onCancel}
            onPaid={onPaid}
          />
        ) : (
          <SandboxPayment
            key={intent.paymentIntentId}
            intent={intent}
            billing={billing}
            onCancel={onCancel}
            onPaid={onPaid}
          />
        )
      ) : null}
    </Modal>
  );
}

interface PaymentProps {
  intent: PaymentIntent;
  billing: OrderShipping;
  onCancel: () => void;
  onPaid: () => void;
}

function SandboxPayment(props: PaymentProps) {
  const card = useSandboxCard();
  return (
    <PaymentForm {...props} isTest pay={card.pay}>
      <SandboxCardFields card={card} />
    </PaymentForm>
  );
}

function StripePayment({
  publishableKey,
  isTest,
  ...props
}: PaymentProps & { publishableKey: string; isTest: boolean }) {
  const card = useStripeCard(publishableKey);
  return (
    <PaymentForm {...props} isTest={isTest} pay={card.pay}>
      <StripeCardField card={card} />
    </PaymentForm>
  );
}

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcomeKey: 'card.test.succeeds' },
  { number: '4000 0000 0000 0002', outcomeKey: 'card.test.declined' },
  { number: '4000 0000 0000 9995', outcomeKey: 'card.test.insufficientFunds' },
] as const;

/**
 * One toast for the outcome of the card payment: a new attempt removes the last failure at once, and
 * success replaces it, so "Your card was declined." never lingers under "Payment successful!".
 */
const PAYMENT_OUTCOME_TOAST = 'card-payment-outcome';

/** What every card payment shows around its card fields: the test notice, billing details, errors, actions. */
function PaymentForm({
  intent,
  billing,
  isTest,
  pay,
  onCancel,
  onPaid,
  children,
}: PaymentProps & { isTest: boolean; pay: PayWithCard; children: ReactNode }) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const details = toBillingDetails(billing);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    toast.remove(PAYMENT_OUTCOME_TOAST);
    setPaying(true);
    try {
      await pay(intent.clientSecret, details);
    } catch (failure) {
      const message =
        failure instanceof Error && failure.message ? failure.message : t('card.unexpectedError');
      setError(message);
      toast.error(message, { id: PAYMENT_OUTCOME_TOAST });
      setPaying(false);
      return;
    }
    toast.success(t('card.paid'), { id: PAYMENT_OUTCOME_TOAST });
    onPaid();
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {isTest ? (
        <div className="flex gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <div>
            <p className="font-semibold">{t('card.test.notice')}</p>
            <p className="mt-1">{t('card.test.howTo')}</p>
            <ul className="mt-1.5 grid gap-0.5">
              {TEST_CARDS.map(({ number, outcomeKey }) => (
                <li key={number}>
                  <span className="font-mono font-medium tabular-nums">{number}</span> {t(outcomeKey)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}

      <section
        aria-label={t('card.billing')}
        className="rounded-xl bg-canvas p-3 text-sm ring-1 ring-line ring-inset"
      >
        <h3 className="font-semibold text-ink">{t('card.billing')}</h3>
        <p className="mt-1 leading-6 break-words text-muted">
          {[details.name, details.email, details.phone].filter(Boolean).join(' · ')}
          <br />
          {details.address?.line1}, {details.address?.city}, {details.address?.state}{' '}
          {details.address?.postal_code}, {details.address?.country}
        </p>
      </section>

      {children}

      {error ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('card.cancel')}
        </Button>
        <Button type="submit" disabled={paying}>
          {paying ? (
            <Spinner label={t('card.paying')} className="text-white [&_svg]:size-4" />
          ) : (
            <Lock aria-hidden="true" className="size-4" />
          )}
          {t('card.pay', { amount: format.taka(intent.amount) })}
        </Button>
      </div>
    </form>
  );
}
