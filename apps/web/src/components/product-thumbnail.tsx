import { type CategoryId, findCategory, imageAt } from '@plantopia/shared';
import { clsx } from 'clsx';
import { useState } from 'react';
import { CategoryIcon } from './category-icon';

/** A small square product photo (cart lines, order items), or the category's icon when there is none. */
export function ProductThumbnail({
  url,
  category,
  className,
}: {
  url: string;
  category: CategoryId;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const definition = findCategory(category);
  const box = clsx('shrink-0 overflow-hidden rounded-lg bg-brand-50', className ?? 'size-16');
  if (!url || failedUrl === url) {
    return (
      <div aria-hidden="true" className={clsx(box, 'flex items-center justify-center text-brand-600')}>
        {definition ? <CategoryIcon icon={definition.icon} className="size-1/2 opacity-70" /> : null}
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        src={imageAt(url, 160)}
        alt=""
        width={160}
        height={160}
        loading="lazy"
        decoding="async"
        onError={() => setFailedUrl(url)}
        className="size-full object-cover"
      />
    </div>
  );
}
