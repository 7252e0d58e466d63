import { CARE_REMINDER_INTERVAL_DAYS, type Locale, type MessageChannel } from '@plantopia/shared';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { careReminders } from '../../db/schema/care-reminders.js';

export type CareReminderRow = typeof careReminders.$inferSelect;

const INTERVAL = sql.raw(`interval '${CARE_REMINDER_INTERVAL_DAYS} days'`);
const DAY_MS = 24 * 60 * 60 * 1000;

export async function findReminder(db: Db, userId: string): Promise<CareReminderRow | null> {
  const [row] = await db.select().from(careReminders).where(eq(careReminders.userId, userId));
  return row ?? null;
}

/**
 * Turns the shopper's reminders on (or changes how they go). The next one is due at once, or a week
 * after the last one if that is later: turning them off and on never makes two in a week.
 */
export async function turnOn(
  db: Db,
  reminder: { userId: string; channel: MessageChannel; phone: string | null; locale: Locale; at: Date },
): Promise<void> {
  const { at, ...fields } = reminder;
  await db
    .insert(careReminders)
    .values({ ...fields, nextDueAt: at, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: careReminders.userId,
      set: {
        channel: fields.channel,
        phone: fields.phone,
        locale: fields.locale,
        stoppedAt: null,
        nextDueAt: sql`greatest(${at.toISOString()}::timestamptz, coalesce(${careReminders.lastSentAt} + ${INTERVAL}, ${at.toISOString()}::timestamptz))`,
        updatedAt: at,
      },
    });
}

/** Stops the shopper's reminders (kept stopped if they already were); nothing when they never had any. */
export async function stop(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(careReminders)
    .set({
      stoppedAt: sql`coalesce(${careReminders.stoppedAt}, ${at.toISOString()}::timestamptz)`,
      updatedAt: at,
    })
    .where(eq(careReminders.userId, userId));
}

/** Reminders on and due at `at`, the longest waiting first. */
export async function listDue(db: Db, at: Date, limit: number): Promise<CareReminderRow[]> {
  return db
    .select()
    .from(careReminders)
    .where(and(isNull(careReminders.stoppedAt), lte(careReminders.nextDueAt, at)))
    .orderBy(asc(careReminders.nextDueAt))
    .limit(limit);
}

/**
 * Inside the transaction that queues its reminder: locks the shopper's row if it is still on and due at
 * `at`, which a stop, or another server's run, committed meanwhile may have changed. False: queue nothing.
 */
export async function lockIfDue(db: Db, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .select({ userId: careReminders.userId })
    .from(careReminders)
    .where(
      and(
        eq(careReminders.userId, userId),
        isNull(careReminders.stoppedAt),
        lte(careReminders.nextDueAt, at),
      ),
    )
    .for('update');
  return rows.length > 0;
}

/** A reminder was queued at `at`: the next may come a week later. */
export async function markSent(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(careReminders)
    .set({
      lastSentAt: at,
      nextDueAt: new Date(at.getTime() + CARE_REMINDER_INTERVAL_DAYS * DAY_MS),
      sentCount: sql`${careReminders.sentCount} + 1`,
      updatedAt: at,
    })
    .where(eq(careReminders.userId, userId));
}

/** Nothing to say now (no delivered plant left, no address): look again at `until`. */
export async function postpone(db: Db, userId: string, until: Date): Promise<void> {
  await db
    .update(careReminders)
    .set({ nextDueAt: until })
    .where(and(eq(careReminders.userId, userId), isNull(careReminders.stoppedAt)));
}
