import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './chromium-flags.js';

/** The production build on its own port, with an in-memory database seeded with the demo shop. */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
/** Pages of other origins (tests/other-origin.spec.ts): the first is listed in CORS_ORIGINS, the second not. */
export const STOREFRONT_ORIGIN_PORT = PORT + 50;
export const FOREIGN_ORIGIN_PORT = PORT + 51;
/**
 * The local fakes (apps/server/src/test/fake-providers-main.ts): SSLCommerz and bKash the shop pays through,
 * Steadfast it books parcels with (Pathao's fake starts beside it; the shop is not set up for it).
 */
const FAKE_SSLCOMMERZ_PORT = PORT + 91;
const FAKE_BKASH_PORT = PORT + 92;
const FAKE_STEADFAST_PORT = PORT + 93;
const FAKE_PATHAO_PORT = PORT + 94;
/** The fake Steadfast's own address: `POST /_fake/consignments/{id}/status` plays the courier (back-office.spec.ts). */
export const FAKE_STEADFAST_URL = `http://127.0.0.1:${FAKE_STEADFAST_PORT}`;
/** The token the fake Steadfast signs its webhooks with (FAKE_STEADFAST.webhookToken in fake-steadfast.ts). */
export const STEADFAST_WEBHOOK_TOKEN = 'fake-steadfast-webhook-token-0123456789';
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, `.tmp/data-${PORT}`);

/**
 * Debian's headless shell (package chromium-headless-shell), the same engine without the browser's own
 * window and tab strip: the full browser's `--headless` still draws those, which cost as much CPU as the
 * page on a two-core machine and made journeys time out. Lighthouse (bench/lighthouse.ts) keeps the full
 * browser.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
  args: [...CHROMIUM_FLAGS, '--disable-quic'],
};

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    // A trace records a screencast of every page, which doubles a journey's time on a two-core machine
    // and turned slow pages into timeouts: only the retry of a failed journey records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The shop's service worker only shows an offline page (apps/web/public/sw.js); offline.spec.ts
    // allows it. Elsewhere it is blocked, so a journey's page.route() sees every request.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: '../node_modules/.bin/tsx ../apps/server/src/test/fake-providers-main.ts',
      port: FAKE_BKASH_PORT,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAKE_SSLCOMMERZ_PORT: String(FAKE_SSLCOMMERZ_PORT),
        FAKE_BKASH_PORT: String(FAKE_BKASH_PORT),
        FAKE_STEADFAST_PORT: String(FAKE_STEADFAST_PORT),
        FAKE_PATHAO_PORT: String(FAKE_PATHAO_PORT),
        // The fake couriers post their webhooks to this shop.
        FAKE_COURIER_SHOP_URL: `http://127.0.0.1:${PORT}`,
      },
    },
    {
      command: `rm -rf ${E2E_DATA_DIR} && node ../apps/server/dist/main.js`,
      url: `${BASE_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: BASE_URL,
        DATA_DIR: E2E_DATA_DIR,
        DATABASE_URL: 'memory://',
        SEED_DEMO: '1',
        ADMIN_EMAIL: 'admin@plantopia.test',
        ADMIN_PASSWORD: 'admin-password-e2e',
        // Journeys stand for many shoppers; each test sends its own client address (see fixtures.ts).
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        CORS_ORIGINS: `http://localhost:${STOREFRONT_ORIGIN_PORT}`,
        // bKash and SSLCommerz on the local fakes (their test pages stand in for the providers' pages).
        SSLCOMMERZ_STORE_ID: 'plantopiatest',
        SSLCOMMERZ_STORE_PASSWORD: 'plantopia-test@ssl',
        SSLCOMMERZ_API_URL: `http://127.0.0.1:${FAKE_SSLCOMMERZ_PORT}`,
        BKASH_APP_KEY: 'fake-app-key',
        BKASH_APP_SECRET: 'fake-app-secret',
        BKASH_USERNAME: '01770618567',
        BKASH_PASSWORD: 'fake-password',
        BKASH_API_URL: `http://127.0.0.1:${FAKE_BKASH_PORT}`,
        // Steadfast on its local fake: with its credentials set, the API URL is always given (without it the
        // shop would call Steadfast's real portal). Pathao is off, whatever the caller's environment says.
        STEADFAST_API_KEY: 'fake-steadfast-api-key',
        STEADFAST_SECRET_KEY: 'fake-steadfast-secret-key',
        STEADFAST_API_URL: `${FAKE_STEADFAST_URL}/api/v1`,
        STEADFAST_WEBHOOK_TOKEN,
        // Empty is unset: a Pathao account in the caller's environment must not switch the live Pathao on.
        PATHAO_CLIENT_ID: '',
        PATHAO_CLIENT_SECRET: '',
        PATHAO_USERNAME: '',
        PATHAO_PASSWORD: '',
        PATHAO_STORE_ID: '',
        PATHAO_API_URL: '',
        // The journeys pay by the test card too; beside real providers it is off unless asked for.
        SANDBOX_CARD: 'true',
        // Order emails and SMS go out within a second (files under DATA_DIR/mail and DATA_DIR/sms).
        MESSAGE_SEND_INTERVAL_SECONDS: '1',
      },
    },
  ],
});
