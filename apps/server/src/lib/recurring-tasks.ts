import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

export interface RecurringTask {
  /** Also the advisory lock's name: one run of a task at a time across every server on the database. */
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

export interface TaskRunner {
  register(task: RecurringTask): void;
  start(): void;
  /** Stops the timers and waits for the runs in flight (before the database closes). */
  stop(): Promise<void>;
  /** Runs one task now, under the same lock (tests, and an operator's nudge). */
  runNow(name: string): Promise<void>;
}

/**
 * Background work that must run once across instances (docs/architecture.md §7), e.g. ending expired payment holds.
 * On PostgreSQL each run takes `pg_try_advisory_xact_lock(hashtext(name))` in a transaction held for the
 * run: another server that finds it taken skips its turn, and a server that dies releases it with its
 * connection (the transaction-scoped form of `pg_try_advisory_lock`, so no lock outlives its holder). On
 * the embedded PGlite there is one server by construction, so the task simply runs. Tasks still guard
 * their own writes (conditional updates), so two runs at once would be slower, never wrong.
 */
export function createTaskRunner(deps: {
  database: Pick<Database, 'db' | 'kind'>;
  log: { error(object: unknown, message: string): void };
}): TaskRunner {
  const tasks = new Map<string, RecurringTask>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  let stopped = false;

  async function runLocked(task: RecurringTask): Promise<void> {
    if (deps.database.kind !== 'postgres') {
      await task.run();
      return;
    }
    await deps.database.db.transaction(async (tx) => {
      const result = await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext(${`plantopia-task:${task.name}`})) as locked`,
      );
      const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
      if (row?.locked) await task.run();
    });
  }

  function runOnce(task: RecurringTask): Promise<void> {
    const run = runLocked(task)
      .catch((error: unknown) => deps.log.error({ err: error, task: task.name }, 'A recurring task failed'))
      .finally(() => running.delete(run));
    running.add(run);
    return run;
  }

  return {
    register(task) {
      tasks.set(task.name, task);
    },
    start() {
      for (const task of tasks.values()) {
        // A run still going when the next tick comes is not doubled.
        let busy = false;
        const timer = setInterval(() => {
          if (busy || stopped) return;
          busy = true;
          void runOnce(task).finally(() => {
            busy = false;
          });
        }, task.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running);
    },
    async runNow(name) {
      const task = tasks.get(name);
      if (!task) throw new Error(`No recurring task named ${name}`);
      await runLocked(task);
    },
  };
}
