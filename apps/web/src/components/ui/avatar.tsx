import { imageAt, isResizable } from '@plantopia/shared';
import { clsx } from 'clsx';
import { useState } from 'react';

/** Shipped in apps/web/public: shown when there is no photo or it fails to load (docs/behaviour.md §16.1). */
export const DEFAULT_AVATAR_URL = '/default-avatar.svg';

/** A round profile photo. `size` is the displayed size in CSS pixels (the image is fetched at 2×). */
export function Avatar({
  src,
  name,
  size = 40,
  className,
}: {
  src: string | null | undefined;
  /** Whose photo it is; the alt text. Pass '' when a label next to it already names the person. */
  name: string;
  size?: number;
  className?: string;
}) {
  const wanted = src
    ? isResizable(src)
      ? imageAt(src, size * 2 > 160 ? 320 : 160)
      : src
    : DEFAULT_AVATAR_URL;
  // Remember which URL failed, so a new photo gets its own chance to load.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? DEFAULT_AVATAR_URL : wanted;
  return (
    <img
      src={shown}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => {
        if (shown !== DEFAULT_AVATAR_URL) setFailed(wanted);
      }}
      style={{ width: size, height: size }}
      className={clsx('shrink-0 rounded-full bg-brand-100 object-cover ring-1 ring-line', className)}
    />
  );
}
