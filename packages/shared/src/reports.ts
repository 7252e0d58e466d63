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

/** What a period sold: sales count orders that are placed and not undone (cancelled, returned, refunded). */
export const ReportTotalsSchema = z.object({
  sales: z.number(),
  orders: z.number().int(),
  averageOrderValue: z.number(),
  cancelled: z.number().int(),
  returned: z.number().int(),
  discount: z.number(),
});
export type ReportTotals = z.infer<typeof ReportTotalsSchema>;

export const ReportSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  previousPeriod: z.object({ from: z.string(), to: z.string() }),
  totals: ReportTotalsSchema,
  previousTotals: ReportTotalsSchema,
  /** Sales and orders per day, week or month (Dhaka time), every bucket of the period present. */
  series: z.array(z.object({ bucket: z.string(), sales: z.number(), orders: z.number().int() })),
  byMethod: z.array(
    z.object({ method: z.enum(PAYMENT_METHODS), orders: z.number().int(), sales: z.number() }),
  ),
  /** Of the cash-on-delivery orders that left the shop (shipped, delivered or returned), the share returned. */
  codReturnRate: z.number(),
  topProducts: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      nameBn: z.string().nullable(),
      units: z.number().int(),
      revenue: z.number(),
    }),
  ),
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
