import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export const controlClasses =
  'block w-full rounded-lg border border-line bg-surface px-3 text-base text-ink shadow-xs placeholder:text-muted/80 hover:border-brand-300 focus:border-brand-500 disabled:bg-stone-100 disabled:text-muted sm:text-sm';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control.
  return <label className={clsx('mb-1.5 block text-sm font-medium text-ink', className)} {...props} />;
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={clsx(controlClasses, 'h-11', className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={clsx(controlClasses, 'h-11 pr-8', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={clsx(controlClasses, 'min-h-24 py-2.5', className)} {...props} />;
}
