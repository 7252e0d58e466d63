import { ShoppingCart } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from './ui/button';

/** A product card's primary action; sold-out products say so instead. */
export function AddToCartButton({ name, stock, onAdd }: { name: string; stock: number; onAdd: () => void }) {
  const soldOut = stock <= 0;
  const { t } = useTranslation('common');
  return (
    <Button size="sm" className="w-full" disabled={soldOut} onClick={onAdd}>
      <ShoppingCart aria-hidden="true" className="size-4" />
      {soldOut ? t('product.outOfStock') : t('product.addToCart')}
      {/* Which product, for screen readers moving from button to button. */}
      <span className="sr-only">: {name}</span>
    </Button>
  );
}
