import { ShoppingBag } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';

/**
 * Why the shopper is asked to sign in, when the page they came from tells: the checkout needs an account
 * to place the order, and the cart waits for them. Nothing for any other page.
 */
export function SignInReason({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('auth');
  if (!returnTo.startsWith('/checkout')) return null;
  return (
    <p
      role="note"
      className="mb-5 flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-ink"
    >
      <ShoppingBag aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <span>{t('reason.checkout')}</span>
    </p>
  );
}

/** An auth page's address that keeps where to return afterwards (nothing added for home). */
export function withReturn(path: string, returnTo: string): string {
  return returnTo === '/' ? path : `${path}?from=${encodeURIComponent(returnTo)}`;
}
