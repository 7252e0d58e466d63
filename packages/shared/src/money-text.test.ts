import { expect, test } from 'vitest';
import { decimalTakaToPoisha, poishaToDecimalTaka } from './money.js';

test('a provider amount is read exactly in poisha, and anything else is not an amount', () => {
  expect(decimalTakaToPoisha('1250.00')).toBe(125_000);
  expect(decimalTakaToPoisha('1250')).toBe(125_000);
  expect(decimalTakaToPoisha('0.1')).toBe(10);
  expect(decimalTakaToPoisha('19.990')).toBe(1999);
  expect(decimalTakaToPoisha(500)).toBe(50_000);
  for (const bad of ['', '1,250.00', '-5', '1e3', '12.345', 'abc', null, undefined, {}]) {
    expect(decimalTakaToPoisha(bad)).toBeNull();
  }
});

test('an order total goes to a provider as decimal text with two places', () => {
  expect(poishaToDecimalTaka(125_000)).toBe('1250.00');
  expect(poishaToDecimalTaka(1999)).toBe('19.99');
  expect(poishaToDecimalTaka(5)).toBe('0.05');
});
