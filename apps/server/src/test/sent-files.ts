import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface MailFile {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface SmsFile {
  id: string;
  to: string;
  text: string;
}

/** What the offline mailer and SMS gateway wrote under `DATA_DIR/mail` or `DATA_DIR/sms`, oldest first. */
export async function sentFiles(dataDir: string, kind: 'mail'): Promise<MailFile[]>;
export async function sentFiles(dataDir: string, kind: 'sms'): Promise<SmsFile[]>;
export async function sentFiles(dataDir: string, kind: 'mail' | 'sms'): Promise<unknown[]> {
  const dir = path.join(dataDir, kind);
  // Only whole messages: one being written is a hidden `.tmp` file until it is renamed (lib/write-whole.ts).
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8'))));
}
