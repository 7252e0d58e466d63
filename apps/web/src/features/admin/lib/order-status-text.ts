import type { OrderStatus } from '@plantopia/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the admin reads for each order status: its name (the admin's names: `accepted` is Accepted,
 * where a shopper reads Processing) and the answer to a change into it. Literal keys, so the catalog
 * check sees every one.
 */
const ORDER_STATUS_TEXT: Record<OrderStatus, { labelKey: string; changedKey: string }> = {
  pending: { labelKey: 'orderStatus.pending', changedKey: 'statusChange.done.pending' },
  accepted: { labelKey: 'orderStatus.accepted', changedKey: 'statusChange.done.accepted' },
  shipped: { labelKey: 'orderStatus.shipped', changedKey: 'statusChange.done.shipped' },
  delivered: { labelKey: 'orderStatus.delivered', changedKey: 'statusChange.done.delivered' },
  cancelled: { labelKey: 'orderStatus.cancelled', changedKey: 'statusChange.done.cancelled' },
};

/** `label(status)`: the status's name; `changed(status)`: the toast after an order moved into it. */
export function useOrderStatusText() {
  const { t } = useTranslation('admin');
  const label = useCallback((status: OrderStatus) => t(ORDER_STATUS_TEXT[status].labelKey), [t]);
  const changed = useCallback((status: OrderStatus) => t(ORDER_STATUS_TEXT[status].changedKey), [t]);
  return { label, changed };
}
