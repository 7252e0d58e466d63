import type { Destination } from '@plantopia/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageSpinner } from '@/components/ui/spinner';
import { setCouponCode, useCart, useCartQuote } from '@/features/cart';
import { CheckoutView, HeldOrders } from '@/features/checkout';
import { useMyOrders } from '@/features/orders/api/get-my-orders';
import { useTranslation } from '@/lib/i18n/react';
import { useSession } from '@/lib/session';

/**
 * Login required (the router's guard); composes the cart and the checkout, below any order of the
 * shopper's still waiting for its bKash or SSLCommerz payment.
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { user } = useSession();
  const cart = useCart();
  const orders = useMyOrders();
  const [destination, setDestination] = useState<Destination | null>(null);
  const { quote, couponCode, isStale } = useCartQuote({ destination });
  const navigate = useNavigate();

  return (
    <Container>
      <title>{t('page.title')}</title>
      <HeldOrders orders={orders.data} />
      {!user || cart.status === 'loading' ? (
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
