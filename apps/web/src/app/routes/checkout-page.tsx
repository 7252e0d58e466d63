import type { Destination } from '@plantopia/shared';
import { useState } from 'react';
import { Container } from '@/components/ui/container';
import { PageSpinner } from '@/components/ui/spinner';
import { setCouponCode, useCart, useCartQuote } from '@/features/cart';
import { CheckoutSignIn, CheckoutView, HeldOrders } from '@/features/checkout';
import { useMyOrders } from '@/features/orders/api/get-my-orders';
import { useTranslation } from '@/lib/i18n/react';
import { useNavigate } from '@/lib/router';
import { type SessionUser, useSession } from '@/lib/session';

/**
 * /checkout, open to everyone (docs/decisions/037): a signed-out shopper verifies a mobile number in
 * place, which signs them in, and the same page goes on to the checkout itself.
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { user, loading } = useSession();
  if (user) return <SignedInCheckout user={user} />;
  return (
    <Container>
      <title>{t('page.title')}</title>
      {loading ? <PageSpinner label={t('page.loadingCart')} /> : <CheckoutSignIn />}
    </Container>
  );
}

/** The cart and the checkout, below any order of the shopper's still waiting for its bKash or SSLCommerz payment. */
function SignedInCheckout({ user }: { user: SessionUser }) {
  const { t } = useTranslation('checkout');
  const cart = useCart();
  const orders = useMyOrders();
  const [destination, setDestination] = useState<Destination | null>(null);
  const { quote, couponCode, isStale } = useCartQuote({ destination });
  const navigate = useNavigate();

  return (
    <Container>
      <title>{t('page.title')}</title>
      <HeldOrders orders={orders.data} />
      {cart.status === 'loading' ? (
        <PageSpinner label={t('page.loadingCart')} />
      ) : (
        <CheckoutView
          user={user}
          items={cart.items}
          quote={quote}
          quoteUpdating={isStale}
          onDestinationChange={setDestination}
          couponCode={couponCode}
          onCouponChange={setCouponCode}
          saveCart={cart.save}
          onPlaced={(order) => {
            // Leave first, so the emptied cart never flashes the empty-checkout screen.
            void navigate(`/checkout/result/${encodeURIComponent(order._id)}`);
            cart.clear();
            setCouponCode(null);
          }}
          onAwaitingPayment={(_order, redirectUrl) => {
            // The server cart is already empty; the local one follows before the page is left.
            cart.clear();
            setCouponCode(null);
            window.location.assign(redirectUrl);
          }}
        />
      )}
    </Container>
  );
}
