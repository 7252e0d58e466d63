import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded images live (docs/decisions/013). The media service stores under a fresh name and
 * reads through a file on this server's disk, which it can stream and resize: on local disk that is
 * the stored file itself; with object storage it is a copy kept beside the resized variants.
 * Uploaded names are never reused, so a copy never goes stale.
 */
export interface UploadStore {
  /** Stores an image under `name` (relative, `/`-separated); the name is new. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** A file on this server's disk holding the image named `name`, or null when there is none. */
  localFile(name: string): Promise<string | null>;
  /** The folder `localFile` answers from: a name must resolve inside it. */
  readonly localRoot: string;
}

/** Written aside under a random name, then renamed: a reader sees no file or a whole one. */
export async function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await writeFile(partial, bytes);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** One server, or several sharing one folder: the uploads are files in `DATA_DIR/uploads`. */
export function createDiskUploadStore(dir: string): UploadStore {
  return {
    localRoot: dir,
    put: (name, bytes) => writeWhole(path.join(dir, name), bytes),
    localFile: async (name) => {
      const file = path.join(dir, name);
      return (await isFile(file)) ? file : null;
    },
  };
}
