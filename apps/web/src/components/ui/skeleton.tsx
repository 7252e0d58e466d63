import { clsx } from 'clsx';

/** A grey placeholder block with a soft pulse; size it with classes so nothing shifts when data lands. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx('animate-pulse rounded-md bg-brand-100/70', className)} />;
}
