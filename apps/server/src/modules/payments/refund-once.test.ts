import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { refunds } from '../../db/schema.js';
import { type FakeBkash, startFakeBkash } from '../../test/fake-bkash.js';
import {
  bkashCallback,
  orderOf,
  placeRedirectOrder,
  redirectProvidersEnv,
} from '../../test/redirect-shop.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { addTestProduct } from '../../test/test-products.js';

/*
 * Money goes back exactly once (issue 28): the refund of a payment is claimed before the provider is
 * called, so a shopper who cancels twice while the admin presses refund makes one refund; and a refund
 * whose answer never came is asked about before it is asked for again. The fake bKash counts the refunds
 * it made; the shop's records must say the same.
 */

let bkash: FakeBkash;
let shop: TestShop;
let admin: TestUser;
beforeAll(async () => {
  bkash = await startFakeBkash();
  // bKash answers within a second, or the shop stops waiting (redirectProvidersEnv).
  shop = await createTestShop({ env: redirectProvidersEnv({ bkash }) });
  admin = await signUp(shop, { role: 'admin' });
});
afterAll(async () => {
  await shop.close();
  await bkash.close();
});
beforeEach(() => {
  for (const key of Object.keys(bkash.behaviour)) delete bkash.behaviour[key as keyof typeof bkash.behaviour];
});

/** A shopper's bKash order, paid. */
async function paidOrder() {
  const shopper = await signUp(shop);
  const product = await addTestProduct(shop, { price: 500, stock: 5 });
  const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'bkash', [
    { _id: product.id, quantity: 1 },
  ]);
  const paymentId = redirectUrl.split('/').at(-1)!;
  await bkashCallback(shop, bkash.complete(paymentId, 'pay'));
  expect((await orderOf(shop, shopper, order._id)).paymentStatus).toBe('paid');
  return { shopper, order, payment: bkash.payments.get(paymentId)! };
}

const recorded = async (orderId: string) =>
  shop.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));

test('cancel, cancel again and the admin’s refund while the provider is slow: one refund is made', async () => {
  const { shopper, order, payment } = await paidOrder();
  // Slow, but well inside the shop's one-second wait even on a loaded machine.
  bkash.behaviour.refundDelayMs = 450;
  const cancel = () => request(shop, shopper, { method: 'DELETE', url: `/api/orders/${order._id}` });
  const refund = () =>
    request(shop, admin, { method: 'POST', url: `/api/orders/${order._id}/refund`, payload: {} });
  const first = cancel();
  // The others arrive while the first is waiting for bKash.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const [answers, again, pressed] = await Promise.all([first, cancel(), refund()]);
  expect(answers.statusCode).toBe(200);
  expect([200, 404]).toContain(again.statusCode);
  // The admin is told a refund is under way (or, had it finished first, that none is due any more).
  expect([409]).toContain(pressed.statusCode);
  expect(payment.refunds).toHaveLength(1);
  const rows = await recorded(order._id);
  expect(rows.filter((row) => row.status === 'succeeded')).toHaveLength(1);
  expect(rows).toHaveLength(1);
  expect((await orderOf(shop, admin, order._id)).paymentStatus).toBe('refunded');
});

test('a refund whose answer came too late is asked about, not asked for again, and ends refunded', async () => {
  const { shopper, order, payment } = await paidOrder();
  // bKash makes the refund but answers after the shop's one-second timeout.
  bkash.behaviour.refundDelayMs = 1500;
  const cancelled = await request(shop, shopper, { method: 'DELETE', url: `/api/orders/${order._id}` });
  expect(cancelled.statusCode).toBe(200);
  expect(payment.refunds).toHaveLength(1);
  expect((await orderOf(shop, admin, order._id)).paymentStatus).toBe('refund_due');
  expect((await recorded(order._id)).map((row) => row.status)).toEqual(['unknown']);

  delete bkash.behaviour.refundDelayMs;
  const retried = await request(shop, admin, {
    method: 'POST',
    url: `/api/orders/${order._id}/refund`,
    payload: {},
  });
  expect(retried.statusCode).toBe(200);
  expect(retried.json().data.paymentStatus).toBe('refunded');
  // Still the one refund bKash made; the shop's one record now says it succeeded.
  expect(payment.refunds).toHaveLength(1);
  expect((await recorded(order._id)).map((row) => row.status)).toEqual(['succeeded']);
});

test('a refund the provider clearly refused may be asked for again, and the second one is made', async () => {
  const { shopper, order, payment } = await paidOrder();
  bkash.behaviour.refuseRefund = true;
  await request(shop, shopper, { method: 'DELETE', url: `/api/orders/${order._id}` });
  expect((await orderOf(shop, admin, order._id)).paymentStatus).toBe('refund_due');
  delete bkash.behaviour.refuseRefund;
  const retried = await request(shop, admin, {
    method: 'POST',
    url: `/api/orders/${order._id}/refund`,
    payload: {},
  });
  expect(retried.json().data.paymentStatus).toBe('refunded');
  expect(payment.refunds).toHaveLength(1);
  expect((await recorded(order._id)).map((row) => row.status).sort()).toEqual(['failed', 'succeeded']);
});
