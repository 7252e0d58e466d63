import { MESSAGE_KINDS, type Order } from '@plantopia/shared';
import { describe, expect, test } from 'vitest';
import { TEST_SHIPPING } from '../../test/test-orders.js';
import { renderOrderEmail, renderOrderSms } from './order-message-templates.js';

const order: Order = {
  _id: '019a5f4e-7b1c-7d2e-9f00-1234567abc12',
  userId: 'u1',
  items: [
    {
      _id: 'p1',
      variantId: 'p1',
      options: [],
      sku: null,
      name: 'Monstera <Deliciosa>',
      nameBn: 'মনস্টেরা',
      price: 62_500,
      quantity: 2,
      lineTotal: 125_000,
      imageUrl: '',
      category: 'plants',
    },
  ],
  shipping: TEST_SHIPPING,
  summary: { subtotal: 125_000, shipping: 120, discount: 120, total: 125_000 },
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
  paymentIntentId: null,
  status: 'shipped',
  locale: 'en',
  trackingCode: 'PTH-55821',
  deletedByCustomer: false,
  createdAt: '2026-03-05T09:07:00.000Z',
  updatedAt: '2026-03-05T09:07:00.000Z',
};

describe('order message templates', () => {
  test('a line of a product with options names the variant bought, in the email’s language', () => {
    const sized: Order = {
      ...order,
      items: [
        {
          ...order.items[0]!,
          name: 'Snake Plant',
          nameBn: 'স্নেক প্ল্যান্ট',
          variantId: 'p1-medium',
          options: [{ name: { en: 'Pot size', bn: 'টবের মাপ' }, value: { en: 'Medium', bn: 'মাঝারি' } }],
        },
      ],
    };
    expect(renderOrderEmail('placed', sized, 'en', 'https://shop.example').text).toContain(
      '- Snake Plant (Pot size: Medium) × 2: ৳1,25,000.00',
    );
    expect(renderOrderEmail('placed', sized, 'bn', 'https://shop.example').text).toContain(
      'স্নেক প্ল্যান্ট (টবের মাপ: মাঝারি) × ২',
    );
  });

  test('every kind names the order by the number shoppers see, in both languages, by email and SMS', () => {
    for (const kind of MESSAGE_KINDS) {
      for (const locale of ['en', 'bn'] as const) {
        const email = renderOrderEmail(kind, order, locale, 'https://shop.example');
        expect(email.subject).toContain('#7ABC12');
        expect(email.text).toContain('#7ABC12');
        expect(email.html).toContain('#7ABC12');
        expect(renderOrderSms(kind, order, locale)).toContain('#7ABC12');
      }
    }
  });

  test('an English email shows amounts with lakh grouping, the date, the items and the tracking code', () => {
    const email = renderOrderEmail('shipped', order, 'en', 'https://shop.example');

    expect(email.subject).toBe('Your order #7ABC12 is on its way | Plantopia');
    expect(email.text).toContain('Dear Rahima Akter,');
    expect(email.text).toContain('- Monstera <Deliciosa> × 2: ৳1,25,000.00');
    expect(email.text).toContain('Total: ৳1,25,000.00');
    expect(email.text).toContain('Discount: -৳120.00');
    expect(email.text).toContain('Placed on: March 5, 2026 at 3:07 PM');
    expect(email.text).toContain('Tracking code: PTH-55821');
    expect(email.text).toContain('See your orders: https://shop.example/profile');
    // The product's name is text in the HTML, never markup.
    expect(email.html).toContain('Monstera &#60;Deliciosa&#62;');
    expect(email.html).not.toContain('<Deliciosa>');
    expect(email.html).toContain('<html lang="en">');
  });

  test('a Bangla email and SMS are in Bangla, with Bangla digits in amounts and dates', () => {
    const email = renderOrderEmail('placed', order, 'bn', 'https://shop.example');

    expect(email.subject).toBe('আপনার অর্ডার #7ABC12 দেওয়া হয়েছে | প্ল্যান্টোপিয়া');
    expect(email.text).toContain('প্রিয় Rahima Akter,');
    expect(email.text).toContain('মোট: ৳১,২৫,০০০.০০');
    expect(email.text).toContain('অর্ডারের তারিখ: ৫ মার্চ, ২০২৬');
    expect(email.text).toContain('পেমেন্ট: ক্যাশ অন ডেলিভারি');
    expect(email.text).toContain('- মনস্টেরা × ২: ৳১,২৫,০০০.০০');
    expect(email.text).toContain('House 12, Road 5, Dhanmondi, ঢাকা মহানগর, ঢাকা, ঢাকা বিভাগ');
    expect(email.text).not.toMatch(/Total|Dear|Payment|Monstera|Dhaka/);
    expect(email.html).toContain('<html lang="bn">');

    expect(renderOrderSms('shipped', { ...order, status: 'shipped' }, 'bn')).toBe(
      'প্ল্যান্টোপিয়া #7ABC12: পাঠানো হয়েছে। এটি এখন কুরিয়ারের কাছে। ট্র্যাকিং কোড: PTH-55821।',
    );
    expect(renderOrderSms('refunded', order, 'bn')).toContain('৳১,২৫,০০০.০০ আপনাকে ফেরত দেওয়া হয়েছে।');
  });

  test('an English SMS is one short sentence after the headline, or after the order’s new state', () => {
    expect(renderOrderSms('placed', order, 'en')).toBe(
      'Plantopia: Your order #7ABC12 is placed. Total ৳1,25,000.00. We will tell you when it ships.',
    );
    expect(renderOrderSms('shipped', { ...order, status: 'shipped', trackingCode: null }, 'en')).toBe(
      'Plantopia #7ABC12: Shipped. It is with the courier.',
    );
  });

  test('the shop owner’s email names the shopper, their phone and the way they pay, and links to the dashboard', () => {
    const email = renderOrderEmail('owner_new_order', order, 'en', 'https://shop.example');

    expect(email.subject).toBe('New order #7ABC12: ৳1,25,000.00 | Plantopia');
    expect(email.text).toContain('Rahima Akter (01711000000) ordered 2 item(s), paying by Cash on delivery.');
    expect(email.text).toContain('https://shop.example/admin');
    expect(email.text).not.toContain('Dear');
  });
});
