import { randomInt, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL, E2E_DATA_DIR } from '../playwright.config.js';
import { expect, SMOKE, test } from './fixtures.js';
import { pickArea } from './shopping.js';

interface Account {
  name: string;
  email: string;
  password: string;
}

const newAccount = (name = 'Farhana Akter'): Account => ({
  name,
  email: `shopper-${randomUUID()}@example.com`,
  password: 'green-thumb-2024',
});

/** Creates an account over the API, outside the browser (which stays signed out). */
async function createAccount(request: APIRequestContext, account: Account) {
  const response = await request.post('/api/auth/sign-up/email', {
    data: account,
    headers: { origin: BASE_URL, 'x-forwarded-for': `172.16.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  expect(response.ok()).toBe(true);
}

async function submitLogin(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function signInThroughThePage(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await submitLogin(page, account);
  await expect(page.getByText('Login successful!')).toBeVisible();
}

/**
 * The account menu on desktop; the mobile menu on a phone. A menu belongs to the address it was opened
 * at, so one opened while the app still settles on the page after signing up (a replaced history entry)
 * closes again: open it until it stays open long enough to be clicked.
 */
async function logOut(page: Page, isPhone: boolean) {
  const [toggle, menu] = isPhone
    ? [page.getByRole('button', { name: 'Open menu' }), page.getByRole('navigation', { name: 'Mobile' })]
    : [page.getByRole('button', { name: 'Account menu' }), page.getByRole('list', { name: 'Account' })];
  const logout = menu.getByRole('button', { name: 'Logout' });
  // The menu may close between showing and the click, so opening and clicking are retried together.
  await expect(async () => {
    if (!(await logout.isVisible())) await toggle.click();
    await logout.click({ timeout: 2_000 });
  }).toPass();
}

/** The newest message the shop's file mailer wrote to `to` (DATA_DIR/mail without SMTP). */
async function readMail(to: string): Promise<{ text: string }> {
  const dir = path.join(E2E_DATA_DIR, 'mail');
  let found: { to: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
      for (const name of names.sort().reverse()) {
        const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
        if (mail.to === to) found = mail;
        if (found) break;
      }
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

test(
  'a shopper registers, logs out and logs in again through the pages',
  SMOKE,
  async ({ page }, testInfo) => {
    const isPhone = testInfo.project.name === 'phone';
    const account = newAccount();
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);

    await page.getByLabel('Full Name').fill(account.name);
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill('not-the-same-password');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toContainText('Passwords do not match');

    await page.getByLabel('Confirm Password').fill(account.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registration successful!')).toBeVisible();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    const avatar = page.getByRole('link', { name: `Profile of ${account.name}` });
    await expect(avatar).toBeVisible();

    await logOut(page, isPhone);
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(avatar).toHaveCount(0);

    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await submitLogin(page, { email: account.email, password: 'wrong-password-123' });
    await expect(page.getByRole('alert')).toContainText('Invalid email or password');
    await signInThroughThePage(page, account);
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(avatar).toBeVisible();
  },
);

test('a signed-out visit to /profile goes to /login and comes back after signing in', async ({
  page,
  request,
}) => {
  const account = newAccount('Tanvir Hasan');
  await createAccount(request, account);

  // The server itself answers 302, remembering the page in the URL.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?from=%2Fprofile$/);
  await signInThroughThePage(page, account);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('No orders yet')).toBeVisible();

  // Edit, choose a photo, save; the change survives a reload and shows in the navigation.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Display Name').fill('Tanvir H.');
  await pickArea(page, {
    division: 'Sylhet (সিলেট)',
    district: 'Sylhet (সিলেট)',
    upazila: 'Sylhet Sadar (সিলেট সদর)',
  });
  await page.getByLabel('Address', { exact: true }).fill('14 Zindabazar');
  await page.getByLabel('Phone').fill('+8801812345678');
  await page
    .getByLabel('Choose Photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  // No separate upload step: the browser shrinks the photo now, and Save uploads it.
  await expect(page.getByText('Selected: me.png. Save Changes to make it your photo.')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tanvir H.' })).toBeVisible();
  await expect(page.getByText('Phone: 01812345678')).toBeVisible();
  await expect(page.getByText('Sylhet Sadar, Sylhet, Sylhet Division')).toBeVisible();
  const navAvatar = page.getByRole('link', { name: 'Profile of Tanvir H.' }).locator('img');
  await expect(navAvatar).toHaveAttribute('src', /^\/uploads\/.+\.webp\?w=/);
  await expect
    .poll(() => navAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test('a forgotten password is reset with the mailed link', async ({ page, request }) => {
  const account = newAccount('Mitu Rahman');
  await createAccount(request, account);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The login page (with its own Email field) stays until the next page's code has loaded.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await readMail(account.email);
  const link = mail.text.match(/https?:\/\/\S+/)![0];
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New Password').fill('a-brand-new-password');
  await page.getByLabel('Confirm Password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Your password has been reset. Please log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does. The used link is refused.
  await submitLogin(page, account);
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await signInThroughThePage(page, { email: account.email, password: 'a-brand-new-password' });
  await expect(page).toHaveURL(`${BASE_URL}/`);
});

/** A 48 × 48 leaf-green PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3WUQ3AAAxCwTlCCorwPhNLuo9LKqAh8ODJ+qt7zj+Ih0qh8VCkrOf4CTCWQuOhSFnPIRQDrRQaD0XKikMFxqmOKNeaH7ufZjHQSqHxUKSsOFRgnOrIp1F4AUrW03mNEhfhAAAAAElFTkSuQmCC',
  'base64',
);
