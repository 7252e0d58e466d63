import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * A fresh PGlite costs seconds and hundreds of MB; a migrated snapshot loads in about one. It is made
 * once per set of migrations and every test file starts from it (STACK-NOTES).
 */
export default async function setup(project: TestProject): Promise<void> {
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
}
