import { Container } from '@/components/ui/container';
import { useCart } from '@/features/cart';
import { PaymentResult } from '@/features/checkout';
import { useTranslation } from '@/lib/i18n/react';
import { useNavigate, useParams } from '@/lib/router';

/**
 * Login required (the router's guard): where every placed order lands, a cash or card order at once and a
 * bKash or SSLCommerz one when the provider sends the shopper back.
 */
export function PaymentResultPage() {
  const { t } = useTranslation('checkout');
  const { orderId = '' } = useParams();
  const cart = useCart();
  const navigate = useNavigate();
  return (
    <Container>
      <title>{t('page.paymentTitle')}</title>
      <PaymentResult
        orderId={orderId}
        onOrderAgain={(order) => {
          for (const item of order.items) {
            // The order's quantity is the cap here; the cart and checkout re-price and re-check stock.
            cart.addItem({ ...item, stock: item.quantity }, item.quantity);
          }
          void navigate('/checkout');
        }}
      />
    </Container>
  );
}
