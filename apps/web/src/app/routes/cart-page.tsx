import { useQuery } from '@tanstack/react-query';
import { Container } from '@/components/ui/container';
import { CartView } from '@/features/cart/components/cart-view';
import { HeldOrders } from '@/features/checkout';
import { myOrdersQueryOptions } from '@/features/orders/api/get-my-orders';
import { useTranslation } from '@/lib/i18n/react';
import { useSession } from '@/lib/session';

/** The cart, below any order of a signed-in shopper's still waiting for its bKash or SSLCommerz payment. */
export function CartPage() {
  const { t } = useTranslation('cart');
  const { user } = useSession();
  const orders = useQuery({ ...myOrdersQueryOptions(), enabled: Boolean(user) });
  return (
    <Container>
      <title>{t('view.title')}</title>
      <HeldOrders orders={user ? orders.data : undefined} />
      <CartView />
    </Container>
  );
}
