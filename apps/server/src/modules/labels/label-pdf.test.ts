import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Order } from '@plantopia/shared';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, test } from 'vitest';
import { TEST_SHIPPING } from '../../test/test-orders.js';
import { renderLabels } from './label-pdf.js';
import { printableOrder } from './labels-mapper.js';
import { renderPackingSlips } from './packing-slip-pdf.js';

/*
 * The renderers on their own, with orders the routes' tests cannot easily make: a long Bangla address, a
 * gift note, many lines. With PDF_DIR set, each PDF is also written there, to look at
 * (`pdftoppm -png -r 150 file.pdf out`).
 */

function keep(name: string, bytes: Buffer): void {
  if (process.env.PDF_DIR) writeFileSync(path.join(process.env.PDF_DIR, name), bytes);
}

function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '019a7c2e-5d1b-7c3e-9f4a-7d2e61b8c4f9',
    userId: 'shopper',
    items: [
      {
        _id: 'p1',
        variantId: 'p1',
        options: [],
        sku: null,
        name: 'Snake Plant',
        nameBn: 'স্নেক প্ল্যান্ট',
        price: 450,
        quantity: 2,
        lineTotal: 900,
        imageUrl: '/images/p1.webp',
        category: 'plants',
      },
      {
        _id: 'p2',
        variantId: 'p2',
        options: [],
        sku: null,
        name: 'Organic Vermicompost 5 kg',
        nameBn: 'জৈব কেঁচো সার ৫ কেজি',
        price: 350,
        quantity: 1,
        lineTotal: 350,
        imageUrl: '/images/p2.webp',
        category: 'fertilizers',
      },
    ],
    shipping: TEST_SHIPPING,
    summary: { subtotal: 1250, shipping: 60, discount: 0, total: 1310 },
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
    paymentIntentId: null,
    status: 'accepted',
    locale: 'en',
    deletedByCustomer: false,
    createdAt: '2026-12-03T08:30:00.000Z',
    updatedAt: '2026-12-03T08:30:00.000Z',
    ...overrides,
  };
}

const BOOKED = { courier: 'steadfast', consignmentId: 'SFC-12873345' };

async function pdfPages(bytes: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  const sizes = await Promise.all(
    Array.from({ length: pdf.numPages }, async (_, i) => (await pdf.getPage(i + 1)).view.slice(2)),
  );
  return { pages: text.map((page) => page.replace(/\s+/g, ' ')), sizes };
}

describe('shipping labels', () => {
  test('a cash-on-delivery label in English: recipient, amount to collect, order number, courier and consignment', async () => {
    const bytes = await renderLabels([printableOrder(anOrder(), BOOKED)]);
    keep('label-en.pdf', bytes);
    const { pages, sizes } = await pdfPages(bytes);
    expect(sizes).toEqual([[288, 432]]);
    const text = pages[0]!;
    for (const expected of [
      'Rahima Akter',
      '01711-000000',
      'House 12, Road 5, Dhanmondi',
      'Dhaka City, Dhaka, Dhaka Division, 1209',
      'COLLECT CASH ON DELIVERY',
      '৳1,310.00',
      '#B8C4F9',
      'STEADFAST',
      'SFC-12873345',
      '3 items',
    ])
      expect(text).toContain(expected);
  });

  test('a Bangla label with a long address still fits one page, its words and digits in Bangla', async () => {
    const order = anOrder({
      locale: 'bn',
      shipping: {
        ...TEST_SHIPPING,
        name: 'মোছাম্মৎ শাহনাজ পারভীন চৌধুরী',
        address:
          'বাড়ি ৪৫/এ, ফ্ল্যাট ৭বি, রোড ১১, ব্লক সি, বনশ্রী আবাসিক এলাকা, রামপুরা, মসজিদের পাশের গলি, নীল গেটের বাড়ি, তৃতীয় তলা',
      },
    });
    const bytes = await renderLabels([printableOrder(order, null)]);
    keep('label-bn.pdf', bytes);
    const { pages, sizes } = await pdfPages(bytes);
    expect(sizes).toEqual([[288, 432]]);
    expect(pages[0]).toContain('শাহনাজ পারভীন');
    expect(pages[0]).toContain('আদায় করুন');
    expect(pages[0]).toContain('৳১,৩১০.০০');
    expect(pages[0]).toContain('ঢাকা মহানগর, ঢাকা');
    expect(pages[0]).not.toMatch(/DELIVER|COLLECT|Dhaka City|Division|1,310|Phone/);
  });

  test('a paid order says prepaid with nothing to collect; one whose payment has not arrived says to hold it', async () => {
    const paid = printableOrder(anOrder({ paymentMethod: 'bkash', paymentStatus: 'paid' }), BOOKED);
    const waiting = printableOrder(
      anOrder({ paymentMethod: 'sslcommerz', paymentStatus: 'awaiting_payment' }),
      null,
    );
    const bytes = await renderLabels([paid, waiting]);
    keep('label-prepaid.pdf', bytes);
    const { pages } = await pdfPages(bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('PREPAID');
    expect(pages[0]).toContain('Nothing to collect: ৳0.00');
    expect(pages[0]).not.toContain('1,310');
    expect(pages[1]).toContain('NOT PAID YET');
    expect(pages[1]).not.toContain('1,310');
  });
});

describe('packing slips', () => {
  test('an A4 page per order with the lines to pick and their quantities; a gift’s page has its recipient and note and no amount', async () => {
    const gift = printableOrder(
      anOrder({
        paymentMethod: 'bkash',
        paymentStatus: 'paid',
        gift: {
          recipientName: 'Ayesha Siddiqua',
          recipientPhone: '01812345678',
          note: 'Happy birthday, Ammu!\nWater it once a week.',
          notifyRecipient: true,
        },
      }),
      BOOKED,
    );
    const cash = printableOrder(anOrder({ _id: '019a7c2e-5d1b-7c3e-9f4a-7d2e61b8aa02' }), BOOKED);
    const bangla = printableOrder(
      anOrder({ locale: 'bn', _id: '019a7c2e-5d1b-7c3e-9f4a-7d2e61b8aa01' }),
      null,
    );
    const bytes = await renderPackingSlips([gift, cash, bangla]);
    keep('packing-slips.pdf', bytes);
    const { pages, sizes } = await pdfPages(bytes);
    expect(sizes).toEqual([
      [595.28, 841.89],
      [595.28, 841.89],
      [595.28, 841.89],
    ]);
    expect(pages[0]).toContain('PACKING SLIP');
    expect(pages[0]).toContain('Snake Plant');
    expect(pages[0]).toContain('× 2');
    expect(pages[0]).toContain('3 pieces to pick');
    expect(pages[0]).toContain('GIFT FOR Ayesha Siddiqua 01812-345678');
    expect(pages[0]).toContain('GIFT NOTE');
    expect(pages[0]).toContain('Happy birthday, Ammu! Water it once a week.');
    expect(pages[0]).toContain('A gift from Rahima, sent with Plantopia.');
    expect(pages[0]).not.toMatch(/৳|1,310|SHIP TO|01711-000000/);
    expect(pages[1]).toContain('SHIP TO Rahima Akter 01711-000000');
    expect(pages[1]).toContain('Collect ৳1,310.00 on delivery');
    expect(pages[1]).not.toMatch(/GIFT/);
    expect(pages[2]).toContain('পণ্য');
    expect(pages[2]).toContain('× ২');
    expect(pages[2]).not.toMatch(/GIFT|Snake|Vermicompost/);
  });

  test('an order with many lines runs onto a second page that says whose it is', async () => {
    const base = anOrder().items[0]!;
    const items = Array.from({ length: 40 }, (_, i) => ({
      ...base,
      _id: `p${i}`,
      name: `Plant number ${i + 1}`,
    }));
    const bytes = await renderPackingSlips([printableOrder(anOrder({ items }), null)]);
    keep('packing-slip-long.pdf', bytes);
    const { pages } = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]).toContain('Order #B8C4F9, continued');
    expect(pages.join(' ')).toContain('Plant number 40');
  });
});
