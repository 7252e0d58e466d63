import { type ConfirmLinkView, pickText } from '@plantopia/shared';
import { CircleCheck, CircleX, Info, Link2Off } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from '@/components/link';
import { OfflineNotice } from '@/components/offline-notice';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { useWaitingForNetwork } from '@/lib/network';
import { useAnswerOrderConfirmation, useOrderConfirmation } from '../api/order-confirmation';

/**
 * The page a cash-on-delivery order's SMS link opens (issue 23 item 3): the order's number, items, total
 * and the cash to pay at the door, with "Confirm my order" and "Cancel my order" (asked once more). An
 * order already answered (by this link or by the shop's call) says how it stands; a forged or expired
 * link says it cannot be used. Made for a phone first: one column, large buttons.
 */
export function OrderConfirmation({ token }: { token: string }) {
  const { t } = useTranslation('orders');
  const confirmation = useOrderConfirmation(token);
  const offline = useWaitingForNetwork(confirmation);

  if (offline) return <OfflineNotice onRetry={() => confirmation.refetch()} />;
  if (confirmation.isPending)
    return (
      <div aria-busy="true" className="grid gap-3">
        <span className="sr-only">{t('confirmOrder.loading')}</span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  if (confirmation.isError) {
    const refused = isApiError(confirmation.error) && confirmation.error.status < 500;
    return (
      <Panel tone="danger" icon={<Link2Off aria-hidden="true" className="size-6" />}>
        <h1 className="text-xl font-bold text-ink">
          {refused ? t('confirmOrder.refusedTitle') : t('confirmOrder.loadFailed')}
        </h1>
        <p role="alert" className="mt-2 text-ink/90">
          {errorMessage(confirmation.error)}
        </p>
        <div className="mt-5 grid gap-3 sm:flex">
          {refused ? null : (
            <Button size="lg" onClick={() => void confirmation.refetch()}>
              {t('confirmOrder.tryAgain')}
            </Button>
          )}
          <Link to="/" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
            {t('confirmOrder.goHome')}
          </Link>
        </div>
      </Panel>
    );
  }
  return <ConfirmationCard token={token} view={confirmation.data} />;
}

function ConfirmationCard({ token, view }: { token: string; view: ConfirmLinkView }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const answer = useAnswerOrderConfirmation(token);
  const [askingCancel, setAskingCancel] = useState(false);
  const open = view.state === 'open';

  return (
    <div className="grid gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink">
          {t('confirmOrder.heading', { number: view.number })}
        </h1>
        {open ? <p className="mt-1 text-muted">{t('confirmOrder.intro')}</p> : null}
      </div>

      {answer.isError ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {errorMessage(answer.error)}
        </p>
      ) : null}
      <Outcome state={view.state} />

      <section
        aria-labelledby="confirm-items-heading"
        className="rounded-card bg-surface p-4 shadow-card ring-1 ring-line sm:p-5"
      >
        <h2 id="confirm-items-heading" className="text-sm font-semibold tracking-wide text-muted uppercase">
          {t('confirmOrder.items')}
        </h2>
        <ul className="mt-2 divide-y divide-line">
          {view.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id here, and never move.
            <li key={index} className="flex items-baseline justify-between gap-3 py-2.5">
              <span className="min-w-0 text-ink">
                {pickText(item.name, item.nameBn, format.locale)}{' '}
                <span className="whitespace-nowrap text-muted tabular-nums">
                  × {format.number(item.quantity)}
                </span>
              </span>
              <span className="font-medium whitespace-nowrap tabular-nums">
                {format.taka(item.lineTotal)}
              </span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 grid gap-2 border-t border-line pt-3">
          <div className="flex justify-between gap-3 text-sm text-muted">
            <dt>{t('confirmOrder.delivery')}</dt>
            <dd className="tabular-nums">{format.taka(view.delivery)}</dd>
          </div>
          {view.discount > 0 ? (
            <div className="flex justify-between gap-3 text-sm text-muted">
              <dt>{t('confirmOrder.discount')}</dt>
              <dd className="tabular-nums">-{format.taka(view.discount)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-3 font-semibold">
            <dt>{t('confirmOrder.total')}</dt>
            <dd className="tabular-nums">{format.taka(view.total)}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-3 rounded-lg bg-brand-50 px-3 py-2.5 text-brand-900">
            <dt className="font-medium">{t('confirmOrder.cashToPay')}</dt>
            <dd className="text-xl font-bold tabular-nums">{format.taka(view.cashOnDelivery)}</dd>
          </div>
        </dl>
      </section>

      {open ? (
        <section aria-label={t('confirmOrder.answerLabel')} className="grid gap-3">
          {askingCancel ? (
            <div className="grid gap-3 rounded-card bg-surface p-4 ring-1 ring-line">
              <p className="font-medium text-ink">
                {t('confirmOrder.cancelQuestion', { number: view.number })}
              </p>
              <AnswerChoice
                pending={answer.isPending}
                danger
                go={{ label: t('confirmOrder.cancelYes'), onClick: () => answer.mutate('cancel') }}
                other={{ label: t('confirmOrder.cancelNo'), onClick: () => setAskingCancel(false) }}
              />
            </div>
          ) : (
            <AnswerChoice
              pending={answer.isPending}
              go={{ label: t('confirmOrder.confirm'), onClick: () => answer.mutate('confirm') }}
              other={{ label: t('confirmOrder.cancel'), onClick: () => setAskingCancel(true) }}
            />
          )}
          <p className="text-center text-sm text-muted">
            {t('confirmOrder.validUntil', { date: format.date(view.expiresAt) })}
          </p>
        </section>
      ) : null}
    </div>
  );
}

/** How an answered order stands; nothing while it still waits for the answer. */
function Outcome({ state }: { state: ConfirmLinkView['state'] }) {
  const { t } = useTranslation('orders');
  if (state === 'open') return null;
  const Icon = state === 'confirmed' ? CircleCheck : state === 'cancelled' ? CircleX : Info;
  const [title, text] =
    state === 'confirmed'
      ? [t('confirmOrder.confirmedTitle'), t('confirmOrder.confirmedText')]
      : state === 'cancelled'
        ? [t('confirmOrder.cancelledTitle'), t('confirmOrder.cancelledText')]
        : [t('confirmOrder.closedTitle'), t('confirmOrder.closedText')];
  return (
    <Panel tone={state === 'confirmed' ? 'success' : 'neutral'} icon={<Icon />}>
      <div role="status">
        <p className="text-lg font-semibold text-ink">{title}</p>
        <p className="mt-1 text-ink/90">{text}</p>
      </div>
    </Panel>
  );
}

const PANEL_TONES = {
  success: 'bg-brand-50 text-brand-700 ring-brand-200',
  neutral: 'bg-stone-50 text-muted ring-line',
  danger: 'bg-danger-soft text-danger ring-red-200',
};

function Panel({
  tone,
  icon,
  children,
}: {
  tone: keyof typeof PANEL_TONES;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`flex gap-3 rounded-card p-4 ring-1 sm:p-5 ${PANEL_TONES[tone]}`}>
      <span aria-hidden="true" className="shrink-0 [&_svg]:size-6">
        {icon}
      </span>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

interface Choice {
  label: string;
  onClick: () => void;
}

/** The answer to send (with a spinner while it is sent) and the other way; both wait while one is sent. */
function AnswerChoice({
  pending,
  danger = false,
  go,
  other,
}: {
  pending: boolean;
  danger?: boolean;
  go: Choice;
  other: Choice;
}) {
  const { t } = useTranslation('orders');
  return (
    <>
      <Button
        size="lg"
        variant={danger ? 'danger' : undefined}
        className="w-full"
        disabled={pending}
        onClick={go.onClick}
      >
        {pending ? (
          <Spinner
            label={t('confirmOrder.sending')}
            className={danger ? '[&_svg]:size-5' : 'text-white [&_svg]:size-5'}
          />
        ) : null}
        {go.label}
      </Button>
      <Button size="lg" variant="secondary" className="w-full" disabled={pending} onClick={other.onClick}>
        {other.label}
      </Button>
    </>
  );
}
