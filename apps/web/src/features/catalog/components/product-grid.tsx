import type { ProductSummary } from '@plantopia/shared';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { HydrateLater } from '@/lib/hydrate-later';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

export const productGridClasses = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3';

/**
 * How many cards sit in the first row on a phone: their images load at once, first. A third one would
 * share the phone's connection with them before the first paint; on a wider screen the third card's image
 * (lazy, but in view) still loads as soon as the page is laid out.
 */
const EAGER_CARDS = 2;

export interface ProductGridProps {
  products: ProductSummary[];
  renderAction?: (product: ProductSummary) => ReactNode;
  className?: string;
}

export function ProductGrid({ products, renderAction, className }: ProductGridProps) {
  return (
    <ul className={clsx(productGridClasses, className)}>
      {/* Each card hydrates in a task of its own after the page's first pass (lib/hydrate-later.tsx). */}
      {products.map((product, index) => (
        <HydrateLater key={product._id}>
          <li className="flex">
            <ProductCard
              product={product}
              priority={index < EAGER_CARDS}
              action={renderAction?.(product)}
              className="w-full"
            />
          </li>
        </HydrateLater>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({
  count = 12,
  withAction = false,
}: {
  count?: number;
  withAction?: boolean;
}) {
  return (
    <div className={productGridClasses} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <ProductCardSkeleton key={index} withAction={withAction} />
      ))}
    </div>
  );
}
