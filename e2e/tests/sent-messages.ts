import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from '../playwright.config.js';

/** Every file the shop's offline mailer or SMS gateway wrote (DATA_DIR/mail, DATA_DIR/sms) that mentions `marker`. */
export async function sentAbout<T extends { text: string }>(
  kind: 'mail' | 'sms',
  marker: string,
): Promise<T[]> {
  const dir = path.join(E2E_DATA_DIR, kind);
  // Only whole messages: one being written is a hidden `.tmp` file until the shop renames it.
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort();
  const all = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as T),
  );
  return all.filter((message) => message.text.includes(marker));
}
