import { type OrderStatus, orderStatusLabel } from '@plantopia/shared';
import { useCallback } from 'react';
import { useSay } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';

/** The answer to a change into each status. Literal keys, so the catalog check sees every one. */
const CHANGED: Record<OrderStatus, { changedKey: string }> = {
  pending: { changedKey: 'statusChange.done.pending' },
  accepted: { changedKey: 'statusChange.done.accepted' },
  shipped: { changedKey: 'statusChange.done.shipped' },
  delivered: { changedKey: 'statusChange.done.delivered' },
  returned: { changedKey: 'statusChange.done.returned' },
  cancelled: { changedKey: 'statusChange.done.cancelled' },
};

/**
 * `label(status)`: the status's name as the staff read it (`accepted` is Accepted, where a shopper reads
 * Processing); `changed(status)`: the toast after an order moved into it.
 */
export function useOrderStatusText() {
  const { t } = useTranslation('admin');
  const say = useSay();
  const label = useCallback((status: OrderStatus) => say(orderStatusLabel(status, 'admin')), [say]);
  const changed = useCallback((status: OrderStatus) => t(CHANGED[status].changedKey), [t]);
  return { label, changed };
}
