import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { createDatabase } from './postgres-databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** With TEST_DATABASE_URL: the migrated database each test file's database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * A fresh PGlite costs seconds and hundreds of MB; a migrated snapshot loads in about one. It is made
 * once per set of migrations and every test file starts from it (STACK-NOTES).
 * On a PostgreSQL server (TEST_DATABASE_URL), running the migrations took 0.4 s for each of a hundred
 * test databases; copying one database migrated here takes 0.14 s.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const migrations = path.resolve(import.meta.dirname, '../db/migrations');
  const hash = createHash('sha256');
  for (const file of readdirSync(migrations).sort()) {
    if (file.endsWith('.sql')) hash.update(readFileSync(path.join(migrations, file)));
  }
  const snapshot = path.join(tmpdir(), `plantopia-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (!existsSync(snapshot)) {
    const database = await openDatabase({ databaseUrl: 'memory://', dataDir: tmpdir() });
    await database.migrate();
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
    const blob = await client.dumpDataDir('gzip');
    writeFileSync(snapshot, Buffer.from(await blob.arrayBuffer()));
    await database.close();
  }
  project.provide('pgliteSnapshot', snapshot);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const template = await createDatabase(serverUrl, { prefix: 'plantopia_template' });
  const database = await openDatabase({ databaseUrl: template.url, dataDir: tmpdir() });
  try {
    await database.migrate();
  } catch (error) {
    // A migration that fails must not leave the half-made template on the server.
    await database.close();
    await template.drop();
    throw error;
  }
  // A database is copied only while nobody is connected to it.
  await database.close();
  project.provide('postgresTemplate', template.name);
  return template.drop;
}
