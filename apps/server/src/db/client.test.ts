import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { openDatabase } from './client.js';
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
