import type { OrderSummary } from '@plantopia/shared';
import { clsx } from 'clsx';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';

export interface OrderTotalsProps {
  /** As the server priced it; undefined while the quote is on its way. */
  summary: OrderSummary | undefined;
  /** A quote for an older version of the cart is showing while the new one loads. */
  updating?: boolean;
  /** A line under "Shipping" saying which fee it is (the checkout's delivery zone). */
  shippingNote?: string;
  /** The discount code that gave the discount, named beside it. */
  couponCode?: string | null;
  className?: string;
}

/** Subtotal, delivery, an optional discount and the total, as the cart, checkout and orders show them. */
export function OrderTotals({
  summary,
  updating = false,
  shippingNote,
  couponCode,
  className,
}: OrderTotalsProps) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const amount = (value: number | undefined) =>
    value === undefined ? <Skeleton className="h-4 w-16" /> : format.taka(value);
  return (
    <dl
      aria-busy={!summary || updating}
      className={clsx('grid gap-2 text-sm transition-opacity', updating && 'opacity-60', className)}
    >
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{t('totals.subtotal')}</dt>
        <dd className="font-medium text-ink tabular-nums">{amount(summary?.subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">
          {t('totals.shipping')}
          {shippingNote ? <span className="block text-xs">{shippingNote}</span> : null}
        </dt>
        <dd className="font-medium text-ink tabular-nums">{amount(summary?.shipping)}</dd>
      </div>
      {summary?.discount ? (
        <div className="flex justify-between gap-4">
          <dt className="text-muted">
            {t('totals.discount')}
            {couponCode ? (
              <span className="block text-xs">{t('totals.couponCode', { code: couponCode })}</span>
            ) : null}
          </dt>
          <dd className="font-medium text-leaf-800 tabular-nums">-{format.taka(summary.discount)}</dd>
        </div>
      ) : null}
      <div className="mt-1 flex justify-between gap-4 border-t border-line pt-3 text-base">
        <dt className="font-semibold text-ink">{t('totals.total')}</dt>
        <dd className="font-bold text-brand-800 tabular-nums">{amount(summary?.total)}</dd>
      </div>
    </dl>
  );
}
