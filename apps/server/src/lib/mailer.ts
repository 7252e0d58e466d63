import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { isPhoneOnlyEmail } from '@plantopia/shared';
import nodemailer from 'nodemailer';
import { writeWhole } from './write-whole.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (e.g. the shopper who wrote through the contact form). */
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * With `SMTP_URL` mail goes out over SMTP; without it each message is written to `DATA_DIR/mail/` as a
 * JSON file, so password reset works offline and tests can read the link.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const dir = path.join(options.dataDir, 'mail');
  return {
    async send(mail) {
      // The random part keeps two messages to one address in the same millisecond apart.
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${mail.to.replace(/[^a-z0-9@.]/gi, '_')}-${randomBytes(4).toString('hex')}.json`;
      await writeWhole(path.join(dir, name), JSON.stringify({ from: options.from, ...mail }, null, 2));
    },
  };
}

/**
 * Every mail the shop sends goes through this: mail to the placeholder address of an account made from a
 * mobile number alone (docs/decisions/037) is dropped, whichever path tried to send it.
 */
export function skippingPhoneOnlyEmails(mailer: Mailer): Mailer {
  return {
    async send(mail) {
      if (!isPhoneOnlyEmail(mail.to)) await mailer.send(mail);
    },
  };
}
