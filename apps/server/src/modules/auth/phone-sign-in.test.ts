import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { outboundMessages, phoneCodeSends, user, verification } from '../../db/schema.js';
import { sentFiles } from '../../test/sent-files.js';
import {
  createTestShop,
  request,
  signUp,
  TEST_ORIGIN,
  type TestShop,
  type TestUser,
} from '../../test/test-app.js';
import { TEST_SHIPPING } from '../../test/test-orders.js';
import { addTestProduct } from '../../test/test-products.js';

/*
 * Signing up and in with a mobile number and a code by SMS (docs/decisions/037), over HTTP as the pages
 * do it, reading the codes from the SMS files. Each test uses numbers and client addresses of its own.
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
let nextNumber = 1_000_000;
/** A mobile number no other test uses, as the shop stores it. */
const newNumber = () => `0171${nextNumber++}`;
let nextAddress = 1;
const newAddress = () => `198.51.100.${nextAddress++}`;

/** Date alone moves (Better Auth's expiry, the limits' windows); timers and the database run as ever. */
function clock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
  return { advance: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}

function sendCode(
  phoneNumber: string,
  from: string,
  options: { as?: TestUser | null; lang?: 'bn'; on?: TestShop } = {},
) {
  return request(options.on ?? shop, options.as ?? null, {
    method: 'POST',
    url: '/api/auth/phone-number/send-otp',
    remoteAddress: from,
    headers: options.lang ? { 'accept-language': 'bn' } : {},
    payload: { phoneNumber },
  });
}

function verify(
  payload: { phoneNumber: string; code: string; name?: string; updatePhoneNumber?: boolean },
  options: { as?: TestUser | null; from?: string; lang?: 'bn' } = {},
) {
  return request(shop, options.as ?? null, {
    method: 'POST',
    url: '/api/auth/phone-number/verify',
    remoteAddress: options.from ?? newAddress(),
    headers: options.lang ? { 'accept-language': 'bn' } : {},
    payload,
  });
}

/** The SMS the shop sent to `phone`, oldest first. */
async function texts(phone: string, on = shop) {
  return (await sentFiles(on.dataDir, 'sms')).filter((sms) => sms.to === phone).map((sms) => sms.text);
}

/** The code in the latest SMS to `phone`. */
async function latestCode(phone: string): Promise<string> {
  const sent = await texts(phone);
  const code = sent.at(-1)?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** The session cookie a sign-in answer set, as a signed-in client sends it back. */
function sessionOf(response: { headers: Record<string, unknown> }): TestUser {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] as string | string[]);
  const cookie = cookies.map((c) => c.split(';')[0]).join('; ');
  return { id: '', email: '', name: '', password: '', cookie };
}

async function me(as: TestUser) {
  const response = await request(shop, as, { method: 'POST', url: '/api/users', payload: {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { uid: string; displayName: string; email: string; phone: string };
}

const bangla = (digits: string) => digits.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);

describe('signing up and in', () => {
  test('a number typed in Bangla digits gets its code by SMS in Bangla; the code in Bangla digits makes an account with no email, named as asked', async () => {
    const phone = newNumber();
    const sent = await sendCode(`+৮৮ ${bangla(phone)}`, newAddress(), { lang: 'bn' });
    expect(sent.statusCode, sent.body).toBe(200);
    const [sms] = await texts(phone);
    expect(sms).toMatch(/^প্ল্যান্টোপিয়া কোড: \d{6}। ৫ মিনিট কাজ করবে।/);

    const code = await latestCode(phone);
    const verified = await verify({ phoneNumber: phone, code: bangla(code), name: 'রহিমা আক্তার' });
    expect(verified.statusCode, verified.body).toBe(200);
    const account = await me(sessionOf(verified));
    expect(account).toMatchObject({ displayName: 'রহিমা আক্তার', email: '', phone });

    // The account's stored address is the placeholder nobody reads: a reset asked for it mails nothing.
    const [row] = await shop.database.db.select().from(user).where(eq(user.id, account.uid));
    expect(row).toMatchObject({ email: `${phone}@phone.plantopia.invalid`, phoneNumberVerified: true });
    const reset = await request(shop, null, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: newAddress(),
      payload: { email: row!.email, redirectTo: `${TEST_ORIGIN}/reset-password` },
    });
    expect(reset.statusCode).toBe(200);
    expect((await sentFiles(shop.dataDir, 'mail')).filter((mail) => mail.to === row!.email)).toEqual([]);
  });

  test('the same number signs in to the same account the next time; a code works once', async () => {
    const phone = newNumber();
    await sendCode(phone, newAddress());
    const first = await verify({ phoneNumber: phone, code: await latestCode(phone) });
    expect(first.statusCode).toBe(200);
    const account = await me(sessionOf(first));
    // No name until one is given: the pages show the number meanwhile.
    expect(account).toMatchObject({ displayName: '', phone });

    const again = await verify({ phoneNumber: phone, code: await latestCode(phone) });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('There is no code waiting for this number. Ask for a new code.');

    await sendCode(phone, newAddress());
    const second = await verify({ phoneNumber: phone, code: await latestCode(phone) });
    expect(second.statusCode).toBe(200);
    expect((await me(sessionOf(second))).uid).toBe(account.uid);
  });

  test('a shopper without email places a cash-on-delivery order; its messages go by SMS alone', async () => {
    const phone = newNumber();
    await sendCode(phone, newAddress());
    const shopper = sessionOf(await verify({ phoneNumber: phone, code: await latestCode(phone) }));
    const product = await addTestProduct(shop, { price: 450, stock: 5 });
    const placed = await request(shop, shopper, {
      method: 'POST',
      url: '/api/orders',
      payload: {
        items: [{ _id: product.id, quantity: 1 }],
        shipping: { ...TEST_SHIPPING, email: '', phone },
        paymentMethod: 'cod',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const queued = await shop.database.db
      .select({
        channel: outboundMessages.channel,
        recipient: outboundMessages.recipient,
        kind: outboundMessages.kind,
      })
      .from(outboundMessages)
      .where(eq(outboundMessages.orderId, placed.json().data._id));
    // The shopper's one message is the SMS; the only email is the owner's.
    expect(queued.filter((message) => message.kind !== 'owner_new_order')).toEqual([
      { channel: 'sms', recipient: phone, kind: 'placed' },
    ]);
  });

  test('anything but a Bangladeshi mobile number is refused with 400 naming the field, and nothing is sent', async () => {
    for (const phoneNumber of ['0123', '+44 7700 900123', '01211223344', '']) {
      const refused = await sendCode(phoneNumber, newAddress());
      expect(refused.statusCode, phoneNumber).toBe(400);
      expect(refused.json().message, phoneNumber).toMatch(/^phoneNumber: /);
    }
    const code = await verify({ phoneNumber: newNumber(), code: '12345' });
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toBe('code: must be the 6 digits from the SMS');
    expect(
      await shop.database.db.select().from(phoneCodeSends).where(eq(phoneCodeSends.phone, '0123')),
    ).toEqual([]);
  });

  test('the routes for passwords by phone are not offered', async () => {
    for (const url of ['/api/auth/sign-in/phone-number', '/api/auth/phone-number/request-password-reset']) {
      const response = await request(shop, null, {
        method: 'POST',
        url,
        remoteAddress: newAddress(),
        payload: { phoneNumber: newNumber(), password: 'whatever-it-is' },
      });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('codes', () => {
  test('a code expires after 5 minutes', async () => {
    const time = clock();
    const phone = newNumber();
    await sendCode(phone, newAddress());
    const code = await latestCode(phone);
    time.advance(5 * MINUTE + 1_000);
    const late = await verify({ phoneNumber: phone, code });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('That code has expired. Ask for a new code.');
    expect(late.headers['set-cookie']).toBeUndefined();
  });

  test('after 5 wrong codes the code is dead, even typed right; each wrong try says how many are left', async () => {
    const phone = newNumber();
    await sendCode(phone, newAddress());
    const code = await latestCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const refused = await verify({ phoneNumber: phone, code: wrong });
      expect(refused.statusCode).toBe(400);
      answers.push(refused.json().message);
    }
    expect(answers).toEqual([
      'That code is not right. 4 more tries before it stops working.',
      'That code is not right. 3 more tries before it stops working.',
      'That code is not right. 2 more tries before it stops working.',
      'That code is not right. 1 more try before it stops working.',
      'Too many wrong tries: that code no longer works. Ask for a new code.',
    ]);
    const right = await verify({ phoneNumber: phone, code }, { lang: 'bn' });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe('অনেকবার ভুল কোড দেওয়া হয়েছে: এই কোডটি আর কাজ করবে না। নতুন কোড চান।');
    expect(right.headers['set-cookie']).toBeUndefined();
    const stored = await shop.database.db.select().from(verification);
    expect(stored.filter((row) => row.identifier.endsWith(phone))).toEqual([]);
  });
});

describe('limits on sending', () => {
  test('one number gets 3 codes in 15 minutes and 10 a day, from any address', async () => {
    const time = clock();
    const phone = newNumber();
    for (let sent = 1; sent <= 3; sent++) {
      expect((await sendCode(phone, newAddress())).statusCode).toBe(200);
      time.advance(1_000);
    }
    const fourth = await sendCode(phone, newAddress());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('Too many codes were sent to this number. Try again in 15 minutes.');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(await texts(phone)).toHaveLength(3);

    // Three more every quarter of an hour, until the tenth of the day.
    for (let sent = 4; sent <= 10; sent++) {
      if (sent % 3 === 1) time.advance(15 * MINUTE);
      expect((await sendCode(phone, newAddress())).statusCode, `code ${sent}`).toBe(200);
      time.advance(1_000);
    }
    time.advance(15 * MINUTE);
    const eleventh = await sendCode(phone, newAddress(), { lang: 'bn' });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe('এই নম্বরে অনেকবার কোড পাঠানো হয়েছে। ২৩ ঘণ্টা পরে আবার চেষ্টা করুন।');
    expect(await texts(phone)).toHaveLength(10);
    // Refused asks do not push the window on: a day after the first code, codes go again.
    time.advance(24 * 60 * MINUTE);
    expect((await sendCode(phone, newAddress())).statusCode).toBe(200);
  });

  test('sends racing for one number from many addresses let at most 3 through (real concurrency on PostgreSQL)', async () => {
    const phone = newNumber();
    const answers = await Promise.all(Array.from({ length: 12 }, () => sendCode(phone, newAddress())));
    const sent = answers.filter((answer) => answer.statusCode === 200).length;
    expect(sent).toBeLessThanOrEqual(3);
    expect(answers.every((answer) => [200, 429].includes(answer.statusCode))).toBe(true);
    expect(await texts(phone)).toHaveLength(sent);
  });

  test('one client address asks for 10 codes an hour, whatever the numbers; another address is not held up', async () => {
    const time = clock();
    const address = newAddress();
    for (let sent = 1; sent <= 10; sent++) {
      expect((await sendCode(newNumber(), address)).statusCode, `code ${sent}`).toBe(200);
      // Past Better Auth's own per-minute limit, so only the hourly one is in play.
      time.advance(61_000);
    }
    const phone = newNumber();
    const eleventh = await sendCode(phone, address);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(/^Too many codes were asked for from your connection\./);
    expect(await texts(phone)).toEqual([]);
    expect((await sendCode(phone, newAddress())).statusCode).toBe(200);
  });

  test('the whole shop sends at most SMS_CODES_PER_DAY codes a day', async () => {
    const capped = await createTestShop({ env: { SMS_CODES_PER_DAY: '3' } });
    try {
      for (let sent = 1; sent <= 3; sent++) {
        expect((await sendCode(newNumber(), newAddress(), { on: capped })).statusCode).toBe(200);
      }
      const phone = newNumber();
      const fourth = await sendCode(phone, newAddress(), { on: capped });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toMatch(/^The shop cannot send more sign-in codes today\./);
      expect(await sentFiles(capped.dataDir, 'sms')).toHaveLength(3);
    } finally {
      await capped.close();
    }
  });

  test('a gateway that refuses the SMS answers 503, in the shopper’s words', async () => {
    const failing = await createTestShop({
      deps: {
        sms: {
          name: 'down',
          async send() {
            throw new Error('gateway down');
          },
        },
      },
    });
    try {
      const refused = await sendCode(newNumber(), newAddress(), { on: failing });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(
        'We could not send the code just now. Please try again in a minute.',
      );
    } finally {
      await failing.close();
    }
  });
});

describe('an account adds its number', () => {
  test('a signed-in shopper verifies a number and it becomes theirs, for checkout and for signing in', async () => {
    const shopper = await signUp(shop, { name: 'Karim' });
    const phone = newNumber();
    await sendCode(phone, newAddress(), { as: shopper });
    const added = await verify(
      { phoneNumber: phone, code: await latestCode(phone), updatePhoneNumber: true },
      { as: shopper },
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(await me(shopper)).toMatchObject({ uid: shopper.id, email: shopper.email, phone });

    await sendCode(phone, newAddress());
    const byPhone = await verify({ phoneNumber: phone, code: await latestCode(phone) });
    expect((await me(sessionOf(byPhone))).uid).toBe(shopper.id);
  });

  test('a number another account has is refused with 409 and stays that account’s', async () => {
    const phone = newNumber();
    await sendCode(phone, newAddress());
    const owner = await me(sessionOf(await verify({ phoneNumber: phone, code: await latestCode(phone) })));

    const other = await signUp(shop);
    await sendCode(phone, newAddress(), { as: other });
    const taken = await verify(
      { phoneNumber: phone, code: await latestCode(phone), updatePhoneNumber: true },
      { as: other },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      'This number belongs to another account. Sign in with it, or add another number.',
    );
    expect((await me(other)).phone).toBe('');
    const [row] = await shop.database.db.select().from(user).where(eq(user.phoneNumber, phone));
    expect(row?.id).toBe(owner.uid);
  });

  test('a number cannot be set on an account without its code', async () => {
    const shopper = await signUp(shop);
    const phone = newNumber();
    const update = await request(shop, shopper, {
      method: 'POST',
      url: '/api/auth/update-user',
      payload: { phoneNumber: phone },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().message).toBe('A mobile number is added by entering the code sent to it.');
    const signUpWithPhone = await request(shop, null, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: newAddress(),
      payload: {
        email: `x-${phone}@example.com`,
        password: 'correct-horse-battery',
        name: 'X',
        phoneNumber: phone,
      },
    });
    expect(signUpWithPhone.statusCode).toBe(400);
    expect(await shop.database.db.select().from(user).where(eq(user.phoneNumber, phone))).toEqual([]);
  });
});
