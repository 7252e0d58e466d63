import { describe, expect, test } from 'vitest';
import { clampMaxPrice, clampMinPrice, priceUpperBound, resolvePriceRange } from './price-range';

describe('price filter rules', () => {
  test('the upper bound is the highest price plus 10 %, rounded up', () => {
    expect(priceUpperBound(1250)).toBe(1375);
    expect(priceUpperBound(999.99)).toBe(1100);
  });

  test('the upper bound is 1000 while the highest price is unknown', () => {
    expect(priceUpperBound(undefined)).toBe(1000);
    expect(priceUpperBound(null)).toBe(1000);
    expect(priceUpperBound(0)).toBe(1000);
  });

  test('the upper bound never passes 10000', () => {
    expect(priceUpperBound(25000)).toBe(10000);
  });

  test('the minimum stays between 0 and the maximum minus 1', () => {
    expect(clampMinPrice(-5, 500)).toBe(0);
    expect(clampMinPrice(200, 500)).toBe(200);
    expect(clampMinPrice(500, 500)).toBe(499);
    expect(clampMinPrice(900, 500)).toBe(499);
  });

  test('the maximum stays between the minimum plus 1 and 10000', () => {
    expect(clampMaxPrice(100, 300)).toBe(301);
    expect(clampMaxPrice(300, 300)).toBe(301);
    expect(clampMaxPrice(800, 300)).toBe(800);
    expect(clampMaxPrice(25000, 300)).toBe(10000);
  });

  test('a range within the rules is kept as typed, without a note', () => {
    expect(resolvePriceRange('200', '800', 1375)).toEqual({ minPrice: 200, maxPrice: 800, notices: [] });
    expect(resolvePriceRange('', '', 1375)).toEqual({
      minPrice: undefined,
      maxPrice: undefined,
      notices: [],
    });
    expect(resolvePriceRange('0', ' 99.5 ', 1375)).toEqual({
      minPrice: undefined,
      maxPrice: 99.5,
      notices: [],
    });
    expect(resolvePriceRange('abc', '', 1375)).toEqual({
      minPrice: undefined,
      maxPrice: undefined,
      notices: [],
    });
  });

  test('a minimum above the maximum is swapped with it, and the shopper is told', () => {
    expect(resolvePriceRange('900', '300', 1375)).toEqual({
      minPrice: 300,
      maxPrice: 900,
      notices: [{ key: 'priceNotice.swapped' }],
    });
  });

  test('a maximum past 10000 comes down to it, and the shopper is told', () => {
    expect(resolvePriceRange('100', '25000', 1375)).toEqual({
      minPrice: 100,
      maxPrice: 10000,
      notices: [{ key: 'priceNotice.maxCapped', amount: 10_000 }],
    });
  });

  test('a minimum equal to the maximum, or past the dearest price, comes down and says so', () => {
    expect(resolvePriceRange('500', '500', 1375)).toEqual({
      minPrice: 499,
      maxPrice: 500,
      notices: [{ key: 'priceNotice.minBelowMax', amount: 499 }],
    });
    expect(resolvePriceRange('5000', '', 1375)).toEqual({
      minPrice: 1374,
      maxPrice: undefined,
      notices: [{ key: 'priceNotice.minAtMost', amount: 1374 }],
    });
  });

  test('negative prices become 0, and a maximum of 0 becomes 1; each change is named', () => {
    expect(resolvePriceRange('-50', '400', 1375)).toEqual({
      minPrice: undefined,
      maxPrice: 400,
      notices: [{ key: 'priceNotice.negative' }],
    });
    expect(resolvePriceRange('', '0', 1375)).toEqual({
      minPrice: undefined,
      maxPrice: 1,
      notices: [{ key: 'priceNotice.maxAboveMin', amount: 1 }],
    });
  });

  test('several changes at once are all named', () => {
    expect(resolvePriceRange('20000', '50', 1375)).toEqual({
      minPrice: 50,
      maxPrice: 10000,
      notices: [{ key: 'priceNotice.swapped' }, { key: 'priceNotice.maxCapped', amount: 10_000 }],
    });
  });
});
