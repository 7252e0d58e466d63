import { PASSWORD_MIN_LENGTH } from '@plantopia/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { schema } from '../db/schema.js';
import { passwordResetMail } from './account-mails.js';
import { createAuthHooks, type SignInLimits } from './auth-hooks.js';
import type { Mailer } from './mailer.js';
import { fetchRequestLocale } from './request-locale.js';
import type { RateLimitStorage } from './shared-rate-limits.js';

/** The header the Fastify mount sets from `request.ip`; any copy a client sends is dropped first. */
export const CLIENT_IP_HEADER = 'x-plantopia-client-ip';

/** Per-IP limits of docs/security.md for Better Auth's own routes (window in seconds). */
const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 10 },
  '/request-password-reset': { window: 60, max: 10 },
  '/reset-password': { window: 60, max: 10 },
};

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
  /** Per-address counters: shared by every server (REDIS_URL), or this app's own in memory. */
  rateLimitStorage: RateLimitStorage;
  passwordHasher?: PasswordHasher;
}) {
  const { config, db, mailer, signInLimits, rateLimitStorage, passwordHasher } = options;
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
    hooks: createAuthHooks({ mailer, signInLimits, publicUrl: config.publicUrl }),
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
