import { execFile } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.js';

const run = promisify(execFile);

/** Bumped when the archive's layout changes; a restore refuses a layout it does not know. */
const FORMAT = 1;

interface Manifest {
  format: number;
  createdAt: string;
  databaseKind: Database['kind'];
  /** Rows per table, checked after a restore. */
  tables: Record<string, number>;
  uploads: number;
}

/** DATA_DIR files that belong to the shop's state: uploaded images, and the generated session secret. */
const UPLOADS = 'uploads';
const AUTH_SECRET = 'auth-secret';

export class BackupError extends Error {}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Tables the database keeps itself from others by triggers (decision 029): not backed up, because
 * restoring the tables they are computed from fills them again, and rows of both would count twice.
 */
const KEPT_BY_TRIGGERS = new Set(['customer_order_figures']);

/** The shop's tables (schema `public`), parents before the tables whose foreign keys point at them. */
async function tablesInInsertOrder(db: Db): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
  )
    .map((t) => t.name)
    .filter((name) => !KEPT_BY_TRIGGERS.has(name));
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`select c.relname as child, p.relname as parent
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace and k.conrelid <> k.confrelid`),
  );
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table)) throw new BackupError(`foreign keys form a cycle through ${table}`);
    for (const ref of references) if (ref.child === table) visit(ref.parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/**
 * Writes one archive (tar.gz) with every row of the shop's tables as JSON, read in one repeatable-read
 * transaction so the rows agree with each other, then the uploaded images. Images are copied after the
 * rows: an upload is stored before any row names it, so every image the rows name is in the archive.
 * Works the same on PGlite and PostgreSQL, and needs no pg_dump of a matching version.
 */
export async function backupShop(options: {
  database: Database;
  dataDir: string;
  file: string;
}): Promise<Manifest> {
  const { database, dataDir } = options;
  const work = mkdtempSync(path.join(tmpdir(), 'plantopia-backup-'));
  try {
    mkdirSync(path.join(work, 'tables'));
    const tables: Record<string, number> = {};
    await database.db.transaction(
      async (tx) => {
        for (const table of await tablesInInsertOrder(tx)) {
          const rows = rowsOf<{ rows: unknown[] | null }>(
            await tx.execute(sql.raw(`select json_agg(t) as rows from ${quoted(table)} t`)),
          )[0]?.rows;
          tables[table] = rows?.length ?? 0;
          writeFileSync(path.join(work, 'tables', `${table}.json`), JSON.stringify(rows ?? []));
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const uploadsDir = path.join(dataDir, UPLOADS);
    let uploads = 0;
    if (existsSync(uploadsDir)) {
      // Finished uploads only: `.name.tmp` files are uploads still being written.
      cpSync(uploadsDir, path.join(work, UPLOADS), {
        recursive: true,
        filter: (source) => !path.basename(source).startsWith('.'),
      });
      uploads = readdirSync(path.join(work, UPLOADS)).length;
    }
    if (existsSync(path.join(dataDir, AUTH_SECRET)))
      cpSync(path.join(dataDir, AUTH_SECRET), path.join(work, AUTH_SECRET));
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      databaseKind: database.kind,
      tables,
      uploads,
    };
    writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    mkdirSync(path.dirname(path.resolve(options.file)), { recursive: true });
    await run('tar', ['-czf', path.resolve(options.file), '-C', work, '.']);
    // Password hashes, sessions and the session secret are inside: readable by the owner only.
    chmodSync(options.file, 0o600);
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Restores an archive of `backupShop` into an empty shop: the database is migrated to this release's
 * schema, must hold no rows yet, and gets every row in one transaction; the images go into
 * DATA_DIR/uploads, which must be empty. An archive from an older release restores too (columns added
 * since take their defaults).
 */
export async function restoreShop(options: {
  database: Database;
  dataDir: string;
  file: string;
}): Promise<Manifest> {
  const { database, dataDir } = options;
  if (!existsSync(options.file)) throw new BackupError(`No backup file at ${options.file}`);
  const work = mkdtempSync(path.join(tmpdir(), 'plantopia-restore-'));
  try {
    await run('tar', ['-xzf', path.resolve(options.file), '-C', work]).catch(() => {
      throw new BackupError(`${options.file} is not a Plantopia backup (not a tar.gz archive)`);
    });
    const manifestFile = path.join(work, 'manifest.json');
    if (!existsSync(manifestFile))
      throw new BackupError(`${options.file} is not a Plantopia backup (no manifest)`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    if (manifest.format !== FORMAT) {
      throw new BackupError(`This backup has format ${manifest.format}; this release reads format ${FORMAT}`);
    }
    const uploadsDir = path.join(dataDir, UPLOADS);
    if (existsSync(uploadsDir) && readdirSync(uploadsDir).length > 0) {
      throw new BackupError(`${uploadsDir} is not empty: restore into an empty DATA_DIR`);
    }

    await database.migrate();
    await database.db.transaction(async (tx) => {
      const order = await tablesInInsertOrder(tx);
      for (const table of order) {
        const count = rowsOf<{ n: number }>(
          await tx.execute(sql.raw(`select count(*)::int as n from ${quoted(table)}`)),
        )[0]!.n;
        if (count > 0)
          throw new BackupError(
            `The database is not empty (${table} has rows): restore into an empty database`,
          );
      }
      const unknown = Object.keys(manifest.tables).filter(
        (table) => !order.includes(table) && !KEPT_BY_TRIGGERS.has(table),
      );
      if (unknown.length > 0) {
        throw new BackupError(
          `This backup has tables this release does not know (${unknown.join(', ')}): restore it with a newer release`,
        );
      }
      for (const table of order) {
        const file = path.join(work, 'tables', `${table}.json`);
        if (!existsSync(file)) continue;
        const rows = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[];
        if (rows.length === 0) continue;
        // The columns the archive has, less the generated ones (products.search_text), which the database
        // computes again; json_populate_recordset turns each JSON value into the column's type.
        const generated = new Set(
          rowsOf<{ name: string }>(
            await tx.execute(
              sql`select attname as name from pg_attribute where attrelid = ${table}::regclass and attgenerated <> ''`,
            ),
          ).map((column) => column.name),
        );
        const columns = Object.keys(rows[0]!)
          .filter((column) => !generated.has(column))
          .map(quoted)
          .join(', ');
        await tx.execute(
          sql`${sql.raw(`insert into ${quoted(table)} (${columns}) select ${columns} from json_populate_recordset(null::${quoted(table)}, `)}${JSON.stringify(rows)}::json)`,
        );
      }
    });

    if (existsSync(path.join(work, UPLOADS)))
      cpSync(path.join(work, UPLOADS), uploadsDir, { recursive: true });
    const secret = path.join(work, AUTH_SECRET);
    if (existsSync(secret) && !existsSync(path.join(dataDir, AUTH_SECRET))) {
      mkdirSync(dataDir, { recursive: true });
      cpSync(secret, path.join(dataDir, AUTH_SECRET));
    }
    return manifest;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
