import { describe, expect, test } from 'vitest';
import { excerpt, plainText } from './blog-text';

describe('excerpt', () => {
  test('strips every tag and keeps the words, with entities decoded', () => {
    expect(plainText('<h2>Monsoon care</h2><p>Water <strong>less</strong> &amp; feed more.</p>')).toBe(
      'Monsoon care Water less & feed more.',
    );
  });

  test('a single word longer than 150 characters is cut at 150; ... only when the text was longer', () => {
    const long = `<p>${'a'.repeat(200)}</p>`;
    expect(excerpt(long)).toBe(`${'a'.repeat(150)}...`);
    expect(excerpt(`<p>${'b'.repeat(150)}</p>`)).toBe('b'.repeat(150));
  });

  test('cuts at the last word boundary before 150 characters, never inside a word', () => {
    const words =
      'Monsoon rains bring humidity that many houseplants love, but waterlogged soil rots roots quickly, so check drainage holes and let the top inch dry between waterings always.';
    const cut = excerpt(`<p>${words}</p>`);
    expect(cut.length).toBeLessThanOrEqual(153);
    expect(cut).toBe(
      'Monsoon rains bring humidity that many houseplants love, but waterlogged soil rots roots quickly, so check drainage holes and let the top inch dry...',
    );
    // Every word of the excerpt is a whole word of the post.
    const kept = cut.slice(0, -3).split(' ');
    expect(words.split(' ').slice(0, kept.length)).toEqual(kept);
  });

  test('a word ending exactly at 150 characters is kept; punctuation before the cut is dropped', () => {
    const upTo150 = `${'word '.repeat(29)}abcde`; // the last word ends at character 150
    expect(excerpt(`<p>${upTo150} more text</p>`)).toBe(`${upTo150}...`);
    const comma = `${'word '.repeat(28)}end, longerword and more`; // 'longerword' would end at 155
    expect(excerpt(`<p>${comma}</p>`)).toBe(`${'word '.repeat(28)}end...`);
    expect(excerpt(`<p>${'Water less in the rains. '.repeat(12)}</p>`)).toBe(
      `${'Water less in the rains. '.repeat(6).trim().slice(0, -1)}...`,
    );
  });

  test('script text never reaches the excerpt as markup', () => {
    const text = excerpt('<p>Hi</p><img src=x onerror="alert(1)"><script>alert(2)</script>');
    expect(text).not.toContain('<');
    expect(text).not.toContain('onerror');
  });
});
