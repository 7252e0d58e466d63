import type { Db } from '../../db/client.js';
import * as repo from './sign-in-limits-repository.js';

export type SignInLimitsService = ReturnType<typeof createSignInLimitsService>;

export interface SignInLimitRules {
  /** Failures within `windowMs` that lock the address. */
  maxFailures: number;
  windowMs: number;
  /** How long the lock lasts. */
  lockMs: number;
}

/** docs/security.md: 10 failed sign-ins in 15 minutes lock that account's password sign-in for 15 minutes. */
export const SIGN_IN_LIMIT_RULES: SignInLimitRules = {
  maxFailures: 10,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
};

/**
 * Failed password sign-ins per account, on top of the per-IP limit, so rotating addresses does not
 * help a guesser. Counted per email address whether or not an account has it (a lock reveals
 * nothing), in the database (every server sees the same count). A successful sign-in clears the
 * count; a password reset, which stays possible while locked, lifts the lock.
 */
export function createSignInLimitsService(deps: { db: Db; rules?: SignInLimitRules; now?: () => Date }) {
  const { db, rules = SIGN_IN_LIMIT_RULES, now = () => new Date() } = deps;
  const key = (email: string) => email.trim().toLowerCase();

  return {
    /** Whether the address may try a password now; if not, the whole minutes until it may. */
    async check(email: string): Promise<{ allowed: true } | { allowed: false; retryAfterMinutes: number }> {
      const lockedUntil = await repo.findLockedUntil(db, key(email));
      const remainingMs = lockedUntil ? lockedUntil.getTime() - now().getTime() : 0;
      if (remainingMs <= 0) return { allowed: true };
      return { allowed: false, retryAfterMinutes: Math.max(1, Math.ceil(remainingMs / 60_000)) };
    },

    /** Counts a wrong password (or an unknown address) and locks the address at the limit. */
    async recordFailure(email: string): Promise<void> {
      const at = now();
      await repo.recordFailure(db, {
        email: key(email),
        now: at,
        windowStart: new Date(at.getTime() - rules.windowMs),
        maxFailures: rules.maxFailures,
        lockUntil: new Date(at.getTime() + rules.lockMs),
      });
      // Rows whose window and lock have both run out count for nothing: keep the table small.
      await repo.purgeFailuresBefore(db, new Date(at.getTime() - rules.windowMs - rules.lockMs));
    },

    /** A successful sign-in or password reset: the count starts again and any lock is lifted. */
    async clear(email: string): Promise<void> {
      await repo.clearFailures(db, key(email));
    },
  };
}
