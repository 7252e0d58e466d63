import { Smartphone } from 'lucide-react';
import { Link } from '@/components/link';
import { PhoneCodeForm } from '@/components/phone-code-form';
import { useTranslation } from '@/lib/i18n/react';

/**
 * The checkout of a signed-out shopper (docs/decisions/037): they verify their mobile number here, which
 * signs them in (making the account if the number is new), and the checkout goes on in place, the cart
 * merged into the account as on any sign-in. Signing in by email stays one link away, and comes back.
 */
export function CheckoutSignIn() {
  const { t } = useTranslation('checkout');
  return (
    <div className="mx-auto grid max-w-lg gap-6 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('view.heading')}</h1>
      <section
        aria-labelledby="verify-heading"
        className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
      >
        <div className="mb-5 flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50">
            <Smartphone aria-hidden="true" className="size-5 text-brand-700" />
          </span>
          <div>
            <h2 id="verify-heading" className="text-lg font-semibold text-ink">
              {t('signIn.heading')}
            </h2>
            <p className="mt-1 text-sm text-muted">{t('signIn.lead')}</p>
          </div>
        </div>
        <PhoneCodeForm purpose="sign-in" verifyLabel={t('signIn.verify')} />
      </section>
      <p className="text-center text-sm text-muted">
        {t('signIn.withEmail')}{' '}
        <Link
          to="/login?from=%2Fcheckout"
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('signIn.withEmailLink')}
        </Link>
      </p>
    </div>
  );
}
