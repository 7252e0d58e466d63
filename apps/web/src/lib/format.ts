/** Money and dates as shoppers in Bangladesh read them (DESIGN §4 rule 3, SPEC §9). */

/** `formatTaka(125000)` → '৳1,25,000.00': the shared one, so pages and invoices write money alike. */
export { formatTaka } from '@plantopia/shared';

const dateTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Dhaka',
});

/** `formatDate('2025-03-05T09:07:00Z')` → 'March 5, 2025 at 3:07 PM' (Dhaka time). */
export function formatDate(iso: string | Date): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateTime.format(date);
}

const day = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'Asia/Dhaka',
});

/** `formatDay('2025-03-05T09:07:00Z')` → 'March 5, 2025' (Dhaka time): for joined dates and the like. */
export function formatDay(iso: string | Date): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return day.format(date);
}
