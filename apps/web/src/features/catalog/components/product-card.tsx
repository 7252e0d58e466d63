import { type ProductSummary, pickText } from '@plantopia/shared';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { FeaturedBadge } from '@/components/featured-badge';
import { Link } from '@/components/link';
import { RatingSummaryLine } from '@/components/star-rating';
import { useCategoryText, useFormat } from '@/lib/i18n';
import { ProductImage } from './product-image';
import { StockHint } from './stock-hint';

export const PRODUCT_GRID_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 30vw, 50vw';

export interface ProductCardProps {
  product: ProductSummary;
  /** The card's one primary action (e.g. Add to Cart), filled in by the page. */
  action?: ReactNode;
  /** Load the image at once (cards in the first visible row). */
  priority?: boolean;
  sizes?: string;
  className?: string;
}

export function ProductCard({
  product,
  action,
  priority = false,
  sizes = PRODUCT_GRID_SIZES,
  className,
}: ProductCardProps) {
  const format = useFormat();
  const categoryText = useCategoryText();
  const name = pickText(product.name, product.nameBn, format.locale);
  return (
    <article
      className={clsx(
        'group relative flex flex-col overflow-hidden rounded-card bg-surface shadow-card transition-shadow duration-200 hover:shadow-lift',
        'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500',
        product.isFeatured ? 'ring-2 ring-terracotta-300' : 'ring-1 ring-line',
        className,
      )}
    >
      <div className="relative aspect-square overflow-hidden bg-brand-50">
        <ProductImage
          url={product.imageUrl}
          alt={name}
          category={product.category}
          sizes={sizes}
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {product.isFeatured ? <FeaturedBadge className="top-2.5 left-2.5 px-2.5" /> : null}
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <p className="truncate text-xs font-medium text-muted">
          {categoryText.subcategory(product.subcategory)}
        </p>
        <h3 className="mt-1 line-clamp-2 min-h-10 text-sm leading-5 font-semibold text-ink sm:min-h-12 sm:text-base sm:leading-6">
          <Link
            to={`/product/${product._id}`}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
          >
            {name}
          </Link>
        </h3>
        <div className="mt-1">
          <RatingSummaryLine average={product.rating.average} count={product.rating.count} />
        </div>
        <div className="mt-auto pt-2">
          <p className="text-base font-bold text-brand-800 tabular-nums sm:text-lg">
            {format.taka(product.price)}
          </p>
          <StockHint stock={product.stock} className="mt-1" />
        </div>
        {action ? <div className="relative z-10 mt-3">{action}</div> : null}
      </div>
    </article>
  );
}
