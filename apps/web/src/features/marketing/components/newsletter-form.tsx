import { coded, readCodedText } from '@plantopia/shared';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { networkErrorMessage, sendFailureMessage } from '@/lib/api-client';
import { activeSay } from '@/lib/i18n/active';
import { useTranslation } from '@/lib/i18n/react';
import { useHydrated } from '@/lib/use-hydrated';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { loadNewsletterSignup } from '../lib/load-newsletter-signup';

/**
 * The newsletter sign-up (home page and footer): the address is stored by the shop, and only then does
 * the form say thanks, in the page (a status message), where the form was.
 */
export function NewsletterForm({
  tone = 'light',
  className,
}: {
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const id = useId();
  const subscribe = useSubscribeNewsletter();
  const { t } = useTranslation('marketing');
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const dark = tone === 'dark';
  const problem = invalid ?? (subscribe.isError ? sendFailureMessage(subscribe.error) : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    const schema = await loadNewsletterSignup().then(
      (loaded) => loaded.NewsletterSignupSchema,
      () => null,
    );
    if (!schema) {
      setInvalid(networkErrorMessage());
      return;
    }
    const parsed = schema.safeParse({ email });
    if (!parsed.success) {
      // The server's words for the schema's coded reason; the home page loads them only now.
      const say = await activeSay();
      const reason = readCodedText(parsed.error.issues[0]?.message ?? '') ?? coded('field.invalid');
      setInvalid(t('newsletter.invalid', { reason: say(reason) }));
      return;
    }
    setInvalid(null);
    subscribe.mutate(parsed.data, {
      onSuccess: (answer) => {
        setConfirmation(answer.message ?? t('newsletter.subscribed'));
        setEmail('');
      },
    });
  };

  return (
    <div className={className}>
      {confirmation ? null : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <label
            htmlFor={id}
            className={clsx('mb-1.5 block text-sm font-medium', dark ? 'text-brand-50' : 'text-ink')}
          >
            {t('newsletter.email')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            {/* Full width and 44 px tall on phones: in the column layout a flex-1 input shrank to its text. */}
            <input
              id={id}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              value={email}
              onFocus={() => void loadNewsletterSignup().catch(() => undefined)}
              onChange={(event) => {
                setEmail(event.target.value);
                setInvalid(null);
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              className={clsx(
                'h-11 min-h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-base text-ink placeholder:text-stone-500 sm:flex-1 sm:text-sm',
                invalid ? 'border-danger' : 'border-line',
              )}
            />
            <button
              type="submit"
              // Not before the page's code runs: the browser would send the address in the URL (ui/button.tsx).
              disabled={subscribe.isPending || !hydrated}
              className={clsx(
                'h-11 shrink-0 rounded-lg px-5 text-sm font-semibold shadow-sm transition-colors disabled:opacity-70',
                dark
                  ? 'bg-leaf-300 text-brand-950 hover:bg-leaf-200'
                  : 'bg-brand-700 text-white hover:bg-brand-800',
              )}
            >
              {subscribe.isPending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
            </button>
          </div>
          {problem ? (
            <p
              id={`${id}-problem`}
              role="alert"
              className={clsx(
                'mt-2 flex items-start gap-1.5 text-sm font-medium',
                dark ? 'text-terracotta-100' : 'text-danger',
              )}
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {problem}
            </p>
          ) : null}
        </form>
      )}
      <div role="status">
        {confirmation ? (
          <div
            className={clsx(
              'flex items-start gap-3 rounded-xl px-4 py-3.5',
              dark
                ? 'bg-white/10 text-brand-50 ring-1 ring-white/15'
                : 'bg-surface text-ink ring-1 ring-leaf-200',
            )}
          >
            <CircleCheck
              aria-hidden="true"
              className={clsx('mt-0.5 size-5 shrink-0', dark ? 'text-leaf-300' : 'text-leaf-700')}
            />
            <div className="text-sm">
              <p className="font-semibold">{confirmation}</p>
              <button
                type="button"
                onClick={() => {
                  subscribe.reset();
                  setConfirmation(null);
                }}
                className={clsx(
                  'mt-1 font-medium underline underline-offset-2',
                  dark ? 'text-brand-100 hover:text-white' : 'text-brand-700 hover:text-brand-900',
                )}
              >
                {t('newsletter.another')}
              </button>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
