import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Db, migrationsFolder } from './client.js';

let newestShipped: number | undefined;

/**
 * Whether the database has every migration this build ships, decided the way drizzle's migrator does
 * (the newest applied migration's timestamp against the newest file's). A database migrated further by
 * a newer release counts as migrated; one without the bookkeeping table has nothing applied.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  newestShipped ??= Math.max(...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  // Two statements: a query naming a table that does not exist fails to parse, whatever its branches say.
  const table = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!table[0]?.present) return false;
  const applied = rowsOf<{ newest: string | null }>(
    await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`),
  );
  return Number(applied[0]?.newest ?? 0) >= newestShipped;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
