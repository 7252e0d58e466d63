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
