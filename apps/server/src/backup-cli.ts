import { ConfigError, loadConfig } from './config.js';
import { BackupError, backupShop, restoreShop } from './db/backup.js';
import { openDatabase } from './db/client.js';
import { DirectoryLockedError } from './db/directory-lock.js';

/*
 * `npm run backup -- [FILE]` and `npm run restore -- FILE`, with the server's configuration (DATA_DIR,
 * DATABASE_URL). On the embedded database stop the shop first (one process at a time); on PostgreSQL a
 * backup may run while the shop serves. A restore goes into an empty DATA_DIR and an empty database.
 */

const USAGE = `Usage:
  npm run backup -- [FILE]    write the database and the uploaded images to FILE (default: plantopia-backup-<time>.tar.gz)
  npm run restore -- FILE     restore FILE into an empty DATA_DIR / database`;

async function run(args: string[]): Promise<number> {
  const [command, file, ...rest] = args;
  if (rest.length > 0 || !(command === 'backup' || (command === 'restore' && file))) {
    console.error(USAGE);
    return 2;
  }
  // The secret is not needed here; passing one keeps loadConfig from creating DATA_DIR/auth-secret, which
  // a restore brings back from the archive.
  const config = loadConfig(process.env, { authSecret: 'not-used-by-backup-or-restore' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === 'backup') {
      const target = file ?? `plantopia-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
      const manifest = await backupShop({ database, dataDir: config.dataDir, file: target });
      console.log(`Backed up ${summary(manifest)} to ${target}`);
    } else {
      const manifest = await restoreShop({ database, dataDir: config.dataDir, file: file! });
      console.log(`Restored ${summary(manifest)} from ${file} (backed up ${manifest.createdAt})`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

function summary(manifest: { tables: Record<string, number>; uploads: number }): string {
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  return `${rows} rows in ${Object.keys(manifest.tables).length} tables and ${manifest.uploads} uploaded images`;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof ConfigError || error instanceof DirectoryLockedError || error instanceof BackupError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
