import { LOCALES, type Locale, MESSAGE_CHANNELS, type MessageChannel } from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalog.js';
import { createdAt, isOneOf } from './columns.js';
import { user } from './users.js';

/**
 * A shopper's "tell me when it is back" for a sold-out variant (issue 24 item 2). When the variant's
 * stock goes from 0 to more, the transaction of that change marks every waiting request notified and
 * queues its one message, so each request is answered exactly once however many servers run.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /**
     * The variant asked about (a sold-out size); null only for requests made before variants, which
     * are answered when any variant of the product comes back (docs/decisions/038).
     */
    variantId: text('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<MessageChannel>().notNull(),
    /** An email address in lower case, or a phone number as normaliseBdPhone stores it. */
    recipient: text('recipient').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the product came back and the message was queued; null while the request waits. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    check('back_in_stock_requests_channel_check', isOneOf(t.channel, MESSAGE_CHANNELS)),
    check('back_in_stock_requests_locale_check', isOneOf(t.locale, LOCALES)),
    // Asking twice is one request (and answers the same, so nobody learns who has asked).
    uniqueIndex('back_in_stock_requests_waiting_idx')
      .on(t.productId, t.variantId, t.channel, t.recipient)
      .where(sql`${t.notifiedAt} is null`),
    // Unsubscribing removes every waiting request of one address.
    index('back_in_stock_requests_recipient_idx').on(t.channel, t.recipient),
  ],
);

/**
 * The owner's daily low-stock email, one row per Dhaka day: the row is the claim, inserted in the
 * transaction that queues the email, so of several servers only one sends it.
 */
export const lowStockDigests = pgTable('low_stock_digests', {
  day: date('day').primaryKey(),
  low: integer('low').notNull(),
  soldOut: integer('sold_out').notNull(),
  createdAt: createdAt(),
});
