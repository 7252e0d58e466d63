import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export type BadgeTone = 'brand' | 'leaf' | 'terracotta' | 'neutral' | 'danger';

const tones: Record<BadgeTone, string> = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  leaf: 'bg-leaf-50 text-leaf-800 ring-leaf-200',
  terracotta: 'bg-terracotta-600 text-white ring-terracotta-700/20',
  neutral: 'bg-stone-100 text-stone-700 ring-stone-200',
  danger: 'bg-danger-soft text-danger ring-red-200',
};

export function Badge({
  tone = 'brand',
  className,
  ...props
}: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
