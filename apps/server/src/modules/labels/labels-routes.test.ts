import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orders } from '../../db/schema.js';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';
import { TEST_SHIPPING } from '../../test/test-orders.js';
import { addTestProduct } from '../../test/test-products.js';

let shop: TestShop;
let staff: TestUser;
let codOrderId: string;
let banglaOrderId: string;
let paidOrderId: string;
let plantId: string;

/** A Bangla name without a vowel sign drawn before its consonant, so the text layer reads it back exactly (decision 016). */
const BANGLA_NAME = 'অক্ষয় রহমান';
const BANGLA_PLANT = 'কলা গাছ';

/** Places an order of two plants as a new shopper (order placement is limited per shopper). */
async function placeOrder(options: { bangla?: boolean; name?: string } = {}): Promise<string> {
  const shopper = await signUp(shop);
  const placed = await request(shop, shopper, {
    method: 'POST',
    url: '/api/orders',
    headers: options.bangla ? { cookie: `${shopper.cookie}; lang=bn` } : {},
    payload: {
      shipping: { ...TEST_SHIPPING, name: options.name ?? TEST_SHIPPING.name },
      items: [{ _id: plantId, quantity: 2 }],
      paymentMethod: 'cod',
    },
  });
  expect(placed.statusCode).toBe(201);
  return placed.json().data._id;
}

/** An order paid by the sandbox card before it ships. */
async function placePaidOrder(): Promise<string> {
  const shopper = await signUp(shop);
  const items = [{ _id: plantId, quantity: 1 }];
  await request(shop, shopper, { method: 'PUT', url: `/api/cart/${shopper.id}`, payload: { cart: items } });
  const intent = await request(shop, shopper, { method: 'POST', url: '/api/create-payment-intent' });
  const confirmed = await request(shop, shopper, {
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    payload: {
      clientSecret: intent.json().clientSecret,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' },
    },
  });
  expect(confirmed.statusCode).toBe(200);
  const placed = await request(shop, shopper, {
    method: 'POST',
    url: '/api/orders',
    payload: {
      items,
      shipping: { ...TEST_SHIPPING, name: 'Karim Uddin' },
      paymentMethod: 'card',
      paymentIntentId: intent.json().paymentIntentId,
    },
  });
  expect(placed.statusCode).toBe(201);
  expect(placed.json().data.paymentStatus).toBe('paid');
  return placed.json().data._id;
}

beforeAll(async () => {
  shop = await createTestShop();
  staff = await signUp(shop, { role: 'staff' });
  plantId = (
    await addTestProduct(shop, { name: 'Banana Plant', nameBn: BANGLA_PLANT, price: 62500, stock: 50 })
  ).id;
  codOrderId = await placeOrder();
  banglaOrderId = await placeOrder({ bangla: true, name: BANGLA_NAME });
  paidOrderId = await placePaidOrder();
  // Booked with a courier: what the courier module will write.
  await shop.database.db
    .update(orders)
    .set({ courier: 'steadfast', consignmentId: 'SF-90817263' })
    .where(eq(orders.id, codOrderId));
});
afterAll(() => shop.close());

const numberOf = (id: string) => id.slice(-6).toUpperCase();

/** Each page's size in points and its text layer, with runs of white space made one space. */
async function pdfPages(bytes: Buffer): Promise<{ sizes: number[][]; pages: string[] }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  const sizes = await Promise.all(
    Array.from({ length: pdf.numPages }, async (_, i) => (await pdf.getPage(i + 1)).view.slice(2)),
  );
  return { sizes, pages: text.map((page) => page.replace(/\s+/g, ' ')) };
}

function print(as: TestUser | null, document: 'labels' | 'packing-slips', ids: string[] | string) {
  const list = Array.isArray(ids) ? ids.join(',') : ids;
  return request(shop, as, { method: 'GET', url: `/api/admin/orders/${document}.pdf?ids=${list}` });
}

describe('GET /api/admin/orders/labels.pdf', () => {
  test('staff get one 4×6-inch label per order, in the order asked, with name, phone, number and the cash to collect', async () => {
    const response = await print(staff, 'labels', [codOrderId, paidOrderId, banglaOrderId]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { sizes, pages } = await pdfPages(response.rawPayload);
    expect(sizes).toEqual([
      [288, 432],
      [288, 432],
      [288, 432],
    ]);
    const [cod] = pages;
    expect(cod).toContain('Rahima Akter');
    expect(cod).toContain('01711-000000');
    expect(cod).toContain('House 12, Road 5, Dhanmondi');
    expect(cod).toContain(`#${numberOf(codOrderId)}`);
    expect(cod).toContain('COLLECT CASH ON DELIVERY');
    expect(cod).toContain('৳1,25,100.00'); // 2 × ৳62,500 and the default delivery fee of ৳100
    expect(cod).toContain('STEADFAST');
    expect(cod).toContain('SF-90817263');
  });

  test('an order paid before delivery is labelled prepaid, with nothing to collect', async () => {
    const { pages } = await pdfPages((await print(staff, 'labels', [paidOrderId])).rawPayload);
    expect(pages[0]).toContain('Karim Uddin');
    expect(pages[0]).toContain(`#${numberOf(paidOrderId)}`);
    expect(pages[0]).toContain('PREPAID');
    expect(pages[0]).toContain('Nothing to collect: ৳0.00');
    expect(pages[0]).not.toContain('COLLECT CASH');
    expect(pages[0]).not.toContain('62,600');
    expect(pages[0]).toContain('Not booked with a courier yet');
  });

  test("an order placed in Bangla has a Bangla label: its words, the place's names and the amount's digits", async () => {
    const { pages } = await pdfPages((await print(staff, 'labels', [banglaOrderId])).rawPayload);
    const [label] = pages;
    expect(label).toContain(BANGLA_NAME);
    expect(label).toContain('01711-000000');
    expect(label).toContain(`#${numberOf(banglaOrderId)}`);
    expect(label).toContain('৳১,২৫,১০০.০০');
    expect(label).toContain('আদায় করুন');
    expect(label).toContain('ঢাকা মহানগর, ঢাকা');
    expect(label).not.toMatch(/DELIVER TO|COLLECT|Phone|Dhaka City|1,25,100/);
  });

  test('an id given twice prints once', async () => {
    const { sizes } = await pdfPages((await print(staff, 'labels', [codOrderId, codOrderId])).rawPayload);
    expect(sizes).toHaveLength(1);
  });
});

describe('GET /api/admin/orders/packing-slips.pdf', () => {
  test('an A4 slip per order with the items to pick in the order’s language and their quantities', async () => {
    const response = await print(staff, 'packing-slips', [codOrderId, banglaOrderId]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { sizes, pages } = await pdfPages(response.rawPayload);
    expect(sizes).toEqual([
      [595.28, 841.89],
      [595.28, 841.89],
    ]);
    const [english, bangla] = pages;
    expect(english).toContain('PACKING SLIP');
    expect(english).toContain(`Order #${numberOf(codOrderId)}`);
    expect(english).toContain('Rahima Akter');
    expect(english).toContain('Banana Plant');
    expect(english).toContain('× 2');
    expect(english).toContain('2 pieces to pick');
    expect(english).toContain('Collect ৳1,25,100.00 on delivery');
    expect(english).toContain('Consignment SF-90817263');
    expect(english).not.toContain('GIFT NOTE'); // orders carry no gift note yet
    expect(bangla).toContain(BANGLA_PLANT);
    expect(bangla).toContain('× ২');
    expect(bangla).not.toContain('Banana Plant');
  });
});

describe('who may print, and what is refused', () => {
  test('a shopper gets 403 and a visitor 401 for either document; an admin may print', async () => {
    const shopper = await signUp(shop);
    for (const document of ['labels', 'packing-slips'] as const) {
      expect((await print(shopper, document, [codOrderId])).statusCode).toBe(403);
      expect((await print(null, document, [codOrderId])).statusCode).toBe(401);
    }
    const admin = await signUp(shop, { role: 'admin' });
    expect((await print(admin, 'labels', [codOrderId])).statusCode).toBe(200);
  });

  test('an unknown id among known ones is 404 and prints nothing', async () => {
    for (const document of ['labels', 'packing-slips'] as const) {
      const response = await print(staff, document, [codOrderId, 'no-such-order']);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: 'Order not found' });
    }
  });

  test('more than 100 ids, or none, is 400 naming the field', async () => {
    const tooMany = Array.from({ length: 101 }, (_, i) => `order-${i}`);
    const response = await print(staff, 'labels', tooMany);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('ids: must have at most 100 items');
    expect((await print(staff, 'packing-slips', tooMany)).statusCode).toBe(400);
    expect((await print(staff, 'labels', ',')).statusCode).toBe(400);
    const missing = await request(shop, staff, { method: 'GET', url: '/api/admin/orders/labels.pdf' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^ids: /);
  });
});
