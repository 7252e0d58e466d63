import { createHmac, timingSafeEqual } from 'node:crypto';
import { MESSAGE_CHANNELS, type MessageChannel } from '@plantopia/shared';

/*
 * The signed token of a back-in-stock message's unsubscribe link: the address (`e:` an email, `s:` a
 * phone number) in base64url, a dot, and 128 bits of HMAC-SHA256 over it, keyed by the server's secret.
 * It never expires: an old message's link must still stop the alerts. It proves the shop wrote the link
 * for that address, so nobody can stop another person's alerts by guessing.
 */

const SIGNATURE_BYTES = 16;
const PREFIX: Record<MessageChannel, string> = { email: 'e', sms: 's' };

/** The address a token names. */
export interface AlertAddress {
  channel: MessageChannel;
  recipient: string;
}

/** Signs and reads unsubscribe tokens with a key derived from `secret` for this use only. */
export function createStockAlertTokens(secret: string) {
  const key = createHmac('sha256', secret).update('plantopia:back-in-stock-unsubscribe:v1').digest();
  const signatureOf = (body: string) =>
    createHmac('sha256', key).update(body).digest().subarray(0, SIGNATURE_BYTES);

  return {
    sign(address: AlertAddress): string {
      const body = Buffer.from(`${PREFIX[address.channel]}:${address.recipient}`).toString('base64url');
      return `${body}.${signatureOf(body).toString('base64url')}`;
    },

    /** The address of a well-signed token; null for anything else. */
    read(token: string): AlertAddress | null {
      const [body, signature, ...rest] = token.split('.');
      if (!body || !signature || rest.length > 0) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = signatureOf(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const text = Buffer.from(body, 'base64url').toString();
      const channel = MESSAGE_CHANNELS.find((one) => text.startsWith(`${PREFIX[one]}:`));
      return channel ? { channel, recipient: text.slice(2) } : null;
    },
  };
}

export type StockAlertTokens = ReturnType<typeof createStockAlertTokens>;
