import { LOCALES, type Locale, MESSAGE_CHANNELS, type MessageChannel } from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, updatedAt } from './columns.js';
import { user } from './users.js';

/**
 * A shopper's plant care reminders (issue 26): one row per shopper who ever asked for them. The recurring
 * task takes the rows that are due (`next_due_at`), queues one reminder each into the outbox and moves
 * `next_due_at` a week on, in one transaction, so a shopper gets at most one a week however many servers
 * run. `stopped_at` is set by the stop link (or the shopper's own switch) and keeps the task away for good;
 * only the shopper turning them on again, signed in, clears it.
 */
export const careReminders = pgTable(
  'care_reminders',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<MessageChannel>().notNull(),
    /** The number an SMS goes to (`01XXXXXXXXX`): the delivered order's the shopper chose it from. */
    phone: text('phone'),
    /** The language the shopper asked in: every reminder and its stop page are written in it. */
    locale: text('locale').$type<Locale>().notNull(),
    /** When the next reminder may be queued; it is never earlier than a week after the last one. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }),
    /** How many reminders were queued: which plant and which tip comes next turns on it. */
    sentCount: integer('sent_count').notNull().default(0),
    stoppedAt: timestamp('stopped_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('care_reminders_channel_check', isOneOf(t.channel, MESSAGE_CHANNELS)),
    check('care_reminders_locale_check', isOneOf(t.locale, LOCALES)),
    check('care_reminders_sms_phone_check', sql`${t.channel} <> 'sms' or ${t.phone} is not null`),
    // The task's scan: only reminders still on.
    index('care_reminders_due_idx').on(t.nextDueAt).where(sql`${t.stoppedAt} is null`),
  ],
);
