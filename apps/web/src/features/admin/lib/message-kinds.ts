import type { MessageStatus, OutboxMessageKind } from '@plantopia/shared';

/** What each email or SMS is about, as the `admin` catalog names it (literal keys for the catalog check). */
export const MESSAGE_KIND_LABELS: Record<OutboxMessageKind, { labelKey: string }> = {
  placed: { labelKey: 'notifications.kind.placed' },
  accepted: { labelKey: 'notifications.kind.accepted' },
  shipped: { labelKey: 'notifications.kind.shipped' },
  delivered: { labelKey: 'notifications.kind.delivered' },
  cancelled: { labelKey: 'notifications.kind.cancelled' },
  refunded: { labelKey: 'notifications.kind.refunded' },
  owner_new_order: { labelKey: 'notifications.kind.owner_new_order' },
  gift_shipped: { labelKey: 'notifications.kind.gift_shipped' },
  back_in_stock: { labelKey: 'notifications.kind.back_in_stock' },
  low_stock_digest: { labelKey: 'notifications.kind.low_stock_digest' },
  care_reminder: { labelKey: 'notifications.kind.care_reminder' },
};

/** Where an order email or SMS stands, as the `admin` catalog names it. */
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, { labelKey: string }> = {
  pending: { labelKey: 'notifications.status.pending' },
  sending: { labelKey: 'notifications.status.sending' },
  sent: { labelKey: 'notifications.status.sent' },
  failed: { labelKey: 'notifications.status.failed' },
};
