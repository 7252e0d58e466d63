import {
  LOCALES,
  type MessageCode,
  ORDER_STATUSES,
  type Order,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '@plantopia/shared';
import { formatMessage } from '@plantopia/shared/catalog';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, test } from 'vitest';
import { TEST_SHIPPING } from '../../test/test-orders.js';
import { renderInvoice } from '../invoices/invoice-pdf.js';
import { renderOrderEmail, renderOrderSms } from './order-message-templates.js';

/*
 * An order's state and payment words come from the catalogs' `order.status.*` (the staff's words),
 * `order.customer_status.*` (the shopper's), `payment.status.*` and `payment.method.*`, whatever shows
 * them: each label in an email, an SMS and on an invoice, in both languages, reads as the catalog says it.
 */

const base: Order = {
  _id: '019a5f4e-7b1c-7d2e-9f00-1234567abc12',
  userId: 'u1',
  items: [
    {
      _id: 'p1',
      variantId: 'p1',
      options: [],
      sku: null,
      name: 'Monstera',
      nameBn: 'মনস্টেরা',
      price: 500,
      quantity: 1,
      lineTotal: 500,
      imageUrl: '',
      category: 'plants',
    },
  ],
  shipping: TEST_SHIPPING,
  summary: { subtotal: 500, shipping: 60, discount: 0, total: 560 },
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
  paymentIntentId: null,
  status: 'pending',
  locale: 'en',
  trackingCode: null,
  deletedByCustomer: false,
  createdAt: '2026-03-05T09:07:00.000Z',
  updatedAt: '2026-03-05T09:07:00.000Z',
};

/**
 * As few orders as show every label once: the i-th has the i-th payment status, and the order statuses
 * and methods (fewer) come round again.
 */
const orders = PAYMENT_STATUSES.map(
  (paymentStatus, i): Order => ({
    ...base,
    paymentStatus,
    status: ORDER_STATUSES[i % ORDER_STATUSES.length]!,
    paymentMethod: PAYMENT_METHODS[i % PAYMENT_METHODS.length]!,
  }),
);

test('the orders show every order status, payment status and payment method', () => {
  expect(new Set(orders.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
  expect(new Set(orders.map((order) => order.paymentStatus))).toEqual(new Set(PAYMENT_STATUSES));
  expect(new Set(orders.map((order) => order.paymentMethod))).toEqual(new Set(PAYMENT_METHODS));
});

describe.each(LOCALES)('in %s', (locale) => {
  const label = (code: MessageCode) => formatMessage(code, undefined, locale);

  test('an order email shows the catalog’s labels: the shopper’s words to the shopper, the staff’s to the owner', () => {
    const row = (text: string, code: MessageCode) => {
      const prefix = `${label(code)}: `;
      return text
        .split('\n')
        .find((line) => line.startsWith(prefix))
        ?.slice(prefix.length);
    };
    for (const order of orders) {
      for (const [kind, audience] of [
        ['placed', 'customer_status'],
        ['owner_new_order', 'status'],
      ] as const) {
        const { text } = renderOrderEmail(kind, order, locale, 'https://shop.example');
        expect(row(text, 'mail.order.label.status')).toBe(label(`order.${audience}.${order.status}`));
        expect(row(text, 'mail.order.label.payment')).toBe(label(`payment.method.${order.paymentMethod}`));
        expect(row(text, 'mail.order.label.payment_status')).toBe(
          label(`payment.status.${order.paymentStatus}`),
        );
      }
    }
  });

  test('an SMS of a state change names the new state in the shopper’s words; a refund’s, the payment’s', () => {
    for (const order of orders) {
      const sms = renderOrderSms('cancelled', order, locale);
      expect(sms).toContain(`#7ABC12: ${label(`order.customer_status.${order.status}`)}`);
      expect(renderOrderSms('refunded', order, locale)).toContain(
        `#7ABC12: ${label(`payment.status.${order.paymentStatus}`)}`,
      );
    }
  });

  test('an invoice shows the catalog’s labels, the shopper’s words for the order’s state', async () => {
    for (const order of orders) {
      const lines = await invoiceLines({ ...order, locale });
      // The payment column: its heading, the method, then "Payment status: …" and "Order status: …".
      const heading = lines.findIndex((line) => letters(line) === letters(label('invoice.payment')));
      const [method = '', paymentStatus = '', orderStatus = ''] = lines.slice(heading + 1, heading + 4);
      const stated = (line: string) => letters(line.slice(line.lastIndexOf(':') + 1));
      expect(letters(method)).toBe(letters(label(`payment.method.${order.paymentMethod}`)));
      expect(stated(paymentStatus)).toBe(letters(label(`payment.status.${order.paymentStatus}`)));
      expect(stated(orderStatus)).toBe(letters(label(`order.customer_status.${order.status}`)));
    }
  });
});

async function invoiceLines(order: Order): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(await renderInvoice(order)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.split('\n');
}

/**
 * A text's letters, whatever their order. The PDF's text layer keeps Bangla glyphs in the order they are
 * drawn (a vowel sign such as ে before its consonant, ো as ে…া around it, a reph after its letter) and
 * parts a word's Bengali and Latin runs (অবস্থা :), so a label is read back as the same letters.
 */
function letters(text: string): string {
  return [...text.normalize('NFD').replace(/\s+/g, '')].sort().join('');
}
