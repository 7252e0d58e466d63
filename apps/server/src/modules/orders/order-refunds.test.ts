import type { Order } from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FAKE_STRIPE_KEYS, type FakeStripe, startFakeStripe } from '../../test/fake-stripe.js';
import {
  createTestShop,
  payBySandboxCard,
  request,
  signUp,
  type TestShop,
  type TestUser,
} from '../../test/test-app.js';
import { TEST_SHIPPING as shipping } from '../../test/test-orders.js';
import { addTestProduct, stockOf } from '../../test/test-products.js';

/*
 * A paid order that is cancelled asks the provider that took the money to return it (decision 012). A
 * refund the provider refuses leaves the order "Refund due" with the provider's message, until the admin
 * retries or refunds it by hand and marks it refunded. The shop here takes cards through the fake Stripe,
 * which refuses refunds unless a test allows them.
 */

let shop: TestShop;
let admin: TestUser;
let fakeStripe: FakeStripe;
beforeAll(async () => {
  fakeStripe = await startFakeStripe();
  fakeStripe.behaviour.refuseRefunds = true;
  shop = await createTestShop({
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEYS.secretKey,
      STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_KEYS.publishableKey,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_KEYS.webhookSecret,
      STRIPE_API_URL: fakeStripe.url,
    },
  });
  admin = await signUp(shop, { role: 'admin' });
});
afterAll(async () => {
  await shop.close();
  await fakeStripe.close();
});

/** A shopper who paid by card (Stripe, 4242…) for one piece of a new product. */
async function cardOrder(): Promise<{ shopper: TestUser; productId: string; order: Order }> {
  const shopper = await signUp(shop);
  const product = await addTestProduct(shop, { price: 500, stock: 5 });
  await request(shop, shopper, {
    method: 'PUT',
    url: `/api/cart/${shopper.id}`,
    payload: { cart: [{ _id: product.id, quantity: 1 }] },
  });
  const intent = (await request(shop, shopper, { method: 'POST', url: '/api/create-payment-intent' })).json();
  expect(fakeStripe.confirm(intent.clientSecret, '4242424242424242')).toBeNull();
  const placed = await request(shop, shopper, {
    method: 'POST',
    url: '/api/orders',
    payload: {
      items: [{ _id: product.id, quantity: 1 }],
      shipping,
      paymentMethod: 'card',
      paymentIntentId: intent.paymentIntentId,
    },
  });
  expect(placed.statusCode).toBe(201);
  return { shopper, productId: product.id, order: placed.json().data };
}

async function codOrder(): Promise<{ shopper: TestUser; order: Order }> {
  const shopper = await signUp(shop);
  const product = await addTestProduct(shop, { price: 500, stock: 5 });
  const placed = await request(shop, shopper, {
    method: 'POST',
    url: '/api/orders',
    payload: { items: [{ _id: product.id, quantity: 1 }], shipping },
  });
  return { shopper, order: placed.json().data };
}

function setStatus(as: TestUser, orderId: string, status: string) {
  return request(shop, as, { method: 'PUT', url: `/api/orders/${orderId}/status`, payload: { status } });
}

function markPayment(as: TestUser | null, orderId: string, paymentStatus: unknown) {
  return request(shop, as, {
    method: 'PUT',
    url: `/api/orders/${orderId}/payment-status`,
    payload: { paymentStatus },
  });
}

async function myOrders(as: TestUser): Promise<Order[]> {
  return (await request(shop, as, { method: 'GET', url: '/api/orders/mine' })).json().data;
}

async function adminsView(orderId: string): Promise<Order | undefined> {
  const all: Order[] = (await request(shop, admin, { method: 'GET', url: '/api/orders' })).json().data;
  return all.find((order) => order._id === orderId);
}

describe("a shopper's delete of a pending card-paid order", () => {
  test('cancels it with its stock back, owes a refund, and keeps it in their list to follow', async () => {
    const { shopper, productId, order } = await cardOrder();
    expect(order.paymentStatus).toBe('paid');
    expect(await stockOf(shop, productId)).toBe(4);

    const deleted = await request(shop, shopper, { method: 'DELETE', url: `/api/orders/${order._id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      success: true,
      message: 'Order cancelled. We will refund your card payment.',
      data: { status: 'cancelled', paymentStatus: 'refund_due', deletedByCustomer: false },
    });
    expect(await stockOf(shop, productId)).toBe(5);
    expect(await myOrders(shopper)).toMatchObject([
      { _id: order._id, status: 'cancelled', paymentStatus: 'refund_due' },
    ]);
    expect(await adminsView(order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_due' });
  });

  test('a second delete hides it from them; the refund stays due for the admin', async () => {
    const { shopper, productId, order } = await cardOrder();
    await request(shop, shopper, { method: 'DELETE', url: `/api/orders/${order._id}` });
    const hidden = await request(shop, shopper, { method: 'DELETE', url: `/api/orders/${order._id}` });
    expect(hidden.json()).toMatchObject({ message: 'Order deleted successfully' });
    expect(await myOrders(shopper)).toEqual([]);
    expect(await stockOf(shop, productId)).toBe(5);
    expect(await adminsView(order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_due',
      deletedByCustomer: true,
    });
  });
});

test("the admin's cancel of a paid order owes a refund; of a cash order it owes nothing", async () => {
  const card = await cardOrder();
  await setStatus(admin, card.order._id, 'accepted');
  const cancelled = await setStatus(admin, card.order._id, 'cancelled');
  expect(cancelled.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'refund_due' });
  expect(await myOrders(card.shopper)).toMatchObject([{ paymentStatus: 'refund_due' }]);

  const cash = await codOrder();
  const cashCancelled = await setStatus(admin, cash.order._id, 'cancelled');
  expect(cashCancelled.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
});

describe('marking a refund as made', () => {
  test('the admin marks a due refund refunded, and the shopper sees it', async () => {
    const { shopper, order } = await cardOrder();
    await request(shop, shopper, { method: 'DELETE', url: `/api/orders/${order._id}` });

    const marked = await markPayment(admin, order._id, 'refunded');
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      success: true,
      message: 'Payment marked as Refunded',
      data: { _id: order._id, status: 'cancelled', paymentStatus: 'refunded' },
    });
    expect(await myOrders(shopper)).toMatchObject([{ paymentStatus: 'refunded' }]);
    // Once refunded there is nothing more to mark.
    const again = await markPayment(admin, order._id, 'refunded');
    expect(again.statusCode).toBe(409);
  });

  test('any other move is a 409 that changes nothing', async () => {
    const { order } = await cardOrder();
    const paid = await markPayment(admin, order._id, 'refunded');
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({
      success: false,
      code: 'order.cannot_mark_payment',
      message: 'A payment that is Paid cannot be marked Refunded',
    });
    await setStatus(admin, order._id, 'cancelled');
    for (const status of ['paid', 'unpaid', 'refund_due']) {
      expect((await markPayment(admin, order._id, status)).statusCode).toBe(409);
    }
    const cash = await codOrder();
    expect((await markPayment(admin, cash.order._id, 'paid')).statusCode).toBe(409);
    expect((await adminsView(order._id))?.paymentStatus).toBe('refund_due');
    expect((await adminsView(cash.order._id))?.paymentStatus).toBe('unpaid');
  });

  test('is the admin’s only: a shopper gets 403 and signed out 401, whatever the body', async () => {
    const { shopper, order } = await cardOrder();
    await request(shop, shopper, { method: 'DELETE', url: `/api/orders/${order._id}` });
    expect((await markPayment(shopper, order._id, 'refunded')).statusCode).toBe(403);
    expect((await markPayment(null, order._id, 'refunded')).statusCode).toBe(401);
    expect((await markPayment(shopper, order._id, 'nonsense')).statusCode).toBe(403);
    expect((await adminsView(order._id))?.paymentStatus).toBe('refund_due');
  });

  test('an unknown order is a 404 and a status that does not exist a 400', async () => {
    expect((await markPayment(admin, 'no-such-order', 'refunded')).statusCode).toBe(404);
    const { order } = await cardOrder();
    const bad = await markPayment(admin, order._id, 'lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/paymentStatus/);
  });
});

describe('refunds through the provider', () => {
  test('the admin’s cancel of a Stripe-paid order refunds it at Stripe and records the refund', async () => {
    fakeStripe.behaviour.refuseRefunds = false;
    try {
      const { shopper, order } = await cardOrder();
      const cancelled = (await setStatus(admin, order._id, 'cancelled')).json().data;
      expect(cancelled).toMatchObject({
        paymentStatus: 'refunded',
        refund: { provider: 'stripe', status: 'succeeded', amount: 600 },
      });
      expect([...fakeStripe.refunds.values()]).toContainEqual(
        expect.objectContaining({ id: cancelled.refund.reference, amount: 60_000 }),
      );
      expect(await myOrders(shopper)).toMatchObject([{ paymentStatus: 'refunded' }]);
    } finally {
      fakeStripe.behaviour.refuseRefunds = true;
    }
  });

  test('a refund Stripe refuses stays due with its message; the admin’s retry completes it once allowed', async () => {
    const { order } = await cardOrder();
    const refused = (await setStatus(admin, order._id, 'cancelled')).json().data;
    expect(refused).toMatchObject({ paymentStatus: 'refund_due', refund: { status: 'failed' } });
    expect(refused.refund.message).toMatch(/^Stripe refused the refund: .*already been refunded/);
    const shopperRetry = await request(shop, null, {
      method: 'POST',
      url: `/api/orders/${order._id}/refund`,
    });
    expect(shopperRetry.statusCode).toBe(401);

    fakeStripe.behaviour.refuseRefunds = false;
    try {
      const retried = await request(shop, admin, { method: 'POST', url: `/api/orders/${order._id}/refund` });
      expect(retried.json()).toMatchObject({
        message: 'The payment has been refunded',
        data: { paymentStatus: 'refunded', refund: { status: 'succeeded' } },
      });
    } finally {
      fakeStripe.behaviour.refuseRefunds = true;
    }
  });

  test('the sandbox card refunds at once (no money moved), so a cancelled test payment ends refunded', async () => {
    const sandbox = await createTestShop();
    try {
      const shopper = await signUp(sandbox);
      const product = await addTestProduct(sandbox, { price: 500, stock: 5 });
      const items = [{ _id: product.id, quantity: 1 }];
      const payment = await payBySandboxCard(sandbox, shopper, items);
      const placed = await request(sandbox, shopper, {
        method: 'POST',
        url: '/api/orders',
        payload: { items, shipping, ...payment },
      });
      const deleted = await request(sandbox, shopper, {
        method: 'DELETE',
        url: `/api/orders/${placed.json().data._id}`,
      });
      expect(deleted.json().data).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
        refund: { provider: 'sandbox', status: 'succeeded' },
      });
    } finally {
      await sandbox.close();
    }
  });
});

test('the database refuses a payment status outside the shared list', async () => {
  const { order } = await codOrder();
  await expect(
    shop.database.db.execute(sql`update orders set payment_status = 'lost' where id = ${order._id}`),
  ).rejects.toThrow();
});
