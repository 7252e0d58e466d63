import type { ImportCellError, ImportRowView, ProductImport } from '@plantopia/shared';
import { and, asc, count, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productImportImages, productImportRows, productImports } from '../../db/schema/product-csv.js';

export type ImportRow = typeof productImports.$inferSelect;
export type NewImportRow = typeof productImports.$inferInsert;
export type ImportLine = typeof productImportRows.$inferSelect;
export type NewImportLine = typeof productImportRows.$inferInsert;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters with nine columns a row. */
const INSERT_BATCH = 1000;

/** Writes a checked import, its rows and its zip's images at once: a dry run is kept whole or not at all. */
export async function insertImport(
  db: Db,
  job: NewImportRow,
  lines: NewImportLine[],
  images: { name: string; webp: Buffer }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(productImports).values(job);
    for (let i = 0; i < lines.length; i += INSERT_BATCH) {
      await tx.insert(productImportRows).values(lines.slice(i, i + INSERT_BATCH));
    }
    for (const image of images) {
      await tx.insert(productImportImages).values({ importId: job.id, ...image });
    }
  });
}

export async function findImport(db: Db, id: string): Promise<ImportRow | null> {
  const [row] = await db.select().from(productImports).where(eq(productImports.id, id));
  return row ?? null;
}

/** How many of the import's rows are in each state. */
export async function countStates(db: Db, id: string): Promise<ProductImport['progress']> {
  const rows = await db
    .select({ state: productImportRows.state, total: count() })
    .from(productImportRows)
    .where(eq(productImportRows.importId, id))
    .groupBy(productImportRows.state);
  const of = (state: string) => rows.find((row) => row.state === state)?.total ?? 0;
  return { applied: of('applied'), failed: of('failed'), pending: of('pending'), skipped: of('skipped') };
}

function viewCondition(view: ImportRowView) {
  switch (view) {
    case 'refused':
      return eq(productImportRows.state, 'refused');
    case 'failed':
      return eq(productImportRows.state, 'failed');
    case 'create':
    case 'update':
      return eq(productImportRows.action, view);
    default:
      return undefined;
  }
}

export async function listLines(
  db: Db,
  id: string,
  view: ImportRowView,
  limit: number,
  offset: number,
): Promise<{ rows: ImportLine[]; total: number }> {
  const where = and(eq(productImportRows.importId, id), viewCondition(view));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(productImportRows)
      .where(where)
      .orderBy(asc(productImportRows.row))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(productImportRows).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * A checked import set running: its planned rows become `pending` (the refused ones stay refused).
 * Null when the import is no longer `checked` (confirmed twice, or deleted).
 */
export async function startImport(db: Db, id: string, now: Date): Promise<ImportRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(productImports)
      .set({ status: 'running', startedAt: now, updatedAt: now })
      .where(and(eq(productImports.id, id), eq(productImports.status, 'checked')))
      .returning();
    if (!row) return null;
    await tx
      .update(productImportRows)
      .set({ state: 'pending' })
      .where(and(eq(productImportRows.importId, id), eq(productImportRows.state, 'planned')));
    return row;
  });
}

/**
 * Stops a running import: the rows not yet applied are skipped in the same statement that ends it, so a
 * server applying one now finds it no longer pending. Null when the import is not running.
 */
export async function cancelImport(db: Db, id: string, now: Date): Promise<ImportRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(productImports)
      .set({ status: 'cancelled', finishedAt: now, updatedAt: now })
      .where(and(eq(productImports.id, id), eq(productImports.status, 'running')))
      .returning();
    if (!row) return null;
    await tx
      .update(productImportRows)
      .set({ state: 'skipped' })
      .where(and(eq(productImportRows.importId, id), eq(productImportRows.state, 'pending')));
    await tx.delete(productImportImages).where(eq(productImportImages.importId, id));
    return row;
  });
}

/** Deletes an import the owner declined (only while it is `checked`); false when there was none. */
export async function deleteCheckedImport(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(productImports)
    .where(and(eq(productImports.id, id), eq(productImports.status, 'checked')))
    .returning({ id: productImports.id });
  return deleted.length > 0;
}

/** The next rows waiting to be applied, oldest import first, in file order. */
export async function listPendingLines(db: Db, limit: number): Promise<ImportLine[]> {
  return db
    .select({ line: productImportRows })
    .from(productImportRows)
    .innerJoin(productImports, eq(productImports.id, productImportRows.importId))
    .where(and(eq(productImports.status, 'running'), eq(productImportRows.state, 'pending')))
    .orderBy(asc(productImports.createdAt), asc(productImportRows.importId), asc(productImportRows.row))
    .limit(limit)
    .then((rows) => rows.map((row) => row.line));
}

/**
 * Takes a pending row for the caller's transaction: marks it applied (the row lock makes a second
 * server's attempt wait, then find it no longer pending). False when it is not pending any more.
 */
export async function claimLine(tx: Db, importId: string, row: number): Promise<boolean> {
  const claimed = await tx
    .update(productImportRows)
    .set({ state: 'applied' })
    .where(
      and(
        eq(productImportRows.importId, importId),
        eq(productImportRows.row, row),
        eq(productImportRows.state, 'pending'),
      ),
    )
    .returning({ row: productImportRows.row });
  return claimed.length > 0;
}

export async function setLineProduct(
  tx: Db,
  importId: string,
  row: number,
  productId: string,
): Promise<void> {
  await tx
    .update(productImportRows)
    .set({ productId })
    .where(and(eq(productImportRows.importId, importId), eq(productImportRows.row, row)));
}

/** A pending row refused while importing (its image could not be fetched, its SKU taken meanwhile). */
export async function failLine(
  db: Db,
  importId: string,
  row: number,
  errors: ImportCellError[],
): Promise<void> {
  await db
    .update(productImportRows)
    .set({ state: 'failed', errors })
    .where(
      and(
        eq(productImportRows.importId, importId),
        eq(productImportRows.row, row),
        eq(productImportRows.state, 'pending'),
      ),
    );
}

export async function findImage(db: Db, importId: string, name: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ webp: productImportImages.webp })
    .from(productImportImages)
    .where(and(eq(productImportImages.importId, importId), eq(productImportImages.name, name)));
  return row?.webp ?? null;
}

/** Running imports with no row left pending become `done`; their zip images are dropped. */
export async function finishImports(db: Db, now: Date): Promise<void> {
  const finished = await db
    .update(productImports)
    .set({ status: 'done', finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(productImports.status, 'running'),
        sql`not exists (select 1 from ${productImportRows} where ${productImportRows.importId} = ${productImports.id} and ${productImportRows.state} = 'pending')`,
      ),
    )
    .returning({ id: productImports.id });
  if (finished.length > 0) {
    await db.delete(productImportImages).where(
      inArray(
        productImportImages.importId,
        finished.map((row) => row.id),
      ),
    );
  }
}

/** Forgets dry runs nobody confirmed after `checkedBefore`, and finished imports after `finishedBefore`. */
export async function pruneImports(db: Db, checkedBefore: Date, finishedBefore: Date): Promise<void> {
  await db
    .delete(productImports)
    .where(
      or(
        and(eq(productImports.status, 'checked'), lt(productImports.createdAt, checkedBefore)),
        and(
          inArray(productImports.status, ['done', 'cancelled']),
          lt(productImports.finishedAt, finishedBefore),
        ),
      ),
    );
}

/** These rows of an import, in the order asked (a product's rows, its own first); rows not there are left out. */
export async function findLines(db: Db, importId: string, rows: number[]): Promise<ImportLine[]> {
  const found = await db
    .select()
    .from(productImportRows)
    .where(and(eq(productImportRows.importId, importId), inArray(productImportRows.row, rows)));
  return rows.flatMap((row) => found.filter((line) => line.row === row));
}
