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

/**
 * Every sign-in code the shop has agreed to send by SMS in the last day (docs/decisions/037): the limits
 * per number, per client address and per day shop-wide count these rows, in the database so that every
 * server counts the same sends. Rows older than a day count for nothing and are dropped.
 */
export const phoneCodeSends = pgTable(
  'phone_code_sends',
  {
    id: text('id').primaryKey(),
    /** `01XXXXXXXXX`. */
    phone: text('phone').notNull(),
    /** The client address that asked; null for a call made inside the server. */
    clientIp: text('client_ip'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('phone_code_sends_phone_idx').on(t.phone, t.sentAt),
    index('phone_code_sends_client_idx').on(t.clientIp, t.sentAt),
    index('phone_code_sends_sent_idx').on(t.sentAt),
  ],
);
