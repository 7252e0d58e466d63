import type { Order } from '@plantopia/shared';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SEND_ORDER_MESSAGES } from '../../app.js';
import { sentFiles } from '../../test/sent-files.js';
import {
  createTestShop,
  payBySandboxCard,
  request,
  signUp,
  type TestShop,
  type TestUser,
} from '../../test/test-app.js';
import { TEST_SHIPPING } from '../../test/test-orders.js';
import { addTestProduct, stockOf } from '../../test/test-products.js';

/*
 * Gifts (issue 26 item 2, docs/behaviour.md §9): the buyer pays online and names a recipient, whose
 * address the shipping block holds; the packing slip carries the note and no amount; the recipient may
 * get one SMS when it ships; the address never becomes the buyer's own.
 */

let shop: TestShop;
let staff: TestUser;

beforeAll(async () => {
  // The message worker runs when a test asks it to.
  shop = await createTestShop({ env: { MESSAGE_SEND_INTERVAL_SECONDS: '3600' } });
  staff = await signUp(shop, { role: 'staff' });
});
afterAll(() => shop.close());

const GIFT = {
  recipientName: 'Ayesha Siddiqua',
  // Typed in Bangla digits, with a dash, as the checkout's hint shows it.
  recipientPhone: '০১৮১২-৩৪৫৬৭৮',
  note: 'Happy birthday, Ammu!\nWater it once a week. <b>Love</b>, Rahim',
  notifyRecipient: true,
};

/** A new shopper (orders are limited per shopper) with one Snake Plant in stock for them. */
async function buyer(name = 'Md. Rahim Uddin') {
  const shopper = await signUp(shop, { name });
  const product = await addTestProduct(shop, { name: 'Snake Plant', price: 62_500, stock: 10 });
  return { shopper, product, items: [{ _id: product.id, quantity: 1 }] };
}

/** `POST /api/orders` as `shopper`, paid by the sandbox card unless the payload says otherwise. */
async function placeGift(
  shopper: TestUser,
  items: { _id: string; quantity: number }[],
  payload: Record<string, unknown>,
  options: { bangla?: boolean; name?: string } = {},
) {
  const payment = await payBySandboxCard(shop, shopper, items);
  return request(shop, shopper, {
    method: 'POST',
    url: '/api/orders',
    headers: options.bangla ? { cookie: `${shopper.cookie}; lang=bn` } : {},
    payload: { items, shipping: { ...TEST_SHIPPING, name: shopper.name }, ...payment, ...payload },
  });
}

const myOrders = async (shopper: TestUser): Promise<Order[]> =>
  (await request(shop, shopper, { method: 'GET', url: '/api/orders/mine' })).json().data;

describe('placing a gift', () => {
  test('a gift paid by card keeps its recipient, its note as plain text and the SMS wish; its address is not saved as the buyer’s', async () => {
    const { shopper, items } = await buyer();
    const placed = await placeGift(shopper, items, { gift: GIFT });
    expect(placed.statusCode, placed.body).toBe(201);
    const stored = {
      recipientName: 'Ayesha Siddiqua',
      recipientPhone: '01812345678',
      note: 'Happy birthday, Ammu!\nWater it once a week. Love, Rahim',
      notifyRecipient: true,
    };
    expect(placed.json().data).toMatchObject({
      paymentStatus: 'paid',
      gift: stored,
      // The shipping block stays the buyer's: their name and phone get the order's own messages.
      shipping: { name: 'Md. Rahim Uddin', phone: TEST_SHIPPING.phone, address: TEST_SHIPPING.address },
    });
    const orderId = placed.json().data._id;
    const [mine] = await myOrders(shopper);
    expect(mine).toMatchObject({ _id: orderId, gift: stored });
    const forStaff = await request(shop, staff, { method: 'GET', url: `/api/admin/orders/${orderId}` });
    expect(forStaff.json().data.order.gift).toEqual(stored);

    const profile = await request(shop, shopper, { method: 'GET', url: `/api/users/${shopper.id}` });
    expect(profile.json().data.shippingAddress.address).toBe('');
  });

  test('an order without a gift answers gift null', async () => {
    const { shopper, items } = await buyer();
    const placed = await placeGift(shopper, items, {});
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.gift).toBeNull();
  });

  test.each([
    ['a landline', '029876543'],
    ['a number one digit short', '0181234567'],
    ['letters', 'Ammu'],
  ])(
    'a recipient phone that is %s is refused with 400 naming gift.recipientPhone, and nothing is placed',
    async (_what, phone) => {
      const { shopper, product, items } = await buyer();
      const refused = await placeGift(shopper, items, { gift: { ...GIFT, recipientPhone: phone } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^gift\.recipientPhone: must be a Bangladeshi mobile number/);
      expect(await myOrders(shopper)).toEqual([]);
      expect(await stockOf(shop, product.id)).toBe(10);
    },
  );

  test('a Bangla shopper reads the refusal in Bangla', async () => {
    const { shopper, items } = await buyer();
    const refused = await placeGift(
      shopper,
      items,
      { gift: { ...GIFT, recipientName: ' ', recipientPhone: '12345' } },
      { bangla: true },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^gift\.(recipientName|recipientPhone): /);
    expect(refused.json().message).toMatch(/পূরণ করা আবশ্যক|বাংলাদেশি মোবাইল নম্বর হতে হবে/);
    expect(await myOrders(shopper)).toEqual([]);
  });

  test('a note longer than 300 characters is refused with 400 naming gift.note', async () => {
    const { shopper, items } = await buyer();
    const refused = await placeGift(shopper, items, { gift: { ...GIFT, note: 'x'.repeat(301) } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('gift.note: must be at most 300 characters');
    expect(await myOrders(shopper)).toEqual([]);
  });

  test('a gift paid on delivery is refused with 400 naming paymentMethod, and nothing is placed', async () => {
    const { shopper, product, items } = await buyer();
    const refused = await request(shop, shopper, {
      method: 'POST',
      url: '/api/orders',
      payload: { items, shipping: TEST_SHIPPING, paymentMethod: 'cod', gift: GIFT },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^paymentMethod: must be card, bKash or SSLCommerz for a gift/);
    expect(await myOrders(shopper)).toEqual([]);
    expect(await stockOf(shop, product.id)).toBe(10);
  });

  test('a gift cannot ask to save its address to the profile (400 naming saveAddress)', async () => {
    const { shopper, items } = await buyer();
    const refused = await placeGift(shopper, items, { gift: GIFT, saveAddress: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^saveAddress: /);
    expect(await myOrders(shopper)).toEqual([]);
  });
});

async function pdfText(url: string): Promise<string> {
  const response = await request(shop, staff, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe('what travels with a gift', () => {
  test('its packing slip shows the recipient and the note and no amount; its label goes to the recipient', async () => {
    const { shopper, items } = await buyer();
    const placed = await placeGift(shopper, items, { gift: GIFT });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().data._id;

    const slip = await pdfText(`/api/admin/orders/packing-slips.pdf?ids=${orderId}`);
    for (const expected of [
      'GIFT FOR',
      'Ayesha Siddiqua',
      '01812-345678',
      TEST_SHIPPING.address,
      'GIFT NOTE',
      'Happy birthday, Ammu!',
      'Water it once a week. Love, Rahim',
      'A gift from Rahim, sent with Plantopia.',
      'Prepaid: nothing to collect',
    ])
      expect(slip).toContain(expected);
    expect(slip).not.toContain('৳');
    expect(slip).not.toMatch(/625|Uddin|01711-000000|<b>/);

    const label = await pdfText(`/api/admin/orders/labels.pdf?ids=${orderId}`);
    expect(label).toContain('Ayesha Siddiqua');
    expect(label).toContain('01812-345678');
    expect(label).toContain('PREPAID');
    expect(label).not.toMatch(/Uddin|01711-000000|625/);
  });

  test('an ordinary order’s slip still says whom it ships to and thanks the buyer', async () => {
    const { shopper, items } = await buyer('Karim Hossain');
    const placed = await placeGift(shopper, items, {});
    const slip = await pdfText(`/api/admin/orders/packing-slips.pdf?ids=${placed.json().data._id}`);
    expect(slip).toContain('SHIP TO Karim Hossain');
    expect(slip).toContain('Thank you for shopping with Plantopia.');
    expect(slip).not.toMatch(/GIFT/);
  });
});

describe('the recipient’s SMS', () => {
  async function moveTo(orderId: string, status: string) {
    const moved = await request(shop, staff, {
      method: 'PUT',
      url: `/api/orders/${orderId}/status`,
      payload: { status },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }

  test('when a gift ships its recipient gets one SMS in the buyer’s language, from the buyer’s given name, with no price; no other order texts anyone but its buyer', async () => {
    const english = await buyer('Md. Rahim Uddin');
    const bangla = await buyer('মোঃ করিম হোসেন');
    const quiet = await buyer('Nusrat Jahan');
    const plain = await buyer('Sadia Islam');
    const orders = [
      await placeGift(english.shopper, english.items, { gift: GIFT }),
      await placeGift(
        bangla.shopper,
        bangla.items,
        { gift: { ...GIFT, recipientPhone: '01912345678' } },
        { bangla: true },
      ),
      await placeGift(quiet.shopper, quiet.items, {
        gift: { ...GIFT, recipientPhone: '01612345678', notifyRecipient: false },
      }),
      await placeGift(plain.shopper, plain.items, {}),
    ].map((response) => {
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as Order;
    });

    const runWorker = () => shop.app.tasks.runNow(SEND_ORDER_MESSAGES);
    const toRecipients = async () =>
      (await sentFiles(shop.dataDir, 'sms')).filter((sms) => sms.to !== TEST_SHIPPING.phone);

    for (const order of orders) await moveTo(order._id, 'accepted');
    await runWorker();
    expect(await toRecipients()).toEqual([]);

    for (const order of orders) await moveTo(order._id, 'shipped');
    await runWorker();
    const shipped = await toRecipients();
    expect(shipped.map((sms) => ({ to: sms.to, text: sms.text }))).toEqual([
      {
        to: '01812345678',
        text: 'Plantopia: a gift from Rahim is on its way to you. The courier will call you before delivering it.',
      },
      {
        to: '01912345678',
        text: 'প্ল্যান্টোপিয়া: করিম আপনার জন্য একটি উপহার পাঠিয়েছেন, সেটি এখন পথে। পৌঁছে দেওয়ার আগে কুরিয়ার আপনাকে ফোন করবে।',
      },
    ]);

    for (const order of orders) await moveTo(order._id, 'delivered');
    await runWorker();
    expect(await toRecipients()).toHaveLength(2);

    // Staff see it among the order's messages, named for what it is.
    const listed = await request(shop, staff, {
      method: 'GET',
      url: '/api/admin/notifications?status=all&limit=100',
    });
    const giftMessages = (
      listed.json().data as { orderId: string; kind: string; recipient: string }[]
    ).filter((message) => message.kind === 'gift_shipped');
    expect(giftMessages.map((message) => [message.orderId, message.recipient]).sort()).toEqual(
      [
        [orders[0]!._id, '01812345678'],
        [orders[1]!._id, '01912345678'],
      ].sort(),
    );
  });
});
