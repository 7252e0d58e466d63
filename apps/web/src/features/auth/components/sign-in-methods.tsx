import { clsx } from 'clsx';
import { Mail, Smartphone } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';

const METHODS = [
  { id: 'email', labelKey: 'methods.email', icon: Mail },
  { id: 'phone', labelKey: 'methods.phone', icon: Smartphone },
] as const;

type Method = (typeof METHODS)[number]['id'];

/**
 * The sign-in and register pages' two ways in, as tabs (WAI-ARIA tabs: arrow keys move between them):
 * email and password, or a mobile number and a code by SMS (docs/decisions/037). Email comes first, as
 * before; the checkout offers the mobile number straight away.
 */
export function SignInMethods({ email, phone }: { email: ReactNode; phone: ReactNode }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [method, setMethod] = useState<Method>('email');
  const tabs = useRef<Partial<Record<Method, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent) {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const index = METHODS.findIndex((m) => m.id === method);
    const next = METHODS[(index + step + METHODS.length) % METHODS.length]!.id;
    setMethod(next);
    tabs.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('methods.label')}
        onKeyDown={onKeyDown}
        className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-canvas p-1 ring-1 ring-line ring-inset"
      >
        {METHODS.map(({ id: tab, labelKey, icon: Icon }) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={method === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={method === tab ? 0 : -1}
            onClick={() => setMethod(tab)}
            className={clsx(
              'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold transition-colors',
              method === tab
                ? 'bg-surface text-brand-800 shadow-sm ring-1 ring-line'
                : 'text-muted hover:text-ink',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {t(labelKey)}
          </button>
        ))}
      </div>
      {METHODS.map(({ id: tab }) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${id}-${tab}-panel`}
          aria-labelledby={`${id}-${tab}-tab`}
          hidden={method !== tab}
        >
          {method === tab ? (tab === 'email' ? email : phone) : null}
        </div>
      ))}
    </div>
  );
}
