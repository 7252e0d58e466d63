import { DEFAULT_SHIPPING_TABLE, type Order } from '@plantopia/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { paymentSessions, refunds } from '../../db/schema.js';
import { type FakeBkash, startFakeBkash } from '../../test/fake-bkash.js';
import type { FakeSslcommerz } from '../../test/fake-sslcommerz.js';
import {
  bkashCallback,
  expireHold,
  orderOf,
  placeRedirectOrder,
  postSslcommerz,
  redirectProvidersEnv,
  startRedirectShop,
} from '../../test/redirect-shop.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING } from '../../test/test-orders.js';
import { addTestProduct, stockOf } from '../../test/test-products.js';

let ssl: FakeSslcommerz;
let bkash: FakeBkash;
let shop: TestShop;
let admin: TestUser;

startRedirectShop((started) => {
  ({ ssl, bkash, shop, admin } = started);
});

/** A new shopper and a product (৳500, 5 in stock); the order is for 2 of it, so ৳1,100 with delivery. */
async function shopperWithProduct(stock = 5) {
  const shopper = await signUp(shop);
  const product = await addTestProduct(shop, { price: 500, stock });
  return { shopper, product, items: [{ _id: product.id, quantity: 2 }] };
}

const tranIdOf = (redirectUrl: string) =>
  [...ssl.sessions.values()].find((s) => redirectUrl.endsWith(s.sessionKey))!.tranId;
const paymentIdOf = (redirectUrl: string) => redirectUrl.split('/').at(-1)!;

function setStatus(orderId: string, status: string) {
  return request(shop, admin, { method: 'PUT', url: `/api/orders/${orderId}/status`, payload: { status } });
}

test('with bKash and SSLCommerz, the payment config lists them and cash on delivery; the test card is off', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/payments/config' });
  expect(response.json().data).toEqual({
    provider: 'sandbox',
    publishableKey: null,
    methods: ['cod', 'bkash', 'sslcommerz'],
    holdMinutes: 30,
  });
  // Card 4242 would mark an order paid with no money taken: neither an intent nor a card order is taken.
  const { shopper, items } = await shopperWithProduct();
  const intent = await request(shop, shopper, { method: 'POST', url: '/api/create-payment-intent' });
  expect(intent.json()).toMatchObject({
    code: 'request.invalid_field',
    message: 'paymentMethod: card is not available in this shop',
  });
  const order = await request(shop, shopper, {
    method: 'POST',
    url: '/api/orders',
    payload: { items, shipping: TEST_SHIPPING, paymentMethod: 'card', paymentIntentId: 'pi_anything' },
  });
  expect(order.statusCode).toBe(400);
});

describe('SSLCommerz', () => {
  test('an order waits for the payment holding its stock, and is paid only after the validation API confirms it', async () => {
    const { shopper, product, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'sslcommerz', items);
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'awaiting_payment',
      paymentMethod: 'sslcommerz',
    });
    expect(Date.parse(order.paymentDueAt!) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(redirectUrl).toMatch(new RegExp(`^${ssl.url}/gateway/`));
    expect(await stockOf(shop, product.id)).toBe(3);
    const tranId = tranIdOf(redirectUrl);
    expect(ssl.sessions.get(tranId)).toMatchObject({ amount: '1100.00', currency: 'BDT' });
    expect(ssl.sessions.get(tranId)!.customer).toMatchObject({
      cus_name: TEST_SHIPPING.name,
      cus_phone: TEST_SHIPPING.phone,
    });
    expect(ssl.sessions.get(tranId)!.urls.ipn).toBe('http://localhost:3000/api/payments/sslcommerz/ipn');

    const fields = ssl.complete(tranId, 'pay');
    const back = await postSslcommerz(shop, 'success', fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/checkout/result/${order._id}`);
    const paid = await orderOf(shop, shopper, order._id);
    expect(paid).toMatchObject({
      paymentStatus: 'paid',
      paymentDueAt: null,
      paymentReference: fields.bank_tran_id,
    });
    expect(await stockOf(shop, product.id)).toBe(3);
  });

  test('a success post the validation API does not vouch for (INVALID) never pays; the hold then ends once', async () => {
    const { shopper, product, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'sslcommerz', items);
    const tranId = tranIdOf(redirectUrl);
    // A forged post: a real transaction id with a made-up validation id and a paid status.
    const forged = await postSslcommerz(shop, 'success', {
      tran_id: tranId,
      val_id: 'forged',
      status: 'VALID',
      amount: '1100.00',
    });
    expect(forged.statusCode).toBe(303);
    expect(await orderOf(shop, shopper, order._id)).toMatchObject({ paymentStatus: 'awaiting_payment' });

    ssl.behaviour.validationStatus = 'INVALID_TRANSACTION';
    const fields = ssl.complete(tranId, 'pay');
    await postSslcommerz(shop, 'ipn', fields);
    await postSslcommerz(shop, 'success', fields);
    expect((await orderOf(shop, shopper, order._id)).paymentStatus).toBe('awaiting_payment');

    await expireHold(shop, order._id);
    await expireHold(shop, order._id);
    expect(await orderOf(shop, shopper, order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(shop, product.id)).toBe(5);
  });

  test('a validated amount that differs from the order (tampered) never pays, and the stock comes back once', async () => {
    const { shopper, product, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'sslcommerz', items);
    ssl.behaviour.validatedAmount = '11.00';
    const fields = ssl.complete(tranIdOf(redirectUrl), 'pay');
    await postSslcommerz(shop, 'success', { ...fields, amount: '1100.00' });
    await postSslcommerz(shop, 'ipn', fields);
    const ended = await orderOf(shop, shopper, order._id);
    expect(ended).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(ended.paymentMessage).toMatch(/11\.00 BDT, not this order's 1100\.00 BDT/);
    expect(await stockOf(shop, product.id)).toBe(5);
  });

  test('the IPN, the return and their replays pay the order once', async () => {
    const { shopper, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'sslcommerz', items);
    const fields = ssl.complete(tranIdOf(redirectUrl), 'pay');
    const answers = await Promise.all([
      postSslcommerz(shop, 'ipn', fields),
      postSslcommerz(shop, 'ipn', fields),
      postSslcommerz(shop, 'success', fields),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 303]);
    expect((await orderOf(shop, shopper, order._id)).paymentStatus).toBe('paid');
    const sessions = await shop.database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, order._id));
    expect(sessions.map((s) => s.status)).toEqual(['paid']);
  });

  test('a failed payment cancels the order and returns its stock once, however often it is posted', async () => {
    const { shopper, product, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'sslcommerz', items);
    const fields = ssl.complete(tranIdOf(redirectUrl), 'fail');
    await Promise.all([postSslcommerz(shop, 'fail', fields), postSslcommerz(shop, 'ipn', fields)]);
    expect((await postSslcommerz(shop, 'fail', fields)).statusCode).toBe(303);
    expect(await orderOf(shop, shopper, order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    await expireHold(shop, order._id);
    expect(await stockOf(shop, product.id)).toBe(5);
  });

  test('a payment cancelled on the gateway leaves the order held: the shopper pays again, and only the end of the hold returns the stock', async () => {
    const { shopper, product, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'sslcommerz', items);
    const fields = ssl.complete(tranIdOf(redirectUrl), 'cancel');
    await Promise.all([postSslcommerz(shop, 'cancel', fields), postSslcommerz(shop, 'ipn', fields)]);
    const back = await postSslcommerz(shop, 'cancel', fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/checkout/result/${order._id}`);
    expect(await orderOf(shop, shopper, order._id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'awaiting_payment',
    });
    expect(await stockOf(shop, product.id)).toBe(3);

    const again = await request(shop, shopper, {
      method: 'POST',
      url: `/api/orders/${order._id}/payment`,
      payload: { method: 'sslcommerz' },
    });
    expect(again.statusCode, again.body).toBe(200);
    await postSslcommerz(shop, 'success', ssl.complete(tranIdOf(again.json().data.redirectUrl), 'pay'));
    expect((await orderOf(shop, shopper, order._id)).paymentStatus).toBe('paid');

    const left = await shopperWithProduct();
    const unpaid = await placeRedirectOrder(shop, left.shopper, 'sslcommerz', left.items);
    await postSslcommerz(shop, 'cancel', ssl.complete(tranIdOf(unpaid.redirectUrl), 'cancel'));
    expect(await stockOf(shop, left.product.id)).toBe(3);
    await expireHold(shop, unpaid.order._id);
    expect(await orderOf(shop, left.shopper, unpaid.order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(shop, left.product.id)).toBe(5);
  });

  test('a callback for a transaction the shop never opened is refused, and a post without one is a 400', async () => {
    expect((await postSslcommerz(shop, 'success', { tran_id: 'nope', val_id: 'x' })).statusCode).toBe(404);
    expect((await postSslcommerz(shop, 'ipn', { tran_id: 'nope' })).statusCode).toBe(404);
    expect((await postSslcommerz(shop, 'ipn', { val_id: 'x' })).statusCode).toBe(400);
  });

  test('a payment SSLCommerz flags as risky is held for review: the admin accepts it before it can ship', async () => {
    const { shopper, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'sslcommerz', items);
    ssl.behaviour.risky = true;
    await postSslcommerz(shop, 'success', ssl.complete(tranIdOf(redirectUrl), 'pay'));
    const held = await orderOf(shop, admin, order._id);
    expect(held.paymentStatus).toBe('review');
    expect(held.paymentMessage).toMatch(/flagged/);
    expect((await setStatus(order._id, 'accepted')).statusCode).toBe(409);
    const marked = await request(shop, admin, {
      method: 'PUT',
      url: `/api/orders/${order._id}/payment-status`,
      payload: { paymentStatus: 'paid' },
    });
    expect(marked.statusCode).toBe(200);
    expect((await setStatus(order._id, 'accepted')).statusCode).toBe(200);
  });

  test('a payment that arrives after the hold ended never revives the order, and its money is refunded', async () => {
    const { shopper, product, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'sslcommerz', items);
    await expireHold(shop, order._id);
    expect(await stockOf(shop, product.id)).toBe(5);
    const tranId = tranIdOf(redirectUrl);
    const fields = ssl.complete(tranId, 'pay');
    await postSslcommerz(shop, 'success', fields);
    await postSslcommerz(shop, 'ipn', fields);
    expect(await orderOf(shop, shopper, order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(shop, product.id)).toBe(5);
    expect(ssl.sessions.get(tranId)!.refunds).toHaveLength(1);
  });

  test('the expiry asks SSLCommerz first: a payment whose notifications were lost still pays the order', async () => {
    const { shopper, product, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'sslcommerz', items);
    ssl.complete(tranIdOf(redirectUrl), 'pay');
    await expireHold(shop, order._id);
    expect((await orderOf(shop, shopper, order._id)).paymentStatus).toBe('paid');
    expect(await stockOf(shop, product.id)).toBe(3);
  });

  test('cancelling a paid order refunds it through SSLCommerz; a refused refund stays due with the reason, and a retry completes it', async () => {
    const { shopper, product, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'sslcommerz', items);
    const tranId = tranIdOf(redirectUrl);
    await postSslcommerz(shop, 'success', ssl.complete(tranId, 'pay'));

    ssl.behaviour.refund = 'failed';
    const cancelled = (await setStatus(order._id, 'cancelled')).json().data;
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_due' });
    expect(cancelled.refund).toMatchObject({ provider: 'sslcommerz', status: 'failed', amount: 1100 });
    expect(cancelled.refund.message).toMatch(/declined by the bank/);
    expect(await stockOf(shop, product.id)).toBe(5);

    delete ssl.behaviour.refund;
    const retried = await request(shop, admin, { method: 'POST', url: `/api/orders/${order._id}/refund` });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ paymentStatus: 'refunded', refund: { status: 'succeeded' } });
    expect(ssl.sessions.get(tranId)!.refunds).toEqual([expect.objectContaining({ amount: '1100.00' })]);
    const rows = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'succeeded']);
    // Refunded is final: a second retry is refused.
    expect(
      (await request(shop, admin, { method: 'POST', url: `/api/orders/${order._id}/refund` })).statusCode,
    ).toBe(409);
  });
});

describe('bKash', () => {
  test('an order is paid only after the execute call completes for its amount and invoice; paymentID and trxID are kept', async () => {
    const { shopper, product, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'bkash', items);
    expect(order.paymentStatus).toBe('awaiting_payment');
    expect(redirectUrl).toMatch(new RegExp(`^${bkash.url}/checkout/`));
    const paymentId = paymentIdOf(redirectUrl);
    expect(bkash.payments.get(paymentId)).toMatchObject({ amount: '1100.00', currency: 'BDT' });

    const back = await bkashCallback(shop, bkash.complete(paymentId, 'pay'));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/checkout/result/${order._id}`);
    const paid = await orderOf(shop, shopper, order._id);
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.paymentReference).toBe(bkash.payments.get(paymentId)!.trxID);
    const [session] = await shop.database.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, order._id));
    expect(session).toMatchObject({ providerRef: paymentId, transactionId: paid.paymentReference });
    expect(await stockOf(shop, product.id)).toBe(3);
  });

  test('a replayed success callback executes nothing twice and changes nothing', async () => {
    const { shopper, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'bkash', items);
    const query = bkash.complete(paymentIdOf(redirectUrl), 'pay');
    await Promise.all([bkashCallback(shop, query), bkashCallback(shop, query)]);
    await bkashCallback(shop, query);
    expect((await orderOf(shop, shopper, order._id)).paymentStatus).toBe('paid');
    expect(bkash.payments.get(paymentIdOf(redirectUrl))!.state).toBe('Completed');
  });

  test('a forged success callback for a payment the shopper never approved does not pay or cancel the order', async () => {
    const { shopper, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'bkash', items);
    const forged = await bkashCallback(shop, `paymentID=${paymentIdOf(redirectUrl)}&status=success`);
    expect(forged.statusCode).toBe(303);
    expect((await orderOf(shop, shopper, order._id)).paymentStatus).toBe('awaiting_payment');
    expect((await bkashCallback(shop, 'paymentID=TR0011UNKNOWN&status=success')).statusCode).toBe(404);
    expect((await bkashCallback(shop, 'paymentID=x&status=maybe')).statusCode).toBe(400);
  });

  test('a declined or failed payment cancels the order and returns its stock once', async () => {
    for (const run of ['decline', 'fail'] as const) {
      const { shopper, product, items } = await shopperWithProduct();
      const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'bkash', items);
      bkash.behaviour.declineExecute = run === 'decline';
      const query = bkash.complete(paymentIdOf(redirectUrl), run === 'decline' ? 'pay' : run);
      await Promise.all([bkashCallback(shop, query), bkashCallback(shop, query)]);
      const ended = await orderOf(shop, shopper, order._id);
      expect(ended, run).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
      if (run === 'decline') expect(ended.paymentMessage).toMatch(/Insufficient Balance/);
      expect(await stockOf(shop, product.id)).toBe(5);
    }
  });

  test('a payment cancelled on bKash leaves the order held, so the shopper can still switch to cash on delivery', async () => {
    const { shopper, product, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'bkash', items);
    const back = await bkashCallback(shop, bkash.complete(paymentIdOf(redirectUrl), 'cancel'));
    expect(back.headers.location).toBe(`/checkout/result/${order._id}`);
    expect((await orderOf(shop, shopper, order._id)).paymentStatus).toBe('awaiting_payment');
    const switched = await request(shop, shopper, {
      method: 'POST',
      url: `/api/orders/${order._id}/cash-on-delivery`,
    });
    expect(switched.json().data).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'unpaid' });
    expect(await stockOf(shop, product.id)).toBe(3);
  });

  test('a completed amount that differs from the order never pays it', async () => {
    const { shopper, product, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'bkash', items);
    bkash.behaviour.completedAmount = '1.00';
    await bkashCallback(shop, bkash.complete(paymentIdOf(redirectUrl), 'pay'));
    expect(await orderOf(shop, shopper, order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(shop, product.id)).toBe(5);
  });

  test('when execute times out, the shop queries the payment and pays the order it completed', async () => {
    const { shopper, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'bkash', items);
    bkash.behaviour.executeDelayMs = 1_500;
    await bkashCallback(shop, bkash.complete(paymentIdOf(redirectUrl), 'pay'));
    expect((await orderOf(shop, shopper, order._id)).paymentStatus).toBe('paid');
  });

  test('a success callback after the hold ended is never executed: no money is taken', async () => {
    const { shopper, product, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'bkash', items);
    const query = bkash.complete(paymentIdOf(redirectUrl), 'pay');
    await expireHold(shop, order._id);
    const executes = bkash.counts.executes;
    await bkashCallback(shop, query);
    expect(bkash.counts.executes).toBe(executes);
    expect(await orderOf(shop, shopper, order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(shop, product.id)).toBe(5);
  });

  test('cancelling a paid order refunds it through bKash; a refused refund keeps the order marked with the reason', async () => {
    const { shopper, items } = await shopperWithProduct();
    const first = await placeRedirectOrder(shop, shopper, 'bkash', items);
    await bkashCallback(shop, bkash.complete(paymentIdOf(first.redirectUrl), 'pay'));
    const refunded = (await setStatus(first.order._id, 'cancelled')).json().data;
    expect(refunded).toMatchObject({
      paymentStatus: 'refunded',
      refund: { provider: 'bkash', status: 'succeeded', amount: 1100 },
    });
    expect(bkash.payments.get(paymentIdOf(first.redirectUrl))!.refunds).toHaveLength(1);

    const second = await placeRedirectOrder(shop, shopper, 'bkash', items);
    await bkashCallback(shop, bkash.complete(paymentIdOf(second.redirectUrl), 'pay'));
    bkash.behaviour.refuseRefund = true;
    const refused = (await setStatus(second.order._id, 'cancelled')).json().data;
    expect(refused).toMatchObject({ paymentStatus: 'refund_due', refund: { status: 'failed' } });
    expect(refused.refund.message).toMatch(/Refund not allowed/);
  });
});

describe('bKash tokens', () => {
  test('one granted token serves every call while it is fresh', () => {
    // Every bKash test above ran on the shop's one cached token.
    expect(bkash.counts.grants).toBe(1);
  });

  test('a token about to expire is renewed with its refresh token, not granted again', async () => {
    const fake = await startFakeBkash();
    // Tokens that live 60 s are already inside the renewal margin: each call renews one.
    fake.behaviour.tokenSeconds = 60;
    const own = await createTestShop({ env: redirectProvidersEnv({ bkash: fake }) });
    try {
      const shopper = await signUp(own);
      const product = await addTestProduct(own, { price: 100, stock: 10 });
      const items = [{ _id: product.id, quantity: 1 }];
      await placeRedirectOrder(own, shopper, 'bkash', items);
      await placeRedirectOrder(own, shopper, 'bkash', items);
      expect(fake.counts.grants).toBe(1);
      expect(fake.counts.refreshes).toBeGreaterThanOrEqual(1);
    } finally {
      await own.close();
      await fake.close();
    }
  });
});

describe('every way an unpaid order ends', () => {
  type Ending = (placed: { order: Order; redirectUrl: string }, shopper: TestUser) => Promise<unknown>;
  const endings: Record<string, Ending> = {
    'the admin cancels it': ({ order }) => setStatus(order._id, 'cancelled'),
    'the shopper deletes it': ({ order }, shopper) =>
      request(shop, shopper, { method: 'DELETE', url: `/api/orders/${order._id}` }),
    'its hold expires': ({ order }) => expireHold(shop, order._id),
    'bKash fails the payment': ({ redirectUrl }) =>
      bkashCallback(shop, bkash.complete(paymentIdOf(redirectUrl), 'fail')),
  };

  const openAttempts = (orderId: string) =>
    shop.database.db
      .select({ id: paymentSessions.id })
      .from(paymentSessions)
      .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'open')));

  test.each(Object.keys(endings))(
    '%s: its attempts are settled, and its stock comes back once whatever follows',
    async (ending) => {
      const { shopper, product, items } = await shopperWithProduct();
      const placed = await placeRedirectOrder(shop, shopper, 'bkash', items);
      expect(await stockOf(shop, product.id)).toBe(3);

      await endings[ending]!(placed, shopper);
      expect(await orderOf(shop, shopper, placed.order._id)).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'failed',
        paymentDueAt: null,
      });
      expect(await stockOf(shop, product.id)).toBe(5);
      expect(await openAttempts(placed.order._id)).toEqual([]);

      for (const again of Object.values(endings)) await again(placed, shopper);
      expect(await stockOf(shop, product.id)).toBe(5);
    },
  );
});

describe('holds', () => {
  test('50 shoppers paying by redirect for the last item at once: exactly one order holds it', async () => {
    const product = await addTestProduct(shop, { price: 300, stock: 1 });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => signUp(shop)));
    const answers = await Promise.all(
      shoppers.map((shopper, i) =>
        request(shop, shopper, {
          method: 'POST',
          url: '/api/orders',
          payload: {
            items: [{ _id: product.id, quantity: 1 }],
            shipping: TEST_SHIPPING,
            paymentMethod: i % 2 ? 'bkash' : 'sslcommerz',
          },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(await stockOf(shop, product.id)).toBe(0);
  });

  test('an expired hold returns the stock once, even when the expiry, a failure callback and an admin cancel race', async () => {
    const { shopper, product, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'sslcommerz', items);
    const fields = ssl.complete(tranIdOf(redirectUrl), 'fail');
    await Promise.all([
      expireHold(shop, order._id),
      postSslcommerz(shop, 'fail', fields),
      setStatus(order._id, 'cancelled'),
      expireHold(shop, order._id),
    ]);
    expect(await orderOf(shop, shopper, order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'failed',
    });
    expect(await stockOf(shop, product.id)).toBe(5);
    // Cancelling again is refused: the order is already over.
    expect((await setStatus(order._id, 'cancelled')).statusCode).toBe(409);
    expect(await stockOf(shop, product.id)).toBe(5);
  });

  test('an order still waiting cannot be accepted by the admin', async () => {
    const { shopper, items } = await shopperWithProduct();
    const { order } = await placeRedirectOrder(shop, shopper, 'bkash', items);
    const refused = await setStatus(order._id, 'accepted');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'order.cannot_move_unsettled',
      message: 'An order that is Pending cannot become Accepted while its payment is Awaiting payment',
    });
  });

  test('the shopper can pay again with a new attempt, or switch to cash on delivery keeping the stock', async () => {
    const { shopper, product, items } = await shopperWithProduct();
    const { order, redirectUrl } = await placeRedirectOrder(shop, shopper, 'bkash', items);
    const again = await request(shop, shopper, {
      method: 'POST',
      url: `/api/orders/${order._id}/payment`,
      payload: { method: 'sslcommerz' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.redirectUrl).toMatch(new RegExp(`^${ssl.url}/gateway/`));
    // The first attempt's late failure does not end the order the shopper is paying again.
    await bkashCallback(shop, bkash.complete(paymentIdOf(redirectUrl), 'cancel'));
    expect((await orderOf(shop, shopper, order._id)).paymentStatus).toBe('awaiting_payment');

    const stranger = await signUp(shop);
    const foreign = await request(shop, stranger, {
      method: 'POST',
      url: `/api/orders/${order._id}/cash-on-delivery`,
    });
    expect(foreign.statusCode).toBe(403);
    const switched = await request(shop, shopper, {
      method: 'POST',
      url: `/api/orders/${order._id}/cash-on-delivery`,
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data).toMatchObject({
      paymentMethod: 'cod',
      paymentStatus: 'unpaid',
      status: 'pending',
      paymentDueAt: null,
    });
    expect(await stockOf(shop, product.id)).toBe(3);
    // Nothing left to pay: a new attempt and a second switch are refused.
    const late = await request(shop, shopper, {
      method: 'POST',
      url: `/api/orders/${order._id}/payment`,
      payload: { method: 'bkash' },
    });
    expect(late.statusCode).toBe(409);
    expect(
      (await request(shop, shopper, { method: 'POST', url: `/api/orders/${order._id}/cash-on-delivery` }))
        .statusCode,
    ).toBe(409);
  });

  test('switching to cash on delivery respects the owner’s cash-on-delivery limit', async () => {
    const { shopper, product, items } = await shopperWithProduct();
    const { order } = await placeRedirectOrder(shop, shopper, 'sslcommerz', items);
    const table = { ...DEFAULT_SHIPPING_TABLE, codMaxTotal: 1000 };
    const put = (payload: object) =>
      request(shop, admin, { method: 'PUT', url: '/api/admin/shipping-table', payload });
    expect((await put(table)).statusCode).toBe(200);
    try {
      const refused = await request(shop, shopper, {
        method: 'POST',
        url: `/api/orders/${order._id}/cash-on-delivery`,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(
        /^paymentMethod: Cash on delivery is available for orders up to ৳1,000\.00/,
      );
      // The order still waits for its online payment and keeps its stock.
      expect(await orderOf(shop, shopper, order._id)).toMatchObject({
        paymentMethod: 'sslcommerz',
        paymentStatus: 'awaiting_payment',
      });
      expect(await stockOf(shop, product.id)).toBe(3);
    } finally {
      expect((await put(DEFAULT_SHIPPING_TABLE)).statusCode).toBe(200);
    }
  });

  test('a gift waiting for its bKash payment cannot switch to cash on delivery: it keeps waiting, its stock held', async () => {
    const { shopper, product, items } = await shopperWithProduct();
    const gift = { recipientName: 'Ayesha Siddiqua', recipientPhone: '01812345678' };
    const { order } = await placeRedirectOrder(shop, shopper, 'bkash', items, { gift });
    const refused = await request(shop, shopper, {
      method: 'POST',
      url: `/api/orders/${order._id}/cash-on-delivery`,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'order.gift_paid_online' });
    expect(await orderOf(shop, shopper, order._id)).toMatchObject({
      paymentMethod: 'bkash',
      paymentStatus: 'awaiting_payment',
      gift: { recipientName: 'Ayesha Siddiqua', recipientPhone: '01812345678', notifyRecipient: false },
    });
    expect(await stockOf(shop, product.id)).toBe(3);
  });

  test('a method the shop has not configured is refused with 400 and takes no stock', async () => {
    const plain = await createTestShop();
    try {
      const shopper = await signUp(plain);
      const product = await addTestProduct(plain, { price: 100, stock: 2 });
      const response = await request(plain, shopper, {
        method: 'POST',
        url: '/api/orders',
        payload: {
          items: [{ _id: product.id, quantity: 1 }],
          shipping: TEST_SHIPPING,
          paymentMethod: 'bkash',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/bkash is not available/);
      expect(await stockOf(plain, product.id)).toBe(2);
    } finally {
      await plain.close();
    }
  });

  test('a provider that refuses to open the payment ends the order at once and returns the stock', async () => {
    const { shopper, product, items } = await shopperWithProduct();
    ssl.behaviour.refuseInit = 'Store is de-active';
    const response = await request(shop, shopper, {
      method: 'POST',
      url: '/api/orders',
      payload: { items, shipping: TEST_SHIPPING, paymentMethod: 'sslcommerz' },
    });
    expect(response.statusCode).toBe(402);
    // The provider's own words stay on the payment attempt for the owner; the shopper reads the shop's.
    expect(response.json()).toMatchObject({ code: 'payment.could_not_start' });
    expect(await stockOf(shop, product.id)).toBe(5);
  });
});
