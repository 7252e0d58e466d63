import {
  type Locale,
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  type MessageChannel,
  type MessageStatus,
  OUTBOX_MESSAGE_KINDS,
  type OutboxMessageKind,
} from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, updatedAt } from './columns.js';
import { orders } from './orders.js';

/**
 * The outbox of the shop's messages, order messages first (decision 018): each row is written in the transaction that changed its
 * order, already rendered, and a background worker sends it, claiming rows with `FOR UPDATE SKIP LOCKED`
 * so two servers never send the same one. `claimedUntil` is the claim's lease: a worker that died
 * mid-send leaves a row another worker takes again once the lease has run out.
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: text('id').primaryKey(),
    /** The order the message is about; null for a shop message (a back-in-stock alert, the stock digest). */
    orderId: text('order_id').references(() => orders.id),
    kind: text('kind').$type<OutboxMessageKind>().notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    recipient: text('recipient').notNull(),
    /** An email's subject; null for an SMS. */
    subject: text('subject'),
    /** The plain text of an email, or the SMS itself. */
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    status: text('status').$type<MessageStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('outbound_messages_kind_check', isOneOf(t.kind, OUTBOX_MESSAGE_KINDS)),
    check('outbound_messages_channel_check', isOneOf(t.channel, MESSAGE_CHANNELS)),
    check('outbound_messages_status_check', isOneOf(t.status, MESSAGE_STATUSES)),
    // The worker's scan: only rows still to send (or whose claim may have been abandoned).
    index('outbound_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    index('outbound_messages_status_created_idx').on(t.status, t.createdAt),
    index('outbound_messages_order_idx').on(t.orderId),
  ],
);
