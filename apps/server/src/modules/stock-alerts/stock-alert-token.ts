import { MESSAGE_CHANNELS, type MessageChannel } from '@plantopia/shared';
import { createTokenSigner } from '../../lib/signed-tokens.js';

/*
 * The signed token of a back-in-stock message's unsubscribe link: the address (`e:` an email, `s:` a
 * phone number) in base64url, a dot, and 128 bits of HMAC-SHA256 over it, keyed by the server's secret
 * (lib/signed-tokens.ts). It never expires: an old message's link must still stop the alerts. It proves
 * the shop wrote the link for that address, so nobody can stop another person's alerts by guessing.
 */

const PREFIX: Record<MessageChannel, string> = { email: 'e', sms: 's' };

/** The address a token names. */
export interface AlertAddress {
  channel: MessageChannel;
  recipient: string;
}

/** Signs and reads unsubscribe tokens with a key derived from `secret` for this use only. */
export function createStockAlertTokens(secret: string) {
  const signer = createTokenSigner(secret, 'plantopia:back-in-stock-unsubscribe:v1');

  return {
    sign(address: AlertAddress): string {
      return signer.sign(
        Buffer.from(`${PREFIX[address.channel]}:${address.recipient}`).toString('base64url'),
      );
    },

    /** The address of a well-signed token; null for anything else. */
    read(token: string): AlertAddress | null {
      const body = signer.read(token);
      if (!body || body.includes('.')) return null;
      const text = Buffer.from(body, 'base64url').toString();
      const channel = MESSAGE_CHANNELS.find((one) => text.startsWith(`${PREFIX[one]}:`));
      return channel ? { channel, recipient: text.slice(2) } : null;
    },
  };
}

export type StockAlertTokens = ReturnType<typeof createStockAlertTokens>;
