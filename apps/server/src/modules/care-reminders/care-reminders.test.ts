import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SEND_CARE_REMINDERS, SEND_ORDER_MESSAGES } from '../../app.js';
import { sentFiles } from '../../test/sent-files.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING } from '../../test/test-orders.js';
import { addTestProduct, type TestProduct } from '../../test/test-products.js';

/*
 * Care reminders end to end on the real app: opting in on the API, the recurring task on a clock the
 * test moves, the outbox's worker writing what it sends to DATA_DIR/sms and DATA_DIR/mail, and the stop
 * link a reminder carries.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** 10:00 in Dhaka on 1 July 2030: the monsoon (Borsha), inside the hours reminders go out. */
const START = Date.parse('2030-07-01T04:00:00Z');

let clock = new Date(START);
let shop: TestShop;
let admin: TestUser;
beforeAll(async () => {
  // The outbox and the reminders run only when a test runs them.
  shop = await createTestShop({
    env: { MESSAGE_SEND_INTERVAL_SECONDS: '3600' },
    deps: { careReminderClock: () => clock },
  });
  admin = await signUp(shop, { role: 'admin' });
});
afterAll(() => shop.close());

/** A plant with the catalog's care text, as the owner's product form saves it. */
async function carePlant(): Promise<TestProduct> {
  const product = await addTestProduct(shop, { name: 'Golden Pothos', price: 450, stock: 50 });
  const saved = await request(shop, admin, {
    method: 'PUT',
    url: `/api/plants/${product.id}`,
    payload: {
      nameBn: 'গোল্ডেন পথোস',
      wateringFrequency: 'weekly',
      careInstructions: ['Keep in bright, indirect light', 'Wipe the leaves once a month.'],
      careInstructionsBn: ['উজ্জ্বল, পরোক্ষ আলোয় রাখুন', 'মাসে একবার পাতা মুছে দিন।'],
      seasonalInstructions: 'Pinch the tips in July to keep it bushy.',
      seasonalInstructionsBn: 'জুলাইয়ে ডগা কেটে দিন, গাছ ঝোপালো থাকবে।',
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return product;
}

let lastPhone = 0;
/** A phone number of the test's own, so the SMS files tell its messages apart. */
const newPhone = () => `0171300${String(++lastPhone).padStart(4, '0')}`;

/** A cash-on-delivery order of `products`, walked by the admin to `status`; answers its id. */
async function order(shopper: TestUser, products: TestProduct[], phone: string, status = 'delivered') {
  const placed = await request(shop, shopper, {
    method: 'POST',
    url: '/api/orders',
    payload: {
      shipping: { ...TEST_SHIPPING, phone, email: shopper.email },
      items: products.map((product) => ({ _id: product.id, quantity: 1 })),
      paymentMethod: 'cod',
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id: string = placed.json().data._id;
  const steps = ['accepted', 'shipped', 'delivered'];
  for (const step of steps.slice(0, steps.indexOf(status) + 1)) {
    const moved = await request(shop, admin, {
      method: 'PUT',
      url: `/api/orders/${id}/status`,
      payload: { status: step },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return id;
}

const setReminders = (shopper: TestUser, payload: object, lang = 'en') =>
  request(shop, shopper, {
    method: 'PUT',
    url: '/api/care-reminders',
    payload,
    headers: { cookie: `${shopper.cookie}; lang=${lang}` },
  });

const stop = (token: string, lang = 'en') =>
  request(shop, null, {
    method: 'POST',
    url: '/api/care-reminders/stop',
    payload: { token },
    headers: { 'accept-language': lang },
  });

/** The reminder task, then the outbox's worker, as their timers would run them. */
async function runReminders() {
  await shop.app.tasks.runNow(SEND_CARE_REMINDERS);
  await shop.app.tasks.runNow(SEND_ORDER_MESSAGES);
}

const STOP_LINK = /\/care-reminders\/stop\?token=([\w.-]+)/;
const careSms = async (phone: string) =>
  (await sentFiles(shop.dataDir, 'sms')).filter((sms) => sms.to === phone && STOP_LINK.test(sms.text));
const careMails = async (email: string) =>
  (await sentFiles(shop.dataDir, 'mail')).filter((mail) => mail.to === email && STOP_LINK.test(mail.text));
const tokenIn = (text: string) => STOP_LINK.exec(text)![1]!;

describe('a care reminder', () => {
  test('arrives once by SMS for a delivered plant, in the shopper’s language; not again within the week, once more after it', async () => {
    clock = new Date(START);
    const plant = await carePlant();
    const shopper = await signUp(shop);
    const phone = newPhone();
    const orderId = await order(shopper, [plant], phone);

    const on = await setReminders(shopper, { enabled: true, channel: 'sms', orderId }, 'bn');
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({
      data: { enabled: true, channel: 'sms', phone, hasDeliveredPlant: true },
      message: 'যত্নের বার্তা চালু: সপ্তাহে বড়জোর একটি এসএমএস',
    });

    // Two servers' timers at once still make one reminder.
    await Promise.all([
      shop.app.tasks.runNow(SEND_CARE_REMINDERS),
      shop.app.tasks.runNow(SEND_CARE_REMINDERS),
    ]);
    await runReminders();
    const [first, ...others] = await careSms(phone);
    expect(others).toEqual([]);
    expect(first?.text).toMatch(/^প্ল্যান্টোপিয়া যত্নের পরামর্শ, গোল্ডেন পথোস: মোটামুটি সপ্তাহে একবার পানি দিন।/);
    expect(first?.text).toContain('উজ্জ্বল, পরোক্ষ আলোয় রাখুন।');
    expect(first?.text).toContain('বর্ষাকাল: বৃষ্টির দিনে পানি কম দিন');
    expect(first?.text).toMatch(
      /পরামর্শ বন্ধ করতে: http:\/\/localhost:3000\/care-reminders\/stop\?token=[\w-]+\.[\w-]+&lang=bn$/,
    );

    clock = new Date(START + 3 * DAY);
    await runReminders();
    clock = new Date(START + 7 * DAY - HOUR);
    await runReminders();
    expect(await careSms(phone)).toHaveLength(1);

    clock = new Date(START + 7 * DAY);
    await runReminders();
    const reminders = await careSms(phone);
    expect(reminders).toHaveLength(2);
    // The next week's reminder brings the plant's next tip.
    expect(reminders[1]?.text).toContain('মাসে একবার পাতা মুছে দিন।');
    expect(reminders[1]?.text).not.toContain('উজ্জ্বল, পরোক্ষ আলোয় রাখুন');
  });

  test('by email, in English, covers the plants bought with their watering, a tip and the season', async () => {
    clock = new Date(START);
    const plant = await carePlant();
    const tool = await addTestProduct(shop, {
      name: 'Pruning Shears',
      price: 300,
      stock: 10,
      category: 'tools',
    });
    const shopper = await signUp(shop);
    await order(shopper, [plant, tool], newPhone());

    // From the profile: no order named, the latest delivered plant order counts.
    const on = await setReminders(shopper, { enabled: true, channel: 'email' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().message).toBe('Care reminders are on: an email at most once a week');
    await runReminders();

    const mails = await careMails(shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('This week’s care for your plants | Plantopia');
    expect(mails[0]?.text).toContain(
      'In Bangladesh it is now Borsha, the monsoon. Water less while it rains',
    );
    expect(mails[0]?.text).toContain('Golden Pothos: water it about once a week.');
    expect(mails[0]?.text).toContain('This week: Keep in bright, indirect light');
    expect(mails[0]?.text).toContain('Through the year: Pinch the tips in July to keep it bushy.');
    expect(mails[0]?.text).not.toContain('Pruning Shears');
    expect(mails[0]?.html).toContain('Stop care reminders');
  });

  test('goes out only between 09:00 and 20:00 in Dhaka: a reminder due at night waits for the morning', async () => {
    const plant = await carePlant();
    const shopper = await signUp(shop);
    const phone = newPhone();
    await order(shopper, [plant], phone);
    // 21:00 in Dhaka.
    clock = new Date(Date.parse('2030-07-20T15:00:00Z'));
    expect((await setReminders(shopper, { enabled: true, channel: 'sms' })).statusCode).toBe(200);
    await runReminders();
    // 08:59 the next morning.
    clock = new Date(Date.parse('2030-07-21T02:59:00Z'));
    await runReminders();
    expect(await careSms(phone)).toEqual([]);

    // 09:00.
    clock = new Date(Date.parse('2030-07-21T03:00:00Z'));
    await runReminders();
    expect(await careSms(phone)).toHaveLength(1);

    // A week later the next one is due from 09:00; at 20:00 it is too late, at 19:59 not yet.
    clock = new Date(Date.parse('2030-07-28T14:00:00Z'));
    await runReminders();
    expect(await careSms(phone)).toHaveLength(1);
    clock = new Date(Date.parse('2030-07-29T13:59:00Z'));
    await runReminders();
    expect(await careSms(phone)).toHaveLength(2);
  });

  test('turned off and on again within the week does not make a second one that week', async () => {
    clock = new Date(START);
    const plant = await carePlant();
    const shopper = await signUp(shop);
    const phone = newPhone();
    const orderId = await order(shopper, [plant], phone);
    await setReminders(shopper, { enabled: true, channel: 'sms', orderId });
    await runReminders();

    const off = await setReminders(shopper, { enabled: false, channel: 'sms' });
    expect(off.json()).toMatchObject({ data: { enabled: false }, message: 'Care reminders are off' });
    clock = new Date(START + DAY);
    await runReminders();
    expect(await careSms(phone)).toHaveLength(1);

    await setReminders(shopper, { enabled: true, channel: 'sms', orderId });
    await runReminders();
    expect(await careSms(phone)).toHaveLength(1);
    clock = new Date(START + 7 * DAY);
    await runReminders();
    expect(await careSms(phone)).toHaveLength(2);
  });
});

describe('the stop link', () => {
  test('stops every reminder for good, without signing in, and answers in the shopper’s language', async () => {
    clock = new Date(START);
    const plant = await carePlant();
    const shopper = await signUp(shop);
    await order(shopper, [plant], newPhone());
    await setReminders(shopper, { enabled: true, channel: 'email' }, 'bn');
    await runReminders();
    const [reminder] = await careMails(shopper.email);
    expect(reminder?.subject).toBe('এই সপ্তাহে আপনার গাছের যত্ন | প্ল্যান্টোপিয়া');
    // The owner's seasonal care in its Bangla twin, not in English.
    expect(reminder?.text).toContain('সারা বছর: জুলাইয়ে ডগা কেটে দিন, গাছ ঝোপালো থাকবে।');
    expect(reminder?.text).not.toContain('Pinch the tips');

    const stopped = await stop(tokenIn(reminder!.text), 'bn');
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().message).toBe('যত্নের বার্তা বন্ধ হয়েছে। আপনাকে আর কোনো বার্তা পাঠানো হবে না।');
    const settings = await request(shop, shopper, { method: 'GET', url: '/api/care-reminders' });
    expect(settings.json().data).toMatchObject({ enabled: false, hasDeliveredPlant: true });

    // Weeks and months go by, and another plant arrives: nothing more is ever sent.
    await order(shopper, [await carePlant()], newPhone());
    for (const days of [7, 14, 60, 365]) {
      clock = new Date(START + days * DAY);
      await runReminders();
    }
    expect(await careMails(shopper.email)).toHaveLength(1);
    // Tapped again, it still answers that they are stopped.
    expect((await stop(tokenIn(reminder!.text))).statusCode).toBe(200);
  });

  test('forged or altered, is refused with 400 and changes nothing', async () => {
    clock = new Date(START);
    const plant = await carePlant();
    const [shopper, other] = [await signUp(shop), await signUp(shop)];
    await order(shopper, [plant], newPhone());
    await order(other, [plant], newPhone());
    await setReminders(shopper, { enabled: true, channel: 'email' });
    await setReminders(other, { enabled: true, channel: 'email' });
    await runReminders();
    const token = tokenIn((await careMails(shopper.email))[0]!.text);
    const otherToken = tokenIn((await careMails(other.email))[0]!.text);
    const [body, signature] = token.split('.') as [string, string];
    const [otherBody] = otherToken.split('.') as [string];

    const swap = (character: string) => (character === 'A' ? 'B' : 'A');
    for (const forged of [
      `${body}.${swap(signature[0]!)}${signature.slice(1)}`,
      // The last character too, though some of its bits are spare in base64url.
      `${body}.${signature.slice(0, -1)}${swap(signature.at(-1)!)}`,
      `${otherBody}.${signature}`,
      body,
      `${body}.${signature}.${signature}`,
      'not-a-token',
    ]) {
      const refused = await stop(forged);
      expect(refused.statusCode, forged).toBe(400);
      expect(refused.json().message).toBe(
        'token: This link is not valid. Open it exactly as it came in the message.',
      );
    }
    expect((await stop('')).statusCode).toBe(400);

    // Both shoppers' reminders are still on: the next week brings each one.
    clock = new Date(START + 7 * DAY);
    await runReminders();
    expect(await careMails(shopper.email)).toHaveLength(2);
    expect(await careMails(other.email)).toHaveLength(2);
  });
});

describe('turning reminders on', () => {
  test('needs a delivered plant: a shopper without one gets nothing and is told why', async () => {
    clock = new Date(START);
    const plant = await carePlant();
    const tool = await addTestProduct(shop, { price: 300, stock: 10, category: 'tools' });
    const shopper = await signUp(shop);
    const phone = newPhone();
    const toolOrder = await order(shopper, [tool], phone);
    const shippedPlant = await order(shopper, [plant], phone, 'shipped');

    const settings = await request(shop, shopper, { method: 'GET', url: '/api/care-reminders' });
    expect(settings.json().data).toEqual({
      enabled: false,
      channel: 'sms',
      phone: null,
      email: shopper.email,
      hasDeliveredPlant: false,
    });
    const none = await setReminders(shopper, { enabled: true, channel: 'sms' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Care reminders start once a plant you ordered has been delivered');
    const someoneElses = await order(await signUp(shop), [plant], newPhone());
    for (const orderId of [toolOrder, shippedPlant, someoneElses, 'no-such-order']) {
      const refused = await setReminders(shopper, { enabled: true, channel: 'email', orderId });
      expect(refused.statusCode, orderId).toBe(400);
      expect(refused.json().message).toBe('orderId: is not one of your delivered orders with a plant');
    }
    await runReminders();
    expect(await careSms(phone)).toEqual([]);
    expect(await careMails(shopper.email)).toEqual([]);
  });

  test('is for signed-in shoppers only, with a channel the shop has', async () => {
    const anonymous = await request(shop, null, { method: 'GET', url: '/api/care-reminders' });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await signUp(shop);
    const bad = await setReminders(shopper, { enabled: true, channel: 'pigeon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^channel: /);
  });
});
