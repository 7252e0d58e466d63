import { clsx } from 'clsx';
import { useId } from 'react';
import toast from 'react-hot-toast';

export const NEWSLETTER_THANKS = 'Thanks for subscribing!';

/**
 * SPEC §1: the newsletter form does nothing but thank the shopper; no request is sent.
 */
export function NewsletterForm({
  tone = 'light',
  className,
}: {
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const id = useId();
  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        toast.success(NEWSLETTER_THANKS);
        event.currentTarget.reset();
      }}
    >
      <label
        htmlFor={id}
        className={clsx('mb-1.5 block text-sm font-medium', tone === 'dark' ? 'text-brand-50' : 'text-ink')}
      >
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-base text-ink placeholder:text-stone-500 sm:text-sm"
        />
        <button
          type="submit"
          className={clsx(
            'h-11 shrink-0 rounded-lg px-5 text-sm font-semibold shadow-sm transition-colors',
            tone === 'dark'
              ? 'bg-leaf-300 text-brand-950 hover:bg-leaf-200'
              : 'bg-brand-700 text-white hover:bg-brand-800',
          )}
        >
          Subscribe
        </button>
      </div>
    </form>
  );
}
