import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed password sign-ins per email address (docs/security.md: limited per account as well as per IP), kept in
 * the database so that every server behind one PostgreSQL counts the same failures. Keyed by the address
 * as typed (lower-cased), whether or not an account has it, so a lock reveals nothing.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sign_in_failures_window_idx').on(t.windowStartedAt)],
);
