import { describe, expect, test } from 'vitest';
import { resolveLocale } from './locale.js';

describe('resolveLocale', () => {
  test('a valid cookie wins over the browser languages', () => {
    expect(resolveLocale('bn', 'en-US,en;q=0.9')).toBe('bn');
    expect(resolveLocale('en', 'bn-BD')).toBe('en');
  });

  test('without a cookie the heaviest language we speak decides', () => {
    expect(resolveLocale(undefined, 'bn-BD,bn;q=0.9,en;q=0.8')).toBe('bn');
    expect(resolveLocale(undefined, 'fr;q=0.9,en;q=0.5,bn;q=0.7')).toBe('bn');
    expect(resolveLocale(undefined, 'en-GB,bn;q=0.2')).toBe('en');
  });

  test('an unknown cookie, no header or only other languages give English', () => {
    expect(resolveLocale('xx', 'fr-FR')).toBe('en');
    expect(resolveLocale(null, null)).toBe('en');
    expect(resolveLocale(undefined, 'bn;q=0')).toBe('en');
    expect(resolveLocale(undefined, ';;,,q=')).toBe('en');
  });
});
