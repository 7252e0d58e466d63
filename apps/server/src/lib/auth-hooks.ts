import {
  codedText,
  type Locale,
  PHONE_CODE_ATTEMPTS,
  readCodedText,
  SendPhoneCodeSchema,
  UpdateProfileSchema,
  VerifyPhoneCodeSchema,
} from '@plantopia/shared';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { buildSyntheticUserOutput, parseUserOutput } from 'better-auth/db';
import { z } from 'zod';
import { existingAccountMail } from './account-mails.js';
import type { Mailer } from './mailer.js';
import { fetchRequestLocale } from './request-locale.js';

/** The header the Fastify mount sets from `request.ip`; any copy a client sends is dropped first. */
export const CLIENT_IP_HEADER = 'x-plantopia-client-ip';

/**
 * The per-account sign-in limit (modules/auth/sign-in-limits-service.ts implements it; lib/ may not
 * import a module, so app.ts passes it in).
 */
export interface SignInLimits {
  check(email: string): Promise<{ allowed: true } | { allowed: false; retryAfterMinutes: number }>;
  recordFailure(email: string): Promise<void>;
  clear(email: string): Promise<void>;
}

/** Which limit refused a sign-in code (docs/security.md §4). */
export type PhoneCodeLimit = 'number' | 'address' | 'shop';

/**
 * Sign-in codes by SMS (modules/auth/phone-codes-service.ts implements them, docs/decisions/037): the
 * limits a send is counted against, and the SMS itself.
 */
export interface PhoneCodes {
  /** Counts a code to `phone` asked from `clientIp`; refused: which limit, and when to try again. */
  reserve(
    phone: string,
    clientIp: string | null,
  ): Promise<{ allowed: true } | { allowed: false; limit: PhoneCodeLimit; retryAfterSeconds: number }>;
  /** Sends the code by SMS in `locale`; throws when the gateway does not take it. */
  send(message: { phone: string; code: string; locale: Locale }): Promise<void>;
}

/**
 * The user fields Better Auth accepts (sign-up, update-user) follow `PUT /api/users`' rules for
 * `displayName` and `photoURL` (packages/shared): the same length limit and image-URL rule. `image: null`
 * clears the picture.
 */
const AuthUserFieldsSchema = z.object({
  name: UpdateProfileSchema.shape.displayName,
  image: UpdateProfileSchema.shape.photoURL.nullable(),
});

type Body = Record<string, unknown>;
type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const isBody = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The shop's rules around Better Auth's own routes (docs/security.md), matched on the endpoint that actually
 * runs (`ctx.path`), so no spelling of a URL slips past them:
 * - sign-up and update-user: `name`/`image` validated as the shop's profile is (400 naming the field);
 * - sign-up with a registered email: the same answer as a new sign-up (no session), and a mail to the
 *   owner instead;
 * - sign-in: a locked account is refused (429) before the password is checked; failures are counted,
 *   a success clears them;
 * - change-password always ends the user's other sessions;
 * - sign-in codes by SMS: the number and code read as the shop writes them, sends limited, refusals
 *   explained (docs/decisions/037).
 */
export function createAuthHooks(deps: {
  mailer: Mailer;
  signInLimits: SignInLimits;
  phoneCodes: PhoneCodes;
  publicUrl: string;
}) {
  const { mailer, signInLimits, phoneCodes, publicUrl } = deps;

  /** The body checked against `schema`, or a 400 naming the first wrong field. */
  function parseBody<T extends z.ZodType>(schema: T, body: unknown, code: string): z.output<T> {
    const parsed = schema.safeParse(isBody(body) ? body : {});
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0]!;
    // Better Auth answers with a message string, so the coded reason travels as coded text (auth-routes.ts).
    const reason = readCodedText(issue.message) ?? { code: 'field.invalid' };
    throw new APIError('BAD_REQUEST', {
      code,
      message: codedText('request.invalid_field', { field: issue.path.join('.'), reason }),
    });
  }

  async function validateUserFields(ctx: HookContext) {
    const body = ctx.body as unknown;
    if (!isBody(body)) return;
    const parsed = parseBody(
      AuthUserFieldsSchema,
      { name: body.name, image: body.image },
      'INVALID_USER_FIELD',
    );
    const cleaned: Body = {};
    if ('name' in body) cleaned.name = parsed.name;
    if ('image' in body) cleaned.image = parsed.image;
    return { context: { body: { ...body, ...cleaned } } };
  }

  async function refuseLockedAccount(ctx: HookContext) {
    // Not an address at all: Better Auth refuses it (400) before any password is checked.
    const email = z.email().safeParse(isBody(ctx.body) ? ctx.body.email : undefined);
    if (!email.success) return;
    const verdict = await signInLimits.check(email.data);
    if (verdict.allowed) return;
    throw new APIError(
      'TOO_MANY_REQUESTS',
      {
        code: 'ACCOUNT_SIGN_IN_LOCKED',
        message: codedText('auth.account_locked', { minutes: verdict.retryAfterMinutes }),
      },
      { 'Retry-After': String(verdict.retryAfterMinutes * 60) },
    );
  }

  async function countSignIn(ctx: HookContext) {
    const email = isBody(ctx.body) ? ctx.body.email : undefined;
    if (typeof email !== 'string') return;
    const returned = ctx.context.returned;
    if (isAPIError(returned)) {
      // 401 is Better Auth's "Invalid email or password", for a wrong password and an unknown email alike.
      if (returned.statusCode === 401) await signInLimits.recordFailure(email);
    } else {
      await signInLimits.clear(email);
    }
  }

  /**
   * Better Auth answers 422 "User already exists" for a registered email (its generic answer comes only
   * with autoSignIn off, and the shop signs new accounts in at once, docs/api.md). Over HTTP that answer
   * becomes a new sign-up's 200 `{ token, user }` with `token: null`, no cookie, and a made-up user that
   * carries only what the caller sent; the owner gets a mail. Direct server calls (`auth.api`, the admin
   * CLI) keep the honest error.
   */
  async function hideRegisteredEmail(ctx: HookContext) {
    const returned = ctx.context.returned;
    if (
      !ctx.request ||
      !isAPIError(returned) ||
      returned.body?.code !== 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'
    ) {
      return;
    }
    const body = ctx.body as Body;
    const email = String(body.email).toLowerCase();
    const found = await ctx.context.internalAdapter.findUserByEmail(email);
    // A new sign-up hashes the password; so does this answer, so its timing tells nothing either.
    await ctx.context.password.hash(String(body.password));
    if (found?.user) {
      await mailer
        .send(existingAccountMail(found.user, publicUrl, fetchRequestLocale(ctx.request)))
        .catch((error: unknown) =>
          ctx.context.logger.error('Failed to mail the owner of a registered email', error),
        );
    }
    const now = new Date();
    const user = buildSyntheticUserOutput(ctx.context.options, {
      id: crypto.randomUUID(),
      name: body.name,
      email,
      emailVerified: false,
      image: body.image ?? null,
      createdAt: now,
      updatedAt: now,
    }) as Parameters<typeof parseUserOutput>[1];
    return new Response(JSON.stringify({ token: null, user: parseUserOutput(ctx.context.options, user) }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }

  /**
   * A code is sent only to a Bangladeshi mobile number, written the one way the shop stores it (so
   * `+880 1712…`, `01712…` and Bangla digits are one number with one set of limits), and only within the
   * limits per number, per client address and per day for the whole shop, counted before Better Auth
   * makes the code: a refused send leaves the code already sent working.
   */
  async function limitPhoneCodes(ctx: HookContext) {
    const { phoneNumber } = parseBody(SendPhoneCodeSchema, ctx.body, 'INVALID_PHONE_NUMBER');
    const verdict = await phoneCodes.reserve(phoneNumber, ctx.request?.headers.get(CLIENT_IP_HEADER) ?? null);
    if (!verdict.allowed) {
      // A wait of an hour or more reads in hours ("in 23 hours"), a shorter one in minutes.
      const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
      const hours = minutes >= 60 ? Math.ceil(minutes / 60) : 0;
      throw new APIError(
        'TOO_MANY_REQUESTS',
        {
          code: 'PHONE_CODE_LIMIT',
          message: codedText(`auth.phone_code.${verdict.limit}_limit`, { hours, minutes }),
        },
        { 'Retry-After': String(verdict.retryAfterSeconds) },
      );
    }
    return { context: { body: { phoneNumber } } };
  }

  /**
   * The number as stored and the code as its ASCII digits; only the fields the shop uses go on (Better
   * Auth would store any other as a user field of a new account).
   */
  async function readPhoneCode(ctx: HookContext) {
    const { phoneNumber, code, name, updatePhoneNumber } = parseBody(
      VerifyPhoneCodeSchema,
      ctx.body,
      'INVALID_PHONE_CODE',
    );
    return {
      context: {
        body: {
          phoneNumber,
          code,
          ...(name ? { name } : {}),
          ...(updatePhoneNumber ? { updatePhoneNumber } : {}),
        },
      },
    };
  }

  /**
   * A wrong code says how many tries it has left (Better Auth keeps the count beside the code, as
   * `code:attempts`, under `phone-number-otp-<number>`), and a number that another account has is a
   * conflict. Both are answered as Better Auth answers, `{ code, message }`, which the mount puts in the
   * envelope; a Response, because an error thrown here would keep the endpoint's status.
   */
  async function explainPhoneCodeRefusal(ctx: HookContext) {
    const returned = ctx.context.returned;
    if (!isAPIError(returned)) return;
    const refuse = (status: number, code: string, message: string) =>
      new Response(JSON.stringify({ code, message }), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    switch (returned.body?.code) {
      case 'INVALID_OTP': {
        const phone = String((ctx.body as Body).phoneNumber);
        const stored = await ctx.context.internalAdapter.findVerificationValue(`phone-number-otp-${phone}`);
        const attempts = Number(stored?.value.split(':')[1] ?? PHONE_CODE_ATTEMPTS);
        const left = PHONE_CODE_ATTEMPTS - (Number.isSafeInteger(attempts) ? attempts : PHONE_CODE_ATTEMPTS);
        return refuse(
          400,
          'INVALID_OTP',
          left > 0 ? codedText('auth.phone_code.wrong', { left }) : codedText('auth.phone_code.used_up'),
        );
      }
      case 'PHONE_NUMBER_EXIST':
        return refuse(409, 'PHONE_NUMBER_EXIST', codedText('auth.phone_taken'));
      default:
        return;
    }
  }

  return {
    before: createAuthMiddleware(async (ctx) => {
      switch (ctx.path) {
        case '/sign-up/email':
          return validateUserFields(ctx);
        case '/update-user': {
          // Guards before validation (docs/api.md): without a session Better Auth answers 401 as ever.
          if (!(await getSessionFromCtx(ctx as Parameters<typeof getSessionFromCtx>[0]))) return;
          return validateUserFields(ctx);
        }
        case '/sign-in/email':
          return refuseLockedAccount(ctx);
        case '/phone-number/send-otp':
          return limitPhoneCodes(ctx);
        case '/phone-number/verify':
          return readPhoneCode(ctx);
        case '/change-password':
          // Whatever the client sends: a new password ends every other session (docs/security.md).
          if (isBody(ctx.body)) return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
          return;
        default:
          return;
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      switch (ctx.path) {
        case '/sign-in/email':
          return countSignIn(ctx);
        case '/sign-up/email':
          return hideRegisteredEmail(ctx);
        case '/phone-number/verify':
          return explainPhoneCodeRefusal(ctx);
        default:
          return;
      }
    }),
  };
}
