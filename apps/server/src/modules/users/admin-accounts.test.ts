import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop } from '../../test/test-app.js';
import {
  ADMIN_CREDENTIALS_FILE,
  bootstrapAccounts,
  DEMO_SHOPPER,
  ensureAdmin,
  GENERATED_ADMIN_EMAIL,
  giveRole,
} from './admin-accounts.js';

const shops: TestShop[] = [];
afterEach(async () => {
  await Promise.all(shops.splice(0).map((shop) => shop.close()));
});

async function startShop(env: Record<string, string> = {}) {
  const shop = await createTestShop({ env });
  shops.push(shop);
  return shop;
}

const messages: string[] = [];
const log = { info: (m: string) => messages.push(m), warn: (m: string) => messages.push(m) };

/** What main.ts does after migrating. */
const start = (shop: TestShop, demoSeeded = false) =>
  bootstrapAccounts({ auth: shop.app.auth, db: shop.database.db, config: shop.config, log, demoSeeded });

/** Signs in over HTTP and returns the session cookie, or null when refused. */
async function signIn(shop: TestShop, email: string, password: string) {
  const response = await request(shop, null, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  if (response.statusCode !== 200) return null;
  const cookie = [response.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');
  return { id: response.json().user.id as string, cookie };
}

async function roleOf(shop: TestShop, email: string, password: string) {
  const session = await signIn(shop, email, password);
  if (!session) return null;
  const profile = await request(
    shop,
    { ...session, email, name: '', password },
    {
      method: 'GET',
      url: `/api/users/${session.id}`,
    },
  );
  return profile.json().data.role as string;
}

test('ADMIN_EMAIL and ADMIN_PASSWORD at start yield an admin who signs in with that password', async () => {
  const shop = await startShop({ ADMIN_EMAIL: 'owner@shop.example', ADMIN_PASSWORD: 'owner-password-1' });
  await start(shop);
  expect(await roleOf(shop, 'owner@shop.example', 'owner-password-1')).toBe('admin');
  // A second start changes nothing and keeps the admin signed in.
  const session = (await signIn(shop, 'owner@shop.example', 'owner-password-1'))!;
  await start(shop);
  const still = await request(shop, null, {
    method: 'GET',
    url: '/api/users',
    headers: { cookie: session.cookie },
  });
  expect(still.statusCode).toBe(200);
});

test('an account registered under ADMIN_EMAIL before is promoted, takes ADMIN_PASSWORD and loses its sessions', async () => {
  const shop = await startShop({ ADMIN_EMAIL: 'taken@shop.example', ADMIN_PASSWORD: 'chosen-by-owner' });
  const early = await request(shop, null, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Early Bird', email: 'taken@shop.example', password: 'early-bird-password' },
  });
  const cookie = String(early.headers['set-cookie']).split(';')[0]!;
  await start(shop);
  expect(
    (await request(shop, null, { method: 'GET', url: '/api/users', headers: { cookie } })).statusCode,
  ).toBe(401);
  expect(await signIn(shop, 'taken@shop.example', 'early-bird-password')).toBeNull();
  expect(await roleOf(shop, 'taken@shop.example', 'chosen-by-owner')).toBe('admin');

  // ensureAdmin reports what it did; the same call again changes nothing.
  const deps = { auth: shop.app.auth, db: shop.database.db };
  expect(await ensureAdmin(deps, { email: 'taken@shop.example', password: 'chosen-by-owner' })).toBe(
    'unchanged',
  );
  expect(await ensureAdmin(deps, { email: 'taken@shop.example', password: 'rotated-password' })).toBe(
    'password-updated',
  );
  await expect(ensureAdmin(deps, { email: 'taken@shop.example', password: 'short' })).rejects.toThrow(
    /at least 8/,
  );
});

test('without ADMIN_EMAIL the first start creates an admin with a random password kept in a private file', async () => {
  const shop = await startShop();
  messages.length = 0;
  const { generatedAdmin } = await start(shop);
  const file = path.join(shop.dataDir, ADMIN_CREDENTIALS_FILE);
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  const password = (await readFile(file, 'utf8')).match(/^password: (\S+)$/m)![1]!;
  expect(password.length).toBeGreaterThanOrEqual(20);
  // The password is handed back to be shown once, in a box apart from the log; the log names the file only.
  expect(generatedAdmin).toEqual({ email: GENERATED_ADMIN_EMAIL, password, file });
  expect(messages.some((m) => m.includes(GENERATED_ADMIN_EMAIL) && m.includes(file))).toBe(true);
  expect(messages.some((m) => m.includes(password))).toBe(false);
  expect(await roleOf(shop, GENERATED_ADMIN_EMAIL, password)).toBe('admin');

  // A later start finds an admin: no new account, no new password, nothing printed.
  messages.length = 0;
  expect((await start(shop)).generatedAdmin).toBeNull();
  expect(messages).toEqual([]);
  expect(await readFile(file, 'utf8')).toContain(password);

  // Another shop gets another password: there is no fixed default.
  const other = await startShop();
  await start(other);
  const otherPassword = (await readFile(path.join(other.dataDir, ADMIN_CREDENTIALS_FILE), 'utf8')).match(
    /^password: (\S+)$/m,
  )![1];
  expect(otherPassword).not.toBe(password);
});

test('the demo shopper is created once, when the demo shop is seeded', async () => {
  const shop = await startShop({ ADMIN_EMAIL: 'owner@shop.example', ADMIN_PASSWORD: 'owner-password-1' });
  await start(shop, false);
  expect(await signIn(shop, DEMO_SHOPPER.email, DEMO_SHOPPER.password)).toBeNull();
  await start(shop, true);
  expect(await roleOf(shop, DEMO_SHOPPER.email, DEMO_SHOPPER.password)).toBe('user');
  const session = (await signIn(shop, DEMO_SHOPPER.email, DEMO_SHOPPER.password))!;
  const profile = await request(shop, null, {
    method: 'GET',
    url: `/api/users/${session.id}`,
    headers: { cookie: session.cookie },
  });
  expect(profile.json().data.shippingAddress).toMatchObject({ city: 'Dhaka City, Dhaka', upazilaId: 9001 });
  await start(shop, true);
  expect(await signIn(shop, DEMO_SHOPPER.email, DEMO_SHOPPER.password)).not.toBeNull();
});

test('promote gives an existing account the admin role and keeps its password; an unknown email is reported', async () => {
  const shop = await startShop();
  const shopper = await signUp(shop);
  expect(await giveRole(shop.database.db, shopper.email.toUpperCase(), 'admin')).toBe(true);
  expect(await roleOf(shop, shopper.email, shopper.password)).toBe('admin');
  expect(await giveRole(shop.database.db, 'nobody@shop.example', 'admin')).toBe(false);
});
