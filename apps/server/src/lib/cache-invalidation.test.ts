import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/test-app.js';
import { createLocalCacheInvalidation, createPostgresCacheInvalidation } from './cache-invalidation.js';
import type { ResponseCache } from './response-cache.js';

/** Counts how often a cache had to compute its answer: a stored answer costs no call. */
function counted(cache: ResponseCache) {
  let computed = 0;
  return {
    read: async () => {
      await cache.get('key', async () => JSON.stringify({ computed: ++computed }));
      return computed;
    },
  };
}

async function waitFor(condition: () => Promise<boolean> | boolean, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

test('on the embedded database a cache is cleared in this process only, at once', async () => {
  const caches = createLocalCacheInvalidation();
  const catalog = counted(caches.cache('catalog'));
  expect(await catalog.read()).toBe(1);
  expect(await catalog.read()).toBe(1);
  caches.cache('catalog').invalidate();
  // Each call makes a separate cache: only the one invalidated forgets.
  expect(await catalog.read()).toBe(1);
  await caches.close();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL, across servers', () => {
  const log = pino({ level: 'silent' });
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  function server() {
    if (!database.postgres) throw new Error('TEST_DATABASE_URL is not PostgreSQL');
    return createPostgresCacheInvalidation(database.postgres, log);
  }

  test('a cache invalidated on one server is recomputed on the others within a second', async () => {
    const [a, b] = [server(), server()];
    await Promise.all([a.ready, b.ready]);
    const aCatalog = a.cache('catalog');
    const bCatalog = counted(b.cache('catalog'));
    const bPages = counted(b.cache('pages'));
    expect([await bCatalog.read(), await bPages.read()]).toEqual([1, 1]);
    expect([await bCatalog.read(), await bPages.read()]).toEqual([1, 1]);

    aCatalog.invalidate();
    const took = await waitFor(async () => (await bCatalog.read()) === 2, 1_000);
    expect(took).toBeLessThan(1_000);
    // Only the cache of that name: another cache keeps its answers.
    expect(await bPages.read()).toBe(1);
    expect(await bCatalog.read()).toBe(2);
    await Promise.all([a.close(), b.close()]);
  });

  test('a dropped listening connection stops caching until it is back, then starts empty', async () => {
    const b = server();
    await b.ready;
    const catalog = counted(b.cache('catalog'));
    expect(await catalog.read()).toBe(1);
    expect(await catalog.read()).toBe(1);

    // An administrator (or a failover) ends every listening connection of this database.
    await database.postgres?.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'plantopia-listener' and datname = current_database()`,
    );
    await waitFor(() => !b.listening, 1_000);
    // Meanwhile a write on another server could go unheard: nothing is kept.
    const during = await catalog.read();
    expect(during).toBeGreaterThan(1);
    expect(await catalog.read()).toBe(during + 1);

    await waitFor(() => b.listening, 5_000);
    const after = await catalog.read();
    expect(after).toBe(during + 2);
    expect(await catalog.read()).toBe(after);

    // And it hears invalidations again.
    const a = server();
    await a.ready;
    a.cache('catalog').invalidate();
    await waitFor(async () => (await catalog.read()) === after + 1, 1_000);
    await Promise.all([a.close(), b.close()]);
  });
});
