import { describe, expect, test } from 'vitest';
import { IMAGE_WIDTHS, imageAt, srcSet } from './images.js';

describe('srcSet', () => {
  test('offers every server width for seed images', () => {
    expect(srcSet('/seed-images/monstera.jpg')).toBe(
      IMAGE_WIDTHS.map((w) => `/seed-images/monstera.jpg?w=${w} ${w}w`).join(', '),
    );
  });

  test('offers every server width for uploads', () => {
    expect(srcSet('/uploads/abc.webp')).toContain('/uploads/abc.webp?w=1200 1200w');
  });

  test('gives nothing for images the server cannot resize', () => {
    expect(srcSet('https://example.com/a.jpg')).toBeUndefined();
    expect(srcSet('')).toBeUndefined();
    expect(srcSet(undefined)).toBeUndefined();
  });
});

describe('imageAt', () => {
  test('keeps an existing query and sets the width', () => {
    expect(imageAt('/uploads/a.webp?v=2', 320)).toBe('/uploads/a.webp?v=2&w=320');
  });

  test('leaves foreign URLs alone', () => {
    expect(imageAt('https://example.com/a.jpg', 640)).toBe('https://example.com/a.jpg');
  });
});
