import { z } from 'zod';
import { BdPhoneSchema } from './address.js';
import { asciiDigits } from './format.js';
import { DisplayNameSchema } from './user.js';

/** A sign-in code's digits, how long it works and how many wrong tries kill it (docs/decisions/037). */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_MINUTES = 5;
export const PHONE_CODE_ATTEMPTS = 5;
/** How long the forms wait before offering to send another code. */
export const PHONE_CODE_RESEND_SECONDS = 60;

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

/** The code as typed: Bangla or Latin digits, spaces allowed; kept as its ASCII digits. */
export const PhoneCodeSchema = z
  .string({ error: 'field.required' })
  .overwrite((value) => asciiDigits(value).replace(/\s/g, ''))
  .min(1, 'field.required')
  .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), 'field.phone_code');

/** `POST /api/auth/phone-number/send-otp`: the number to send a code to. */
export const SendPhoneCodeSchema = z.object({ phoneNumber: BdPhoneSchema });
export type SendPhoneCode = z.input<typeof SendPhoneCodeSchema>;

/**
 * `POST /api/auth/phone-number/verify`: the number and its code. Signed out, it signs in the account
 * with that number or makes one, named `name` when given; with `updatePhoneNumber` it adds the number
 * to the signed-in account instead.
 */
export const VerifyPhoneCodeSchema = z.object({
  phoneNumber: BdPhoneSchema,
  code: PhoneCodeSchema,
  name: DisplayNameSchema.optional(),
  updatePhoneNumber: z.boolean({ error: 'field.boolean' }).optional(),
});
export type VerifyPhoneCode = z.input<typeof VerifyPhoneCodeSchema>;
