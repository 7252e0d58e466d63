import { DEFAULT_LOCALE, type Locale } from './locale.js';

/**
 * Money, numbers and dates as people in Bangladesh read them (docs/behaviour.md §11): lakh grouping in both
 * languages, Bangla digits and month names in Bangla, Dhaka time. The one formatting module: pages,
 * the admin, emails, SMS and invoices all write through it.
 *
 * Written out here rather than with Intl: a page's first `Intl.NumberFormat` or `Intl.DateTimeFormat`
 * loads the browser's locale data, 30–90 ms on this machine and four times that on a phone, in the
 * middle of hydrating the first page (decision 014). It also makes the server's text and the browser's
 * the same on every Node and browser version, whatever their ICU, so hydration never sees a difference.
 */
const BANGLA_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'];

/** Text with its ASCII digits written in the locale's: `inLocaleDigits('01711', 'bn')` → '০১৭১১'. */
export function inLocaleDigits(text: string, locale: Locale): string {
  return locale === 'bn' ? text.replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)] ?? digit) : text;
}

/**
 * Text with its Bangla digits (০–৯) written as ASCII, everything else kept: `asciiDigits('০১৭১১-২২')`
 * → '01711-22'. The one place typed numbers are read: a Bangla keyboard types Bangla digits, so every
 * phone, postcode, price, quantity and stock field (the web's inputs and the shared schemas the server
 * validates with) passes its text through this before checking it.
 */
export function asciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

/** Lakh grouping: the last three digits, then pairs (12345678 → 1,23,45,678). */
function groupLakh(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * A non-negative number rounded half up to `decimals` places, as its written decimal (10.005 → 10.01, as
 * people and Intl round it; `toFixed` rounds the binary value just under it, 10.00).
 */
function roundedDigits(value: number, decimals: number): [whole: string, fraction: string] {
  const written = value.toString();
  const [whole = '0', fraction = ''] = (written.includes('e') ? value.toFixed(decimals) : written).split('.');
  if (fraction.length <= decimals) return [whole, fraction];
  const roundUp = (fraction[decimals] ?? '0') >= '5' ? 1n : 0n;
  const digits = (BigInt(whole + fraction.slice(0, decimals)) + roundUp)
    .toString()
    .padStart(decimals + 1, '0');
  return [digits.slice(0, digits.length - decimals), digits.slice(digits.length - decimals)];
}

interface DecimalStyle {
  minDecimals: number;
  maxDecimals: number;
  /** Lakh grouping (on unless a year or a code is shown). */
  grouping?: boolean;
}

/**
 * A number in the page's language: `formatDecimal(-1500.5, 'bn', { minDecimals: 2, maxDecimals: 2 })` →
 * '-১,৫০০.৫০'. A missing number shows as zero, and one that rounds to zero has no sign.
 */
export function formatDecimal(value: number, locale: Locale, style: DecimalStyle): string {
  const finite = Number.isFinite(value) ? value : 0;
  const [whole, fraction] = roundedDigits(Math.abs(finite), style.maxDecimals);
  const decimals = fraction.replace(/0+$/, '').padEnd(style.minDecimals, '0');
  const sign = finite < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  const grouped = style.grouping === false ? whole : groupLakh(whole);
  return inLocaleDigits(`${sign}${grouped}${decimals ? `.${decimals}` : ''}`, locale);
}

/**
 * `formatTaka(125000)` → '৳1,25,000.00'; `formatTaka(125000, 'bn')` → '৳১,২৫,০০০.০০' (always two
 * decimals; a missing number shows as zero rather than NaN).
 */
export function formatTaka(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  const text = formatDecimal(amount, locale, { minDecimals: 2, maxDecimals: 2 });
  return text.startsWith('-') ? `-৳${text.slice(1)}` : `৳${text}`;
}

/** A count or quantity with lakh grouping: `formatNumber(1500, 'bn')` → '১,৫০০'. */
export function formatNumber(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatDecimal(value, locale, { minDecimals: 0, maxDecimals: 2 });
}

/** An average rating with one decimal, as review summaries show it: '4.0', in Bangla '৪.০'. */
export function formatRating(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatDecimal(value, locale, { minDecimals: 1, maxDecimals: 1 });
}

const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  bn: [
    'জানুয়ারি',
    'ফেব্রুয়ারি',
    'মার্চ',
    'এপ্রিল',
    'মে',
    'জুন',
    'জুলাই',
    'আগস্ট',
    'সেপ্টেম্বর',
    'অক্টোবর',
    'নভেম্বর',
    'ডিসেম্বর',
  ],
};

/** Bangladesh Standard Time, UTC+6 all year (the country has kept no summer time since 2009). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The date's calendar day and clock in Dhaka, or null when it is not a date. */
function inDhaka(value: string | Date) {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return null;
  const dhaka = new Date(time + DHAKA_OFFSET_MS);
  return {
    year: dhaka.getUTCFullYear(),
    month: dhaka.getUTCMonth(),
    day: dhaka.getUTCDate(),
    hour: dhaka.getUTCHours(),
    minute: dhaka.getUTCMinutes(),
  };
}

function dayText(date: NonNullable<ReturnType<typeof inDhaka>>, locale: Locale): string {
  const month = MONTHS[locale][date.month];
  return locale === 'bn'
    ? inLocaleDigits(`${date.day} ${month}, ${date.year}`, locale)
    : `${month} ${date.day}, ${date.year}`;
}

/**
 * `formatDate('2025-03-05T09:07:00Z')` → 'March 5, 2025 at 3:07 PM', in Bangla
 * '৫ মার্চ, ২০২৫ এ ১৫:০৭' (a 24-hour clock: CLDR's Bangla day periods are the Latin "AM"/"PM");
 * Dhaka time; an invalid date is ''.
 */
export function formatDate(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  const date = inDhaka(value);
  if (!date) return '';
  return `${dayText(date, locale)} ${locale === 'bn' ? 'এ' : 'at'} ${clockText(date, locale)}`;
}

function clockText(date: NonNullable<ReturnType<typeof inDhaka>>, locale: Locale): string {
  const minute = String(date.minute).padStart(2, '0');
  if (locale === 'bn') return inLocaleDigits(`${String(date.hour).padStart(2, '0')}:${minute}`, locale);
  return `${date.hour % 12 || 12}:${minute} ${date.hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * The clock alone, for a time within the day (a payment hold): `formatTime('2025-03-05T09:07:00Z')` →
 * '3:07 PM', in Bangla '১৫:০৭'; Dhaka time, whatever the browser's own time zone; an invalid date is ''.
 */
export function formatTime(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  const date = inDhaka(value);
  return date ? clockText(date, locale) : '';
}

/** `formatDay('2025-03-05T09:07:00Z')` → 'March 5, 2025', in Bangla '৫ মার্চ, ২০২৫' (Dhaka time). */
export function formatDay(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  const date = inDhaka(value);
  return date ? dayText(date, locale) : '';
}

/** `formatMonth('2025-03-05T09:07:00Z')` → 'March 2025', in Bangla 'মার্চ ২০২৫' (Dhaka time). */
export function formatMonth(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  const date = inDhaka(value);
  return date ? inLocaleDigits(`${MONTHS[locale][date.month]} ${date.year}`, locale) : '';
}
