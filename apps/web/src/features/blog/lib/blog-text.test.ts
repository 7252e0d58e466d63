import { describe, expect, test } from 'vitest';
import { excerpt, plainText } from './blog-text';

describe('excerpt', () => {
  test('strips every tag and keeps the words, with entities decoded', () => {
    expect(plainText('<h2>Monsoon care</h2><p>Water <strong>less</strong> &amp; feed more.</p>')).toBe(
      'Monsoon care Water less & feed more.',
    );
  });

  test('cuts at 150 characters and adds ... only when the text was longer', () => {
    const long = `<p>${'a'.repeat(200)}</p>`;
    expect(excerpt(long)).toBe(`${'a'.repeat(150)}...`);
    expect(excerpt(`<p>${'b'.repeat(150)}</p>`)).toBe('b'.repeat(150));
  });

  test('script text never reaches the excerpt as markup', () => {
    const text = excerpt('<p>Hi</p><img src=x onerror="alert(1)"><script>alert(2)</script>');
    expect(text).not.toContain('<');
    expect(text).not.toContain('onerror');
  });
});
