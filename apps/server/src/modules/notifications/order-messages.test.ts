import { type Order, type OutboundMessage, orderNumber } from '@plantopia/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SEND_ORDER_MESSAGES } from '../../app.js';
import { outboundMessages } from '../../db/schema.js';
import type { Mail, Mailer } from '../../lib/mailer.js';
import { type FakeBkash, startFakeBkash } from '../../test/fake-bkash.js';
import {
  bkashCallback,
  expireHold,
  placeRedirectOrder,
  redirectProvidersEnv,
} from '../../test/redirect-shop.js';
import { sentFiles } from '../../test/sent-files.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING as shipping } from '../../test/test-orders.js';
import { addTestProduct } from '../../test/test-products.js';
import { createUsersService } from '../users/users-service.js';
import { createNotificationsService } from './notifications-service.js';
import type { Sms, SmsProvider } from './sms-provider.js';

/** An SMS gateway whose next answers the test decides: `fail` holds the errors it throws, in turn. */
function scriptedGateway() {
  const gateway = {
    name: 'scripted',
    sent: [] as Sms[],
    fail: [] as string[],
    failAlways: null as string | null,
    async send(sms: Sms) {
      const error = gateway.failAlways ?? gateway.fail.shift();
      if (error) throw new Error(error);
      gateway.sent.push(sms);
    },
  };
  return gateway;
}

const gateway = scriptedGateway();
let shop: TestShop;
let admin: TestUser;
let shopper: TestUser;
beforeAll(async () => {
  // The worker's own timer stays out of the way: each test runs it when it means to.
  shop = await createTestShop({
    env: { MESSAGE_SEND_INTERVAL_SECONDS: '3600', MESSAGE_MAX_ATTEMPTS: '3' },
    deps: { sms: gateway },
  });
  admin = await signUp(shop, { role: 'admin' });
  shopper = await signUp(shop);
});
afterAll(() => shop.close());

/** Two Snake Plants at ৳62,500 each, cash on delivery (৳1,25,100.00 with delivery). */
async function placeOrder(headers: Record<string, string> = {}, as: TestUser = shopper) {
  const product = await addTestProduct(shop, { name: 'Snake Plant', price: 62_500, stock: 100 });
  const response = await request(shop, as, {
    method: 'POST',
    url: '/api/orders',
    payload: { shipping, items: [{ _id: product.id, quantity: 2 }], paymentMethod: 'cod' },
    headers,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as Order;
}

function setStatus(orderId: string, payload: Record<string, unknown>, as: TestUser = admin) {
  return request(shop, as, { method: 'PUT', url: `/api/orders/${orderId}/status`, payload });
}

async function messagesOf(orderId: string): Promise<OutboundMessage[]> {
  const response = await request(shop, admin, {
    method: 'GET',
    url: '/api/admin/notifications?status=all&limit=100',
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data as OutboundMessage[]).filter((m) => m.orderId === orderId).reverse();
}

const sendDue = () => shop.app.tasks.runNow(SEND_ORDER_MESSAGES);

/** Time passes: every waiting message of the order is due now. */
async function skipWait(orderId: string) {
  await shop.database.db
    .update(outboundMessages)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(outboundMessages.orderId, orderId));
}

describe('order messages', () => {
  test('a new order queues the shopper’s email and SMS and the owner’s email, sent in the shopper’s language', async () => {
    const order = await placeOrder({ cookie: `${shopper.cookie}; lang=bn` });
    const number = orderNumber(order._id);
    expect(order.locale).toBe('bn');

    const queued = await messagesOf(order._id);
    expect(queued.map((m) => [m.kind, m.channel, m.recipient, m.locale, m.status])).toEqual([
      ['placed', 'email', shipping.email, 'bn', 'pending'],
      ['placed', 'sms', shipping.phone, 'bn', 'pending'],
      ['owner_new_order', 'email', admin.email, 'en', 'pending'],
    ]);

    await sendDue();

    expect((await messagesOf(order._id)).map((m) => m.status)).toEqual(['sent', 'sent', 'sent']);
    const mails = (await sentFiles(shop.dataDir, 'mail')).filter((m) => m.subject.includes(number));
    const toShopper = mails.find((m) => m.to === shipping.email)!;
    expect(toShopper.subject).toBe(`আপনার অর্ডার #${number} দেওয়া হয়েছে | প্ল্যান্টোপিয়া`);
    expect(toShopper.text).toContain('মোট: ৳১,২৫,১০০.০০');
    expect(toShopper.html).toContain('<html lang="bn">');
    const toOwner = mails.find((m) => m.to === admin.email)!;
    expect(toOwner.subject).toBe(`New order #${number}: ৳1,25,100.00 | Plantopia`);
    expect(gateway.sent.find((sms) => sms.text.includes(number))).toMatchObject({
      to: '01711000000',
      text: `প্ল্যান্টোপিয়া: আপনার অর্ডার #${number} দেওয়া হয়েছে। মোট ৳১,২৫,১০০.০০। পাঠানোর সময় আপনাকে জানাব।`,
    });
  });

  test('each status the admin sets sends its message; shipping passes on the tracking code', async () => {
    const order = await placeOrder();
    expect((await setStatus(order._id, { status: 'accepted', trackingCode: 'X1' })).json().message).toBe(
      'trackingCode: can only be given when the order is shipped',
    );
    expect((await setStatus(order._id, { status: 'accepted' })).statusCode).toBe(200);
    const shipped = await setStatus(order._id, { status: 'shipped', trackingCode: ' PTH-55821 ' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().data.trackingCode).toBe('PTH-55821');
    expect((await setStatus(order._id, { status: 'delivered' })).statusCode).toBe(200);

    const kinds = (await messagesOf(order._id)).filter((m) => m.channel === 'sms').map((m) => m.kind);
    expect(kinds).toEqual(['placed', 'accepted', 'shipped', 'delivered']);
    await sendDue();
    const number = orderNumber(order._id);
    expect(gateway.sent.filter((sms) => sms.text.includes(number)).map((sms) => sms.text)).toEqual([
      `Plantopia: Your order #${number} is placed. Total ৳1,25,100.00. We will tell you when it ships.`,
      `Plantopia #${number}: Processing. We are preparing it now.`,
      `Plantopia #${number}: Shipped. It is with the courier. Tracking code: PTH-55821.`,
      `Plantopia #${number}: Delivered. Enjoy your plants!`,
    ]);
  });

  test('a shopper who cancels their order is told so', async () => {
    const order = await placeOrder();
    const cancelled = await request(shop, shopper, { method: 'DELETE', url: `/api/orders/${order._id}` });
    expect(cancelled.statusCode).toBe(200);

    const kinds = (await messagesOf(order._id)).filter(
      (m) => m.channel === 'email' && m.recipient === shipping.email,
    );
    expect(kinds.map((m) => m.kind)).toEqual(['placed', 'cancelled']);
  });

  test('an order that is refused queues no message: the outbox is written in the order’s transaction', async () => {
    const before = (
      await request(shop, admin, { method: 'GET', url: '/api/admin/notifications?status=all' })
    ).json().total as number;
    const product = await addTestProduct(shop, { price: 100, stock: 1 });
    const refused = await request(shop, shopper, {
      method: 'POST',
      url: '/api/orders',
      payload: { shipping, items: [{ _id: product.id, quantity: 5 }], paymentMethod: 'cod' },
    });
    expect(refused.statusCode).toBe(409);

    const after = (
      await request(shop, admin, { method: 'GET', url: '/api/admin/notifications?status=all' })
    ).json();
    expect(after.total).toBe(before);
  });

  test('a failing SMS gateway never fails the order; the SMS is retried after a growing wait, then sent', async () => {
    await sendDue();
    gateway.fail = ['SSL Wireless did not answer as expected: HTTP 502', 'timeout'];
    const order = await placeOrder();

    await sendDue();
    let [sms] = (await messagesOf(order._id)).filter((m) => m.channel === 'sms');
    expect(sms).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'SSL Wireless did not answer as expected: HTTP 502',
    });
    const firstWait = Date.parse(sms!.nextAttemptAt!) - Date.now();
    expect(firstWait).toBeGreaterThan(20_000);
    expect(firstWait).toBeLessThanOrEqual(30_000);
    // The emails of the same order went out all the same.
    expect((await messagesOf(order._id)).filter((m) => m.channel === 'email').map((m) => m.status)).toEqual([
      'sent',
      'sent',
    ]);

    await sendDue();
    [sms] = (await messagesOf(order._id)).filter((m) => m.channel === 'sms');
    expect(sms!.attempts).toBe(1);

    await skipWait(order._id);
    await sendDue();
    [sms] = (await messagesOf(order._id)).filter((m) => m.channel === 'sms');
    expect(sms).toMatchObject({ status: 'pending', attempts: 2, lastError: 'timeout' });
    expect(Date.parse(sms!.nextAttemptAt!) - Date.now()).toBeGreaterThan(50_000);

    await skipWait(order._id);
    await sendDue();
    [sms] = (await messagesOf(order._id)).filter((m) => m.channel === 'sms');
    expect(sms).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(gateway.sent.filter((s) => s.id === sms!._id)).toHaveLength(1);
  });

  test('after the last attempt a message is failed: the admin sees it with its error and sends it again', async () => {
    await sendDue();
    gateway.failAlways = 'SSL Wireless refused the SMS: Unauthorized: invalid api token or sid (status 4001)';
    const order = await placeOrder();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await skipWait(order._id);
      await sendDue();
    }

    const failedList = await request(shop, admin, { method: 'GET', url: '/api/admin/notifications' });
    expect(failedList.statusCode).toBe(200);
    const failed = (failedList.json().data as OutboundMessage[]).find((m) => m.orderId === order._id)!;
    expect(failed).toMatchObject({
      kind: 'placed',
      channel: 'sms',
      orderNumber: orderNumber(order._id),
      status: 'failed',
      attempts: 3,
      lastError: gateway.failAlways,
      nextAttemptAt: null,
    });
    expect(failedList.json().failed).toBeGreaterThanOrEqual(1);
    expect(
      (await request(shop, shopper, { method: 'GET', url: '/api/admin/notifications' })).statusCode,
    ).toBe(403);

    gateway.failAlways = null;
    const retried = await request(shop, admin, {
      method: 'POST',
      url: `/api/admin/notifications/${failed._id}/retry`,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ status: 'pending', attempts: 0 });
    const again = await request(shop, admin, {
      method: 'POST',
      url: `/api/admin/notifications/${failed._id}/retry`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a failed message can be sent again; this one is pending');
    expect(
      (await request(shop, admin, { method: 'POST', url: '/api/admin/notifications/no-such-message/retry' }))
        .statusCode,
    ).toBe(404);

    await sendDue();
    expect((await messagesOf(order._id)).find((m) => m._id === failed._id)?.status).toBe('sent');
  });

  test('a message whose sender died mid-send is taken again once its claim runs out, and not before', async () => {
    await sendDue();
    const order = await placeOrder();
    const claim = (until: string) =>
      shop.database.db
        .update(outboundMessages)
        .set({ status: 'sending', attempts: 1, claimedUntil: sql.raw(`now() + interval '${until}'`) })
        .where(eq(outboundMessages.orderId, order._id));

    await claim('5 minutes');
    await sendDue();
    expect((await messagesOf(order._id)).map((m) => m.status)).toEqual(['sending', 'sending', 'sending']);

    await claim('-1 second');
    await sendDue();
    const after = await messagesOf(order._id);
    expect(after.map((m) => [m.status, m.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
      ['sent', 2],
    ]);
  });

  test('the admin’s list refuses a filter it does not know', async () => {
    const response = await request(shop, admin, {
      method: 'GET',
      url: '/api/admin/notifications?status=lost',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^status: /);
  });

  test('two servers sending at once never send the same message twice', async () => {
    const buyer = await signUp(shop);
    const orders = await Promise.all(Array.from({ length: 8 }, () => placeOrder({}, buyer)));
    const ids = new Set(orders.map((o) => o._id));
    const deliveries: string[] = [];
    const slowly = async (id: string) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      deliveries.push(id);
    };
    const worker = () => {
      const sms: SmsProvider = { name: 'counting', send: (message) => slowly(message.id) };
      const mailer: Mailer = { send: (mail: Mail) => slowly(`${mail.to}|${mail.subject}`) };
      const service = createNotificationsService({
        db: shop.database.db,
        mailer,
        sms,
        users: createUsersService({ db: shop.database.db }),
        publicUrl: 'http://localhost:3000',
      });
      return async () => {
        let total = 0;
        for (;;) {
          const { sent, retrying, failed } = await service.sendDue();
          if (sent + retrying + failed === 0) return total;
          total += sent;
        }
      };
    };

    const [first, second] = await Promise.all([worker()(), worker()()]);

    const ours = (
      await request(shop, admin, { method: 'GET', url: '/api/admin/notifications?status=all&limit=100' })
    )
      .json()
      .data.filter((m: OutboundMessage) => m.orderId && ids.has(m.orderId));
    expect(ours).toHaveLength(24);
    expect(ours.every((m: OutboundMessage) => m.status === 'sent' && m.attempts === 1)).toBe(true);
    expect(first + second).toBeGreaterThanOrEqual(24);
    expect(new Set(deliveries).size).toBe(deliveries.length);
  });
});

describe('order messages of a redirect payment', () => {
  let bkash: FakeBkash;
  let payShop: TestShop;
  let payer: TestUser;
  beforeAll(async () => {
    bkash = await startFakeBkash();
    payShop = await createTestShop({
      env: { ...redirectProvidersEnv({ bkash }), MESSAGE_SEND_INTERVAL_SECONDS: '3600' },
    });
    await signUp(payShop, { role: 'admin' });
    payer = await signUp(payShop);
  });
  afterAll(async () => {
    await payShop.close();
    await bkash.close();
  });

  const kindsOf = async (orderId: string) =>
    (
      await payShop.database.db
        .select({ kind: outboundMessages.kind, channel: outboundMessages.channel })
        .from(outboundMessages)
        .where(eq(outboundMessages.orderId, orderId))
    ).map((row) => `${row.kind}:${row.channel}`);

  test('an order waiting for bKash is announced only once it is paid; one whose payment never comes tells nobody', async () => {
    const product = await addTestProduct(payShop, { price: 500, stock: 10 });
    const items = [{ _id: product.id, quantity: 1 }];

    const paid = await placeRedirectOrder(payShop, payer, 'bkash', items);
    expect(await kindsOf(paid.order._id)).toEqual([]);
    await bkashCallback(payShop, bkash.complete(paid.redirectUrl.split('/').at(-1)!, 'pay'));
    expect((await kindsOf(paid.order._id)).sort()).toEqual([
      'owner_new_order:email',
      'placed:email',
      'placed:sms',
    ]);

    const unpaid = await placeRedirectOrder(payShop, payer, 'bkash', items);
    await expireHold(payShop, unpaid.order._id);
    expect(await kindsOf(unpaid.order._id)).toEqual([]);
  });
});
