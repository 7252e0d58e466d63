import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { writeWhole } from '../../lib/write-whole.js';

export interface Sms {
  /** The outbox message's id: the gateway's client reference, so a retried send can be matched. */
  id: string;
  /** A Bangladeshi mobile number in its stored form, `01XXXXXXXXX`. */
  to: string;
  text: string;
}

/** One SMS gateway. `send` resolves once the gateway has accepted the message and throws otherwise. */
export interface SmsProvider {
  name: string;
  send(sms: Sms): Promise<void>;
}

/**
 * The default without gateway credentials: each SMS is written to `DATA_DIR/sms/` as a JSON file (like
 * mail without SMTP), so the shop works offline and tests and journeys can read what was sent.
 */
export function createFileSmsProvider(dataDir: string): SmsProvider {
  const dir = path.join(dataDir, 'sms');
  return {
    name: 'file',
    async send(sms) {
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${sms.to}-${randomBytes(4).toString('hex')}.json`;
      await writeWhole(path.join(dir, name), JSON.stringify(sms, null, 2));
    },
  };
}
