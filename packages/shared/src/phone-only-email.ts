// Apart from the sign-in schemas: the web's session reads `visibleEmail` on every page, and this module
// keeps zod and the place list out of the first load.

/**
 * An account made from a mobile number alone still needs an email for Better Auth: it gets this one, in
 * the `.invalid` top-level domain that RFC 2606 reserves, so no mail can ever be delivered to it. The
 * mailer drops mail to it, and the shop's answers show it as no email at all (docs/decisions/037).
 */
export const PHONE_ONLY_EMAIL_DOMAIN = 'phone.plantopia.invalid';

/** The placeholder email of the account made from `phone` (`01XXXXXXXXX`). */
export function phoneOnlyEmail(phone: string): string {
  return `${phone}@${PHONE_ONLY_EMAIL_DOMAIN}`;
}

/** Whether `email` is a phone-only account's placeholder rather than an address someone reads. */
export function isPhoneOnlyEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${PHONE_ONLY_EMAIL_DOMAIN}`);
}

/** An account's email as a person should see it: '' for a phone-only account's placeholder. */
export function visibleEmail(email: string): string {
  return isPhoneOnlyEmail(email) ? '' : email;
}
