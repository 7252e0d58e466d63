import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sentFiles } from '../../test/sent-files.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { INBOX_RATE_LIMIT } from './inbox-routes.js';

let shop: TestShop;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'admin' });
  shopper = await signUp(shop);
});
afterAll(() => shop.close());

/** Each test writes from its own address, so the per-IP limits of one test never touch another. */
let lastOctet = 0;
const nextAddress = () => `10.0.0.${++lastOctet}`;

function post(url: string, payload: unknown, remoteAddress = nextAddress()) {
  return shop.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress,
    headers: { origin: 'http://localhost:3000' },
  });
}

const letter = {
  name: 'Farhana Rahman',
  email: 'farhana@example.com',
  phone: '+880 1711-111111',
  subject: 'Bulk order',
  message: 'Do you deliver 40 pots to Gulshan?',
};

const mailFiles = (dataDir: string) => sentFiles(dataDir, 'mail');

describe('newsletter', () => {
  test('a sign-up is stored once: signing up again answers the same success without a second row', async () => {
    const first = await post('/api/newsletter', { email: '  Rina@Example.com ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      data: { email: 'rina@example.com' },
      code: 'inbox.subscribed',
      message: "Thanks for subscribing! You're on the list for our monthly garden letter.",
    });
    const again = await post('/api/newsletter', { email: 'rina@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const list = await request(shop, admin, { method: 'GET', url: '/api/admin/newsletter' });
    expect(list.statusCode).toBe(200);
    const rina = list.json().data.filter((row: { email: string }) => row.email === 'rina@example.com');
    expect(rina).toHaveLength(1);
    expect(list.json().total).toBeGreaterThanOrEqual(1);
  });

  test.each([
    [{}, 'email: is required'],
    [{ email: '' }, 'email: is required'],
    [{ email: 'not-an-address' }, 'email: must be a valid email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email: must be at most 254 characters'],
  ])('a bad address is refused with 400 naming the field (%j)', async (payload, message) => {
    const response = await post('/api/newsletter', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  test(`one address may sign up ${INBOX_RATE_LIMIT} times a minute; then 429, other addresses unaffected`, async () => {
    const address = nextAddress();
    for (let i = 0; i < INBOX_RATE_LIMIT; i++) {
      const ok = await post('/api/newsletter', { email: `limit-${i}@example.com` }, address);
      expect(ok.statusCode).toBe(200);
    }
    const refused = await post('/api/newsletter', { email: 'one-more@example.com' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().success).toBe(false);
    expect((await post('/api/newsletter', { email: 'elsewhere@example.com' })).statusCode).toBe(200);
  });

  test('the list newest first is for admins only: 401 signed out, 403 for a shopper', async () => {
    await post('/api/newsletter', { email: 'older@example.com' });
    await post('/api/newsletter', { email: 'newer@example.com' });
    const list = await request(shop, admin, { method: 'GET', url: '/api/admin/newsletter?limit=100' });
    const emails = list.json().data.map((row: { email: string }) => row.email);
    expect(emails.indexOf('newer@example.com')).toBeLessThan(emails.indexOf('older@example.com'));

    expect((await request(shop, null, { method: 'GET', url: '/api/admin/newsletter' })).statusCode).toBe(401);
    expect((await request(shop, shopper, { method: 'GET', url: '/api/admin/newsletter' })).statusCode).toBe(
      403,
    );
  });
});

describe('contact messages', () => {
  test('a message is stored, unread, counted on the dashboard and mailed to every admin', async () => {
    const before = (await request(shop, admin, { method: 'GET', url: '/api/admin/stats' })).json().data;
    const sent = await post('/api/contact', letter);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ success: true, code: 'inbox.contact_sent' });
    const id = sent.json().data._id as string;

    const list = await request(shop, admin, { method: 'GET', url: '/api/admin/messages' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toEqual({
      _id: id,
      ...letter,
      read: false,
      createdAt: expect.any(String),
    });
    expect(list.json().unread).toBe(before.unreadMessages + 1);
    const after = (await request(shop, admin, { method: 'GET', url: '/api/admin/stats' })).json().data;
    expect(after.unreadMessages).toBe(before.unreadMessages + 1);

    const mails = (await mailFiles(shop.dataDir)).filter((mail) => mail.text.includes(letter.message));
    expect(mails.map((mail) => mail.to)).toEqual([admin.email]);
    expect(mails[0]).toMatchObject({
      subject: 'New message from Farhana Rahman: Bulk order',
      replyTo: letter.email,
    });
    expect(mails[0]!.text).toContain('Phone: +880 1711-111111');
  });

  test('the phone number is optional', async () => {
    const { phone: _phone, ...withoutPhone } = letter;
    const sent = await post('/api/contact', { ...withoutPhone, message: 'No phone here.' });
    expect(sent.statusCode, sent.body).toBe(201);
    const list = await request(shop, admin, { method: 'GET', url: '/api/admin/messages' });
    expect(list.json().data[0]).toMatchObject({ phone: '', message: 'No phone here.' });
  });

  test.each([
    [{ ...letter, name: ' ' }, 'name: is required'],
    [{ ...letter, email: 'farhana' }, 'email: must be a valid email address'],
    [{ ...letter, subject: undefined }, 'subject: is required'],
    [{ ...letter, message: '' }, 'message: is required'],
    [{ ...letter, message: 'x'.repeat(5001) }, 'message: must be at most 5,000 characters'],
    [{ ...letter, name: 'n'.repeat(101) }, 'name: must be at most 100 characters'],
    [{ ...letter, phone: '1'.repeat(31) }, 'phone: must be at most 30 characters'],
  ])(
    'a bad message is refused with 400 naming the field and nothing is stored (%#)',
    async (payload, message) => {
      const before = (await request(shop, admin, { method: 'GET', url: '/api/admin/messages' })).json().total;
      const response = await post('/api/contact', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
      const after = (await request(shop, admin, { method: 'GET', url: '/api/admin/messages' })).json().total;
      expect(after).toBe(before);
    },
  );

  test(`one address may send ${INBOX_RATE_LIMIT} messages a minute; the next is a 429`, async () => {
    const address = nextAddress();
    for (let i = 0; i < INBOX_RATE_LIMIT; i++) {
      expect((await post('/api/contact', { ...letter, subject: `Try ${i}` }, address)).statusCode).toBe(201);
    }
    const refused = await post('/api/contact', letter, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().success).toBe(false);
  });

  test('an admin marks a message read and unread again; the unread count follows', async () => {
    const id = (await post('/api/contact', { ...letter, subject: 'Mark me' })).json().data._id as string;
    const unread = async () =>
      (await request(shop, admin, { method: 'GET', url: '/api/admin/stats' })).json().data.unreadMessages;
    const before = await unread();

    const read = await request(shop, admin, {
      method: 'PATCH',
      url: `/api/admin/messages/${id}`,
      payload: { read: true },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ data: { _id: id, read: true }, message: 'Marked as read' });
    expect(await unread()).toBe(before - 1);

    const again = await request(shop, admin, {
      method: 'PATCH',
      url: `/api/admin/messages/${id}`,
      payload: { read: false },
    });
    expect(again.json()).toMatchObject({ data: { read: false }, message: 'Marked as unread' });
    expect(await unread()).toBe(before);
  });

  test('marking a message that does not exist is a 404; a body without `read` is a 400', async () => {
    const missing = await request(shop, admin, {
      method: 'PATCH',
      url: '/api/admin/messages/no-such-message',
      payload: { read: true },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await request(shop, admin, {
      method: 'PATCH',
      url: '/api/admin/messages/no-such-message',
      payload: { read: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  test('only an admin reads or marks messages: 401 signed out, 403 for a shopper, whatever the body', async () => {
    for (const [as, status] of [
      [null, 401],
      [shopper, 403],
    ] as const) {
      expect((await request(shop, as, { method: 'GET', url: '/api/admin/messages' })).statusCode).toBe(
        status,
      );
      const patch = await request(shop, as, {
        method: 'PATCH',
        url: '/api/admin/messages/anything',
        payload: { read: 'not even valid' },
      });
      expect(patch.statusCode).toBe(status);
    }
  });
});

test('with ADMIN_EMAIL configured, contact messages are mailed to that address only', async () => {
  const owned = await createTestShop({
    env: { ADMIN_EMAIL: 'owner@shop.example', ADMIN_PASSWORD: 'owner-password-1' },
  });
  try {
    await signUp(owned, { role: 'admin' });
    const sent = await owned.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: letter,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await mailFiles(owned.dataDir)).map((mail) => mail.to)).toEqual(['owner@shop.example']);
  } finally {
    await owned.close();
  }
});
