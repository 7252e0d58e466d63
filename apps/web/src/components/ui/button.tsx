import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'danger' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors duration-150 disabled:pointer-events-none disabled:opacity-55';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  secondary:
    'border border-line bg-surface text-brand-800 shadow-sm hover:border-brand-300 hover:bg-brand-50',
  ghost: 'text-brand-800 hover:bg-brand-50',
  accent: 'bg-terracotta-600 text-white shadow-sm hover:bg-terracotta-700',
  danger: 'bg-danger text-white shadow-sm hover:bg-red-800',
  inverse: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-11',
};

/** The classes of a button, for links and other elements that should look like one. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return clsx(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', disabled, ...props }: ButtonProps) {
  // A button works once the page's code runs (a server-rendered page paints before it). Until then a
  // submit button is disabled: the browser would send the form itself, a GET of the page with every field,
  // passwords included, in the URL. Any other button would do nothing, so it says that it is not usable
  // yet (to screen readers and to automation), without greying out every button of the page for a moment.
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      disabled={disabled || (type === 'submit' && !hydrated)}
      className={buttonClasses({ variant, size, className })}
      {...props}
      aria-disabled={hydrated ? props['aria-disabled'] : true}
    />
  );
}
