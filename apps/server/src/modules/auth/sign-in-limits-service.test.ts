import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '../../db/client.js';
import { signInFailures } from '../../db/schema.js';
import { openTestDatabase } from '../../test/test-app.js';
import { createSignInLimitsService } from './sign-in-limits-service.js';

/** The window and the lock over time, on a clock the test moves (the HTTP tests cover the rest). */

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const MINUTE = 60_000;

function withClock() {
  let now = Date.parse('2026-01-01T10:00:00Z');
  const limits = createSignInLimitsService({ db: database.db, now: () => new Date(now) });
  return { limits, advance: (ms: number) => (now += ms) };
}

async function fail(limits: ReturnType<typeof withClock>['limits'], email: string, times: number) {
  for (let i = 0; i < times; i++) await limits.recordFailure(email);
}

test('failures older than the 15-minute window no longer count', async () => {
  const { limits, advance } = withClock();
  await fail(limits, 'slow@example.com', 9);
  advance(15 * MINUTE + 1);
  await fail(limits, 'slow@example.com', 9);
  expect(await limits.check('slow@example.com')).toEqual({ allowed: true });
  await fail(limits, 'slow@example.com', 1);
  expect(await limits.check('slow@example.com')).toEqual({ allowed: false, retryAfterMinutes: 15 });
});

test('the lock lasts 15 minutes, counts down in whole minutes, then a new window starts unlocked', async () => {
  const { limits, advance } = withClock();
  await fail(limits, 'Locked@Example.com', 10);
  expect(await limits.check('locked@example.com')).toEqual({ allowed: false, retryAfterMinutes: 15 });
  advance(14 * MINUTE + 1_000);
  expect(await limits.check('locked@example.com')).toEqual({ allowed: false, retryAfterMinutes: 1 });
  advance(MINUTE);
  expect(await limits.check('locked@example.com')).toEqual({ allowed: true });
  await fail(limits, 'locked@example.com', 1);
  const [row] = await database.db
    .select()
    .from(signInFailures)
    .where(eq(signInFailures.email, 'locked@example.com'));
  expect(row).toMatchObject({ failures: 1, lockedUntil: null });
});

test('clear lifts a lock at once', async () => {
  const { limits } = withClock();
  await fail(limits, 'cleared@example.com', 10);
  await limits.clear('CLEARED@example.com');
  expect(await limits.check('cleared@example.com')).toEqual({ allowed: true });
});

test('rows whose window and lock have both run out are dropped', async () => {
  const { limits, advance } = withClock();
  await fail(limits, 'stale@example.com', 10);
  advance(31 * MINUTE);
  await limits.recordFailure('fresh@example.com');
  const stale = await database.db
    .select()
    .from(signInFailures)
    .where(eq(signInFailures.email, 'stale@example.com'));
  expect(stale).toEqual([]);
});
