import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/test-app.js';
import { createTaskRunner } from './recurring-tasks.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const log = { error: (object: unknown) => console.error(object) };

test('a registered task runs on its interval until the runner stops, and on demand', async () => {
  const runner = createTaskRunner({ database, log });
  let runs = 0;
  runner.register({ name: 'count', everyMs: 20, run: async () => runs++ });
  runner.start();
  await vi.waitFor(() => expect(runs).toBeGreaterThan(1), { timeout: 5_000 });
  await runner.stop();
  const afterStop = runs;
  expect(afterStop).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 80));
  expect(runs).toBe(afterStop);
  await runner.runNow('count');
  expect(runs).toBe(afterStop + 1);
  await expect(runner.runNow('nothing')).rejects.toThrow(/No recurring task named nothing/);
});

test('a failing run is logged and the next one still comes', async () => {
  const errors: unknown[] = [];
  const runner = createTaskRunner({ database, log: { error: (object) => errors.push(object) } });
  let runs = 0;
  runner.register({
    name: 'flaky',
    everyMs: 20,
    run: async () => {
      runs++;
      throw new Error('provider down');
    },
  });
  runner.start();
  await vi.waitFor(() => expect(runs).toBeGreaterThan(1), { timeout: 5_000 });
  await runner.stop();
  expect(runs).toBeGreaterThan(1);
  expect(errors.length).toBe(runs);
});

test.runIf(process.env.TEST_DATABASE_URL)(
  'on PostgreSQL, servers running the same task at once take turns: one run holds the advisory lock, the other skips',
  async () => {
    let inside = 0;
    let most = 0;
    let runs = 0;
    const task = {
      name: 'exclusive',
      everyMs: 60_000,
      run: async () => {
        runs++;
        inside++;
        most = Math.max(most, inside);
        await new Promise((resolve) => setTimeout(resolve, 200));
        inside--;
      },
    };
    const servers = [createTaskRunner({ database, log }), createTaskRunner({ database, log })];
    for (const server of servers) server.register(task);
    await Promise.all(servers.map((server) => server.runNow('exclusive')));
    expect(most).toBe(1);
    expect(runs).toBe(1);
    // Released with its transaction: the next turn runs.
    await servers[1]!.runNow('exclusive');
    expect(runs).toBe(2);
  },
);
