import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/react';
import type { PayWithCard } from '../lib/card-field';
import { loadStripe, type StripeCardElement, type StripeJs } from '../lib/load-stripe';

/** Stripe's card field (its own iframe: card numbers never touch our page) and the confirm call. */
export function useStripeCard(publishableKey: string) {
  const { t } = useTranslation('checkout');
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ js: StripeJs; card: StripeCardElement } | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    loadStripe(publishableKey).then(
      (js) => {
        if (cancelled || !mountRef.current) return;
        card = js.elements().create('card', { hidePostalCode: true });
        card.mount(mountRef.current);
        setStripe({ js, card });
      },
      () => {
        if (!cancelled) setLoadError(t('card.stripeLoadFailed'));
      },
    );
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [publishableKey, t]);

  const pay: PayWithCard = async (clientSecret, billingDetails) => {
    if (!stripe) throw new Error(loadError ?? t('card.stillLoading'));
    const result = await stripe.js.confirmCardPayment(clientSecret, {
      payment_method: { card: stripe.card, billing_details: billingDetails },
    });
    if (result.error) throw new Error(result.error.message || t('card.paymentFailed'));
    if (result.paymentIntent?.status !== 'succeeded') throw new Error(t('card.paymentFailed'));
  };

  return { mountRef, ready: stripe !== null, loadError, pay };
}

export function StripeCardField({ card }: { card: ReturnType<typeof useStripeCard> }) {
  const { t } = useTranslation('checkout');
  return (
    <div>
      <p className="mb-1.5 block text-sm font-medium text-ink">{t('card.details')}</p>
      <div className="relative min-h-11 rounded-lg border border-line bg-surface px-3 py-3 shadow-xs">
        <div ref={card.mountRef} />
        {!card.ready && !card.loadError ? (
          <Spinner
            label={t('card.loadingForm')}
            className="absolute inset-0 m-auto size-fit [&_svg]:size-5"
          />
        ) : null}
      </div>
      {card.loadError ? <p className="mt-1.5 text-sm font-medium text-danger">{card.loadError}</p> : null}
    </div>
  );
}
