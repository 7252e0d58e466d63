import { describe, expect, test } from 'vitest';
import { formatIcu as parse } from './message-format.js';

describe('ICU messages', () => {
  test('plain text comes back as written, apostrophes included', () => {
    expect(parse("Don't water it daily", {}, 'en')).toBe("Don't water it daily");
    expect(parse('গাছে প্রতিদিন পানি দিন', {}, 'bn')).toBe('গাছে প্রতিদিন পানি দিন');
  });

  test('a doubled apostrophe is one, and a quoted brace is text, as ICU reads them', () => {
    expect(parse("You''re on the list", {}, 'en')).toBe("You're on the list");
    expect(parse("Type '{'code'}' here", {}, 'en')).toBe('Type {code} here');
  });

  test('arguments and plurals are formatted in the page language', () => {
    const cart = '{count, plural, one {# item} other {# items}} for {name}';
    expect(parse(cart, { count: 1, name: 'Rahim' }, 'en')).toBe('1 item for Rahim');
    expect(parse(cart, { count: 12, name: 'Rahim' }, 'en')).toBe('12 items for Rahim');
    expect(parse('{count, plural, other {#টি পণ্য}}', { count: 12 }, 'bn')).toBe('১২টি পণ্য');
    expect(parse('{count, number} left', { count: 125000 }, 'en')).toBe('1,25,000 left');
    expect(parse('© {year, number, ::group-off}', { year: 2026 }, 'bn')).toBe('© ২০২৬');
  });
});
