import { networkInterfaces } from 'node:os';
import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const base = { DATA_DIR: '/tmp/plantopia-config-test', BETTER_AUTH_SECRET: 'x'.repeat(32) };

test('an invalid value stops the start with one line naming the variable', () => {
  expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(ConfigError);
  expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT /);
  expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
  expect(() => loadConfig({ ...base, ADMIN_EMAIL: 'owner@example.com' })).toThrow(
    /ADMIN_PASSWORD is required/,
  );
  try {
    loadConfig({ ...base, TRUST_PROXY: 'maybe' });
  } catch (error) {
    expect((error as Error).message).not.toContain('\n');
    expect((error as Error).message).toContain('TRUST_PROXY');
  }
});

test('defaults give the embedded database on port 3000 with the demo shop', () => {
  const config = loadConfig(base);
  expect(config.port).toBe(3000);
  expect(config.databaseUrl).toBeUndefined();
  expect(config.seedDemo).toBe(true);
  expect(config.publicUrl).toBe('http://localhost:3000');
  expect(config.trustProxy).toBe(0);
});

test('TRUST_PROXY counts proxy hops; true is one hop, unset or false none', () => {
  expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
  expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
  expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(1);
  expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustProxy).toBe(0);
  expect(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toBe(0);
  expect(loadConfig({ ...base, TRUST_PROXY: '' }).trustProxy).toBe(0);
  expect(() => loadConfig({ ...base, TRUST_PROXY: '-1' })).toThrow(
    /^Invalid configuration: TRUST_PROXY must be/,
  );
  expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8' })).toThrow(/TRUST_PROXY/);
});

test('REDIS_URL must be a redis URL; the S3 settings come all together or not at all', () => {
  expect(() => loadConfig({ ...base, REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL must be a redis/);
  expect(loadConfig({ ...base, REDIS_URL: 'rediss://cache:6380' }).redisUrl).toBe('rediss://cache:6380');
  const s3 = {
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'plantopia',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };
  expect(() => loadConfig({ ...base, S3_ENDPOINT: s3.S3_ENDPOINT, S3_BUCKET: 'plantopia' })).toThrow(
    /S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
  );
  expect(() => loadConfig({ ...base, ...s3, S3_ENDPOINT: 'ftp://storage' })).toThrow(/S3_ENDPOINT must be/);
  expect(loadConfig(base).s3).toBeUndefined();
  expect(loadConfig({ ...base, ...s3, S3_FORCE_PATH_STYLE: 'true' }).s3).toEqual({
    endpoint: 'http://127.0.0.1:9000',
    bucket: 'plantopia',
    accessKeyId: 'key',
    secretAccessKey: 'secret',
    region: 'us-east-1',
    forcePathStyle: true,
  });
});

test('PAYMENT_HOLD_SWEEP_SECONDS sets how often holds are swept: 30 s unless a whole 1–3600 is given', () => {
  expect(loadConfig(base).paymentHoldSweepMs).toBe(30_000);
  expect(loadConfig({ ...base, PAYMENT_HOLD_SWEEP_SECONDS: '5' }).paymentHoldSweepMs).toBe(5_000);
  for (const bad of ['0', '1.5', '3601', 'often']) {
    expect(() => loadConfig({ ...base, PAYMENT_HOLD_SWEEP_SECONDS: bad })).toThrow(
      /^Invalid configuration: PAYMENT_HOLD_SWEEP_SECONDS must be/,
    );
  }
});

test('order SMS go through SSL Wireless only with both its token and sender id; messages are sent every 10 s, 5 tries', () => {
  const defaults = loadConfig(base);
  expect(defaults.sslWireless).toBeUndefined();
  expect(defaults.messageSendMs).toBe(10_000);
  expect(defaults.messageMaxAttempts).toBe(5);
  expect(
    loadConfig({ ...base, SSL_WIRELESS_API_TOKEN: 'token', SSL_WIRELESS_SID: 'PLANTOPIA' }).sslWireless,
  ).toEqual({ apiToken: 'token', sid: 'PLANTOPIA', apiUrl: 'https://smsplus.sslwireless.com' });
  expect(() => loadConfig({ ...base, SSL_WIRELESS_API_TOKEN: 'token' })).toThrow(
    /^Invalid configuration: SSL_WIRELESS_API_TOKEN and SSL_WIRELESS_SID must be set together$/,
  );
  expect(() => loadConfig({ ...base, SSL_WIRELESS_API_URL: 'ftp://x' })).toThrow(/SSL_WIRELESS_API_URL/);
  expect(loadConfig({ ...base, MESSAGE_SEND_INTERVAL_SECONDS: '1' }).messageSendMs).toBe(1_000);
  expect(() => loadConfig({ ...base, MESSAGE_MAX_ATTEMPTS: '0' })).toThrow(
    /^Invalid configuration: MESSAGE_MAX_ATTEMPTS/,
  );
});

test('couriers are off without credentials; Steadfast needs its key and secret, Pathao its five values, together', () => {
  const defaults = loadConfig(base);
  expect(defaults.steadfast).toBeUndefined();
  expect(defaults.pathao).toBeUndefined();
  expect(defaults.courierTimeoutMs).toBe(20_000);
  expect(defaults.courierPollMs).toBe(900_000);
  expect(loadConfig({ ...base, STEADFAST_API_KEY: 'k', STEADFAST_SECRET_KEY: 's' }).steadfast).toEqual({
    apiKey: 'k',
    secretKey: 's',
    apiUrl: 'https://portal.packzy.com/api/v1',
    webhookToken: undefined,
  });
  expect(() => loadConfig({ ...base, STEADFAST_API_KEY: 'k' })).toThrow(
    /^Invalid configuration: STEADFAST_API_KEY and STEADFAST_SECRET_KEY must be set together$/,
  );
  expect(() => loadConfig({ ...base, STEADFAST_WEBHOOK_TOKEN: 'short' })).toThrow(/STEADFAST_WEBHOOK_TOKEN/);
  const pathao = {
    PATHAO_CLIENT_ID: 'id',
    PATHAO_CLIENT_SECRET: 'secret',
    PATHAO_USERNAME: 'merchant@example.com',
    PATHAO_PASSWORD: 'password',
    PATHAO_STORE_ID: '14820',
  };
  expect(loadConfig({ ...base, ...pathao }).pathao).toMatchObject({
    storeId: 14820,
    apiUrl: 'https://api-hermes.pathao.com',
  });
  expect(loadConfig({ ...base, ...pathao, PATHAO_SANDBOX: 'true' }).pathao?.apiUrl).toBe(
    'https://courier-api-sandbox.pathao.com',
  );
  expect(() => loadConfig({ ...base, ...pathao, PATHAO_STORE_ID: undefined })).toThrow(
    /^Invalid configuration: PATHAO_CLIENT_ID must be set together with/,
  );
  expect(() => loadConfig({ ...base, ...pathao, PATHAO_STORE_ID: 'main' })).toThrow(/PATHAO_STORE_ID/);
  expect(() => loadConfig({ ...base, COURIER_POLL_SECONDS: '5' })).toThrow(/COURIER_POLL_SECONDS/);
});

test('the sandbox test card is on only while no real payment provider is, unless set explicitly', () => {
  const bkash = { BKASH_APP_KEY: 'k', BKASH_APP_SECRET: 's', BKASH_USERNAME: 'u', BKASH_PASSWORD: 'p' };
  const sslcommerz = { SSLCOMMERZ_STORE_ID: 'id', SSLCOMMERZ_STORE_PASSWORD: 'pw' };
  const stripe = { STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk', STRIPE_WEBHOOK_SECRET: 'wh' };
  expect(loadConfig(base).sandboxCard).toBe(true);
  expect(loadConfig({ ...base, ...bkash }).sandboxCard).toBe(false);
  expect(loadConfig({ ...base, ...sslcommerz }).sandboxCard).toBe(false);
  expect(loadConfig({ ...base, ...bkash, SANDBOX_CARD: 'true' }).sandboxCard).toBe(true);
  expect(loadConfig({ ...base, SANDBOX_CARD: 'false' }).sandboxCard).toBe(false);
  // With Stripe the card is Stripe's: the sandbox is never beside it.
  expect(loadConfig({ ...base, ...stripe, SANDBOX_CARD: 'true' }).sandboxCard).toBe(false);
});

test('without PUBLIC_URL every address the server prints is an accepted origin; with it, only PUBLIC_URL', () => {
  const local = loadConfig({ ...base, PORT: '3000' });
  expect(local.trustedOrigins).toEqual(
    expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']),
  );
  const lan = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal);
  if (lan) expect(local.trustedOrigins).toContain(`http://${lan.address}:3000`);
  const public_ = loadConfig({ ...base, PUBLIC_URL: 'https://shop.example.com' });
  expect(public_.trustedOrigins).toEqual(['https://shop.example.com']);
});
