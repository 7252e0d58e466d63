import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { schema } from '../db/schema.js';

/**
 * Tables a refused request may legitimately change, so the fuzz test does not compare them. Each entry
 * says why; keep the list short, since everything in it escapes the "nothing changed" check.
 */
export const FINGERPRINT_EXCLUDED_TABLES: Record<string, string> = {};

/**
 * Refusals that write on purpose, per route and status: the tables they may change. Found by the fuzz
 * test itself; each must be a complete record of what was refused, never a half-written change.
 */
export const REFUSALS_THAT_WRITE: { route: string; statuses: number[]; tables: string[]; why: string }[] = [
  {
    route: 'POST /api/payments/sandbox/confirm',
    statuses: [400, 402],
    tables: ['payment_intents'],
    why: 'A card the sandbox refuses (invalid number, expired, declined) is recorded on its intent, as Stripe does: status requires_payment_method with the last error.',
  },
  {
    route: 'POST /api/auth/sign-in/email',
    statuses: [401, 429],
    tables: ['sign_in_failures'],
    why: 'A failed sign-in is counted per account (docs/security.md), so that guesses from many addresses still lock it.',
  },
];

export function tablesARefusalMayWrite(route: string, status: number): string[] {
  return REFUSALS_THAT_WRITE.filter((r) => r.route === route && r.statuses.includes(status)).flatMap(
    (r) => r.tables,
  );
}

export const fingerprintedTables = (): string[] =>
  Object.values(schema)
    .map((table) => getTableConfig(table as PgTable).name)
    .filter((name) => !(name in FINGERPRINT_EXCLUDED_TABLES))
    .sort();

/**
 * A cheap picture of the whole database in one query: per table, its row count and the sum of its rows'
 * `xmin` (the transaction that wrote each row version). Any insert, delete or update changes it, whether
 * or not the write touches `updated_at`, and even an update that rewrites a row with the same values.
 */
export async function databaseFingerprint(
  db: Db,
  tables = fingerprintedTables(),
): Promise<Record<string, string>> {
  const selects = tables.map(
    (name) =>
      sql`select ${name}::text as t, count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as f from ${sql.identifier(name)} x`,
  );
  const result = await db.execute(sql.join(selects, sql` union all `));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    t: string;
    f: string;
  }[];
  return Object.fromEntries(rows.map((row) => [row.t, row.f]));
}
