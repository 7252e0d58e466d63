import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/container';
import { CartView } from '@/features/cart/components/cart-view';

export function CartPage() {
  const { t } = useTranslation('cart');
  return (
    <Container>
      <title>{t('view.title')}</title>
      <CartView />
    </Container>
  );
}
