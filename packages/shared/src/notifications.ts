import { z } from 'zod';
import { LOCALES } from './locale.js';
import { codedText } from './message-codes.js';
import { PageNumberSchema } from './product.js';

/*
 * The order messages (emails and SMS) the shop sends, as the admin sees them: each one is queued in the
 * transaction that changed its order and sent by a background worker, with retries (decision 018).
 */

/** What happened to the order; one message kind per event (and the owner's copy of a new order). */
export const ORDER_EVENTS = ['placed', 'accepted', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

export const MESSAGE_KINDS = [...ORDER_EVENTS, 'owner_new_order'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * Every kind the outbox holds: the order messages, a gift's SMS to its recipient when it ships, a
 * back-in-stock alert to a shopper, the owner's stock digest, a shopper's weekly plant care reminder.
 */
export const OUTBOX_MESSAGE_KINDS = [
  ...MESSAGE_KINDS,
  'gift_shipped',
  'back_in_stock',
  'low_stock_digest',
  'care_reminder',
] as const;
export type OutboxMessageKind = (typeof OUTBOX_MESSAGE_KINDS)[number];

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** `pending`: waiting for its (next) attempt; `sending`: claimed by a worker; `failed`: gave up. */
export const MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_KIND_LABELS: Record<OutboxMessageKind, string> = {
  placed: 'Order placed',
  accepted: 'Order accepted',
  shipped: 'Order shipped',
  delivered: 'Order delivered',
  cancelled: 'Order cancelled',
  refunded: 'Order refunded',
  owner_new_order: 'New order (to the shop)',
  gift_shipped: 'Gift on its way (to the recipient)',
  back_in_stock: 'Back in stock (to a shopper)',
  low_stock_digest: 'Low stock (to the shop)',
  care_reminder: 'Plant care reminder (to a shopper)',
};

export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const OutboundMessageSchema = z.object({
  _id: z.string(),
  /** Null for a message about no order (a back-in-stock alert, the stock digest, a care reminder). */
  orderId: z.string().nullable(),
  /** The number shoppers see (`orderNumber`). */
  orderNumber: z.string().nullable(),
  kind: z.enum(OUTBOX_MESSAGE_KINDS),
  channel: z.enum(MESSAGE_CHANNELS),
  locale: z.enum(LOCALES),
  recipient: z.string(),
  /** An email's subject; the SMS text itself for an SMS. */
  summary: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboundMessage = z.infer<typeof OutboundMessageSchema>;

/** `GET /api/admin/notifications`: failed ones by default, newest first. */
export const OutboundMessageQuerySchema = z.object({
  status: z.enum([...MESSAGE_STATUSES, 'all']).default('failed'),
  page: PageNumberSchema.default(1),
  limit: z.coerce
    .number({ error: 'field.number' })
    .int('field.whole_number')
    .min(1, codedText('field.at_least', { min: 1 }))
    .max(100, codedText('field.max', { max: 100 }))
    .default(20),
});
export type OutboundMessageQuery = z.infer<typeof OutboundMessageQuerySchema>;

/** Beside `total` (of the filter), how many messages have failed in all: the tab's badge. */
export const OutboundMessageListExtrasSchema = z.object({
  total: z.number().int(),
  failed: z.number().int(),
});
export type OutboundMessageListExtras = z.infer<typeof OutboundMessageListExtrasSchema>;
