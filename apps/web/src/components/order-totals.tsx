import { clsx } from 'clsx';
import { formatTaka } from '@/lib/format';

export interface OrderTotalsProps {
  subtotal: number;
  shipping: number;
  discount?: number;
  total: number;
  className?: string;
}

/** Subtotal, the ৳100 shipping, an optional discount and the total, as the cart, checkout and orders show them. */
export function OrderTotals({ subtotal, shipping, discount, total, className }: OrderTotalsProps) {
  return (
    <dl className={clsx('grid gap-2 text-sm', className)}>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Subtotal</dt>
        <dd className="font-medium text-ink tabular-nums">{formatTaka(subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted">Shipping</dt>
        <dd className="font-medium text-ink tabular-nums">{formatTaka(shipping)}</dd>
      </div>
      {discount ? (
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Discount</dt>
          <dd className="font-medium text-leaf-800 tabular-nums">-{formatTaka(discount)}</dd>
        </div>
      ) : null}
      <div className="mt-1 flex justify-between gap-4 border-t border-line pt-3 text-base">
        <dt className="font-semibold text-ink">Total</dt>
        <dd className="font-bold text-brand-800 tabular-nums">{formatTaka(total)}</dd>
      </div>
    </dl>
  );
}
