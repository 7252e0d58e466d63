import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DirectoryLockedError extends Error {}

/** Locks this process holds: a lock file with our own pid that is not here was left by an earlier run. */
const held = new Set<string>();

/**
 * PGlite is a single-process database: two servers writing the same folder corrupt it.
 * The lock file holds the owner's pid; a lock left by a process that no longer runs is taken over.
 */
export function acquireDirectoryLock(dataDir: string, name: string): () => Promise<void> {
  const file = path.join(dataDir, `${name}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(file);
      return async () => {
        held.delete(file);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      const ownedHere = owner === process.pid && held.has(file);
      if (ownedHere || (Number.isInteger(owner) && owner !== process.pid && isRunning(owner))) {
        throw new DirectoryLockedError(
          `The database in ${dataDir} is already in use by another server (pid ${owner}). ` +
            'Stop it first, or start this one with another DATA_DIR.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DirectoryLockedError(`Could not lock the database in ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
