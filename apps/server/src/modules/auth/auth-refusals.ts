import { type CodedMessage, type MessageCode, readCodedText } from '@plantopia/shared';

/** Better Auth's error codes (`@better-auth/core` error/codes) as the shop's messages. */
const BETTER_AUTH_CODES: Record<string, MessageCode> = {
  USER_NOT_FOUND: 'user.not_found',
  FAILED_TO_CREATE_USER: 'auth.failed_to_create_user',
  FAILED_TO_UPDATE_USER: 'auth.failed_to_update_user',
  FAILED_TO_GET_SESSION: 'auth.failed_to_get_session',
  INVALID_PASSWORD: 'auth.invalid_password',
  INVALID_EMAIL: 'auth.invalid_email',
  INVALID_EMAIL_OR_PASSWORD: 'auth.invalid_email_or_password',
  INVALID_USER: 'auth.invalid_user',
  INVALID_TOKEN: 'auth.invalid_token',
  TOKEN_EXPIRED: 'auth.token_expired',
  EMAIL_NOT_VERIFIED: 'auth.email_not_verified',
  PASSWORD_TOO_SHORT: 'auth.password_too_short',
  PASSWORD_TOO_LONG: 'auth.password_too_long',
  USER_ALREADY_EXISTS: 'auth.user_already_exists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.user_already_exists',
  EMAIL_CAN_NOT_BE_UPDATED: 'auth.email_can_not_be_updated',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'auth.credential_account_not_found',
  SESSION_EXPIRED: 'auth.session_expired',
  ACCOUNT_NOT_FOUND: 'auth.account_not_found',
  INVALID_ORIGIN: 'auth.invalid_origin',
  MISSING_OR_NULL_ORIGIN: 'auth.invalid_origin',
  INVALID_CALLBACK_URL: 'auth.invalid_callback_url',
  INVALID_REDIRECT_URL: 'auth.invalid_redirect_url',
  INVALID_ERROR_CALLBACK_URL: 'auth.invalid_callback_url',
  INVALID_NEW_USER_CALLBACK_URL: 'auth.invalid_callback_url',
  // The phone-number plugin's (lib/auth.ts); a wrong code and a taken number are explained in lib/auth-hooks.ts.
  INVALID_PHONE_NUMBER: 'auth.invalid_phone',
  OTP_NOT_FOUND: 'auth.phone_code.none',
  OTP_EXPIRED: 'auth.phone_code.expired',
  INVALID_OTP: 'auth.phone_code.invalid',
  TOO_MANY_ATTEMPTS: 'auth.phone_code.used_up',
  PHONE_NUMBER_EXIST: 'auth.phone_taken',
  PHONE_NUMBER_CANNOT_BE_SET: 'auth.phone_set_by_code',
  PHONE_NUMBER_CANNOT_BE_UPDATED: 'auth.phone_set_by_code',
};

/**
 * What a Better Auth refusal says, from its `{ code, message }` answer: the shop's own refusals (a locked
 * account, a refused profile field) arrive as coded text, Better Auth's by its code; its rate limit and
 * a bare 401 have no code. Anything else is refused in general words.
 */
export function authRefusal(
  status: number,
  answer: { code?: unknown; message?: unknown } | null,
): CodedMessage {
  const text = typeof answer?.message === 'string' ? answer.message : '';
  const own = readCodedText(text);
  if (own) return own;
  const known = typeof answer?.code === 'string' ? BETTER_AUTH_CODES[answer.code] : undefined;
  if (known) return { code: known };
  if (status === 429) return { code: 'auth.too_many_requests' };
  if (status === 401) return { code: 'auth.unauthorized' };
  return { code: 'auth.refused' };
}
