import { describe, expect, test } from 'vitest';
import { formatMessage, say } from './catalog.js';
import { codedText, readCodedText } from './message-codes.js';
import { orderStatusLabel, paymentStatusLabel } from './order-states.js';

describe('a coded message in each language', () => {
  test('numbers, amounts and names inside are written in the reader’s language', () => {
    const product = { en: 'Snake Plant', bn: 'স্নেক প্ল্যান্ট' };
    expect(formatMessage('cart.few_left', { product, left: 3 }, 'en')).toBe(
      'Only 3 of Snake Plant left in stock',
    );
    expect(formatMessage('cart.few_left', { product, left: 3 }, 'bn')).toBe('স্নেক প্ল্যান্ট স্টকে আছে মাত্র ৩টি');
    const max = { taka: 125000 };
    expect(formatMessage('order.too_large', { max }, 'en')).toBe(
      'One order can total at most ৳1,25,000.00: please split it into smaller orders',
    );
    expect(formatMessage('order.too_large', { max }, 'bn')).toContain('৳১,২৫,০০০.০০');
  });

  test('a state inside a sentence is the same label the state has everywhere', () => {
    const params = { from: orderStatusLabel('pending'), to: orderStatusLabel('shipped') };
    expect(formatMessage('order.cannot_move', params, 'en')).toBe(
      'An order that is Pending cannot become Shipped',
    );
    expect(formatMessage('order.cannot_move', params, 'bn')).toBe(
      `${say(orderStatusLabel('pending'), 'bn')} অর্ডারকে ${say(orderStatusLabel('shipped'), 'bn')} করা যায় না`,
    );
    expect(say(paymentStatusLabel('refund_due'), 'bn')).toBe('টাকা ফেরত বাকি');
  });

  test('a list is joined with the language’s “and”, and plurals follow the count', () => {
    const categories = {
      list: [
        { en: 'Plants', bn: 'গাছ' },
        { en: 'Tools', bn: 'সরঞ্জাম' },
        { en: 'Soils', bn: 'মাটি' },
      ],
    };
    expect(formatMessage('coupon.refusal.wrong_category', { categories }, 'en')).toBe(
      'This code is only for Plants, Tools and Soils',
    );
    expect(formatMessage('coupon.refusal.wrong_category', { categories }, 'bn')).toBe(
      'এই কোডটি শুধু গাছ, সরঞ্জাম ও মাটি এর জন্য',
    );
    expect(formatMessage('auth.account_locked', { minutes: 1 }, 'en')).toContain('Try again in 1 minute or');
    expect(formatMessage('auth.account_locked', { minutes: 15 }, 'en')).toContain(
      'Try again in 15 minutes or',
    );
  });
});

test('a field’s coded reason survives the trip through a zod issue’s text', () => {
  const text = codedText('field.max_length', { max: 100 });
  expect(text).toBe('field.max_length{"max":100}');
  expect(readCodedText(text)).toEqual({ code: 'field.max_length', params: { max: 100 } });
  expect(readCodedText('field.required')).toEqual({ code: 'field.required' });
  expect(readCodedText('Invalid input: expected string')).toBeNull();
});
