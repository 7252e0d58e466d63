import {
  addDays,
  dhakaDay,
  findDistrict,
  placeName,
  poishaToTaka,
  type Report,
  type ReportBucket,
  type ReportQuery,
  type ReportTotals,
  type SalesFigure,
} from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import { dhakaDayStart } from './back-office-repository.js';
import * as reports from './reports-repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP = 10;

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

/** The average of `orders` orders worth `sales` poisha, in taka (rounded to the poisha). */
const averageOf = (sales: number, orders: number) => (orders ? poishaToTaka(Math.round(sales / orders)) : 0);

function totalsOf(row: reports.TotalsRow): ReportTotals {
  return {
    sales: poishaToTaka(row.sales),
    orders: row.orders,
    averageOrderValue: averageOf(row.sales, row.orders),
    cancelled: row.cancelled,
    cancelledSales: poishaToTaka(row.cancelledSales),
    returned: row.returned,
    returnedSales: poishaToTaka(row.returnedSales),
    refunded: poishaToTaka(row.refunded),
    refundDue: poishaToTaka(row.refundDue),
    discount: poishaToTaka(row.discount),
  };
}

/** The window of Dhaka days `from` to `to`, both whole. */
const windowOf = (from: string, to: string) => ({
  start: dhakaDayStart(from),
  end: dhakaDayStart(addDays(to, 1)),
});

const productOf = (row: reports.ProductRow) => ({ ...row, revenue: poishaToTaka(row.revenue) });

/**
 * The owner's numbers for a period of Dhaka days, beside the period of the same length just before it
 * (issue 24 item 1). Each figure is one SQL aggregate; the two periods' totals run together.
 */
export function createReportsService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async report(query: ReportQuery): Promise<Report> {
      const window = windowOf(query.from, query.to);
      const { start, end } = window;
      const before = { start: new Date(start.getTime() - (end.getTime() - start.getTime())), end: start };
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
        previousPeriod: { from: dhakaDay(before.start), to: addDays(query.from, -1) },
        totals: totalsOf(current),
        previousTotals: totalsOf(previous),
        series: bucketsOf(query.from, query.to, query.by).map((bucket) => {
          const { sales = 0, orders = 0 } = sold.get(bucket) ?? {};
          return { bucket, sales: poishaToTaka(sales), orders, averageOrderValue: averageOf(sales, orders) };
        }),
        byMethod: byMethod.map((row) => ({ ...row, sales: poishaToTaka(row.sales) })),
        codReturnRate: cod.sent ? cod.returned / cod.sent : 0,
        topProducts: products.byRevenue.map(productOf),
        topProductsByUnits: products.byUnits.map(productOf),
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

    /** What the Dhaka days `from` to `to` sold, counted as the report counts it (the dashboard's figures). */
    async sales(from: string, to: string): Promise<SalesFigure> {
      const row = await reports.totals(db, windowOf(from, to));
      return { sales: poishaToTaka(row.sales), orders: row.orders };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
