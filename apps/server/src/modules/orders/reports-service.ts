import {
  findDistrict,
  placeName,
  poishaToTaka,
  type Report,
  type ReportBucket,
  type ReportQuery,
  type ReportTotals,
} from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import { dhakaDayStart } from './back-office-repository.js';
import * as reports from './reports-repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP = 10;

const dayOf = (date: Date) => new Date(date.getTime() + 6 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Every bucket of a window, so a day (week, month) that sold nothing shows as 0 rather than missing. */
function bucketsOf(from: string, to: string, by: ReportBucket): string[] {
  const out: string[] = [];
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  const first =
    by === 'week'
      ? new Date(start.getTime() - ((start.getUTCDay() + 6) % 7) * DAY_MS)
      : by === 'month'
        ? new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1))
        : start;
  for (let at = first; at <= end; ) {
    out.push(at.toISOString().slice(0, 10));
    at =
      by === 'month'
        ? new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))
        : new Date(at.getTime() + (by === 'week' ? 7 : 1) * DAY_MS);
  }
  return out;
}

function totalsOf(row: reports.TotalsRow): ReportTotals {
  return {
    sales: poishaToTaka(row.sales),
    orders: row.orders,
    averageOrderValue: row.orders ? Math.round(row.sales / row.orders) / 100 : 0,
    cancelled: row.cancelled,
    returned: row.returned,
    discount: poishaToTaka(row.discount),
  };
}

/**
 * The owner's numbers for a period of Dhaka days, beside the period of the same length just before it
 * (issue 24 item 1). Each figure is one SQL aggregate; the two periods' totals run together.
 */
export function createReportsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async report(query: ReportQuery): Promise<Report> {
      const start = dhakaDayStart(query.from);
      const end = new Date(dhakaDayStart(query.to).getTime() + DAY_MS);
      const length = end.getTime() - start.getTime();
      const window = { start, end };
      const before = { start: new Date(start.getTime() - length), end: start };
      const [current, previous, series, byMethod, cod, products, categories, districts, coupons, reasons] =
        await Promise.all([
          reports.totals(db, window),
          reports.totals(db, before),
          reports.series(db, window, query.by),
          reports.byMethod(db, window),
          reports.cashOnDeliveryReturns(db, window),
          reports.topProducts(db, window, TOP),
          reports.byCategory(db, window),
          reports.topDistricts(db, window, TOP),
          reports.couponUse(db, window),
          reports.reasons(db, window),
        ]);
      const sold = new Map(series.map((point) => [point.bucket, point]));
      return {
        period: { from: query.from, to: query.to },
        previousPeriod: { from: dayOf(before.start), to: dayOf(new Date(start.getTime() - 1)) },
        totals: totalsOf(current),
        previousTotals: totalsOf(previous),
        series: bucketsOf(query.from, query.to, query.by).map((bucket) => {
          const point = sold.get(bucket);
          return { bucket, sales: poishaToTaka(point?.sales ?? 0), orders: point?.orders ?? 0 };
        }),
        byMethod: byMethod.map((row) => ({ ...row, sales: poishaToTaka(row.sales) })),
        codReturnRate: cod.sent ? cod.returned / cod.sent : 0,
        topProducts: products.map((row) => ({ ...row, revenue: poishaToTaka(row.revenue) })),
        byCategory: categories.map((row) => ({ ...row, revenue: poishaToTaka(row.revenue) })),
        topDistricts: districts.flatMap((row) => {
          const district = findDistrict(row.districtId);
          return district ? [{ ...row, name: placeName(district), sales: poishaToTaka(row.sales) }] : [];
        }),
        coupons: coupons.map((row) => ({ ...row, discount: poishaToTaka(row.discount) })),
        cancelReasons: reasons.cancel,
        returnReasons: reasons.return,
      };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
