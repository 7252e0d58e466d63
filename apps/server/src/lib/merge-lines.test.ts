import { expect, test } from 'vitest';
import { mergeLines } from './merge-lines.js';

test('the same variant twice is one line with the quantities summed, where it first appeared', () => {
  expect(
    mergeLines([
      { variantId: 'a', quantity: 1 },
      { variantId: 'b', quantity: 2 },
      { variantId: 'a', quantity: 4 },
    ]),
  ).toEqual([
    { variantId: 'a', quantity: 5 },
    { variantId: 'b', quantity: 2 },
  ]);
});
