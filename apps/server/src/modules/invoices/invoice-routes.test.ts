import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
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
    expect(text).toContain('৳0.00'); // no discount
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
    expect(text).toContain('ছাড়');
    expect(text).toContain('৳১,২৫,০০০.০০');
    expect(text).toContain('৳০.০০');
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
