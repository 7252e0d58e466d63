import { Container } from '@/components/ui/container';
import { CartView } from '@/features/cart/components/cart-view';

export function CartPage() {
  return (
    <Container>
      <title>Cart · Plantopia</title>
      <CartView />
    </Container>
  );
}
