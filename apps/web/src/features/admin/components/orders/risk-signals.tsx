import type { RiskSignals as Signals } from '@plantopia/shared';
import { clsx } from 'clsx';
import { TriangleAlert } from 'lucide-react';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { RowLink } from '../data-table/row-link';
import { orderHref } from './order-links';

/**
 * What the shop already knows about this phone number, read before the call: how its earlier orders
 * ended, its other open orders, and whether the cash to collect is unusually large for this shop.
 */
export function RiskSignals({ risk }: { risk: Signals }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { delivered, returned, cancelled } = risk.history;
  const counts = [
    { key: 'delivered', label: t('order.risk.delivered'), value: delivered, bad: false },
    { key: 'returned', label: t('order.risk.returned'), value: returned, bad: returned > 0 },
    { key: 'cancelled', label: t('order.risk.cancelled'), value: cancelled, bad: cancelled > 0 },
  ];
  return (
    <section aria-labelledby="risk-heading" className="grid content-start gap-3">
      <h3 id="risk-heading" className="text-sm font-semibold text-ink">
        {t('order.risk.heading')}
      </h3>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {counts.map(({ key, label, value, bad }) => (
          <div
            key={key}
            className={clsx(
              'rounded-lg px-2 py-2 ring-1 ring-inset',
              bad ? 'bg-terracotta-50 ring-terracotta-200' : 'bg-surface ring-line',
            )}
          >
            <dt className="text-xs text-muted">{label}</dt>
            <dd className={clsx('text-lg font-bold tabular-nums', bad && 'text-terracotta-800')}>
              {format.number(value)}
            </dd>
          </div>
        ))}
      </dl>
      {risk.openOrders.length > 0 ? (
        <div>
          <p className="text-sm font-medium text-ink">
            {t('order.risk.openOrders', { count: risk.openOrders.length })}
          </p>
          <ul className="mt-1 grid gap-1 text-sm">
            {risk.openOrders.map((open) => (
              <li key={open._id}>
                <RowLink
                  to={orderHref(open._id)}
                  className="font-mono font-semibold text-brand-800 hover:underline"
                >
                  #{open.number}
                </RowLink>{' '}
                <span className="text-muted">
                  · {format.taka(open.total)} · {format.date(open.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {risk.largeCashOnDelivery ? (
        <p className="flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200 ring-inset">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('order.risk.largeCod')}
        </p>
      ) : null}
    </section>
  );
}
