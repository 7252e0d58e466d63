import type { Product } from '@plantopia/shared';
import { RotateCcw, ShoppingCart, Truck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FeaturedBadge } from '@/components/featured-badge';
import { RatingSummaryLine } from '@/components/star-rating';
import { Button } from '@/components/ui/button';
import { HydrateLater } from '@/lib/hydrate-later';
import { useCategoryText, useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useDeliveryFeeStatement } from '@/lib/shipping-rates';
import { CopyLinkButton } from './copy-link-button';
import { ProductBreadcrumb } from './product-breadcrumb';
import { QuantitySelector } from './quantity-selector';

export interface ProductDetailsProps {
  /** The product as the page's language shows it (localizedProduct). */
  product: Product;
  /** The product photo (the page passes the catalog's responsive image). */
  image: ReactNode;
  /** The wishlist toggle, from the wishlist feature. */
  wishlistAction?: ReactNode;
  /** Shown under the buttons while the product is sold out (the back-in-stock form). */
  soldOutAction?: ReactNode;
  /** The option choices (the variant picker); `product`'s price, stock and image are then the chosen variant's. */
  choices?: ReactNode;
  /** The chosen variant's "was" price, struck through beside the price. */
  compareAtPrice?: number | null;
  onAddToCart: (quantity: number) => void;
}

type StockKey = 'details.outOfStock' | 'details.fewLeft' | 'details.inStock';

function stockState(stock: number): { key: StockKey; tone: string } {
  if (stock <= 0) return { key: 'details.outOfStock', tone: 'text-danger' };
  if (stock <= 5) return { key: 'details.fewLeft', tone: 'text-terracotta-700' };
  return { key: 'details.inStock', tone: 'text-leaf-700' };
}

/** The top of the product page: photo, name, price, stock, quantity, Add to Cart, wishlist, share, delivery. */
export function ProductDetails({
  product,
  image,
  wishlistAction,
  soldOutAction,
  choices,
  compareAtPrice,
  onAddToCart,
}: ProductDetailsProps) {
  const { t } = useTranslation('product');
  const format = useFormat();
  const categoryText = useCategoryText();
  const [quantity, setQuantity] = useState(1);
  // The route's loader fetched it (in the server-rendered HTML too); without it the line names no fee.
  const deliveryFee = useDeliveryFeeStatement();
  const soldOut = product.stock <= 0;
  const stock = stockState(product.stock);
  const shown = Math.min(quantity, Math.max(product.stock, 1));

  return (
    <div>
      {/* Around the price and the buttons, what can wait hydrates in later tasks (lib/hydrate-later.tsx). */}
      <HydrateLater>
        <ProductBreadcrumb product={product} />
      </HydrateLater>
      <div className="mt-5 grid gap-6 md:grid-cols-2 md:gap-10 lg:gap-14">
        <HydrateLater>
          <div className="relative aspect-square overflow-hidden rounded-card bg-brand-50 shadow-card ring-1 ring-line">
            {image}
            {product.isFeatured ? <FeaturedBadge className="top-3 left-3 px-3" /> : null}
          </div>
        </HydrateLater>

        {/* The purchase box too, its buttons in a part of their own. */}
        <HydrateLater>
          <div className="flex min-w-0 flex-col">
            <p className="text-sm font-medium text-brand-700">
              {categoryText.subcategory(product.subcategory)}
            </p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">
              {product.name}
            </h1>
            <a
              href="#reviews-heading"
              className="mt-2 w-fit rounded hover:underline"
              data-testid="product-rating"
            >
              <RatingSummaryLine average={product.rating.average} count={product.rating.count} />
            </a>
            <p className="mt-3 flex flex-wrap items-baseline gap-3">
              <span className="text-3xl font-bold text-brand-800 tabular-nums" data-testid="product-price">
                {format.taka(product.price)}
              </span>
              {compareAtPrice && compareAtPrice > product.price ? (
                <s className="text-lg text-muted tabular-nums">
                  {t('variants.wasPrice', { price: format.taka(compareAtPrice) })}
                </s>
              ) : null}
            </p>
            {choices}
            <p className={`mt-2 flex items-center gap-2 text-sm font-medium ${stock.tone}`}>
              <span aria-hidden="true" className="size-2 rounded-full bg-current" />
              {t(stock.key, { count: product.stock })}
            </p>
            <p className="mt-4 leading-relaxed text-ink/90">{product.description}</p>

            <HydrateLater>
              <div className="mt-6 flex flex-wrap items-end gap-3">
                <QuantitySelector
                  value={shown}
                  max={product.stock}
                  onChange={setQuantity}
                  disabled={soldOut}
                />
                <Button
                  size="lg"
                  className="min-w-44 flex-1 sm:flex-none"
                  disabled={soldOut}
                  onClick={() => onAddToCart(shown)}
                >
                  <ShoppingCart aria-hidden="true" className="size-5" />
                  {soldOut ? t('details.outOfStock') : t('details.addToCart')}
                </Button>
              </div>
            </HydrateLater>
            {soldOut ? soldOutAction : null}
            <HydrateLater>
              <div className="mt-3 flex flex-wrap gap-3">
                {wishlistAction}
                <CopyLinkButton />
              </div>
            </HydrateLater>

            <HydrateLater>
              <ul className="mt-6 grid gap-3 rounded-card bg-brand-50/70 p-4 text-sm ring-1 ring-brand-100 sm:grid-cols-2">
                <li className="flex gap-3">
                  <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>
                    <span className="block font-semibold text-ink">{t('details.shipping')}</span>
                    <span className="text-muted">{t('details.delivered', deliveryFee)}</span>
                  </span>
                </li>
                <li className="flex gap-3">
                  <RotateCcw aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>
                    <span className="block font-semibold text-ink">{t('details.returns')}</span>
                    <span className="text-muted">{t('details.returnsText')}</span>
                  </span>
                </li>
              </ul>
            </HydrateLater>
          </div>
        </HydrateLater>
      </div>
    </div>
  );
}
