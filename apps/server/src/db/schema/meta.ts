import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Small facts about the database itself, e.g. that the demo shop was seeded (seed once, never twice). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});
