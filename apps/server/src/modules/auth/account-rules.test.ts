import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { user } from '../../db/schema.js';
import { sentFiles } from '../../test/sent-files.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';

/** docs/security.md's account rules, through HTTP as a browser (or an attacker) meets them. */

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

/** Every call from its own client address, so the per-IP limits (10 a minute) stay out of the way. */
let addressCount = 0;
const nextAddress = () => {
  addressCount++;
  return `198.18.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
};

const post = (url: string, payload: unknown, options: { cookie?: string; remoteAddress?: string } = {}) =>
  request(shop, null, {
    method: 'POST',
    url,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: payload as Record<string, unknown>,
  });

const signIn = (email: string, password: string, remoteAddress?: string) =>
  post('/api/auth/sign-in/email', { email, password }, { remoteAddress });

/** The `Cookie` header value for the session cookies a response sets. */
const cookieFrom = (response: { headers: Record<string, unknown> }) =>
  ([] as string[])
    .concat((response.headers['set-cookie'] as string | string[] | undefined) ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');

const sessionOf = async (cookie: string) =>
  (await request(shop, null, { method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json();

/** The messages the file mailer wrote to DATA_DIR/mail for `to`. */
async function mailsTo(to: string) {
  return (await sentFiles(shop.dataDir, 'mail')).filter((mail) => mail.to === to);
}

const freshEmail = () => `someone-${randomUUID()}@example.com`;

describe('changing the password', () => {
  test('ends every other session, whatever the client asks, and keeps the changer signed in', async () => {
    const owner = await signUp(shop);
    const elsewhere = await signIn(owner.email, owner.password);
    expect(elsewhere.statusCode).toBe(200);
    const otherCookie = cookieFrom(elsewhere);
    expect((await sessionOf(otherCookie))?.user.id).toBe(owner.id);

    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: owner.password, newPassword: 'a-new-password-123', revokeOtherSessions: false },
      { cookie: owner.cookie },
    );
    expect(changed.statusCode, changed.body).toBe(200);

    expect(await sessionOf(otherCookie)).toBeNull();
    const changerCookie = cookieFrom(changed);
    expect(changerCookie).toMatch(/session_token=/);
    expect((await sessionOf(changerCookie))?.user.id).toBe(owner.id);
    expect((await signIn(owner.email, 'a-new-password-123')).statusCode).toBe(200);
  });
});

describe('sign-up with a registered email', () => {
  test('answers as a new sign-up does, signs nobody in, leaks nothing and mails the owner', async () => {
    const fresh = await post('/api/auth/sign-up/email', {
      name: 'New Person',
      email: freshEmail(),
      password: 'new-person-password',
    });
    expect(fresh.statusCode).toBe(200);
    expect(cookieFrom(fresh)).toMatch(/session_token=/);

    const owner = await signUp(shop, { name: 'Real Owner' });
    const [stored] = await shop.database.db.select().from(user).where(eq(user.id, owner.id));
    const again = await post('/api/auth/sign-up/email', {
      name: 'Someone Else',
      email: owner.email.toUpperCase(),
      password: 'attacker-password',
    });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.headers['set-cookie']).toBeUndefined();
    const body = again.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(Object.keys(body.user).sort()).toEqual(Object.keys(fresh.json().user).sort());
    expect(body.token).toBeNull();
    // Only what the caller sent comes back: not the owner's id, name or dates.
    expect(body.user.id).not.toBe(owner.id);
    expect(body.user.name).toBe('Someone Else');
    expect(body.user.email).toBe(owner.email);
    expect(new Date(body.user.createdAt).getTime()).not.toBe(stored!.createdAt.getTime());
    expect(JSON.stringify(body)).not.toContain('Real Owner');

    const [mail] = await mailsTo(owner.email);
    expect(mail?.subject).toBe('Someone tried to register with your address');
    expect(mail?.text).toMatch(/sign in/i);
    expect(mail?.text).toMatch(/reset/i);
    // Nothing of the account changed: the owner's password still works, the attacker's does not.
    expect((await signIn(owner.email, 'attacker-password')).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
  });
});

describe('account mails in the asker’s language', () => {
  test('a reset asked from a Bangla page is mailed in Bangla, one from an English page in English', async () => {
    const [bangla, english] = await Promise.all([signUp(shop, { name: 'রিনা' }), signUp(shop)]);
    const ask = (email: string, cookie: string) =>
      post(
        '/api/auth/request-password-reset',
        { email, redirectTo: 'http://localhost:3000/reset-password' },
        { cookie },
      );
    expect((await ask(bangla.email, 'lang=bn')).statusCode).toBe(200);
    expect((await ask(english.email, 'lang=en')).statusCode).toBe(200);
    const [banglaMail] = await mailsTo(bangla.email);
    expect(banglaMail?.subject).toBe('আপনার Plantopia পাসওয়ার্ড রিসেট করুন');
    expect(banglaMail?.text).toMatch(/^প্রিয় রিনা,\n\nনতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন/);
    expect(banglaMail?.text).toMatch(/https?:\/\/\S+reset-password\/\S+/);
    const [englishMail] = await mailsTo(english.email);
    expect(englishMail?.subject).toBe('Reset your Plantopia password');
    expect(englishMail?.text).toMatch(
      /^Hello Test Shopper,\n\nOpen this link to choose a new password \(valid for one hour\):/,
    );
  });

  test('the owner of an address registered again from a Bangla page is told in Bangla, with Bangla links', async () => {
    const owner = await signUp(shop, { name: 'Real Owner' });
    await post(
      '/api/auth/sign-up/email',
      { name: 'Someone Else', email: owner.email, password: 'attacker-password' },
      { cookie: 'lang=bn' },
    );
    const [mail] = await mailsTo(owner.email);
    expect(mail?.subject).toBe('আপনার ঠিকানা দিয়ে কেউ নতুন অ্যাকাউন্ট খোলার চেষ্টা করেছেন');
    expect(mail?.text).toContain('/login?lang=bn');
    expect(mail?.text).toContain('/forgot-password?lang=bn');
  });
});

describe('failed sign-ins per account', () => {
  const LOCKED =
    /^Too many failed sign-ins for this account\. Try again in 15 minutes or reset your password\.$/;

  async function failTenTimes(email: string) {
    for (let attempt = 1; attempt <= 10; attempt++) {
      // A new client address every time: the per-IP limit never sees more than one.
      expect((await signIn(email, `wrong-password-${attempt}`)).statusCode).toBe(401);
    }
  }

  test('10 failures from 10 addresses lock the account, even for the right password; others are unaffected', async () => {
    const target = await signUp(shop);
    const bystander = await signUp(shop);
    await failTenTimes(target.email);

    const locked = await signIn(target.email, target.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().success).toBe(false);
    expect(locked.json().message).toMatch(LOCKED);
    expect(locked.headers['set-cookie']).toBeUndefined();
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    // The address is not the key: any client is refused, and the email's case does not matter.
    expect((await signIn(target.email.toUpperCase(), target.password)).statusCode).toBe(429);
    expect((await signIn(bystander.email, bystander.password)).statusCode).toBe(200);
  });

  test('an unknown email is locked the same way, so a lock reveals nothing', async () => {
    const nobody = freshEmail();
    await failTenTimes(nobody);
    const locked = await signIn(nobody, 'any-password-at-all');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(LOCKED);
  });

  test('a successful sign-in clears the count', async () => {
    const owner = await signUp(shop);
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await signIn(owner.email, `wrong-password-${attempt}`)).statusCode).toBe(401);
    }
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
    // The tenth failure overall, but the first since the success: no lock.
    expect((await signIn(owner.email, 'wrong-password-10')).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
  });

  test('a locked account can still ask for a reset, and the reset lifts the lock', async () => {
    const owner: TestUser = await signUp(shop);
    await failTenTimes(owner.email);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(429);

    const asked = await post('/api/auth/request-password-reset', {
      email: owner.email,
      redirectTo: 'http://localhost:3000/reset-password',
    });
    expect(asked.statusCode).toBe(200);
    const [mail] = await mailsTo(owner.email);
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    const opened = await request(shop, null, { method: 'GET', url: link.pathname + link.search });
    const token = new URL(String(opened.headers.location)).searchParams.get('token')!;

    const reset = await post('/api/auth/reset-password', { newPassword: 'after-the-lock-123', token });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(owner.email, 'after-the-lock-123')).statusCode).toBe(200);
  });
});

describe('the user fields Better Auth accepts', () => {
  const longName = 'x'.repeat(101);

  test.each([
    ['a null name', { name: null }, /^name: /],
    ['a name that is not a string', { name: 42 }, /^name: /],
    ['an empty name', { name: '   ' }, /^name: is required/],
    ['a name over 100 characters', { name: longName }, /^name: must be at most 100 characters/],
    ['a javascript: image', { image: 'javascript:alert(1)' }, /^image: /],
    ['a data: image', { image: 'data:image/svg+xml,<svg onload=alert(1)>' }, /^image: /],
    ['an image that is not a string', { image: { url: 'https://example.com/a.png' } }, /^image: /],
  ])('update-user refuses %s with 400 naming the field and changes nothing', async (_, fields, message) => {
    const owner = await signUp(shop, { name: 'Unchanged Name' });
    const response = await post('/api/auth/update-user', fields, { cookie: owner.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'request.invalid_field',
      message: expect.stringMatching(message),
    });
    const [row] = await shop.database.db.select().from(user).where(eq(user.id, owner.id));
    expect(row).toMatchObject({ name: 'Unchanged Name', image: null });
  });

  test('update-user takes a valid name and image, trimmed as the profile route does', async () => {
    const owner = await signUp(shop);
    const response = await post(
      '/api/auth/update-user',
      { name: '  Nusrat Jahan  ', image: '/uploads/avatar.webp' },
      { cookie: owner.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await shop.database.db.select().from(user).where(eq(user.id, owner.id));
    expect(row).toMatchObject({ name: 'Nusrat Jahan', image: '/uploads/avatar.webp' });
  });

  test('update-user without a session is still a 401, whatever the body holds', async () => {
    const response = await post('/api/auth/update-user', { name: null });
    expect(response.statusCode).toBe(401);
  });

  test('sign-up refuses a name over 100 characters and creates no account', async () => {
    const email = freshEmail();
    const response = await post('/api/auth/sign-up/email', {
      name: longName,
      email,
      password: 'long-enough-pw',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^name: must be at most 100 characters/);
    expect(await shop.database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });
});
