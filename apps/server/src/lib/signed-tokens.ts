import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The tokens of the links the shop sends in messages (an order's confirmation, a back-in-stock alert's
 * unsubscribe, a care reminder's stop): `<body>.<signature>`, the signature being the first 128 bits of an
 * HMAC-SHA256 over the body in base64url, with a key derived from the session secret (which every server
 * of the shop shares) and a label of the link's own, so a token of one kind never passes for another.
 */

const SIGNATURE_BYTES = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Signs bodies and reads tokens back, with a key derived from `secret` for the use `label` names only. */
export function createTokenSigner(secret: string, label: string) {
  const key = createHmac('sha256', secret).update(label).digest();
  const signatureOf = (body: string) =>
    createHmac('sha256', key).update(body).digest().subarray(0, SIGNATURE_BYTES);

  return {
    /** `<body>.<signature>`; the body may hold dots of its own. */
    sign(body: string): string {
      return `${body}.${signatureOf(body).toString('base64url')}`;
    },

    /**
     * The body of a token this signer wrote; null for any other (altered, of another kind, malformed).
     * Only the signature's one spelling passes: base64url's last character carries spare bits, and a
     * token changed in them is still a changed token.
     */
    read(token: string): string | null {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return null;
      const body = token.slice(0, dot);
      const written = token.slice(dot + 1);
      const given = Buffer.from(written, 'base64url');
      const expected = signatureOf(body);
      return given.length === expected.length &&
        timingSafeEqual(given, expected) &&
        given.toString('base64url') === written
        ? body
        : null;
    },
  };
}

/** A UUID as its 16 bytes in base64url: 22 characters instead of 36, which matters in an SMS. */
export function packUuid(id: string): string {
  if (!UUID.test(id)) throw new Error(`${id} is not a UUID`);
  return Buffer.from(id.replaceAll('-', ''), 'hex').toString('base64url');
}

/** The UUID `packUuid` packed; null for anything that is not exactly 16 bytes in canonical base64url. */
export function unpackUuid(packed: string): string | null {
  const bytes = Buffer.from(packed, 'base64url');
  if (bytes.length !== 16 || bytes.toString('base64url') !== packed) return null;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
