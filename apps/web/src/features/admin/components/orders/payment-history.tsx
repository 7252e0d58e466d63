import {
  type PaymentHistory as History,
  paymentAttemptLabel,
  paymentMethodLabel,
  type RefundStatus,
  refundStatusLabel,
} from '@plantopia/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useFormat, useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';

const REFUND_TONE: Record<RefundStatus, BadgeTone> = {
  requesting: 'neutral',
  pending: 'neutral',
  succeeded: 'brand',
  failed: 'terracotta',
  unknown: 'terracotta',
};

/**
 * Every attempt to pay and every refund of the order, newest first, with the provider's own words:
 * what the owner checks against the provider's panel, unknown outcomes included (issue 28).
 */
export function PaymentHistory({ history }: { history: History }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const say = useSay();
  if (history.attempts.length === 0 && history.refunds.length === 0) return null;
  return (
    <div className="mt-4 border-t border-line pt-3">
      <h3 className="text-sm font-semibold text-ink">{t('order.paymentHistory')}</h3>
      <ol className="mt-2 space-y-2 text-sm">
        {history.refunds.map((refund) => (
          <li key={`refund-${refund.createdAt}`} className="rounded-lg bg-canvas p-2.5">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">
                {t('order.refundOf', { amount: format.taka(refund.amount), provider: refund.provider })}
              </span>
              <Badge tone={REFUND_TONE[refund.status]}>{say(refundStatusLabel(refund.status))}</Badge>
            </p>
            <Details at={refund.updatedAt} reference={refund.reference} message={refund.message} />
          </li>
        ))}
        {history.attempts.map((attempt) => (
          <li key={`attempt-${attempt.createdAt}`} className="rounded-lg bg-canvas p-2.5">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium">
                {say(paymentMethodLabel(attempt.provider))} ·{' '}
                {format.taka(attempt.takenAmount ?? attempt.amount)}
              </span>
              <Badge tone={attempt.status === 'paid' ? 'brand' : 'neutral'}>
                {say(paymentAttemptLabel(attempt.status))}
              </Badge>
            </p>
            <Details at={attempt.updatedAt} reference={attempt.reference} message={attempt.message} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function Details({
  at,
  reference,
  message,
}: {
  at: string;
  reference: string | null;
  message: string | null;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <>
      <p className="mt-1 text-muted">
        <time dateTime={at}>{format.date(at)}</time>
        {reference ? (
          <>
            {' · '}
            {t('order.paymentReference')} <span className="font-mono break-all">{reference}</span>
          </>
        ) : null}
      </p>
      {/* The provider's own words, as it said them: what its support asks about. */}
      {message ? <p className="mt-1 break-words text-ink">{message}</p> : null}
    </>
  );
}
