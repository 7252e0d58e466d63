import { describe, expect, test } from 'vitest';
import { BlogInputSchema } from './blog.js';
import { ImageUrlSchema } from './image-url.js';
import { PlantInputSchema } from './product.js';
import { english } from './test/english.js';
import { UpdateProfileSchema } from './user.js';

describe('ImageUrlSchema', () => {
  test.each([
    '',
    'https://example.com/fern.jpg',
    'http://example.com/a/b.png?size=large#top',
    'HTTPS://lh3.googleusercontent.com/a/ACg8oc=s96-c',
    '/uploads/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.webp',
    '/seed-images/products/monstera-deliciosa.webp',
    '/seed-images/blog/repotting.webp?w=320',
  ])('accepts %j', (url) => {
    expect(ImageUrlSchema.safeParse(url).success).toBe(true);
  });

  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'https:evil.example',
    'https:/\\evil.example',
    'https://',
    'https://trusted.example@evil.example/x.png',
    'https://exa mple.com/a.png',
    'fern.jpg',
    '../uploads/a.webp',
    '/uploads/../secret',
    '/uploads/',
    '/api/users',
    '/images/a.webp',
    `https://example.com/${'a'.repeat(2000)}`,
  ])('refuses %j', (url) => {
    const result = ImageUrlSchema.safeParse(url);
    expect(result.success).toBe(false);
  });

  test('a wrong type is named as such, and a missing value as required', () => {
    expect(english(ImageUrlSchema.safeParse(42).error?.issues[0]?.message ?? '')).toBe('must be text');
    expect(english(ImageUrlSchema.safeParse(undefined).error?.issues[0]?.message ?? '')).toBe('is required');
  });

  test('the profile photo, product image and blog image share the rule', () => {
    const bad = 'javascript:alert(1)';
    const code = 'field.image_url';
    expect(UpdateProfileSchema.safeParse({ photoURL: bad }).error?.issues[0]).toMatchObject({
      path: ['photoURL'],
      message: code,
    });
    const plant = { name: 'Fern', description: 'Green', price: 10, stock: 1, imageUrl: 'data:,x' };
    expect(PlantInputSchema.safeParse(plant).error?.issues[0]).toMatchObject({
      path: ['imageUrl'],
      message: code,
    });
    const post = { title: 'T', author: 'A', content: 'C', imageUrl: '//evil.example/x.png' };
    expect(BlogInputSchema.safeParse(post).error?.issues[0]).toMatchObject({
      path: ['imageUrl'],
      message: code,
    });
  });
});

describe('display names', () => {
  test('are 1 to 100 characters of text', () => {
    expect(UpdateProfileSchema.safeParse({ displayName: 'a'.repeat(100) }).success).toBe(true);
    const tooLong = UpdateProfileSchema.safeParse({ displayName: 'a'.repeat(101) });
    expect(english(tooLong.error?.issues[0]?.message ?? '')).toBe('must be at most 100 characters');
    expect(
      english(UpdateProfileSchema.safeParse({ displayName: '  ' }).error?.issues[0]?.message ?? ''),
    ).toBe('is required');
    expect(
      english(UpdateProfileSchema.safeParse({ displayName: null }).error?.issues[0]?.message ?? ''),
    ).toBe('must be text');
  });
});
