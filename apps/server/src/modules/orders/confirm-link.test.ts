import type { AdminOrderDetail, ConfirmLinkView, Order, OutboundMessage } from '@plantopia/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING } from '../../test/test-orders.js';
import { addTestProduct, stockOf } from '../../test/test-products.js';
import { createConfirmLinkTokens } from './confirm-link-token.js';

/*
 * Confirming a cash-on-delivery order by SMS link (issue 23 item 3, decision 032): with the setting on,
 * the new order's SMS carries a signed link; the shopper's answer is recorded as a confirmation call's
 * would be; forged, expired and reused links change nothing.
 */

/** An SMS gateway that is down: the order is placed all the same, its SMS waits in the outbox. */
const downGateway = {
  name: 'down',
  async send() {
    throw new Error('gateway down');
  },
};

let shop: TestShop;
let admin: TestUser;
let staff: TestUser;
beforeAll(async () => {
  shop = await createTestShop({
    env: { CONFIRM_BY_SMS_LINK: 'true', CONFIRM_LINK_HOURS: '24', MESSAGE_SEND_INTERVAL_SECONDS: '3600' },
    deps: { sms: downGateway },
  });
  admin = await signUp(shop, { role: 'admin' });
  staff = await signUp(shop, { role: 'staff', name: 'Staff Sumi' });
});
afterAll(() => shop.close());

async function placeCod(target: TestShop = shop, headers: Record<string, string> = {}) {
  const as = await signUp(target);
  const product = await addTestProduct(target, { name: 'Snake Plant', price: 500, stock: 10 });
  const placed = await request(target, as, {
    method: 'POST',
    url: '/api/orders',
    payload: {
      items: [{ _id: product.id, quantity: 2 }],
      shipping: TEST_SHIPPING,
      paymentMethod: 'cod',
    },
    headers,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { order: placed.json().data as Order, productId: product.id };
}

/** The shopper's SMS about the new order, as queued in the outbox. */
async function placedSms(target: TestShop, orderId: string): Promise<OutboundMessage> {
  const owner = target === shop ? admin : await signUp(target, { role: 'admin' });
  const response = await request(target, owner, {
    method: 'GET',
    url: '/api/admin/notifications?status=all&limit=100',
  });
  const messages = response.json().data as OutboundMessage[];
  const sms = messages.find((m) => m.orderId === orderId && m.channel === 'sms' && m.kind === 'placed');
  expect(sms).toBeDefined();
  return sms!;
}

/** The link's token, read from the SMS the way a phone would open it. */
async function tokenOf(orderId: string): Promise<string> {
  const { summary } = await placedSms(shop, orderId);
  const url = new URL(summary.match(/https?:\/\/\S+/)![0]);
  expect(url.origin).toBe('http://localhost:3000');
  return url.pathname.replace('/confirm-order/', '');
}

const view = (token: string) =>
  request(shop, null, { method: 'GET', url: `/api/order-confirmations/${encodeURIComponent(token)}` });
const answer = (token: string, choice: string) =>
  request(shop, null, {
    method: 'POST',
    url: `/api/order-confirmations/${encodeURIComponent(token)}`,
    payload: { choice },
  });
const detail = async (id: string): Promise<AdminOrderDetail> =>
  (await request(shop, staff, { method: 'GET', url: `/api/admin/orders/${id}` })).json().data;

describe('the link in the SMS', () => {
  test('a new COD order is placed at once; its SMS waits in the outbox carrying a signed link to the order’s page', async () => {
    const { order } = await placeCod();
    const sms = await placedSms(shop, order._id);
    // The gateway is down: placing the order neither waited for it nor failed.
    expect(sms.status).toBe('pending');
    expect(sms.summary).toMatch(
      /Confirm or cancel it here: http:\/\/localhost:3000\/confirm-order\/[\w.-]+$/,
    );
    expect(sms.summary).not.toContain('?lang=');
    // About 50 characters of token: the link fits an SMS.
    expect((await tokenOf(order._id)).length).toBeLessThan(60);

    const bangla = await placeCod(shop, { 'accept-language': 'bn' });
    const banglaSms = await placedSms(shop, bangla.order._id);
    expect(banglaSms.summary).toContain('নিশ্চিত বা বাতিল করুন');
    expect(banglaSms.summary).toMatch(/\/confirm-order\/[\w.-]+\?lang=bn$/);
  });

  test('the page’s answer shows the number, items, total and cash to pay, and nothing of the address', async () => {
    const { order } = await placeCod();
    const response = await view(await tokenOf(order._id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json().data as ConfirmLinkView;
    expect(data).toMatchObject({
      number: order._id.slice(-6).toUpperCase(),
      items: [{ name: 'Snake Plant', quantity: 2, lineTotal: 1000 }],
      delivery: order.summary.shipping,
      discount: 0,
      total: order.summary.total,
      cashOnDelivery: order.summary.total,
      state: 'open',
    });
    const hours = (Date.parse(data.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(response.body).not.toContain(TEST_SHIPPING.phone);
    expect(response.body).not.toContain(TEST_SHIPPING.address);
  });
});

describe('the shopper’s answer', () => {
  test('“Confirm my order” accepts it as a call would, by the shopper and by link; the link then says it is settled', async () => {
    const { order } = await placeCod();
    const token = await tokenOf(order._id);
    const confirmed = await answer(token, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: 'Thank you! Your order is confirmed.',
      data: { state: 'confirmed' },
    });
    const after = await detail(order._id);
    expect(after.order.status).toBe('accepted');
    expect(after.confirmation).toBe('confirmed');
    // Not a call the shop made.
    expect(after.callAttempts).toBe(0);
    const entry = after.events.find((event) => event.kind === 'confirmation');
    expect(entry).toMatchObject({
      actor: { id: order.userId, name: TEST_SHIPPING.name, role: 'user' },
      data: { outcome: 'confirmed', by: 'link' },
    });

    const again = await answer(token, 'cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'confirm_link.settled',
      message: 'This order has already been answered: Confirmed',
    });
    expect((await view(token)).json().data.state).toBe('confirmed');
    const unchanged = await detail(order._id);
    expect(unchanged.order.status).toBe('accepted');
    expect(unchanged.events).toHaveLength(after.events.length);
  });

  test('“Cancel my order” cancels it as cancelled by the customer and puts its stock back', async () => {
    const { order, productId } = await placeCod();
    expect(await stockOf(shop, productId)).toBe(8);
    const cancelled = await answer(await tokenOf(order._id), 'cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Your order is cancelled.',
      data: { state: 'cancelled' },
    });
    expect(await stockOf(shop, productId)).toBe(10);
    const after = await detail(order._id);
    expect(after.order.status).toBe('cancelled');
    expect(after.cancelReason).toBe('customer_cancelled');
    expect(after.events.find((event) => event.kind === 'status')).toMatchObject({
      actor: { id: order.userId, role: 'user' },
      data: { from: 'pending', to: 'cancelled', reason: 'customer_cancelled' },
    });
  });

  test('an order staff already confirmed by phone refuses the link; one with no answer yet still takes it', async () => {
    const first = await placeCod();
    const call = (id: string, outcome: string) =>
      request(shop, staff, {
        method: 'POST',
        url: `/api/admin/orders/${id}/confirmation`,
        payload: { outcome },
      });
    expect((await call(first.order._id, 'confirmed')).statusCode).toBe(200);
    const token = await tokenOf(first.order._id);
    expect((await view(token)).json().data.state).toBe('confirmed');
    expect((await answer(token, 'cancel')).statusCode).toBe(409);
    expect((await detail(first.order._id)).order.status).toBe('accepted');

    const second = await placeCod();
    expect((await call(second.order._id, 'no_answer')).statusCode).toBe(200);
    expect((await answer(await tokenOf(second.order._id), 'confirm')).statusCode).toBe(200);
    const after = await detail(second.order._id);
    expect(after.order.status).toBe('accepted');
    expect(after.callAttempts).toBe(1);
  });

  test('two answers at the same moment: one is recorded, the other is told the order is settled', async () => {
    const { order, productId } = await placeCod();
    const token = await tokenOf(order._id);
    const answers = await Promise.all([answer(token, 'confirm'), answer(token, 'cancel')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const after = await detail(order._id);
    expect(after.events.filter((event) => event.kind === 'confirmation')).toHaveLength(1);
    const won = answers.find((a) => a.statusCode === 200)!.json().data.state;
    expect(after.order.status).toBe(won === 'confirmed' ? 'accepted' : 'cancelled');
    expect(await stockOf(shop, productId)).toBe(won === 'confirmed' ? 8 : 10);
  });
});

describe('links that are not the shop’s, or no longer good', () => {
  test('forged, altered, foreign-keyed and expired tokens are refused with 403 and change nothing', async () => {
    const { order, productId } = await placeCod();
    const good = await tokenOf(order._id);
    const [id, expiry, signature] = good.split('.') as [string, string, string];
    const other = await placeCod();
    const [otherId] = (await tokenOf(other.order._id)).split('.') as [string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = [
      `${id}.${expiry}.${flipped}`,
      // Another order's id under this order's signature.
      `${otherId}.${expiry}.${signature}`,
      // A later expiry under the same signature.
      `${id}.${(Number.parseInt(expiry, 36) + 86_400).toString(36)}.${signature}`,
      createConfirmLinkTokens('somebody-else-s-secret-0123456789abcdef').sign(
        order._id,
        new Date(Date.now() + 3_600_000),
      ),
      'not-a-token',
      `${id}.${expiry}`,
    ];
    for (const token of forged) {
      for (const response of [await view(token), await answer(token, 'cancel')]) {
        expect(response.statusCode, token).toBe(403);
        expect(response.json()).toMatchObject({ success: false, code: 'confirm_link.invalid' });
      }
    }
    const expired = createConfirmLinkTokens(shop.config.authSecret).sign(
      order._id,
      new Date(Date.now() - 1000),
    );
    for (const response of [await view(expired), await answer(expired, 'cancel')]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'confirm_link.expired',
        message: 'This link has expired. The shop will call you to confirm your order.',
      });
    }
    const after = await detail(order._id);
    expect(after.order.status).toBe('pending');
    expect(after.confirmation).toBe('to_confirm');
    expect(after.events.some((event) => event.kind === 'confirmation')).toBe(false);
    expect(await stockOf(shop, productId)).toBe(8);
  });

  test('an answer other than confirm or cancel is a 400; the order still waits', async () => {
    const { order } = await placeCod();
    const response = await answer(await tokenOf(order._id), 'maybe');
    expect(response.statusCode).toBe(400);
    expect((await detail(order._id)).confirmation).toBe('to_confirm');
  });
});

test('the setting is off by default: the new order’s SMS carries no link', async () => {
  expect(loadConfig({ DATA_DIR: shop.dataDir, BETTER_AUTH_SECRET: 'x'.repeat(32) }).confirmBySmsLink).toBe(
    undefined,
  );
  const plain = await createTestShop({ env: { MESSAGE_SEND_INTERVAL_SECONDS: '3600' } });
  try {
    const { order } = await placeCod(plain);
    const sms = await placedSms(plain, order._id);
    expect(sms.summary).not.toContain('http');
    expect(sms.summary).toContain('We will tell you when it ships.');
  } finally {
    await plain.close();
  }
});
