import {
  codedText,
  DisplayNameSchema,
  normaliseBdPhone,
  PASSWORD_MIN_LENGTH,
  PHONE_CODE_ATTEMPTS,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  phoneOnlyEmail,
} from '@plantopia/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { phoneNumber } from 'better-auth/plugins';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { schema } from '../db/schema.js';
import { passwordResetMail } from './account-mails.js';
import { CLIENT_IP_HEADER, createAuthHooks, type PhoneCodes, type SignInLimits } from './auth-hooks.js';
import type { Mailer } from './mailer.js';
import { fetchRequestLocale } from './request-locale.js';
import type { RateLimitStorage } from './shared-rate-limits.js';

export { CLIENT_IP_HEADER };

/** Per-IP limits of docs/security.md for Better Auth's own routes (window in seconds). */
const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 10 },
  '/request-password-reset': { window: 60, max: 10 },
  '/reset-password': { window: 60, max: 10 },
  // On top of the limits per number, per address and per day that lib/auth-hooks.ts counts in the database.
  '/phone-number/send-otp': { window: 60, max: 5 },
  '/phone-number/verify': { window: 60, max: 10 },
};

/**
 * The phone-number plugin's routes the shop does not use: accounts made from a number have no password,
 * and a password is reset by email (docs/decisions/037).
 */
const UNUSED_PHONE_ROUTES = [
  '/sign-in/phone-number',
  '/phone-number/request-password-reset',
  '/phone-number/reset-password',
];

/** How passwords are stored; absent, Better Auth's own scrypt (the production setting). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export function createAuth(options: {
  config: Config;
  db: Db;
  mailer: Mailer;
  signInLimits: SignInLimits;
  phoneCodes: PhoneCodes;
  /** Per-address counters: shared by every server (REDIS_URL), or this app's own in memory. */
  rateLimitStorage: RateLimitStorage;
  passwordHasher?: PasswordHasher;
}) {
  const { config, db, mailer, signInLimits, phoneCodes, rateLimitStorage, passwordHasher } = options;
  return betterAuth({
    appName: 'Plantopia',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    user: {
      additionalFields: {
        // `input: false`: sign-up can never choose a role (mass assignment, docs/security.md).
        role: { type: 'string', defaultValue: 'user', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      password: passwordHasher,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // A reset proves the owner: it lifts a lock set by failed sign-ins (the reset mail is never locked).
      onPasswordReset: async ({ user }) => {
        await signInLimits.clear(user.email);
      },
      sendResetPassword: async ({ user, url }, request) => {
        await mailer.send(passwordResetMail(user, url, fetchRequestLocale(request)));
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : undefined,
    plugins: [
      phoneNumber({
        otpLength: PHONE_CODE_LENGTH,
        expiresIn: PHONE_CODE_MINUTES * 60,
        allowedAttempts: PHONE_CODE_ATTEMPTS,
        // The hooks have written the number as the shop stores it; this refuses any other spelling.
        phoneNumberValidator: (phone) => normaliseBdPhone(phone) === phone,
        sendOTP: async ({ phoneNumber: phone, code }, ctx) => {
          try {
            await phoneCodes.send({ phone, code, locale: fetchRequestLocale(ctx?.request) });
          } catch (error) {
            ctx?.context.logger.error('The SMS gateway did not take a sign-in code', error);
            throw new APIError('SERVICE_UNAVAILABLE', {
              code: 'PHONE_CODE_NOT_SENT',
              message: codedText('auth.phone_code.not_sent'),
            });
          }
        },
        // A new number signs up: its account's email is a placeholder nobody reads (docs/decisions/037),
        // and it has no name until the shopper gives one (the pages show the number meanwhile).
        signUpOnVerification: { getTempEmail: phoneOnlyEmail, getTempName: () => '' },
        // The name typed on the register form goes to a new account (or one still without a name).
        callbackOnVerification: async ({ user }, ctx) => {
          const name = DisplayNameSchema.safeParse(ctx?.body?.name);
          if (!name.success || user.name.trim() !== '' || ctx?.body?.updatePhoneNumber) return;
          await ctx?.context.internalAdapter.updateUser(user.id, { name: name.data });
        },
      }),
    ],
    disabledPaths: UNUSED_PHONE_ROUTES,
    hooks: createAuthHooks({ mailer, signInLimits, phoneCodes, publicUrl: config.publicUrl }),
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      customStorage: rateLimitStorage,
      window: 60,
      max: 100,
      customRules: AUTH_RATE_LIMITS,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
    // Its warnings ("Invalid password") follow the shop's log level; tests run silent.
    logger: { disabled: config.logLevel === 'silent' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
