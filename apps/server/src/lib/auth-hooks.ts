import { codedText, readCodedText, UpdateProfileSchema } from '@plantopia/shared';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { buildSyntheticUserOutput, parseUserOutput } from 'better-auth/db';
import { z } from 'zod';
import { existingAccountMail } from './account-mails.js';
import type { Mailer } from './mailer.js';
import { fetchRequestLocale } from './request-locale.js';

/**
 * The per-account sign-in limit (modules/auth/sign-in-limits-service.ts implements it; lib/ may not
 * import a module, so app.ts passes it in).
 */
export interface SignInLimits {
  check(email: string): Promise<{ allowed: true } | { allowed: false; retryAfterMinutes: number }>;
  recordFailure(email: string): Promise<void>;
  clear(email: string): Promise<void>;
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
 * - change-password always ends the user's other sessions.
 */
export function createAuthHooks(deps: { mailer: Mailer; signInLimits: SignInLimits; publicUrl: string }) {
  const { mailer, signInLimits, publicUrl } = deps;

  async function validateUserFields(ctx: HookContext) {
    const body = ctx.body as unknown;
    if (!isBody(body)) return;
    const parsed = AuthUserFieldsSchema.safeParse({ name: body.name, image: body.image });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      // Better Auth answers with a message string, so the coded reason travels as coded text (auth-routes.ts).
      const reason = readCodedText(issue.message) ?? { code: 'field.invalid' };
      throw new APIError('BAD_REQUEST', {
        code: 'INVALID_USER_FIELD',
        message: codedText('request.invalid_field', { field: issue.path.join('.'), reason }),
      });
    }
    const cleaned: Body = {};
    if ('name' in body) cleaned.name = parsed.data.name;
    if ('image' in body) cleaned.image = parsed.data.image;
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
        default:
          return;
      }
    }),
  };
}
