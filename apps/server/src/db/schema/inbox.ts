import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** One row per address (stored lower-cased): signing up twice changes nothing. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_subscriptions_created_idx').on(t.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** When an admin marked it read; null while it is new. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
