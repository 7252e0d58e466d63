import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, test } from 'vitest';
import { openTestDatabase } from '../test/test-app.js';
import { type Database, openDatabase } from './client.js';
import { DirectoryLockedError } from './directory-lock.js';
import { appMeta } from './schema.js';

test('the embedded database keeps its data across a restart and refuses a second server', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plantopia-db-'));
  try {
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    await first.migrate();
    await first.db.insert(appMeta).values({ key: 'restart-check', value: 42 });

    await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(DirectoryLockedError);
    await first.close();

    const second = await openDatabase({ databaseUrl: undefined, dataDir });
    await second.migrate();
    const rows = await second.db.select().from(appMeta);
    expect(rows.find((r) => r.key === 'restart-check')?.value).toBe(42);
    await second.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);

test.skipIf(!process.env.TEST_DATABASE_URL)(
  'on PostgreSQL, a dropped connection is reported and the next query runs on a new one',
  async () => {
    const dropped: Error[] = [];
    const database = await openTestDatabase({ onConnectionError: (error) => dropped.push(error) });
    try {
      await database.ping();
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${await currentDatabaseName(database)}`;
      const killer = new pg.Client({ connectionString: url.toString() });
      await killer.connect();
      await killer.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await killer.end();
      await expect.poll(() => dropped.length).toBeGreaterThan(0);
      expect(dropped[0]?.message).toMatch(/terminat/i);
      await database.ping();
    } finally {
      await database.close();
    }
  },
);

async function currentDatabaseName(database: Database): Promise<string> {
  // node-postgres answers `execute` with its own result object.
  const result = (await database.db.execute(sql`select current_database() as name`)) as pg.QueryResult<{
    name: string;
  }>;
  return result.rows[0]?.name as string;
}
