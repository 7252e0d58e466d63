import type { Product } from '@plantopia/shared';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

export const productGridClasses = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3';

/** How many cards sit in the first row at the widest layout: their images load at once. */
const EAGER_CARDS = 3;

export interface ProductGridProps {
  products: Product[];
  renderAction?: (product: Product) => ReactNode;
  className?: string;
}

export function ProductGrid({ products, renderAction, className }: ProductGridProps) {
  return (
    <ul className={clsx(productGridClasses, className)}>
      {products.map((product, index) => (
        <li key={product._id} className="flex">
          <ProductCard
            product={product}
            priority={index < EAGER_CARDS}
            action={renderAction?.(product)}
            className="w-full"
          />
        </li>
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
