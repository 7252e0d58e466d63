import { stat } from 'node:fs/promises';
import path from 'node:path';
import { writeWhole } from '../../lib/write-whole.js';

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
