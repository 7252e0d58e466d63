import { imageAt, srcSet } from '@plantopia/shared';
import { clsx } from 'clsx';
import { useState } from 'react';

/** A post's picture at the size it is shown; it hides itself if the file cannot be loaded. */
export function BlogImage({
  url,
  alt,
  sizes,
  priority = false,
  className,
}: {
  url: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return null;
  const set = srcSet(url);
  return (
    <img
      src={imageAt(url, 800)}
      srcSet={set}
      sizes={set ? sizes : undefined}
      alt={alt}
      width={1200}
      height={675}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={clsx('aspect-video w-full object-cover', className)}
    />
  );
}
