import { Container } from '@/components/ui/container';
import { CartView } from '@/features/cart/components/cart-view';
import { useTranslation } from '@/lib/i18n/react';

export function CartPage() {
  const { t } = useTranslation('cart');
  return (
    <Container>
      <title>{t('view.title')}</title>
      <CartView />
    </Container>
  );
}
