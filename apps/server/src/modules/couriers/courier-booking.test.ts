import type { CourierBookingResult, Order } from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { bookCourier, couriersEnv, detailOf, placeOrder } from '../../test/courier-shop.js';
import { FAKE_PATHAO, type FakePathao, startFakePathao } from '../../test/fake-pathao.js';
import { type FakeSteadfast, startFakeSteadfast } from '../../test/fake-steadfast.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';

/*
 * Booking parcels (issue 23 item 5): staff book accepted orders with Steadfast or Pathao, one at a time
 * or a selection at once, against the local fakes of both couriers. An order is marked booked only when
 * the courier confirmed it; a courier that refuses, is down or times out leaves the order as it was.
 */

let steadfast: FakeSteadfast;
let pathao: FakePathao;
let shop: TestShop;
let admin: TestUser;
let staff: TestUser;

beforeAll(async () => {
  [steadfast, pathao] = await Promise.all([startFakeSteadfast(), startFakePathao()]);
  shop = await createTestShop({ env: couriersEnv({ steadfast, pathao }) });
  admin = await signUp(shop, { role: 'admin', name: 'Owner Akter' });
  staff = await signUp(shop, { role: 'staff', name: 'Staff Sumi' });
});
afterAll(async () => {
  await shop.close();
  await Promise.all([steadfast.close(), pathao.close()]);
});
beforeEach(() => {
  for (const key of Object.keys(steadfast.behaviour)) delete steadfast.behaviour[key as 'down'];
  for (const key of Object.keys(pathao.behaviour)) delete pathao.behaviour[key as 'down'];
});

const courierEvents = async (orderId: string) =>
  (await detailOf(shop, staff, orderId)).events.filter((event) => event.kind === 'courier');

/** Nothing of a booking on the order (staff's view and the shopper's fields) when none was made. */
async function expectUnbooked(order: Order) {
  const detail = await detailOf(shop, staff, order._id);
  expect(detail).toMatchObject({ courier: null, consignmentId: null, trackingUrl: null });
  expect(detail.order).toMatchObject({ status: 'accepted', trackingCode: null, trackingUrl: null });
  expect(detail.events.filter((event) => event.kind === 'courier')).toEqual([]);
}

test('staff see the couriers the shop has set up; a shopper gets 403 and nobody signed in 401', async () => {
  const listed = await request(shop, staff, { method: 'GET', url: '/api/admin/couriers' });
  expect(listed.statusCode).toBe(200);
  expect(listed.json().data).toEqual([
    { name: 'steadfast', label: { en: 'Steadfast', bn: 'স্টেডফাস্ট' }, placeLevels: [], webhook: true },
    {
      name: 'pathao',
      label: { en: 'Pathao', bn: 'পাঠাও' },
      placeLevels: ['district', 'upazila'],
      webhook: true,
    },
  ]);
  const shopper = await signUp(shop);
  expect((await request(shop, shopper, { method: 'GET', url: '/api/admin/couriers' })).statusCode).toBe(403);
  expect((await request(shop, null, { method: 'GET', url: '/api/admin/couriers' })).statusCode).toBe(401);
});

describe('booking one order', () => {
  test('a gift is booked in its recipient’s name and phone, at the address given, with nothing to collect', async () => {
    const { order } = await placeOrder(shop, staff, {
      payment: 'card',
      gift: { recipientName: 'Ayesha Siddiqua', recipientPhone: '01812345678', note: 'Happy birthday!' },
    });
    const response = await bookCourier(shop, staff, order._id, 'steadfast');
    expect(response.statusCode, response.body).toBe(200);
    const consignment = steadfast.byInvoice(order._id)!;
    expect(consignment).toMatchObject({
      cod_amount: '0.00',
      recipient_name: 'Ayesha Siddiqua',
      recipient_phone: '01812345678',
    });
    expect(consignment.recipient_address).toContain(order.shipping.address);
  });

  test('staff book a cash-on-delivery order with Steadfast: it collects the total, and the consignment, tracking and who booked are on the order', async () => {
    const { order, by } = await placeOrder(shop, staff, { price: 1250 });
    const response = await bookCourier(shop, staff, order._id, 'steadfast');
    expect(response.statusCode, response.body).toBe(200);
    const consignment = steadfast.byInvoice(order._id)!;
    expect(consignment).toMatchObject({
      cod_amount: `${order.summary.total}.00`,
      recipient_name: order.shipping.name,
      recipient_phone: order.shipping.phone,
      note: `Order #${order._id.slice(-6).toUpperCase()}`,
      status: 'in_review',
    });
    expect(consignment.recipient_address).toContain(order.shipping.address);
    const trackingUrl = `https://steadfast.com.bd/t/${consignment.tracking_code}`;
    expect(response.json()).toMatchObject({
      code: 'courier.booked',
      message: `Booked with Steadfast: consignment ${consignment.consignment_id}`,
      data: {
        orderId: order._id,
        outcome: 'booked',
        courier: 'steadfast',
        consignmentId: String(consignment.consignment_id),
        trackingCode: consignment.tracking_code,
        trackingUrl,
        reason: null,
      },
    });

    const detail = await detailOf(shop, staff, order._id);
    expect(detail).toMatchObject({
      courier: 'steadfast',
      consignmentId: String(consignment.consignment_id),
      trackingUrl,
      order: { status: 'accepted', trackingCode: consignment.tracking_code, trackingUrl },
    });
    expect(detail.events.filter((event) => event.kind === 'courier')).toMatchObject([
      {
        actor: { name: 'Staff Sumi', role: 'staff' },
        data: {
          courier: 'steadfast',
          status: 'booked',
          consignmentId: String(consignment.consignment_id),
          amountToCollect: order.summary.total,
        },
      },
    ]);
    // The shopper sees the tracking code and page on their order.
    const mine = await request(shop, by, { method: 'GET', url: `/api/orders/${order._id}` });
    expect(mine.json().data).toMatchObject({ trackingCode: consignment.tracking_code, trackingUrl });
  });

  test('a prepaid order is booked with nothing to collect', async () => {
    const { order } = await placeOrder(shop, staff, { payment: 'card', price: 800 });
    expect(order.paymentStatus).toBe('paid');
    expect((await bookCourier(shop, admin, order._id, 'steadfast')).statusCode).toBe(200);
    expect(steadfast.byInvoice(order._id)!.cod_amount).toBe('0.00');
  });

  test('only an accepted order without a booking may be booked; a shopper gets 403 and books nothing', async () => {
    const pending = (await placeOrder(shop, staff, { accept: false })).order;
    const notAccepted = await bookCourier(shop, staff, pending._id, 'steadfast');
    expect(notAccepted.statusCode).toBe(409);
    expect(notAccepted.json()).toMatchObject({
      code: 'courier.not_accepted',
      message: 'Only an accepted order can be booked with a courier; this one is Pending',
    });

    const { order, by } = await placeOrder(shop, staff);
    expect((await bookCourier(shop, by, order._id, 'steadfast')).statusCode).toBe(403);
    expect(steadfast.byInvoice(order._id)).toBeUndefined();
    expect((await bookCourier(shop, staff, order._id, 'steadfast')).statusCode).toBe(200);
    const again = await bookCourier(shop, staff, order._id, 'pathao');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('courier.already_booked');
    expect(again.json().message).toContain('already booked with Steadfast');

    const unknownCourier = await bookCourier(shop, staff, pending._id, 'redx');
    expect(unknownCourier.statusCode).toBe(404);
    expect(unknownCourier.json().code).toBe('courier.not_configured');
    expect((await bookCourier(shop, staff, 'no-such-order', 'steadfast')).statusCode).toBe(404);
    expect(steadfast.byInvoice(pending._id)).toBeUndefined();
  });

  test('a courier that is down books nothing (503); one that refuses says why (409); the order stays as it was', async () => {
    const { order } = await placeOrder(shop, staff);
    steadfast.behaviour.down = true;
    const down = await bookCourier(shop, staff, order._id, 'steadfast');
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('courier.unavailable');
    expect(down.json().message).toMatch(/^Steadfast did not answer/);
    await expectUnbooked(order);

    steadfast.behaviour.down = false;
    steadfast.behaviour.refuse = 'Merchant account is on hold.';
    const refused = await bookCourier(shop, staff, order._id, 'steadfast');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'courier.refused',
      message: 'Steadfast refused the parcel: Merchant account is on hold.',
    });
    await expectUnbooked(order);

    delete steadfast.behaviour.refuse;
    expect((await bookCourier(shop, staff, order._id, 'steadfast')).statusCode).toBe(200);
  });

  test("a parcel the courier's form refuses (a phone it does not take) gives the courier's own words", async () => {
    const { order } = await placeOrder(shop, staff);
    // An order kept from before phones were checked: Steadfast wants 11 digits.
    await shop.database.db.execute(
      sql`update orders set shipping = jsonb_set(shipping, '{phone}', '"+88 01711"') where id = ${order._id}`,
    );
    const refused = await bookCourier(shop, staff, order._id, 'steadfast');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Steadfast refused the parcel: The recipient phone must be 11 digits.',
    );
    await expectUnbooked(order);
  });
});

describe('booking a selection', () => {
  test('each order answers for itself: a courier timeout leaves that one unbooked, the others are booked', async () => {
    const orders = await Promise.all([1, 2, 3].map(() => placeOrder(shop, staff)));
    const pending = (await placeOrder(shop, staff, { accept: false })).order;
    const [first, slow, third] = orders.map((placed) => placed.order) as [Order, Order, Order];
    // Steadfast takes the slow one's parcel only after the shop has stopped waiting (1 s).
    steadfast.behaviour.slowInvoices = new Set([slow._id]);
    steadfast.behaviour.slowMs = 2_000;

    const response = await request(shop, staff, {
      method: 'POST',
      url: '/api/admin/orders/courier-bookings',
      payload: { courier: 'steadfast', ids: [first._id, slow._id, third._id, pending._id, first._id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      code: 'courier.bulk_booked',
      message: 'Booked: 2. Not booked: 2.',
    });
    const results: CourierBookingResult[] = response.json().data;
    expect(results.map((result) => [result.orderId, result.outcome, result.reason?.code ?? null])).toEqual([
      [first._id, 'booked', null],
      [slow._id, 'refused', 'courier.unavailable'],
      [third._id, 'booked', null],
      [pending._id, 'refused', 'courier.not_accepted'],
    ]);
    expect(results[0]!.consignmentId).toBe(String(steadfast.byInvoice(first._id)!.consignment_id));
    await expectUnbooked(slow);
    expect((await detailOf(shop, staff, third._id)).courier).toBe('steadfast');

    // The parcel reached Steadfast after all: booking it again is refused by Steadfast (one invoice, one
    // parcel), with its words, rather than booked twice.
    const again = await bookCourier(shop, staff, slow._id, 'steadfast');
    expect(again.json().message).toBe('Steadfast refused the parcel: The invoice has already been taken.');
  });

  test('a shopper gets 403 on a bulk booking; staff get 200; an empty or oversized selection is refused', async () => {
    const { order, by } = await placeOrder(shop, staff);
    const bulk = (as: TestUser, ids: string[]) =>
      request(shop, as, {
        method: 'POST',
        url: '/api/admin/orders/courier-bookings',
        payload: { courier: 'steadfast', ids },
      });
    expect((await bulk(by, [order._id])).statusCode).toBe(403);
    expect(steadfast.byInvoice(order._id)).toBeUndefined();
    expect((await bulk(staff, [])).statusCode).toBe(400);
    expect(
      (
        await bulk(
          staff,
          Array.from({ length: 101 }, (_, i) => `id-${i}`),
        )
      ).statusCode,
    ).toBe(400);
    expect((await bulk(staff, [order._id])).statusCode).toBe(200);
  });
});

describe('Pathao', () => {
  const DHAKA = 47;
  const DHAKA_CITY = 9001;

  const putPlaces = (as: TestUser, places: object[]) =>
    request(shop, as, { method: 'PUT', url: '/api/admin/couriers/pathao/places', payload: { places } });

  test("a place without the owner's mapping is refused naming it; once an admin maps it the parcel goes to that city and zone", async () => {
    const { order } = await placeOrder(shop, staff, { price: 640, quantity: 2, weightKg: 1.2 });
    const unmapped = await bookCourier(shop, staff, order._id, 'pathao');
    expect(unmapped.statusCode).toBe(409);
    expect(unmapped.json()).toMatchObject({
      code: 'courier.place_not_mapped',
      message: 'Pathao has no id set for Dhaka and Dhaka City yet: an admin adds it in the courier settings',
    });
    expect(pathao.byMerchantOrderId(order._id)).toBeUndefined();

    // The owner looks Pathao's ids up through the shop, and maps; staff may not.
    const cities = await request(shop, admin, {
      method: 'GET',
      url: '/api/admin/couriers/pathao/place-options',
    });
    expect(cities.json().data).toContainEqual({ id: 1, name: 'Dhaka' });
    const zones = await request(shop, admin, {
      method: 'GET',
      url: '/api/admin/couriers/pathao/place-options?cityId=1',
    });
    expect(zones.json().data).toContainEqual({ id: 52, name: 'Dhanmondi' });
    const mapping = [
      { level: 'district', placeId: DHAKA, courierPlaceId: 1 },
      { level: 'upazila', placeId: DHAKA_CITY, courierPlaceId: 52 },
    ];
    expect((await putPlaces(staff, mapping)).statusCode).toBe(403);
    const saved = await putPlaces(admin, mapping);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual(mapping);

    const booked = await bookCourier(shop, staff, order._id, 'pathao');
    expect(booked.statusCode, booked.body).toBe(200);
    const parcel = pathao.byMerchantOrderId(order._id)!;
    expect(parcel).toMatchObject({
      store_id: FAKE_PATHAO.storeId,
      recipient_city: 1,
      recipient_zone: 52,
      item_quantity: 2,
      item_weight: 2.4,
      amount_to_collect: order.summary.total,
    });
    expect(booked.json().data).toMatchObject({
      consignmentId: parcel.consignment_id,
      trackingCode: parcel.consignment_id,
      trackingUrl: `https://merchant.pathao.com/tracking?consignment_id=${parcel.consignment_id}&phone=${order.shipping.phone}`,
    });
    expect(await courierEvents(order._id)).toHaveLength(1);
  });

  test('a mapping names one of our districts or upazilas at a level the courier uses; removing one refuses bookings again', async () => {
    const bad = await putPlaces(admin, [{ level: 'district', placeId: 9999, courierPlaceId: 1 }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('places.0.placeId: is not a district of Bangladesh');
    const steadfastPlaces = await request(shop, admin, {
      method: 'PUT',
      url: '/api/admin/couriers/steadfast/places',
      payload: { places: [{ level: 'district', placeId: DHAKA, courierPlaceId: 1 }] },
    });
    expect(steadfastPlaces.statusCode).toBe(400);

    await putPlaces(admin, [{ level: 'district', placeId: 1, courierPlaceId: 7 }]);
    await putPlaces(admin, [{ level: 'district', placeId: 1, courierPlaceId: null }]);
    const listed = await request(shop, admin, { method: 'GET', url: '/api/admin/couriers/pathao/places' });
    expect(listed.json().data.map((place: { placeId: number }) => place.placeId)).not.toContain(1);
    expect(
      (await request(shop, staff, { method: 'GET', url: '/api/admin/couriers/pathao/places' })).statusCode,
    ).toBe(403);
  });

  test('one token serves many bookings; a revoked token is renewed with its refresh token and the booking retried', async () => {
    await putPlaces(admin, [
      { level: 'district', placeId: DHAKA, courierPlaceId: 1 },
      { level: 'upazila', placeId: DHAKA_CITY, courierPlaceId: 52 },
    ]);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => placeOrder(shop, staff)));
    const grantsBefore = pathao.counts.grants;
    expect((await bookCourier(shop, staff, a!.order._id, 'pathao')).statusCode).toBe(200);
    expect((await bookCourier(shop, staff, b!.order._id, 'pathao')).statusCode).toBe(200);
    expect(pathao.counts.grants).toBe(grantsBefore);

    pathao.revokeTokens();
    const refreshesBefore = pathao.counts.refreshes;
    const renewed = await bookCourier(shop, staff, c!.order._id, 'pathao');
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(pathao.counts.refreshes).toBe(refreshesBefore + 1);
    expect(pathao.counts.grants).toBe(grantsBefore);
    expect([...pathao.orders.values()].filter((o) => o.merchant_order_id === c!.order._id)).toHaveLength(1);
  });

  test('Pathao down books nothing', async () => {
    await putPlaces(admin, [
      { level: 'district', placeId: DHAKA, courierPlaceId: 1 },
      { level: 'upazila', placeId: DHAKA_CITY, courierPlaceId: 52 },
    ]);
    const { order } = await placeOrder(shop, staff);
    pathao.behaviour.down = true;
    const down = await bookCourier(shop, staff, order._id, 'pathao');
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe('courier.unavailable');
    await expectUnbooked(order);
  });
});
