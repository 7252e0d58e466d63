import type { BetterAuthOptions } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type RateLimitStorage = NonNullable<NonNullable<BetterAuthOptions['rateLimit']>['customStorage']>;

/** Every key this shop writes in Redis starts with this, so one Redis can serve other things too. */
export const REDIS_KEY_PREFIX = 'plantopia:';

const STARTUP_WAIT_MS = 2_000;

/**
 * The Redis connection that rate-limit counters share across servers (docs/decisions/013).
 *
 * A request must never wait on Redis or fail because of it: commands are not queued while it is
 * unreachable (they fail at once) and time out after half a second, and each failure lets the request
 * through (fail open). Rate limits are a brake on abuse, not a lock: a shop that refuses its shoppers
 * because a counter store is down would be worse. The sign-in lock per address lives in the database
 * and holds either way. One line is logged when Redis goes away and one when it is back.
 */
export async function openRateLimitRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // Loaded only when REDIS_URL is set: a shop without Redis does not pay for loading its client.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.error({ err: error }, 'Redis is unreachable: rate limits are not counted until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is back: rate limits are counted again');
  });
  // The first requests should be counted too, so start-up waits a moment for the connection; a Redis
  // that is not there by then is logged above and the shop starts anyway.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, STARTUP_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    redis.once('ready', done);
  });
  return redis;
}

/**
 * Counts one request for Better Auth's per-address limits, in a window that starts with the first
 * request (INCR, then EXPIRE on the first), in one round trip so servers cannot both pass a stale count.
 */
const CONSUME = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('TTL', KEYS[1])}
`;

/** Better Auth's rate-limit storage on Redis; a Redis failure lets the request through (see above). */
export function betterAuthRateLimitStorage(redis: Redis, log: FastifyBaseLogger): RateLimitStorage {
  return {
    async consume(key, rule) {
      try {
        const [count, ttl] = (await redis.eval(
          CONSUME,
          1,
          `${REDIS_KEY_PREFIX}auth-rate-limit:${key}`,
          rule.window,
        )) as [number, number];
        return count <= rule.max ? { allowed: true, retryAfter: null } : { allowed: false, retryAfter: ttl };
      } catch (error) {
        log.debug({ err: error }, 'Sign-in rate limit not counted: Redis did not answer');
        return { allowed: true, retryAfter: null };
      }
    },
  };
}

/** Past this many addresses, a count sweeps out the windows that have ended. */
const MEMORY_SWEEP_SIZE = 10_000;

/**
 * The same windows in this server's memory, when there is no Redis. Each app has its own (Better Auth's
 * built-in memory store is one map for the whole process, so two shops in one process, as in the
 * tests, would count each other's requests).
 */
export function memoryRateLimitStorage(): RateLimitStorage {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async consume(key, rule) {
      const now = Date.now();
      if (windows.size > MEMORY_SWEEP_SIZE) {
        for (const [stale, window] of windows) if (window.endsAt <= now) windows.delete(stale);
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + rule.window * 1000 };
        windows.set(key, window);
      }
      window.count++;
      return window.count <= rule.max
        ? { allowed: true, retryAfter: null }
        : { allowed: false, retryAfter: Math.ceil((window.endsAt - now) / 1000) };
    },
  };
}
