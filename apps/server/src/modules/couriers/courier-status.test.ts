import type { AdminOrderDetail, Order } from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { POLL_COURIER_PARCELS } from '../../app.js';
import { bookCourier, couriersEnv, detailOf, placeOrder, postWebhook } from '../../test/courier-shop.js';
import { FAKE_PATHAO, type FakePathao, startFakePathao } from '../../test/fake-pathao.js';
import { type FakeSteadfast, startFakeSteadfast } from '../../test/fake-steadfast.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { stockOf } from '../../test/test-products.js';

/*
 * What the couriers say moves the orders (issue 23 item 5): Steadfast's webhook (its bearer token),
 * Pathao's (a shared secret, so only a hint, checked with Pathao), and the poll for parcels whose webhook
 * never came. Each piece of news counts once, whatever order it arrives in; forged news changes nothing.
 */

let steadfast: FakeSteadfast;
let pathao: FakePathao;
let shop: TestShop;
let admin: TestUser;
let staff: TestUser;

beforeAll(async () => {
  [steadfast, pathao] = await Promise.all([startFakeSteadfast(), startFakePathao()]);
  shop = await createTestShop({ env: couriersEnv({ steadfast, pathao }) });
  admin = await signUp(shop, { role: 'admin' });
  staff = await signUp(shop, { role: 'staff', name: 'Staff Sumi' });
  const mapped = await request(shop, admin, {
    method: 'PUT',
    url: '/api/admin/couriers/pathao/places',
    payload: {
      places: [
        { level: 'district', placeId: 47, courierPlaceId: 1 },
        { level: 'upazila', placeId: 9001, courierPlaceId: 52 },
      ],
    },
  });
  expect(mapped.statusCode).toBe(200);
});
afterAll(async () => {
  await shop.close();
  await Promise.all([steadfast.close(), pathao.close()]);
});
beforeEach(() => {
  for (const key of Object.keys(steadfast.behaviour)) delete steadfast.behaviour[key as 'down'];
  for (const key of Object.keys(pathao.behaviour)) delete pathao.behaviour[key as 'down'];
});

/** An accepted order booked with `courier`, and its consignment id there. */
async function booked(courier: 'steadfast' | 'pathao', options: Parameters<typeof placeOrder>[2] = {}) {
  const placed = await placeOrder(shop, staff, options);
  const response = await bookCourier(shop, staff, placed.order._id, courier);
  expect(response.statusCode, response.body).toBe(200);
  return { ...placed, consignmentId: response.json().data.consignmentId as string };
}

/** The order's state changes and courier news, as staff read them on its timeline. */
function history(detail: AdminOrderDetail) {
  return {
    moves: detail.events
      .filter((event) => event.kind === 'status' || event.kind === 'returned')
      .map((event) => `${event.data.from}→${event.data.to}`),
    courier: detail.events
      .filter((event) => event.kind === 'courier')
      .map((event) => `${event.data.status}:${event.data.detail}`),
  };
}

/** The shopper's messages of one kind queued about the order. */
const messagesOf = (detail: AdminOrderDetail, event: string, channel: 'sms' | 'email') =>
  detail.events.filter(
    (entry) => entry.kind === 'message' && entry.data.event === event && entry.data.channel === channel,
  );

describe('Steadfast', () => {
  const statusWebhook = async (consignmentId: string, status: string, token?: string | null) => {
    await steadfast.setStatus(Number(consignmentId), status);
    return postWebhook(shop, 'steadfast', steadfast.webhook(Number(consignmentId), { token }));
  };

  test('without its token, or with another, a webhook is refused (401) and changes nothing', async () => {
    const { order, consignmentId } = await booked('steadfast');
    for (const token of [null, 'not-the-token-the-owner-set']) {
      const refused = await statusWebhook(consignmentId, 'delivered', token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('courier.webhook_refused');
    }
    const detail = await detailOf(shop, staff, order._id);
    expect(detail.order).toMatchObject({ status: 'accepted', paymentStatus: 'unpaid' });
    expect(history(detail).courier).toEqual(['booked:in_review']);
  });

  test('picked up, then delivered: the order ships, is delivered with its cash collected and the shopper’s SMS queued; a replay changes nothing', async () => {
    const { order, consignmentId } = await booked('steadfast');
    const pickedUp = await statusWebhook(consignmentId, 'pending');
    expect(pickedUp.statusCode).toBe(200);
    expect((await detailOf(shop, staff, order._id)).order.status).toBe('shipped');

    expect((await statusWebhook(consignmentId, 'delivered')).statusCode).toBe(200);
    const delivered = await detailOf(shop, staff, order._id);
    expect(delivered.order).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(history(delivered)).toEqual({
      moves: ['pending→accepted', 'accepted→shipped', 'shipped→delivered'],
      courier: ['booked:in_review', 'in_transit:pending', 'delivered:delivered'],
    });
    // The shopper's shipped SMS carries the tracking code and page; the delivered one is queued.
    const [shippedSms] = messagesOf(delivered, 'shipped', 'sms');
    expect(String(shippedSms?.data.summary)).toContain(delivered.order.trackingCode!);
    expect(String(shippedSms?.data.summary)).toContain(delivered.trackingUrl!);
    expect(messagesOf(delivered, 'delivered', 'sms')).toHaveLength(1);
    expect(
      delivered.events.find((event) => event.kind === 'status' && event.data.to === 'delivered')?.actor,
    ).toBeNull();

    // Steadfast retries its webhook: the same news again changes nothing.
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await postWebhook(shop, 'steadfast', steadfast.webhook(Number(consignmentId)))).statusCode,
      ).toBe(200);
    }
    const replayed = await detailOf(shop, staff, order._id);
    expect(history(replayed)).toEqual(history(delivered));
    expect(messagesOf(replayed, 'delivered', 'sms')).toHaveLength(1);
  });

  test('out of order: delivered before picked up delivers the order once; the late pickup news changes nothing', async () => {
    const { order, consignmentId } = await booked('steadfast');
    expect((await statusWebhook(consignmentId, 'delivered')).statusCode).toBe(200);
    expect(
      (await postWebhook(shop, 'steadfast', steadfast.webhook(Number(consignmentId), { status: 'pending' })))
        .statusCode,
    ).toBe(200);
    const detail = await detailOf(shop, staff, order._id);
    expect(detail.order.status).toBe('delivered');
    expect(history(detail)).toEqual({
      moves: ['pending→accepted', 'accepted→shipped', 'shipped→delivered'],
      courier: ['booked:in_review', 'delivered:delivered', 'in_transit:pending'],
    });
    expect(messagesOf(detail, 'delivered', 'sms')).toHaveLength(1);
    // The order's page and its row in the orders table show the courier's last word that counts.
    expect(detail.courierStatus).toBe('delivered');
    const list = await request(shop, staff, {
      method: 'GET',
      url: `/api/admin/orders?q=${order._id.slice(-6)}`,
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        _id: order._id,
        courier: 'steadfast',
        consignmentId,
        trackingUrl: detail.trackingUrl,
        courierStatus: 'delivered',
      }),
    ]);
    expect(detail.trackingUrl).toMatch(/^https?:\/\//);
  });

  test('a parcel cancelled after pickup comes back: returned, its stock back on the shelf', async () => {
    const { order, consignmentId, productId } = await booked('steadfast', { quantity: 2, stock: 5 });
    expect(await stockOf(shop, productId)).toBe(3);
    await statusWebhook(consignmentId, 'pending');
    await statusWebhook(consignmentId, 'cancelled');
    const detail = await detailOf(shop, staff, order._id);
    expect(detail).toMatchObject({ order: { status: 'returned' }, returnReason: 'other' });
    expect(await stockOf(shop, productId)).toBe(5);
    expect(detail.events.find((event) => event.kind === 'returned')?.data).toMatchObject({
      reason: 'other',
      restocked: true,
    });
  });

  test('a parcel the courier cancels before pickup leaves the order accepted, and it can be booked again', async () => {
    const { order, consignmentId } = await booked('steadfast');
    await statusWebhook(consignmentId, 'cancelled');
    const cancelled = await detailOf(shop, staff, order._id);
    expect(cancelled.order.status).toBe('accepted');
    expect(history(cancelled).courier).toEqual(['booked:in_review', 'cancelled:cancelled']);
    const rebooked = await bookCourier(shop, staff, order._id, 'pathao');
    expect(rebooked.statusCode, rebooked.body).toBe(200);
    expect((await detailOf(shop, staff, order._id)).courier).toBe('pathao');
    // The old consignment's news no longer concerns the order.
    await statusWebhook(consignmentId, 'delivered');
    expect((await detailOf(shop, staff, order._id)).order.status).toBe('accepted');
  });

  test('news of a consignment none of our orders has, or of another order’s invoice, changes nothing', async () => {
    const { order, consignmentId } = await booked('steadfast');
    const forged = steadfast.webhook(Number(consignmentId), { status: 'delivered' });
    const other = await postWebhook(shop, 'steadfast', {
      headers: forged.headers,
      payload: { ...forged.payload, invoice: 'someone-elses-order' },
    });
    expect(other.statusCode).toBe(200);
    const unknown = await postWebhook(shop, 'steadfast', {
      headers: forged.headers,
      payload: { ...forged.payload, consignment_id: 99_999_999 },
    });
    expect(unknown.statusCode).toBe(200);
    expect((await detailOf(shop, staff, order._id)).order.status).toBe('accepted');
  });
});

describe('Pathao', () => {
  test('the secret alone proves nothing: news Pathao does not confirm changes nothing', async () => {
    const { order, consignmentId } = await booked('pathao');
    const infosBefore = pathao.counts.infos;
    // The right secret, claiming a delivery that Pathao's own record (still Pending) does not show.
    const claimed = await postWebhook(
      shop,
      'pathao',
      pathao.webhook(consignmentId, { event: 'order.delivered', extra: { collected_amount: 0 } }),
    );
    expect(claimed.statusCode).toBe(200);
    expect(claimed.headers['x-pathao-merchant-webhook-integration-secret']).toBe(FAKE_PATHAO.webhookSecret);
    expect(pathao.counts.infos).toBe(infosBefore + 1);
    // A consignment Pathao has never heard of.
    const invented = pathao.webhook(consignmentId, { event: 'order.delivered' });
    await postWebhook(shop, 'pathao', {
      ...invented,
      payload: { ...invented.payload, consignment_id: 'DLFORGED01' },
    });
    const detail = await detailOf(shop, staff, order._id);
    expect(detail.order.status).toBe('accepted');
    expect(history(detail).courier).toEqual(['booked:pending']);

    const wrongSecret = await postWebhook(
      shop,
      'pathao',
      pathao.webhook(consignmentId, { secret: 'guessed' }),
    );
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.headers['x-pathao-merchant-webhook-integration-secret']).toBeUndefined();
  });

  test('Pathao’s set-up handshake is answered 202 with its secret echoed', async () => {
    const answer = await postWebhook(shop, 'pathao', pathao.handshake());
    expect(answer.statusCode).toBe(202);
    expect(answer.headers['x-pathao-merchant-webhook-integration-secret']).toBe(FAKE_PATHAO.webhookSecret);
    expect((await postWebhook(shop, 'pathao', pathao.handshake('wrong'))).statusCode).toBe(401);
  });

  test('what Pathao confirms moves the order: picked, then returned to the merchant puts the stock back', async () => {
    const { order, consignmentId, productId } = await booked('pathao', { quantity: 3, stock: 4 });
    expect(await stockOf(shop, productId)).toBe(1);
    await pathao.setStatus(consignmentId, 'Picked');
    await postWebhook(shop, 'pathao', pathao.webhook(consignmentId));
    expect((await detailOf(shop, staff, order._id)).order.status).toBe('shipped');
    await pathao.setStatus(consignmentId, 'Return');
    await postWebhook(shop, 'pathao', pathao.webhook(consignmentId));
    const detail = await detailOf(shop, staff, order._id);
    expect(detail).toMatchObject({ order: { status: 'returned' }, returnReason: 'refused' });
    expect(await stockOf(shop, productId)).toBe(4);
    expect(history(detail).courier).toEqual(['booked:pending', 'in_transit:picked', 'returned:return']);
  });

  test('Pathao down while checking a webhook: nothing changes until it can be checked', async () => {
    const { order, consignmentId } = await booked('pathao');
    await pathao.setStatus(consignmentId, 'Delivered');
    pathao.behaviour.down = true;
    expect((await postWebhook(shop, 'pathao', pathao.webhook(consignmentId))).statusCode).toBe(200);
    expect((await detailOf(shop, staff, order._id)).order.status).toBe('accepted');
    pathao.behaviour.down = false;
    await postWebhook(shop, 'pathao', pathao.webhook(consignmentId));
    expect((await detailOf(shop, staff, order._id)).order).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
    });
  });
});

describe('the poll', () => {
  /** As if the courier had said nothing about the order's parcel for a day. */
  const quietForADay = (order: Order) =>
    shop.database.db.execute(
      sql`update orders set courier_checked_at = now() - interval '1 day' where id = ${order._id}`,
    );

  test('asks the couriers about parcels whose webhook never came, and moves their orders', async () => {
    const viaSteadfast = await booked('steadfast');
    const viaPathao = await booked('pathao');
    const recent = await booked('steadfast');
    await steadfast.setStatus(Number(viaSteadfast.consignmentId), 'delivered');
    await pathao.setStatus(viaPathao.consignmentId, 'In Transit');
    await steadfast.setStatus(Number(recent.consignmentId), 'delivered');
    await quietForADay(viaSteadfast.order);
    await quietForADay(viaPathao.order);

    await shop.app.tasks.runNow(POLL_COURIER_PARCELS);
    expect((await detailOf(shop, staff, viaSteadfast.order._id)).order).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
    });
    expect((await detailOf(shop, staff, viaPathao.order._id)).order.status).toBe('shipped');
    // Booked a moment ago: its courier is not asked yet.
    expect((await detailOf(shop, staff, recent.order._id)).order.status).toBe('accepted');

    // Delivered is final: the next runs do not ask about it again.
    await quietForADay(viaSteadfast.order);
    const checks = steadfast.counts.statusChecks;
    await shop.app.tasks.runNow(POLL_COURIER_PARCELS);
    expect(steadfast.counts.statusChecks).toBe(checks);
  });

  test('a courier that is down during the poll changes nothing; the parcel is asked about again later', async () => {
    const { order, consignmentId } = await booked('steadfast');
    await steadfast.setStatus(Number(consignmentId), 'pending');
    await quietForADay(order);
    steadfast.behaviour.down = true;
    await shop.app.tasks.runNow(POLL_COURIER_PARCELS);
    expect((await detailOf(shop, staff, order._id)).order.status).toBe('accepted');
    steadfast.behaviour.down = false;
    await quietForADay(order);
    await shop.app.tasks.runNow(POLL_COURIER_PARCELS);
    expect((await detailOf(shop, staff, order._id)).order.status).toBe('shipped');
  });
});

test('without credentials no courier is set up: booking answers 404 and the webhooks 404', async () => {
  const bare = await createTestShop();
  try {
    const owner = await signUp(bare, { role: 'admin' });
    expect((await request(bare, owner, { method: 'GET', url: '/api/admin/couriers' })).json().data).toEqual(
      [],
    );
    const booking = await request(bare, owner, {
      method: 'POST',
      url: '/api/admin/orders/any/courier',
      payload: { courier: 'steadfast' },
    });
    expect(booking.statusCode).toBe(404);
    const hook = await bare.app.inject({
      method: 'POST',
      url: '/api/couriers/steadfast/webhook',
      headers: { authorization: 'Bearer anything-at-all-here', origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(hook.statusCode).toBe(404);
    expect(bare.app.tasks).toBeDefined();
    await expect(bare.app.tasks.runNow(POLL_COURIER_PARCELS)).rejects.toThrow(/No recurring task/);
  } finally {
    await bare.close();
  }
});
