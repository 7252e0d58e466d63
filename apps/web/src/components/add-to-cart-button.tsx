import { labelIn, type ProductSummary, pickText } from '@plantopia/shared';
import { ShoppingCart, SlidersHorizontal } from 'lucide-react';
import { Link } from '@/components/link';
import { useLocale } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { Button, buttonClasses } from './ui/button';

/**
 * What a card says instead of adding when the product has several variants: which one is the shopper's to
 * choose on the product page (docs/decisions/038), never the first one silently.
 */
export function ChooseOptionsLink({ product, className }: { product: ProductSummary; className?: string }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const only = product.options.length === 1 ? product.options[0] : undefined;
  return (
    <Link to={`/product/${product._id}`} className={buttonClasses({ size: 'sm', className })}>
      <SlidersHorizontal aria-hidden="true" className="size-4 shrink-0" />
      {only
        ? t('product.chooseOption', { option: labelIn(only.name, locale).toLocaleLowerCase() })
        : t('product.chooseOptions')}
      <span className="sr-only">: {pickText(product.name, product.nameBn, locale)}</span>
    </Link>
  );
}

/** Whether a card can add the product straight away: only when there is nothing to choose. */
export function hasChoices(product: ProductSummary): boolean {
  return product.variants.length > 1;
}

/** A product card's primary action; sold-out products say so, products with variants ask for the choice. */
export function AddToCartButton({ product, onAdd }: { product: ProductSummary; onAdd: () => void }) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  if (hasChoices(product)) return <ChooseOptionsLink product={product} className="w-full" />;
  const soldOut = product.stock <= 0;
  return (
    <Button size="sm" className="w-full" disabled={soldOut} onClick={onAdd}>
      <ShoppingCart aria-hidden="true" className="size-4" />
      {soldOut ? t('product.outOfStock') : t('product.addToCart')}
      {/* Which product, for screen readers moving from button to button. */}
      <span className="sr-only">: {pickText(product.name, product.nameBn, locale)}</span>
    </Button>
  );
}
