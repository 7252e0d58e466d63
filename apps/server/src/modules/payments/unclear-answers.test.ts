import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { RESOLVE_REFUNDS } from '../../app.js';
import { refunds } from '../../db/schema.js';
import type { FakeBkash } from '../../test/fake-bkash.js';
import type { FakeSslcommerz } from '../../test/fake-sslcommerz.js';
import {
  bkashCallback,
  expireHold,
  orderOf,
  placeRedirectOrder,
  postSslcommerz,
  startRedirectShop,
} from '../../test/redirect-shop.js';
import { request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { addTestProduct, stockOf } from '../../test/test-products.js';

/*
 * Money is kept for an order or shown as owed, never lost between the two (issue 28): an answer that is
 * not a clear verdict (HTTP 500 with a JSON body, no status) ends nothing; money that came after its order
 * ended, or for the wrong amount, goes back or stays owed; and in every case the fake's count of refunds
 * made equals the refunds the shop recorded as made.
 */

let ssl: FakeSslcommerz;
let bkash: FakeBkash;
let shop: TestShop;
let admin: TestUser;

startRedirectShop((started) => {
  ({ ssl, bkash, shop, admin } = started);
});

/** A shopper's order of 2 × ৳500 (৳1,100 with delivery) by `method`, waiting for the payment. */
async function waitingOrder(method: 'bkash' | 'sslcommerz') {
  const shopper = await signUp(shop);
  const product = await addTestProduct(shop, { price: 500, stock: 5 });
  const placed = await placeRedirectOrder(shop, shopper, method, [{ _id: product.id, quantity: 2 }]);
  return { shopper, product, ...placed };
}

const paymentIdOf = (redirectUrl: string) => redirectUrl.split('/').at(-1)!;
const tranIdOf = (redirectUrl: string) =>
  [...ssl.sessions.values()].find((s) => redirectUrl.endsWith(s.sessionKey))!.tranId;

async function madeRefunds() {
  const rows = await shop.database.db.select().from(refunds).where(eq(refunds.status, 'succeeded'));
  return rows.length;
}

/** What every test ends on: the providers made exactly the refunds the shop recorded as made. */
async function expectRefundsAgree() {
  expect(ssl.refundCount() + bkash.refundCount()).toBe(await madeRefunds());
}

/** The resolving task's backoff has run out for every unsettled refund; then it runs. */
async function resolveRefundsNow() {
  await shop.database.db
    .update(refunds)
    .set({ updatedAt: sql`now() - interval '2 hours'`, createdAt: sql`now() - interval '3 hours'` })
    .where(sql`${refunds.status} in ('pending', 'unknown')`);
  await shop.app.tasks.runNow(RESOLVE_REFUNDS);
}

describe('bKash answers HTTP 500 after taking the money', () => {
  test('the order keeps waiting with its stock, the hold is extended, and it ends paid once bKash answers', async () => {
    const { shopper, product, order, redirectUrl } = await waitingOrder('bkash');
    bkash.behaviour.serverError = { execute: true, query: true };
    await bkashCallback(shop, bkash.complete(paymentIdOf(redirectUrl), 'pay'));
    expect(bkash.payments.get(paymentIdOf(redirectUrl))!.state).toBe('Completed');
    const waiting = await orderOf(shop, shopper, order._id);
    expect(waiting).toMatchObject({ status: 'pending', paymentStatus: 'awaiting_payment' });
    expect(await stockOf(shop, product.id)).toBe(3);

    // The hold ends while bKash still answers 500: nothing is concluded, the hold moves on.
    await expireHold(shop, order._id);
    const still = await orderOf(shop, shopper, order._id);
    expect(still).toMatchObject({ status: 'pending', paymentStatus: 'awaiting_payment' });
    expect(new Date(still.paymentDueAt!).getTime()).toBeGreaterThan(Date.now());
    expect(await stockOf(shop, product.id)).toBe(3);

    delete bkash.behaviour.serverError;
    await expireHold(shop, order._id);
    expect(await orderOf(shop, shopper, order._id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
    });
    expect(await stockOf(shop, product.id)).toBe(3);
    await expectRefundsAgree();
  });

  test('a refund made behind a 500 is recorded unknown, then asked about by the resolving task: one refund', async () => {
    const { shopper, order, redirectUrl } = await waitingOrder('bkash');
    await bkashCallback(shop, bkash.complete(paymentIdOf(redirectUrl), 'pay'));
    bkash.behaviour.serverError = { refund: true };
    await request(shop, shopper, { method: 'DELETE', url: `/api/orders/${order._id}` });
    expect((await orderOf(shop, admin, order._id)).paymentStatus).toBe('refund_due');
    const [recorded] = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(recorded?.status).toBe('unknown');
    // The admin's order page lists it, with the provider's words, beside the attempt that paid.
    const page = await request(shop, admin, { method: 'GET', url: `/api/admin/orders/${order._id}` });
    expect(page.json().data.payments).toMatchObject({
      refunds: [{ status: 'unknown', amount: 1100, message: expect.stringMatching(/HTTP 500/) }],
      attempts: [{ provider: 'bkash', status: 'paid', amount: 1100 }],
    });

    delete bkash.behaviour.serverError;
    await resolveRefundsNow();
    expect((await orderOf(shop, admin, order._id)).paymentStatus).toBe('refunded');
    expect(bkash.payments.get(paymentIdOf(redirectUrl))!.refunds).toHaveLength(1);
    await expectRefundsAgree();
  });

  test('the resolving task waits out its backoff: a refund just found unknown is not asked about again at once', async () => {
    const { shopper, order, redirectUrl } = await waitingOrder('bkash');
    await bkashCallback(shop, bkash.complete(paymentIdOf(redirectUrl), 'pay'));
    bkash.behaviour.serverError = { refund: true };
    await request(shop, shopper, { method: 'DELETE', url: `/api/orders/${order._id}` });
    delete bkash.behaviour.serverError;
    await shop.app.tasks.runNow(RESOLVE_REFUNDS);
    expect((await orderOf(shop, admin, order._id)).paymentStatus).toBe('refund_due');
    await resolveRefundsNow();
    expect((await orderOf(shop, admin, order._id)).paymentStatus).toBe('refunded');
  });
});

describe('money that no order keeps', () => {
  test('a late SSLCommerz payment whose refund is refused is shown as owed; the admin’s retry returns it', async () => {
    const { shopper, product, order, redirectUrl } = await waitingOrder('sslcommerz');
    await request(shop, shopper, { method: 'DELETE', url: `/api/orders/${order._id}` });
    expect(await stockOf(shop, product.id)).toBe(5);
    ssl.behaviour.refund = 'failed';
    const fields = ssl.complete(tranIdOf(redirectUrl), 'pay');
    await postSslcommerz(shop, 'ipn', fields);

    const owed = await orderOf(shop, admin, order._id);
    expect(owed).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_due' });
    expect(owed.refund).toMatchObject({ status: 'failed', amount: 1100 });
    expect(await stockOf(shop, product.id)).toBe(5);

    delete ssl.behaviour.refund;
    const retried = await request(shop, admin, { method: 'POST', url: `/api/orders/${order._id}/refund` });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(ssl.sessions.get(tranIdOf(redirectUrl))!.refunds).toEqual([
      expect.objectContaining({ amount: '1100.00' }),
    ]);
    await expectRefundsAgree();
  });

  test('SSLCommerz confirming another amount: the order is not paid, its stock returns, and what was taken is refunded', async () => {
    const { shopper, product, order, redirectUrl } = await waitingOrder('sslcommerz');
    ssl.behaviour.validatedAmount = '11.00';
    const fields = ssl.complete(tranIdOf(redirectUrl), 'pay');
    await postSslcommerz(shop, 'success', fields);
    await postSslcommerz(shop, 'ipn', fields);
    const ended = await orderOf(shop, shopper, order._id);
    expect(ended).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await stockOf(shop, product.id)).toBe(5);
    // The ৳11 it took goes back, once, however often the news came.
    expect(ssl.sessions.get(tranIdOf(redirectUrl))!.refunds).toEqual([
      expect.objectContaining({ amount: '11.00' }),
    ]);
    await expectRefundsAgree();
  });

  test('bKash completing another amount whose refund is refused: the order shows the money owed', async () => {
    const { shopper, product, order, redirectUrl } = await waitingOrder('bkash');
    bkash.behaviour.completedAmount = '1.00';
    bkash.behaviour.refuseRefund = true;
    await bkashCallback(shop, bkash.complete(paymentIdOf(redirectUrl), 'pay'));
    expect(await orderOf(shop, shopper, order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_due',
    });
    expect(await stockOf(shop, product.id)).toBe(5);

    delete bkash.behaviour.refuseRefund;
    const retried = await request(shop, admin, { method: 'POST', url: `/api/orders/${order._id}/refund` });
    expect(retried.json().data.paymentStatus).toBe('refunded');
    expect(bkash.payments.get(paymentIdOf(redirectUrl))!.refunds).toEqual([
      expect.objectContaining({ amount: '1.00' }),
    ]);
    await expectRefundsAgree();
  });
});
