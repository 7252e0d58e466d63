import { DEFAULT_LOCALE, type Locale } from './locale.js';

/**
 * Money, numbers and dates as people in Bangladesh read them (DESIGN §11): lakh grouping in both
 * languages, Bangla digits and month names in Bangla, Dhaka time. The one formatting module: pages,
 * the admin, emails, SMS and invoices all write through it. Intl is built once per locale, and the
 * same options run on the server and in the browser so server-rendered text hydrates unchanged.
 */
const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-IN', bn: 'bn-BD' };
const DATE_LOCALE: Record<Locale, string> = { en: 'en-US', bn: 'bn-BD' };

function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}

const takaNumber = perLocale(
  (locale) =>
    new Intl.NumberFormat(NUMBER_LOCALE[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const plainNumber = perLocale(
  (locale) => new Intl.NumberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits: 2 }),
);

/**
 * `formatTaka(125000)` → '৳1,25,000.00'; `formatTaka(125000, 'bn')` → '৳১,২৫,০০০.০০' (always two
 * decimals; a missing number shows as zero rather than NaN).
 */
export function formatTaka(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const formatted = takaNumber(locale).format(Math.abs(value));
  const negative = value < 0 && /[1-9১-৯]/.test(formatted);
  return `${negative ? '-' : ''}৳${formatted}`;
}

/** A count or quantity with lakh grouping: `formatNumber(1500, 'bn')` → '১,৫০০'. */
export function formatNumber(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return plainNumber(locale).format(Number.isFinite(value) ? value : 0);
}

const ratingNumber = perLocale(
  (locale) =>
    new Intl.NumberFormat(NUMBER_LOCALE[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** An average rating with one decimal, as review summaries show it: '4.0', in Bangla '৪.০'. */
export function formatRating(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return ratingNumber(locale).format(Number.isFinite(value) ? value : 0);
}

const DATE_PARTS = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Dhaka' } as const;

// Bangla keeps a 24-hour clock: CLDR's Bangla day periods are the Latin "AM"/"PM".
const dateTime = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(DATE_LOCALE[locale], {
      ...DATE_PARTS,
      hour: 'numeric',
      minute: '2-digit',
      ...(locale === 'bn' ? { hourCycle: 'h23' } : {}),
    }),
);
const dayOnly = perLocale((locale) => new Intl.DateTimeFormat(DATE_LOCALE[locale], DATE_PARTS));

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * `formatDate('2025-03-05T09:07:00Z')` → 'March 5, 2025 at 3:07 PM', in Bangla
 * '৫ মার্চ, ২০২৫ এ ১৫:০৭'; Dhaka time; an invalid date is ''.
 */
export function formatDate(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  const date = toDate(value);
  return date ? dateTime(locale).format(date) : '';
}

/** `formatDay('2025-03-05T09:07:00Z')` → 'March 5, 2025', in Bangla '৫ মার্চ, ২০২৫' (Dhaka time). */
export function formatDay(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  const date = toDate(value);
  return date ? dayOnly(locale).format(date) : '';
}
