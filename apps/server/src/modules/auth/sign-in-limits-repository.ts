import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInFailures } from '../../db/schema/auth.js';

/** When the address's password sign-in is locked until, if it is. */
export async function findLockedUntil(db: Db, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.email, email));
  return row?.lockedUntil ?? null;
}

/**
 * Counts one failure in one statement (so servers sharing the database never lose a count): a window
 * that began before `windowStart` starts again at 1; reaching `maxFailures` sets the lock.
 */
export async function recordFailure(
  db: Db,
  input: { email: string; now: Date; windowStart: Date; maxFailures: number; lockUntil: Date },
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const { email, now, windowStart, maxFailures, lockUntil } = input;
  const table = signInFailures;
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const windowOver = sql`${table.windowStartedAt} <= ${at(windowStart)}`;
  const counted = sql`case when ${windowOver} then 1 else ${table.failures} + 1 end`;
  const [row] = await db
    .insert(table)
    .values({
      email,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: maxFailures <= 1 ? lockUntil : null,
    })
    .onConflictDoUpdate({
      target: table.email,
      set: {
        failures: counted,
        windowStartedAt: sql`case when ${windowOver} then ${at(now)} else ${table.windowStartedAt} end`,
        // A new window starts unlocked: a locked address never gets this far, so any old lock has run out.
        lockedUntil: sql`case when ${counted} >= ${maxFailures} then ${at(lockUntil)}
          when ${windowOver} then null else ${table.lockedUntil} end`,
      },
    })
    .returning({ failures: table.failures, lockedUntil: table.lockedUntil });
  return row!;
}

/** Forgets the address's failures and lifts its lock. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}

/** Drops rows whose window began before `before` (their count and any lock have run out). */
export async function purgeFailuresBefore(db: Db, before: Date): Promise<void> {
  await db.delete(signInFailures).where(lt(signInFailures.windowStartedAt, before));
}
