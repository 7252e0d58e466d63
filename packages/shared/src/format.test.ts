import { describe, expect, test } from 'vitest';
import {
  formatDate,
  formatDay,
  formatMonth,
  formatNumber,
  formatRating,
  formatTaka,
  formatTime,
} from './format.js';

describe('formatTaka', () => {
  test('shows the taka sign with South Asian digit grouping and two decimals', () => {
    expect(formatTaka(125000)).toBe('৳1,25,000.00');
    expect(formatTaka(12345678.9)).toBe('৳1,23,45,678.90');
  });

  test('small amounts and zero keep two decimals', () => {
    expect(formatTaka(0)).toBe('৳0.00');
    expect(formatTaka(99.5)).toBe('৳99.50');
    expect(formatTaka(1000)).toBe('৳1,000.00');
  });

  test('rounds to the poisha', () => {
    expect(formatTaka(10.005)).toBe('৳10.01');
    expect(formatTaka(-0.004)).toBe('৳0.00');
    expect(formatTaka(349.999)).toBe('৳350.00');
  });

  test('a negative amount carries its sign before the taka sign', () => {
    expect(formatTaka(-100)).toBe('-৳100.00');
  });

  test('a missing number shows as zero instead of NaN', () => {
    expect(formatTaka(Number.NaN)).toBe('৳0.00');
  });
});

describe('formatDate', () => {
  test('shows the long month, day, year, hour and minute in Dhaka time', () => {
    // 09:07 UTC is 3:07 PM in Dhaka (UTC+6).
    const text = formatDate('2025-03-05T09:07:00.000Z');
    expect(text).toContain('March 5, 2025');
    expect(text).toContain('3:07 PM');
  });

  test('crosses midnight into the next Dhaka day', () => {
    expect(formatDate('2024-12-31T20:30:00.000Z')).toContain('January 1, 2025');
  });

  test('noon and midnight read as 12 PM and 12 AM', () => {
    expect(formatDate('2025-03-05T06:05:00.000Z')).toBe('March 5, 2025 at 12:05 PM');
    expect(formatDate('2025-03-05T18:00:00.000Z')).toBe('March 6, 2025 at 12:00 AM');
  });

  test('an unreadable date gives an empty string', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatTime', () => {
  test('shows the clock in Dhaka time: 12-hour in English, 24-hour with Bangla digits in Bangla', () => {
    expect(formatTime('2025-03-05T15:51:00.000Z')).toBe('9:51 PM');
    expect(formatTime('2025-03-05T15:51:00.000Z', 'bn')).toBe('২১:৫১');
    expect(formatTime('2025-03-05T18:05:00.000Z', 'bn')).toBe('০০:০৫');
    expect(formatTime('nope', 'bn')).toBe('');
  });
});

describe('formatDay', () => {
  test('shows the Dhaka calendar day without the time', () => {
    expect(formatDay('2024-12-31T20:30:00.000Z')).toBe('January 1, 2025');
    expect(formatDay('nope')).toBe('');
  });
});

describe('formatMonth', () => {
  test('names the Dhaka month and year, in Bangla with Bangla digits', () => {
    expect(formatMonth('2024-12-31T20:30:00.000Z')).toBe('January 2025');
    expect(formatMonth('2025-03-05T09:07:00Z', 'bn')).toBe('মার্চ ২০২৫');
    expect(formatMonth('nope')).toBe('');
  });
});

describe('in Bangla', () => {
  test('prices keep lakh grouping and two decimals, in Bangla digits', () => {
    expect(formatTaka(125000, 'bn')).toBe('৳১,২৫,০০০.০০');
    expect(formatTaka(12345678.9, 'bn')).toBe('৳১,২৩,৪৫,৬৭৮.৯০');
    expect(formatTaka(-100, 'bn')).toBe('-৳১০০.০০');
    expect(formatTaka(0, 'bn')).toBe('৳০.০০');
  });

  test('counts use Bangla digits with lakh grouping', () => {
    expect(formatNumber(150000, 'bn')).toBe('১,৫০,০০০');
    expect(formatNumber(150000)).toBe('1,50,000');
  });

  test('an average rating always shows one decimal, in Bangla digits too', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(4, 'bn')).toBe('৪.০');
  });

  test('dates use Bangla month names, Bangla digits and a 24-hour clock', () => {
    expect(formatDate('2025-03-05T09:07:00.000Z', 'bn')).toBe('৫ মার্চ, ২০২৫ এ ১৫:০৭');
    expect(formatDay('2024-12-31T20:30:00.000Z', 'bn')).toBe('১ জানুয়ারি, ২০২৫');
  });

  test('nothing in a Bangla date or price is written in Latin letters or digits', () => {
    const text = `${formatDate('2025-11-23T18:45:00.000Z', 'bn')} ${formatTaka(4999.5, 'bn')}`;
    expect(text).not.toMatch(/[A-Za-z0-9]/);
  });
});

describe('the same text as Intl with the same options, without its start-up cost', () => {
  const amounts = [
    0, 0.5, 1, 9.99, 10.005, 99.5, 100, 999.995, 1000, 4999.5, 12345.678, 125000, 9999999.99, 123456789,
  ];
  const dates = [
    '2025-01-01T00:00:00Z',
    '2025-03-05T09:07:00Z',
    '2025-06-30T18:30:00Z',
    '2026-12-31T17:59:00Z',
  ];

  test.each(['en', 'bn'] as const)('numbers and dates in %s', (locale) => {
    const numberLocale = locale === 'bn' ? 'bn-BD' : 'en-IN';
    const taka = new Intl.NumberFormat(numberLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const plain = new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 2 });
    for (const amount of amounts) {
      expect(formatTaka(amount, locale)).toBe(`৳${taka.format(amount)}`);
      expect(formatNumber(amount, locale)).toBe(plain.format(amount));
    }
    const dateOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Dhaka' } as const;
    const days = new Intl.DateTimeFormat(locale === 'bn' ? 'bn-BD' : 'en-US', dateOptions);
    for (const date of dates) expect(formatDay(date, locale)).toBe(days.format(new Date(date)));
  });
});
