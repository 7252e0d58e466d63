import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { user } from './users.js';

export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    /** Poisha. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('bdt'),
    provider: text('provider').$type<'sandbox' | 'stripe'>().notNull(),
    providerId: text('provider_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    status: text('status').notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_intents_provider_idx').on(t.provider, t.providerId),
    uniqueIndex('payment_intents_client_secret_idx').on(t.clientSecret),
    index('payment_intents_user_idx').on(t.userId),
  ],
);
