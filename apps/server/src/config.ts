import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** The only place that reads process.env (the README's Configuration). */

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/**
 * How many reverse proxies in front of the shop append to X-Forwarded-For: the client IP is the address
 * that many hops from the right, so nothing a client prepends counts. `true`/`yes`/`on` mean one hop (as
 * the flag did before it took a number); unset, `false`, `0` mean no proxy (the socket's address).
 */
const proxyHops = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v, ctx) => {
    if (['', 'false', 'no', 'off'].includes(v)) return 0;
    if (['true', 'yes', 'on'].includes(v)) return 1;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    ctx.addIssue({ code: 'custom', message: 'must be a number of proxy hops (1, 2, …) or true/false' });
    return z.NEVER;
  });

/** A comma-separated list of origins (`https://app.example.com`), each checked; unset or empty: none. */
const originList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const origins = (v ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean);
    const bad = origins.find((o) => !/^https?:\/\/[^/\s,]+$/.test(o));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `"${bad}" is not an origin such as https://app.example.com` });
      return z.NEVER;
    }
    return origins;
  });

const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** A provider base URL (tests point it at a local fake); no trailing slash. */
const httpUrl = z
  .string()
  .optional()
  .refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), { message: 'must be an http(s) URL' })
  .transform((v) => v?.replace(/\/+$/, ''));

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .optional()
      .transform((v) => (v?.trim() ? v.trim() : undefined))
      .refine((v) => v === undefined || v === 'memory://' || /^postgres(ql)?:\/\//.test(v), {
        message: 'must be a postgres:// URL or memory://',
      }),
    BETTER_AUTH_SECRET: optional.refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters',
    }),
    PUBLIC_URL: optional.refine((v) => v === undefined || /^https?:\/\/[^/]+$/.test(v.replace(/\/$/, '')), {
      message: 'must be an origin such as https://shop.example.com',
    }),
    TRUSTED_ORIGINS: optional,
    TRUST_PROXY: proxyHops.default(0),
    CORS_ORIGINS: originList,
    METRICS_TOKEN: optional.refine((v) => v === undefined || v.length >= 16, {
      message: 'must be at least 16 characters',
    }),
    ADMIN_EMAIL: optional.pipe(z.email().optional()),
    ADMIN_PASSWORD: optional.refine((v) => v === undefined || v.length >= 8, {
      message: 'must be at least 8 characters',
    }),
    SEED_DEMO: flag.default(true),
    SMTP_URL: optional.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
      message: 'must be an smtp:// or smtps:// URL',
    }),
    MAIL_FROM: z.string().default('Plantopia <no-reply@plantopia.local>'),
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    /**
     * The built-in test card (4242… pays with no money taken). Unset: on only while no real payment
     * provider (Stripe, bKash, SSLCommerz) is configured, the demo shop's case.
     */
    SANDBOX_CARD: flag.optional(),
    STRIPE_SECRET_KEY: optional,
    STRIPE_PUBLISHABLE_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_API_URL: optional,
    REDIS_URL: optional.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
      message: 'must be a redis:// or rediss:// URL',
    }),
    S3_ENDPOINT: optional.refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), {
      message: 'must be an http:// or https:// URL',
    }),
    S3_BUCKET: optional,
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_FORCE_PATH_STYLE: flag.default(false),
    SSLCOMMERZ_STORE_ID: optional,
    SSLCOMMERZ_STORE_PASSWORD: optional,
    SSLCOMMERZ_SANDBOX: flag.default(false),
    SSLCOMMERZ_API_URL: optional.pipe(httpUrl),
    BKASH_APP_KEY: optional,
    BKASH_APP_SECRET: optional,
    BKASH_USERNAME: optional,
    BKASH_PASSWORD: optional,
    BKASH_SANDBOX: flag.default(false),
    BKASH_API_URL: optional.pipe(httpUrl),
    BKASH_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(1)
      .max(120)
      .default(30),
    PAYMENT_HOLD_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes' })
      .int('must be a whole number of minutes')
      .min(5, 'must be at least 5 minutes')
      .max(24 * 60, 'must be at most 1440 minutes (a day)')
      .default(30),
    PAYMENT_HOLD_SWEEP_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1 second')
      .max(3600, 'must be at most 3600 seconds (an hour)')
      .default(30),
    SSL_WIRELESS_API_TOKEN: optional,
    SSL_WIRELESS_SID: optional,
    SSL_WIRELESS_API_URL: optional.pipe(httpUrl),
    /** Sign-in codes by SMS the whole shop sends in any 24 hours (docs/decisions/037). */
    SMS_CODES_PER_DAY: z.coerce
      .number({ error: 'must be a number of codes' })
      .int('must be a whole number of codes')
      .min(1, 'must be at least 1 code')
      .max(100_000, 'must be at most 100000 codes')
      .default(500),
    STOCK_DIGEST_HOUR: z.coerce
      .number({ error: 'must be an hour from 0 to 23' })
      .int('must be a whole hour')
      .min(0, 'must be an hour from 0 to 23')
      .max(23, 'must be an hour from 0 to 23')
      .default(9),
    MESSAGE_SEND_INTERVAL_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1 second')
      .max(3600, 'must be at most 3600 seconds (an hour)')
      .default(10),
    MESSAGE_MAX_ATTEMPTS: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(20, 'must be at most 20')
      .default(5),
    STEADFAST_API_KEY: optional,
    STEADFAST_SECRET_KEY: optional,
    STEADFAST_API_URL: optional.pipe(httpUrl),
    STEADFAST_WEBHOOK_TOKEN: optional.refine((v) => v === undefined || v.length >= 16, {
      message: 'must be at least 16 characters',
    }),
    PATHAO_CLIENT_ID: optional,
    PATHAO_CLIENT_SECRET: optional,
    PATHAO_USERNAME: optional,
    PATHAO_PASSWORD: optional,
    PATHAO_STORE_ID: optional.refine((v) => v === undefined || /^[1-9]\d{0,9}$/.test(v), {
      message: "must be the store's number in Pathao's merchant panel",
    }),
    PATHAO_SANDBOX: flag.default(false),
    PATHAO_API_URL: optional.pipe(httpUrl),
    PATHAO_WEBHOOK_SECRET: optional,
    COURIER_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(1, 'must be at least 1 second')
      .max(120, 'must be at most 120 seconds')
      .default(20),
    COURIER_POLL_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(10, 'must be at least 10 seconds')
      .max(86_400, 'must be at most 86400 seconds (a day)')
      .default(900),
    /** Product images named by web address in an imported CSV are fetched within this time (lib/remote-file.ts). */
    IMAGE_FETCH_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(1, 'must be at least 1 second')
      .max(120, 'must be at most 120 seconds')
      .default(15),
    /** Lets image fetches reach loopback and private addresses: for tests' local servers, never a shop. */
    IMAGE_FETCH_PRIVATE_ADDRESSES: flag.default(false),
    PRODUCT_IMPORT_INTERVAL_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .min(0.1, 'must be at least 0.1 seconds')
      .max(3600, 'must be at most 3600 seconds (an hour)')
      .default(1),
    PRODUCT_IMPORT_ROWS_PER_RUN: z.coerce
      .number({ error: 'must be a number of rows' })
      .int('must be a whole number of rows')
      .min(1, 'must be at least 1 row')
      .max(10_000, 'must be at most 10000 rows')
      .default(200),
    /** A new cash-on-delivery order's SMS carries a link to confirm or cancel it (decision 032). */
    CONFIRM_BY_SMS_LINK: flag.default(false),
    CONFIRM_LINK_HOURS: z.coerce
      .number({ error: 'must be a number of hours' })
      .int('must be a whole number of hours')
      .min(1, 'must be at least 1 hour')
      .max(7 * 24, 'must be at most 168 hours (a week)')
      .default(48),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'is required when ADMIN_EMAIL is set',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      });
    }
    const sslcommerz = [env.SSLCOMMERZ_STORE_ID, env.SSLCOMMERZ_STORE_PASSWORD];
    if (sslcommerz.some(Boolean) && !sslcommerz.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SSLCOMMERZ_STORE_ID'],
        message: 'SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD must be set together',
      });
    }
    const bkash = [env.BKASH_APP_KEY, env.BKASH_APP_SECRET, env.BKASH_USERNAME, env.BKASH_PASSWORD];
    if (bkash.some(Boolean) && !bkash.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['BKASH_APP_KEY'],
        message: 'BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME and BKASH_PASSWORD must be set together',
      });
    }
    if (Boolean(env.SSL_WIRELESS_API_TOKEN) !== Boolean(env.SSL_WIRELESS_SID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SSL_WIRELESS_API_TOKEN'],
        message: 'and SSL_WIRELESS_SID must be set together',
      });
    }
    if (Boolean(env.STEADFAST_API_KEY) !== Boolean(env.STEADFAST_SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STEADFAST_API_KEY'],
        message: 'and STEADFAST_SECRET_KEY must be set together',
      });
    }
    const pathao = [
      env.PATHAO_CLIENT_ID,
      env.PATHAO_CLIENT_SECRET,
      env.PATHAO_USERNAME,
      env.PATHAO_PASSWORD,
      env.PATHAO_STORE_ID,
    ];
    if (pathao.some(Boolean) && !pathao.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PATHAO_CLIENT_ID'],
        message:
          'must be set together with PATHAO_CLIENT_SECRET, PATHAO_USERNAME, PATHAO_PASSWORD and PATHAO_STORE_ID',
      });
    }
    const stripe = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
    if (stripe.some(Boolean) && !stripe.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together',
      });
    }
    const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ENDPOINT'],
        message: 'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
  });

/** Object storage for uploads (docs/decisions/013); unset: uploads live in DATA_DIR/uploads. */
export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite in `dataDir/db`; `memory://`: in-memory PGlite (tests). */
  databaseUrl: string | undefined;
  authSecret: string;
  publicUrl: string;
  trustedOrigins: string[];
  /** Proxy hops trusted in X-Forwarded-For; 0: none, the client IP is the socket's. */
  trustProxy: number;
  /** Other origins whose pages may call the API with the shopper's cookies (CORS); empty: none. */
  corsOrigins: string[];
  /** Bearer token that unlocks `GET /metrics`; unset: no metrics endpoint. */
  metricsToken: string | undefined;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string } | undefined;
  stripe:
    | { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl: string | undefined }
    | undefined;
  /** Rate-limit counters shared by every server; unset: each server counts on its own. */
  redisUrl: string | undefined;
  s3: S3Config | undefined;
  sslcommerz: { storeId: string; storePassword: string; apiUrl: string } | undefined;
  bkash:
    | {
        appKey: string;
        appSecret: string;
        username: string;
        password: string;
        apiUrl: string;
        /** How long a call may take before it counts as unanswered (an execute is then queried). */
        timeoutMs: number;
      }
    | undefined;
  /**
   * The sandbox test card is offered (never beside Stripe, which is the card then): explicitly, or
   * because no real provider is configured.
   */
  sandboxCard: boolean;
  /** How long a redirect payment (bKash, SSLCommerz) holds its order's stock. */
  paymentHoldMinutes: number;
  /** How often the expiry task looks for ended holds (one run at a time across all servers). */
  paymentHoldSweepMs: number;
  /** The SMS gateway (SSL Wireless ISMS); unset: each SMS is written to `dataDir/sms`. */
  sslWireless: { apiToken: string; sid: string; apiUrl: string } | undefined;
  /** The Dhaka hour from which the owner's daily low-stock email goes out (once a day, by one server). */
  stockDigestHour: number;
  /** How often the order-message worker sends what is due (one run at a time across all servers). */
  messageSendMs: number;
  /** Steadfast Courier (issue 23 item 5); unset: not offered for booking. */
  steadfast:
    | { apiKey: string; secretKey: string; apiUrl: string; webhookToken: string | undefined }
    | undefined;
  /** Pathao Courier; unset: not offered for booking. */
  pathao:
    | {
        clientId: string;
        clientSecret: string;
        username: string;
        password: string;
        storeId: number;
        apiUrl: string;
        webhookSecret: string | undefined;
      }
    | undefined;
  /** How long a courier call may take before it counts as unanswered (a booking is then not recorded). */
  courierTimeoutMs: number;
  /** How often booked parcels whose courier has said nothing for this long are asked about. */
  courierPollMs: number;
  /** After this many failed attempts an order message is marked failed for the admin. */
  messageMaxAttempts: number;
  /** The shop-wide cap on sign-in codes sent by SMS in any 24 hours. */
  smsCodesPerDay: number;
  /** A new COD order's SMS carries a confirm-or-cancel link answered this long; unset: no link is sent. */
  confirmBySmsLink: { validHours: number } | undefined;
  /** Fetching product images from web addresses (a CSV import): time limit, and private addresses for tests. */
  imageFetch: { timeoutMs: number; allowPrivateAddresses: boolean };
  /** The product import task: how often it runs and how many rows one run applies. */
  productImport: { intervalMs: number; rowsPerRun: number };
  logLevel: string;
  /** Where the built web app lives; absent in tests that do not serve it. */
  webDist: string | undefined;
}

/** The providers' documented hosts; `*_API_URL` replaces them (a local fake in tests). */
export const SSLCOMMERZ_HOSTS = {
  sandbox: 'https://sandbox.sslcommerz.com',
  live: 'https://securepay.sslcommerz.com',
};
export const BKASH_HOSTS = {
  sandbox: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
  live: 'https://tokenized.pay.bka.sh/v1.2.0-beta',
};

/** The couriers' documented hosts; `*_API_URL` replaces them (a local fake in tests). */
export const STEADFAST_HOST = 'https://portal.packzy.com/api/v1';
export const PATHAO_HOSTS = {
  sandbox: 'https://courier-api-sandbox.pathao.com',
  live: 'https://api-hermes.pathao.com',
};

/** SSL Wireless ISMS Plus's documented host; `SSL_WIRELESS_API_URL` replaces it (a local fake in tests). */
export const SSL_WIRELESS_HOST = 'https://smsplus.sslwireless.com';

export class ConfigError extends Error {}

/**
 * Without PUBLIC_URL (trying the shop on this machine or from a phone on the same network), every address
 * the server prints when it starts (`127.0.0.1`, `[::1]`, each network address of this machine) is
 * accepted as an origin, so the shop works at whichever one a visitor opens. With PUBLIC_URL set, only it.
 */
function thisMachinesOrigins(port: number): string[] {
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry !== undefined)
    .map((entry) => (entry.family === 'IPv6' ? `[${entry.address.split('%')[0]}]` : entry.address));
  return [...new Set(['127.0.0.1', '[::1]', ...addresses])].map((host) => `http://${host}:${port}`);
}

/** Parses the environment once; an invalid value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const stripeSet = Boolean(e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET);
  const sslcommerzSet = Boolean(e.SSLCOMMERZ_STORE_ID && e.SSLCOMMERZ_STORE_PASSWORD);
  const bkashSet = Boolean(e.BKASH_APP_KEY && e.BKASH_APP_SECRET && e.BKASH_USERNAME && e.BKASH_PASSWORD);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    authSecret: e.BETTER_AUTH_SECRET ?? overrides.authSecret ?? readOrCreateSecret(dataDir),
    publicUrl,
    // An origin allowed to read answers through CORS may also send writes: the CSRF check lets it through.
    trustedOrigins: [
      ...new Set([
        publicUrl,
        ...(e.PUBLIC_URL ? [] : thisMachinesOrigins(e.PORT)),
        ...(e.TRUSTED_ORIGINS?.split(',').map((o) => o.trim()) ?? []),
        ...e.CORS_ORIGINS,
      ]),
    ],
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    metricsToken: e.METRICS_TOKEN,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    redisUrl: e.REDIS_URL,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
    sslcommerz:
      e.SSLCOMMERZ_STORE_ID && e.SSLCOMMERZ_STORE_PASSWORD
        ? {
            storeId: e.SSLCOMMERZ_STORE_ID,
            storePassword: e.SSLCOMMERZ_STORE_PASSWORD,
            apiUrl:
              e.SSLCOMMERZ_API_URL ??
              (e.SSLCOMMERZ_SANDBOX ? SSLCOMMERZ_HOSTS.sandbox : SSLCOMMERZ_HOSTS.live),
          }
        : undefined,
    bkash:
      e.BKASH_APP_KEY && e.BKASH_APP_SECRET && e.BKASH_USERNAME && e.BKASH_PASSWORD
        ? {
            appKey: e.BKASH_APP_KEY,
            appSecret: e.BKASH_APP_SECRET,
            username: e.BKASH_USERNAME,
            password: e.BKASH_PASSWORD,
            apiUrl: e.BKASH_API_URL ?? (e.BKASH_SANDBOX ? BKASH_HOSTS.sandbox : BKASH_HOSTS.live),
            timeoutMs: e.BKASH_TIMEOUT_SECONDS * 1000,
          }
        : undefined,
    sandboxCard: !stripeSet && (e.SANDBOX_CARD ?? !(sslcommerzSet || bkashSet)),
    paymentHoldMinutes: e.PAYMENT_HOLD_MINUTES,
    paymentHoldSweepMs: e.PAYMENT_HOLD_SWEEP_SECONDS * 1000,
    sslWireless:
      e.SSL_WIRELESS_API_TOKEN && e.SSL_WIRELESS_SID
        ? {
            apiToken: e.SSL_WIRELESS_API_TOKEN,
            sid: e.SSL_WIRELESS_SID,
            apiUrl: e.SSL_WIRELESS_API_URL ?? SSL_WIRELESS_HOST,
          }
        : undefined,
    stockDigestHour: e.STOCK_DIGEST_HOUR,
    messageSendMs: e.MESSAGE_SEND_INTERVAL_SECONDS * 1000,
    messageMaxAttempts: e.MESSAGE_MAX_ATTEMPTS,
    smsCodesPerDay: e.SMS_CODES_PER_DAY,
    confirmBySmsLink: e.CONFIRM_BY_SMS_LINK ? { validHours: e.CONFIRM_LINK_HOURS } : undefined,
    steadfast:
      e.STEADFAST_API_KEY && e.STEADFAST_SECRET_KEY
        ? {
            apiKey: e.STEADFAST_API_KEY,
            secretKey: e.STEADFAST_SECRET_KEY,
            apiUrl: e.STEADFAST_API_URL ?? STEADFAST_HOST,
            webhookToken: e.STEADFAST_WEBHOOK_TOKEN,
          }
        : undefined,
    pathao:
      e.PATHAO_CLIENT_ID &&
      e.PATHAO_CLIENT_SECRET &&
      e.PATHAO_USERNAME &&
      e.PATHAO_PASSWORD &&
      e.PATHAO_STORE_ID
        ? {
            clientId: e.PATHAO_CLIENT_ID,
            clientSecret: e.PATHAO_CLIENT_SECRET,
            username: e.PATHAO_USERNAME,
            password: e.PATHAO_PASSWORD,
            storeId: Number(e.PATHAO_STORE_ID),
            apiUrl: e.PATHAO_API_URL ?? (e.PATHAO_SANDBOX ? PATHAO_HOSTS.sandbox : PATHAO_HOSTS.live),
            webhookSecret: e.PATHAO_WEBHOOK_SECRET,
          }
        : undefined,
    courierTimeoutMs: e.COURIER_TIMEOUT_SECONDS * 1000,
    courierPollMs: e.COURIER_POLL_SECONDS * 1000,
    imageFetch: {
      timeoutMs: e.IMAGE_FETCH_TIMEOUT_SECONDS * 1000,
      allowPrivateAddresses: e.IMAGE_FETCH_PRIVATE_ADDRESSES,
    },
    productImport: {
      intervalMs: e.PRODUCT_IMPORT_INTERVAL_SECONDS * 1000,
      rowsPerRun: e.PRODUCT_IMPORT_ROWS_PER_RUN,
    },
    logLevel: e.LOG_LEVEL,
    webDist: defaultWebDist(),
    ...overrides,
  };
}

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function defaultWebDist(): string | undefined {
  const dist = path.resolve(import.meta.dirname, '../../web/dist');
  return existsSync(path.join(dist, 'index.html')) ? dist : undefined;
}
