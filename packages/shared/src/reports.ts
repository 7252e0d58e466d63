import { z } from 'zod';
import { CANCEL_REASONS, RETURN_REASONS } from './back-office.js';
import { CATEGORY_IDS } from './categories.js';
import { codedText } from './message-codes.js';
import { PAYMENT_METHODS } from './order-states.js';

/*
 * The owner's numbers (issue 24 item 1): `GET /api/admin/reports?from=&to=&by=` answers a period of Dhaka
 * days compared with the period of the same length before it. Money in taka.
 */

export const REPORT_BUCKETS = ['day', 'week', 'month'] as const;
export type ReportBucket = (typeof REPORT_BUCKETS)[number];

const DhakaDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'field.date_time');

/** At most two years and a bit, so a report is always one bounded scan of the orders of its period. */
export const MAX_REPORT_DAYS = 800;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (24 * 60 * 60 * 1000);

export const ReportQuerySchema = z
  .object({ from: DhakaDay, to: DhakaDay, by: z.enum(REPORT_BUCKETS).default('day') })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'field.after_starts_at' })
  .refine((query) => daysBetween(query.from, query.to) < MAX_REPORT_DAYS, {
    path: ['to'],
    message: codedText('field.max', { max: MAX_REPORT_DAYS }),
  });
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/**
 * What a period sold: `sales` and `orders` count the orders placed in it that are in progress or
 * delivered, net of those cancelled, returned or refunded, which are counted apart with their value.
 * A redirect payment still awaited is not a sale yet.
 */
export const ReportTotalsSchema = z.object({
  sales: z.number(),
  orders: z.number().int(),
  averageOrderValue: z.number(),
  cancelled: z.number().int(),
  /** The value of the orders cancelled (taka). */
  cancelledSales: z.number(),
  returned: z.number().int(),
  /** The value of the parcels that came back (taka). */
  returnedSales: z.number(),
  /** Prepaid money given back (`refunded`) and still owed back (`refund_due`), taka. */
  refunded: z.number(),
  refundDue: z.number(),
  /** The coupon discounts of the orders sold (taka). */
  discount: z.number(),
});
export type ReportTotals = z.infer<typeof ReportTotalsSchema>;

const ReportProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  nameBn: z.string().nullable(),
  units: z.number().int(),
  revenue: z.number(),
});

export const ReportSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  previousPeriod: z.object({ from: z.string(), to: z.string() }),
  totals: ReportTotalsSchema,
  previousTotals: ReportTotalsSchema,
  /**
   * Sales, orders and their average per day, week (from Monday) or month (Dhaka time), every bucket of
   * the period present; `bucket` is its first day.
   */
  series: z.array(
    z.object({
      bucket: z.string(),
      sales: z.number(),
      orders: z.number().int(),
      averageOrderValue: z.number(),
    }),
  ),
  byMethod: z.array(
    z.object({ method: z.enum(PAYMENT_METHODS), orders: z.number().int(), sales: z.number() }),
  ),
  /** Of the cash-on-delivery orders that left the shop (shipped, delivered or returned), the share returned. */
  codReturnRate: z.number(),
  /** The ten products that brought in most (items' prices, before coupon discounts), and the ten that sold most units. */
  topProducts: z.array(ReportProductSchema),
  topProductsByUnits: z.array(ReportProductSchema),
  byCategory: z.array(
    z.object({ category: z.enum(CATEGORY_IDS), units: z.number().int(), revenue: z.number() }),
  ),
  topDistricts: z.array(
    z.object({
      districtId: z.number().int(),
      name: z.object({ en: z.string(), bn: z.string() }),
      orders: z.number().int(),
      sales: z.number(),
    }),
  ),
  coupons: z.array(z.object({ code: z.string(), uses: z.number().int(), discount: z.number() })),
  cancelReasons: z.array(z.object({ reason: z.enum(CANCEL_REASONS), orders: z.number().int() })),
  returnReasons: z.array(z.object({ reason: z.enum(RETURN_REASONS), orders: z.number().int() })),
});
export type Report = z.infer<typeof ReportSchema>;

/** The periods the reports screen offers; `custom` reads `from` and `to`. */
export const REPORT_PERIODS = ['today', '7d', '30d', 'month', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in Dhaka (UTC+6 all year) at `at`, as `YYYY-MM-DD`. */
export function dhakaDay(at: Date): string {
  return new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Dhaka day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A preset period as Dhaka days, ending today (`7d` is today and the six days before it). */
export function periodDays(
  period: Exclude<ReportPeriod, 'custom'>,
  today: string,
): { from: string; to: string } {
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}
