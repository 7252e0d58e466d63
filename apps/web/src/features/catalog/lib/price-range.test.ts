import { describe, expect, test } from 'vitest';
import { clampMaxPrice, clampMinPrice, parsePriceInput, priceUpperBound } from './price-range';

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

  test('typed prices: blanks and junk are no value, negatives become 0', () => {
    expect(parsePriceInput('')).toBeUndefined();
    expect(parsePriceInput('abc')).toBeUndefined();
    expect(parsePriceInput(' 250 ')).toBe(250);
    expect(parsePriceInput('-3')).toBe(0);
  });
});
