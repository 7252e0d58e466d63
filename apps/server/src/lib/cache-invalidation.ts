import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { PostgresConnections } from '../db/client.js';
import { ResponseCache } from './response-cache.js';

/** The PostgreSQL channel every server of one shop listens on; the payload names the cache and the sender. */
export const CACHE_CHANNEL = 'plantopia_cache_invalidated';

/** How often the listening connection is checked: a peer that vanished without a word is noticed by then. */
const HEARTBEAT_MS = 5_000;
/** A heartbeat not answered by then counts as a dropped connection. */
const HEARTBEAT_TIMEOUT_MS = 3_000;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * Where the shop's response caches come from (docs/decisions/013). `invalidate()` on a cache made here
 * clears that cache on this server at once and on every other server of the shop within a second.
 */
export interface CacheInvalidation {
  /** A response cache shared by name: invalidating it clears the cache of that name on every server. */
  cache(name: string, maxEntries?: number): ResponseCache;
  /** True while invalidations from other servers can reach this one (always true on one server). */
  readonly listening: boolean;
  close(): Promise<void>;
}

/** The embedded database serves one process: an invalidation has no other server to reach. */
export function createLocalCacheInvalidation(): CacheInvalidation {
  return {
    cache: (_name, maxEntries) => new ResponseCache(maxEntries),
    listening: true,
    close: async () => {},
  };
}

interface Payload {
  cache: string;
  from: string;
}

/**
 * PostgreSQL `LISTEN/NOTIFY`: a write's `invalidate()` sends `pg_notify` through the pool; every server
 * holds one connection of its own outside the pool that listens. While that connection is down this
 * server could miss a write, so its caches stop storing (every read goes to the database) and start
 * empty once it listens again.
 */
export function createPostgresCacheInvalidation(
  postgres: PostgresConnections,
  log: FastifyBaseLogger,
): CacheInvalidation & { ready: Promise<void> } {
  const { pool, connect } = postgres;
  const self = randomUUID();
  const caches = new Map<string, ResponseCache>();
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  function setListening(on: boolean) {
    listening = on;
    for (const cache of caches.values()) cache.setStoring(on);
  }

  function publish(name: string) {
    const payload = JSON.stringify({ cache: name, from: self } satisfies Payload);
    pool
      .query('select pg_notify($1, $2)', [CACHE_CHANNEL, payload])
      .catch((error: Error) =>
        log.error({ err: error }, `Could not tell the other servers that the ${name} cache changed`),
      );
  }

  function receive(message: pg.Notification) {
    if (message.channel !== CACHE_CHANNEL || !message.payload) return;
    let payload: Payload;
    try {
      payload = JSON.parse(message.payload) as Payload;
    } catch {
      return;
    }
    if (payload.from !== self) caches.get(payload.cache)?.clear();
  }

  function dropped(connection: pg.Client, error: Error | undefined) {
    if (connection !== client) return;
    client = undefined;
    clearInterval(heartbeat);
    connection.removeAllListeners('notification');
    // Keep an error after the fact from crashing the process; the connection is done with.
    connection.on('error', () => {});
    connection.end().catch(() => {});
    if (closed) return;
    if (listening) {
      log.warn(
        { err: error },
        'Lost the connection that hears cache invalidations: caching off until it is back',
      );
    }
    setListening(false);
    reconnectTimer = setTimeout(() => void listen(), retryMs);
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  }

  async function listen(): Promise<void> {
    if (closed) return;
    const connection = connect();
    client = connection;
    connection.on('error', (error) => dropped(connection, error));
    connection.on('end', () => dropped(connection, undefined));
    connection.on('notification', receive);
    try {
      await connection.connect();
      await connection.query(`listen ${CACHE_CHANNEL}`);
    } catch (error) {
      dropped(connection, error as Error);
      return;
    }
    if (connection !== client) return;
    retryMs = RECONNECT_MIN_MS;
    heartbeat = setInterval(() => {
      const timeout = setTimeout(
        () => dropped(connection, new Error('heartbeat not answered')),
        HEARTBEAT_TIMEOUT_MS,
      );
      connection
        .query('select 1')
        .catch((error: Error) => dropped(connection, error))
        .finally(() => clearTimeout(timeout));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    // Anything stored before now may predate a write whose notification never arrived.
    setListening(true);
  }

  const ready = listen();

  return {
    ready,
    cache(name, maxEntries) {
      if (caches.has(name)) throw new Error(`A response cache named ${name} exists already`);
      const cache = new ResponseCache(maxEntries, () => publish(name));
      cache.setStoring(listening);
      caches.set(name, cache);
      return cache;
    },
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearInterval(heartbeat);
      const connection = client;
      client = undefined;
      setListening(false);
      await connection?.end().catch(() => {});
    },
  };
}
