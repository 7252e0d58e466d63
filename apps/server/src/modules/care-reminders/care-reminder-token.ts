import { createTokenSigner, packUuid, unpackUuid } from '../../lib/signed-tokens.js';

/*
 * The signed token of a care reminder's stop link: the shopper's account id (a UUID) as 16 bytes in
 * base64url, a dot, and 128 bits of HMAC-SHA256 over it (lib/signed-tokens.ts), about 45 characters so
 * the link costs an SMS little. It never expires: the link of an old reminder must still stop the new
 * ones. It proves the shop wrote the link for that shopper, so nobody stops another's reminders by
 * guessing, and needs no sign-in.
 */

/** Signs and reads stop-link tokens with a key derived from `secret` for this use only. */
export function createCareReminderTokens(secret: string) {
  const signer = createTokenSigner(secret, 'plantopia:care-reminder-stop:v1');
  return {
    sign: (userId: string): string => signer.sign(packUuid(userId)),

    /** The account a well-signed token names; null for anything else. */
    read(token: string): string | null {
      const body = signer.read(token);
      return body === null ? null : unpackUuid(body);
    },
  };
}

export type CareReminderTokens = ReturnType<typeof createCareReminderTokens>;
