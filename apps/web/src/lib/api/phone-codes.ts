import type { SendPhoneCode, VerifyPhoneCode } from '@plantopia/shared';
import { api } from '@/lib/api-client';

/*
 * Sign-in codes by SMS (Better Auth's phone-number routes, docs/decisions/037), in lib because the sign-in
 * pages, the checkout and the profile all use them. The server reads the number and the code in either
 * script and answers refusals in the page's language.
 */

/** `POST /api/auth/phone-number/send-otp`: a 6-digit code goes to the number by SMS. */
export async function sendPhoneCode(values: SendPhoneCode): Promise<void> {
  await api.post('/api/auth/phone-number/send-otp', values);
}

/**
 * `POST /api/auth/phone-number/verify`: signed out, signs in the account with that number or makes one
 * (and sets the session cookie); with `updatePhoneNumber`, adds the number to the signed-in account.
 */
export async function verifyPhoneCode(values: VerifyPhoneCode): Promise<void> {
  await api.post('/api/auth/phone-number/verify', values);
}
