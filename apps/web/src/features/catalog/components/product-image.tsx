import { type CategoryDefinition, findCategory, imageAt, srcSet } from '@plantopia/shared';
import { clsx } from 'clsx';
import { useState } from 'react';
import { CategoryIcon } from '@/components/category-icon';

export interface ProductImageProps {
  url: string;
  alt: string;
  category: CategoryDefinition['id'];
  /** The `sizes` attribute: how wide the image is drawn at each screen width. */
  sizes: string;
  /** Above the fold: load at once and early (the page's largest image). */
  priority?: boolean;
  className?: string;
}

/** A product photo at the size it is shown, or the category's icon when there is none. */
export function ProductImage({ url, alt, category, sizes, priority = false, className }: ProductImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const definition = findCategory(category);

  if (!url || failedUrl === url) {
    return (
      <div
        className={clsx(
          'flex size-full items-center justify-center bg-linear-to-br from-brand-50 to-leaf-100 text-brand-600',
          className,
        )}
      >
        {definition ? <CategoryIcon icon={definition.icon} className="size-1/3 opacity-70" /> : null}
        <span className="sr-only">{alt}</span>
      </div>
    );
  }

  return (
    <img
      src={imageAt(url, 640)}
      srcSet={srcSet(url)}
      sizes={srcSet(url) ? sizes : undefined}
      alt={alt}
      width={640}
      height={640}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedUrl(url)}
      className={clsx('size-full object-cover', className)}
    />
  );
}
