import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';

export interface FilePickerButtonProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  /** The button's words in the page's language ("Choose a photo"), which also name the file input. */
  children: ReactNode;
}

/**
 * A file input shown as the shop's own button, in the page's language, instead of the browser's
 * "Choose File" (always English, whatever the page). The input itself stays in the page, visually
 * hidden inside its label: Tab reaches it, Enter or Space opens the chooser, and the label shows the
 * focus ring.
 */
export function FilePickerButton({ children, className, ...input }: FilePickerButtonProps) {
  return (
    <label
      className={clsx(
        'inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-semibold text-brand-800 shadow-sm hover:border-brand-300 hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 has-[:focus-visible]:outline-solid',
        className,
      )}
    >
      {children}
      <input type="file" className="sr-only" {...input} />
    </label>
  );
}
