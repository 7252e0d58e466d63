import { afterAll, beforeAll, expect, test } from 'vitest';
import { sentFiles } from '../../test/sent-files.js';
import {
  createTestShop,
  request,
  signUp,
  TEST_ORIGIN,
  type TestShop,
  type TestUser,
} from '../../test/test-app.js';

let shop: TestShop;
let shopper: TestUser;
beforeAll(async () => {
  shop = await createTestShop();
  shopper = await signUp(shop);
});
afterAll(() => shop.close());

/** Sign-in over HTTP from one client address (the socket's: TRUST_PROXY is off here). */
const signIn = (
  email: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  request(shop, null, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers,
    payload: { email, password },
  });

/** The message the file mailer wrote to DATA_DIR/mail for `to`. */
async function findMail(to: string) {
  const mail = (await sentFiles(shop.dataDir, 'mail')).find((sent) => sent.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

test('a wrong password and an unknown email get the same answer', async () => {
  const wrongPassword = await signIn(shopper.email, 'not-the-password', '198.51.100.1');
  const unknownEmail = await signIn('nobody-here@example.com', 'not-the-password', '198.51.100.1');
  expect(wrongPassword.statusCode).toBe(401);
  expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
  expect(unknownEmail.json()).toEqual(wrongPassword.json());
  expect(wrongPassword.json()).toEqual({
    success: false,
    code: 'auth.invalid_email_or_password',
    message: 'Invalid email or password',
  });
  expect(wrongPassword.headers['set-cookie']).toBeUndefined();
});

test('the right password signs in with an HTTP-only, SameSite=Lax session cookie', async () => {
  const response = await signIn(shopper.email, shopper.password, '198.51.100.2');
  expect(response.statusCode).toBe(200);
  const cookie = String(response.headers['set-cookie']);
  expect(cookie).toMatch(/session_token=/);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
});

test('the 11th failed sign-in from one address within a minute is refused with 429', async () => {
  // Guesses at ten different accounts, so only the per-IP limit is in play (each account has its own).
  for (let attempt = 1; attempt <= 10; attempt++) {
    expect((await signIn(`guess-${attempt}@example.com`, 'wrong-password', '203.0.113.9')).statusCode).toBe(
      401,
    );
  }
  const eleventh = await signIn(shopper.email, shopper.password, '203.0.113.9');
  expect(eleventh.statusCode).toBe(429);
  expect(eleventh.json().success).toBe(false);
  // Headers a client can forge do not open a new budget while the shop does not trust a proxy.
  const forged = await signIn(shopper.email, shopper.password, '203.0.113.9', {
    'x-forwarded-for': '192.0.2.77',
    'x-plantopia-client-ip': '192.0.2.78',
  });
  expect(forged.statusCode).toBe(429);
  // Another shopper's address is not affected.
  expect((await signIn(shopper.email, shopper.password, '203.0.113.10')).statusCode).toBe(200);
});

test('behind one proxy (TRUST_PROXY=1) the client IP is the rightmost X-Forwarded-For entry', async () => {
  const proxied = await createTestShop({ env: { TRUST_PROXY: '1' } });
  try {
    // The proxy appends the real client (1.2.3.4); the client prepends whatever it likes.
    const from = (prepended: string, email: string, password = 'not-the-password') =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '10.0.0.1',
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': `${prepended}, 1.2.3.4` },
        // A new email each time, so only the per-IP limit is in play.
        payload: { email: email, password },
      });
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await from(`6.6.6.${attempt}`, `guess-${attempt}@example.com`);
      expect(response.statusCode).toBe(401);
    }
    const eleventh = await from('6.6.6.6', 'guess-11@example.com');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).not.toMatch(/for this account/);
    // The next client behind the same proxy has a budget of its own.
    const neighbour = await proxied.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '10.0.0.1',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': '1.2.3.5' },
      payload: { email: 'guess-12@example.com', password: 'not-the-password' },
    });
    expect(neighbour.statusCode).toBe(401);
  } finally {
    await proxied.close();
  }
});

test('a reset link from the mail sets a new password that signs in', async () => {
  const asked = await request(shop, null, {
    method: 'POST',
    url: '/api/auth/request-password-reset',
    remoteAddress: '198.51.100.3',
    payload: { email: shopper.email, redirectTo: 'http://localhost:3000/reset-password' },
  });
  expect(asked.statusCode).toBe(200);
  const mail = await findMail(shopper.email);
  const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);

  // The link goes through Better Auth, which sends the browser on to /reset-password?token=….
  const opened = await request(shop, null, { method: 'GET', url: link.pathname + link.search });
  const target = new URL(String(opened.headers.location));
  expect(target.pathname).toBe('/reset-password');
  const token = target.searchParams.get('token')!;

  const reset = await request(shop, null, {
    method: 'POST',
    url: '/api/auth/reset-password',
    remoteAddress: '198.51.100.3',
    payload: { newPassword: 'a-brand-new-password', token },
  });
  expect(reset.statusCode).toBe(200);
  expect((await signIn(shopper.email, shopper.password, '198.51.100.4')).statusCode).toBe(401);
  expect((await signIn(shopper.email, 'a-brand-new-password', '198.51.100.4')).statusCode).toBe(200);
  // A link works once.
  const again = await request(shop, null, {
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { newPassword: 'yet-another-password', token },
  });
  expect(again.statusCode).toBe(400);
});

test('the auth config tells the sign-in page whether Google is offered', async () => {
  const without = await request(shop, null, { method: 'GET', url: '/api/auth-config' });
  expect(without.json()).toEqual({ success: true, data: { google: false } });
  const googleShop = await createTestShop({
    env: { GOOGLE_CLIENT_ID: 'client-id.apps.example', GOOGLE_CLIENT_SECRET: 'client-secret' },
  });
  try {
    const withGoogle = await googleShop.app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(withGoogle.json()).toEqual({ success: true, data: { google: true } });
  } finally {
    await googleShop.close();
  }
});
