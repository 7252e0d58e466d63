import { describe, expect, test } from 'vitest';
import { MAX_ORDER_TOTAL, mergeLines, priceLines } from './pricing-service.js';

const shopper = { shopperId: null };

describe('priceLines', () => {
  test('sums lines in poisha and adds the ৳100 delivery of SPEC §9', () => {
    const quote = priceLines(
      [
        { productId: 'a', unitPrice: 12_50, quantity: 3 },
        { productId: 'b', unitPrice: 10, quantity: 1 },
      ],
      shopper,
    );
    expect(quote.lines.map((line) => line.lineTotal)).toEqual([37_50, 10]);
    expect(quote).toMatchObject({ subtotal: 37_60, shipping: 100_00, discount: 0, total: 137_60 });
  });

  test('prices that are not whole taka never drift (0.10 + 0.20 is 0.30)', () => {
    const quote = priceLines(
      [
        { productId: 'a', unitPrice: 10, quantity: 1 },
        { productId: 'b', unitPrice: 20, quantity: 1 },
      ],
      shopper,
    );
    expect(quote.subtotal).toBe(30);
  });
});

test('the same product twice is one line with the quantities summed', () => {
  expect(
    mergeLines([
      { productId: 'a', quantity: 1 },
      { productId: 'b', quantity: 2 },
      { productId: 'a', quantity: 4 },
    ]),
  ).toEqual([
    { productId: 'a', quantity: 5 },
    { productId: 'b', quantity: 2 },
  ]);
});

describe('the largest total', () => {
  const quoteOf = (subtotal: number) =>
    priceLines([{ productId: 'a', unitPrice: subtotal, quantity: 1 }], shopper);

  test('lets a total up to what an order can store through, and refuses one poisha more with 400', () => {
    expect(quoteOf(MAX_ORDER_TOTAL - 100_00).total).toBe(MAX_ORDER_TOTAL);
    expect(() => quoteOf(MAX_ORDER_TOTAL - 100_00 + 1)).toThrow(
      expect.objectContaining({ type: 'invalid_data' }),
    );
  });
});
