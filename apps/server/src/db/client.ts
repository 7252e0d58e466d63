import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDirectoryLock } from './directory-lock.js';
import { schema } from './schema.js';

/** One type for both drivers: repositories never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** PostgreSQL only: the pool, and a way to open a connection outside it (LISTEN needs one that stays). */
export interface PostgresConnections {
  pool: pg.Pool;
  connect(): pg.Client;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Set when `kind` is 'postgres'. */
  postgres?: PostgresConnections;
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrations, first seeding) while no other server on this database runs its own: servers
   * started together on one PostgreSQL would otherwise apply the same migration or seed twice.
   */
  duringStartup<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

// Beside this file in src/db, and copied beside the bundle in dist/ by the build.
export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * For tests: a migrated PGlite snapshot to start from instead of an empty database, and the engine
   * (its compiled WebAssembly and file bundle) already loaded by an earlier test shop in this process.
   */
  pglite?: Pick<PGliteOptions, 'loadDataDir' | 'pgliteWasmModule' | 'fsBundle'>;
  /**
   * Told when PostgreSQL drops an idle pooled connection (a server restart, an administrator's
   * terminate). The pool replaces it on the next query; without a listener the process would crash.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * `DATABASE_URL` unset: PGlite persisted in `dataDir/db`, guarded by a lock file so that a second
 * server refuses to open the same folder. `memory://`: in-memory PGlite. Otherwise PostgreSQL.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl && options.databaseUrl !== 'memory://') {
    return openPostgres(options.databaseUrl, options.onConnectionError);
  }

  let releaseLock = async () => {};
  let dir: string | undefined;
  if (!options.databaseUrl) {
    dir = path.join(options.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    releaseLock = acquireDirectoryLock(options.dataDir, 'db');
  }
  try {
    const client = await PGlite.create({
      dataDir: dir,
      extensions: { pg_trgm },
      ...options.pglite,
    });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      // The folder's lock file already keeps every other server out.
      duringStartup: (work) => work(),
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        await client.close();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/** The advisory lock key of start-up work (any constant; 'plnt' in ASCII). */
const STARTUP_LOCK = 0x706c6e74;

async function openPostgres(
  url: string,
  onConnectionError: DatabaseOptions['onConnectionError'],
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (error) => {
    if (onConnectionError) onConnectionError(error);
    else console.warn(`PostgreSQL dropped an idle connection: ${error.message}`);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    postgres: {
      pool,
      connect: () =>
        new pg.Client({ connectionString: url, keepAlive: true, application_name: 'plantopia-listener' }),
    },
    migrate: () => migratePg(db as never, { migrationsFolder }),
    async duringStartup(work) {
      // A session-level advisory lock on a connection of its own, held while `work` uses the pool.
      const lock = new pg.Client({ connectionString: url, application_name: 'plantopia-startup' });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await lock.end();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
