import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createTestShop,
  payBySandboxCard,
  request,
  signUp,
  type TestShop,
  type TestUser,
} from '../../test/test-app.js';
import { TEST_SHIPPING } from '../../test/test-orders.js';
import { addTestProduct } from '../../test/test-products.js';

let shop: TestShop;
let admin: TestUser;
let owner: TestUser;
let orderId: string;
let banglaOrderId: string;

/**
 * A Bangla name with the conjunct ক্ষ. The text layer keeps glyphs in the order they are drawn, so a vowel
 * sign drawn before its consonant (ি, ে) is read back before it too; this name has none, so it reads back
 * exactly (docs/decisions/016; the drawn page itself is right, checked with pdftoppm).
 */
const BANGLA_NAME = 'অক্ষয় রহমান';
const BANGLA_PLANT = 'কলা গাছ';

beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'admin' });
  owner = await signUp(shop);
  const plant = await addTestProduct(shop, {
    name: 'Banana Plant',
    nameBn: BANGLA_PLANT,
    price: 62500,
    stock: 5,
  });
  const placed = await request(shop, owner, {
    method: 'POST',
    url: '/api/orders',
    payload: {
      shipping: { ...TEST_SHIPPING, name: BANGLA_NAME, address: 'বাড়ি ১২, রোড ৫, ধানমন্ডি' },
      items: [{ _id: plant.id, quantity: 2 }],
      paymentMethod: 'cod',
    },
  });
  expect(placed.statusCode).toBe(201);
  orderId = placed.json().data._id;
  // The same order from a Bangla page: the order keeps its checkout's language (orders.locale).
  const placedInBangla = await request(shop, owner, {
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: `${owner.cookie}; lang=bn` },
    payload: {
      shipping: { ...TEST_SHIPPING, name: BANGLA_NAME },
      items: [{ _id: plant.id, quantity: 2 }],
      paymentMethod: 'cod',
    },
  });
  expect(placedInBangla.statusCode).toBe(201);
  banglaOrderId = placedInBangla.json().data._id;
});
afterAll(() => shop.close());

/**
 * The PDF's text layer, as a reader or search would copy it. Runs of one line are joined without the
 * gaps pdf.js puts between separately drawn words, so a check does not depend on word spacing.
 */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('GET /api/orders/{id}/invoice', () => {
  test('the owner gets a PDF with the shop, order number, items, totals in lakh grouping, payment and the Bangla address', async () => {
    const response = await request(shop, owner, { method: 'GET', url: `/api/orders/${orderId}/invoice` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Plantopia');
    expect(text).toContain(`Order #${orderId.slice(-6).toUpperCase()}`);
    expect(text).toContain(BANGLA_NAME);
    expect(text).toContain('Banana Plant');
    expect(text).toContain('Dhaka City, Dhaka, Dhaka Division, 1209');
    expect(text).toContain('৳1,25,000.00'); // 2 × ৳62,500
    expect(text).toContain('Cash on delivery');
    expect(text).toContain('Payment status: Unpaid');
  });

  test('an order placed in Bangla has a Bangla invoice: Bangla labels, Bangla digits in every amount', async () => {
    const response = await request(shop, owner, {
      method: 'GET',
      url: `/api/orders/${banglaOrderId}/invoice`,
    });
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    // Words without a vowel sign drawn before its consonant read back exactly (see BANGLA_NAME).
    expect(text).toContain(`#${banglaOrderId.slice(-6).toUpperCase()}`);
    expect(text).toContain('পণ্য');
    expect(text).toContain('একক দাম');
    expect(text).toContain('৳১,২৫,০০০.০০');
    expect(text).toContain('ধন্যবাদ।');
    // The item's Bangla name, and the place from the picked ids in Bangla.
    expect(text).toContain(BANGLA_PLANT);
    expect(text).toContain('ঢাকা মহানগর, ঢাকা');
    expect(text).not.toMatch(
      /Subtotal|INVOICE|Payment status|1,25,000|Banana|Dhaka City|Division|Bangladesh/,
    );
  });

  test('an admin may fetch it; another shopper gets 403, a missing order 404, signed out 401', async () => {
    expect(
      (await request(shop, admin, { method: 'GET', url: `/api/orders/${orderId}/invoice` })).statusCode,
    ).toBe(200);
    const stranger = await signUp(shop);
    expect(
      (await request(shop, stranger, { method: 'GET', url: `/api/orders/${orderId}/invoice` })).statusCode,
    ).toBe(403);
    expect(
      (await request(shop, stranger, { method: 'GET', url: '/api/orders/nope/invoice' })).statusCode,
    ).toBe(404);
    expect(
      (await request(shop, null, { method: 'GET', url: `/api/orders/${orderId}/invoice` })).statusCode,
    ).toBe(401);
  });
});

/**
 * An order of one ৳500 plant by a new shopper: cash on delivery, or paid by the sandbox card; in `lang`
 * (its invoice's language), with `couponCode` applied.
 */
async function placeOrder(options: { lang?: 'bn'; couponCode?: string; card?: boolean } = {}) {
  const shopper = await signUp(shop);
  const plant = await addTestProduct(shop, { name: 'Snake Plant', price: 500, stock: 5 });
  const items = [{ _id: plant.id, quantity: 1 }];
  let payment: Record<string, string> = { paymentMethod: 'cod' };
  if (options.card) payment = await payBySandboxCard(shop, shopper, items);
  const placed = await request(shop, shopper, {
    method: 'POST',
    url: '/api/orders',
    headers: options.lang ? { cookie: `${shopper.cookie}; lang=${options.lang}` } : {},
    payload: {
      shipping: TEST_SHIPPING,
      items,
      ...payment,
      ...(options.couponCode ? { couponCode: options.couponCode } : {}),
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return { shopper, orderId: placed.json().data._id as string };
}

async function invoiceText(as: TestUser, id: string): Promise<string> {
  const response = await request(shop, as, { method: 'GET', url: `/api/orders/${id}/invoice` });
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
}

async function move(id: string, change: { status: string } | { paymentStatus: string }) {
  const url = `/api/orders/${id}/${'status' in change ? 'status' : 'payment-status'}`;
  const moved = await request(shop, admin, { method: 'PUT', url, payload: change });
  expect(moved.statusCode, moved.body).toBe(200);
}

describe('what the invoice says about the shop, the discount and the order’s end', () => {
  test('a Bangla invoice gives the shop’s address in Bangla; without a discount neither language has a discount row', async () => {
    const bangla = await invoiceText(owner, banglaOrderId);
    expect(bangla).toContain('ঢাকা ১২০৫');
    expect(bangla).not.toContain('Dhaka 1205');
    expect(bangla).not.toContain('ছাড়');
    expect(bangla).not.toContain('৳০.০০');

    const english = await invoiceText(owner, orderId);
    expect(english).toContain('House 12, Road 5, Dhanmondi, Dhaka 1205');
    expect(english).not.toContain('Discount');
    expect(english).not.toContain('৳0.00');
  });

  test('an order with a discount shows it, taken off the total', async () => {
    const coupon = await request(shop, admin, {
      method: 'POST',
      url: '/api/admin/coupons',
      payload: {
        code: 'INVOICE50',
        kind: 'fixed',
        value: 50,
        startsAt: '2024-01-01T00:00:00Z',
        endsAt: '2099-01-01T00:00:00Z',
      },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const { shopper, orderId: id } = await placeOrder({ couponCode: 'INVOICE50' });
    const text = await invoiceText(shopper, id);
    expect(text).toMatch(/Discount ?-৳50\.00/);
  });

  test('a cancelled order’s document says so and that nothing is due, in both languages', async () => {
    const english = await placeOrder();
    await move(english.orderId, { status: 'cancelled' });
    const text = await invoiceText(english.shopper, english.orderId);
    expect(text).toContain('CANCELLED ORDER');
    expect(text).not.toContain('INVOICE');
    expect(text).toMatch(/Amount due ?৳0\.00/);

    const bangla = await placeOrder({ lang: 'bn' });
    await move(bangla.orderId, { status: 'cancelled' });
    const banglaText = await invoiceText(bangla.shopper, bangla.orderId);
    // The title বাতিল অর্ডার: its vowel sign ি and its reph are read back in drawing order (see BANGLA_NAME).
    expect(banglaText).toMatch(/বা(তি|িত)ল (অর্ডার|অডর্ার) (অর্ডার|অডর্ার) #/);
    expect(banglaText).not.toContain('ইনভয়েস');
    expect(banglaText).toMatch(/৳০\.০০/);
  });

  test('a refunded order shows the refund and that nothing is owed; one whose refund is still owed says so', async () => {
    // The sandbox card refunds at once when the order is cancelled.
    const { shopper, orderId: id } = await placeOrder({ card: true });
    await move(id, { status: 'cancelled' });
    const text = await invoiceText(shopper, id);
    expect(text).toMatch(/Refunded ?-৳600\.00/); // ৳500 and the ৳100 delivery
    expect(text).toMatch(/Amount due ?৳0\.00/);

    // A provider that refused the refund leaves it owed (decision 009).
    await shop.database.db.execute(sql`update orders set payment_status = 'refund_due' where id = ${id}`);
    const owed = await invoiceText(shopper, id);
    expect(owed).toMatch(/Refund due to you ?৳600\.00/);
    expect(owed).toMatch(/Amount due ?৳0\.00/);
    expect(owed).not.toContain('Refunded -');
  });
});
