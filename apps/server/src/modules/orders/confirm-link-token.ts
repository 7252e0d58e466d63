import { createTokenSigner, packUuid, unpackUuid } from '../../lib/signed-tokens.js';

/*
 * The signed token of an order's confirmation link (decision 032): `<order id>.<expiry>.<signature>`, the
 * order's UUID as 16 bytes in base64url, the expiry in seconds since 1970 in base 36, and 128 bits of
 * HMAC-SHA256 over both, keyed by the server's secret (lib/signed-tokens.ts). About 50 characters, so
 * the link fits one SMS beside its sentence. It proves the shop wrote the link for that order until that moment; that it is
 * used once is the order's business (an order answered once is no longer waiting for an answer).
 */

/** What a well-signed token says. */
export interface ConfirmLinkClaim {
  orderId: string;
  expiresAt: Date;
}

/** Why a token is refused: not written by this shop (or altered), or written but past its time. */
export type ConfirmLinkRefusal = 'forged' | 'expired';

/**
 * Signs and reads confirmation-link tokens with a key derived from `secret` (the session secret, which
 * every server of the shop shares), so the key signs nothing else and nothing else signs with it.
 */
export function createConfirmLinkTokens(secret: string) {
  const signer = createTokenSigner(secret, 'plantopia:order-confirmation-link:v1');

  return {
    /** A token for this order, answered until `expiresAt` (to the second). */
    sign(orderId: string, expiresAt: Date): string {
      return signer.sign(`${packUuid(orderId)}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`);
    },

    /** The order and expiry a token names, or why it is refused; a forged token is told apart first. */
    read(token: string, now: Date): ConfirmLinkClaim | ConfirmLinkRefusal {
      const body = signer.read(token);
      if (body === null) return 'forged';
      const [packed, expiry, ...rest] = body.split('.');
      if (!packed || !expiry || rest.length > 0) return 'forged';
      const orderId = unpackUuid(packed);
      const seconds = /^[0-9a-z]{1,10}$/.test(expiry) ? Number.parseInt(expiry, 36) : Number.NaN;
      if (!orderId || !Number.isSafeInteger(seconds)) return 'forged';
      const expiresAt = new Date(seconds * 1000);
      return expiresAt.getTime() <= now.getTime() ? 'expired' : { orderId, expiresAt };
    },
  };
}

export type ConfirmLinkTokens = ReturnType<typeof createConfirmLinkTokens>;

/** The storefront page a link opens (apps/web `confirm-order/:token`). */
export const confirmLinkPath = (token: string) => `/confirm-order/${token}`;

/**
 * The links themselves: an order's page address, signed to be answered for `validHours` and opened in
 * the order's language, and the reading of a token that comes back.
 */
export function createConfirmLinks(options: { secret: string; publicUrl: string; validHours: number }) {
  const tokens = createConfirmLinkTokens(options.secret);
  return {
    urlFor(order: { _id: string; locale?: string | undefined }, now: Date): string {
      const token = tokens.sign(order._id, new Date(now.getTime() + options.validHours * 3_600_000));
      // English is the page's default; a Bangla order's page opens in Bangla whatever the phone's cookie.
      return `${options.publicUrl}${confirmLinkPath(token)}${order.locale === 'bn' ? '?lang=bn' : ''}`;
    },
    read: tokens.read,
  };
}

export type ConfirmLinks = ReturnType<typeof createConfirmLinks>;
