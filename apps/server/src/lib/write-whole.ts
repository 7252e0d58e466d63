import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Written aside under a hidden random name (`.name.uuid.tmp`), then renamed: a reader of the folder sees
 * no file or a whole one, never one half written. Uploads, and the mail and SMS files the shop writes
 * without an SMTP server or SMS gateway, are written so.
 */
export async function writeWhole(file: string, bytes: Uint8Array | string): Promise<void> {
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
