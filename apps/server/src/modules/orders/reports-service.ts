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

const TOP = 10;

/** The first day of the week (from Monday) or month that `day` is in; the day itself by day. */
function bucketOf(day: string, by: ReportBucket): string {
  if (by === 'month') return `${day.slice(0, 8)}01`;
  if (by === 'day') return day;
  return addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/**
 * Every bucket of the period in order, with what sold in it, so a day (week, month) that sold nothing
 * shows as 0 rather than missing. The days come from the database; at most 800 are added up here.
 */
function seriesOf(from: string, to: string, by: ReportBucket, days: Map<string, reports.Sold>) {
  const buckets = new Map<string, reports.Sold>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const bucket = bucketOf(day, by);
    const sum = buckets.get(bucket) ?? { sales: 0, orders: 0 };
    const sold = days.get(day);
    buckets.set(bucket, sold ? { sales: sum.sales + sold.sales, orders: sum.orders + sold.orders } : sum);
  }
  return [...buckets].map(([bucket, { sales, orders }]) => ({
    bucket,
    sales: poishaToTaka(sales),
    orders,
    averageOrderValue: averageOf(sales, orders),
  }));
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
      const [orderFigures, soldItems] = await Promise.all([
        reports.figures(db, window, before),
        reports.items(db, window, TOP),
      ]);
      const { cod } = orderFigures;
      return {
        period: { from: query.from, to: query.to },
        previousPeriod: { from: dhakaDay(before.start), to: addDays(query.from, -1) },
        totals: totalsOf(orderFigures.totals),
        previousTotals: totalsOf(orderFigures.before),
        series: seriesOf(query.from, query.to, query.by, orderFigures.days),
        byMethod: orderFigures.byMethod.map((row) => ({ ...row, sales: poishaToTaka(row.sales) })),
        codReturnRate: cod.sent ? cod.returned / cod.sent : 0,
        topProducts: soldItems.byRevenue.map(productOf),
        topProductsByUnits: soldItems.byUnits.map(productOf),
        byCategory: soldItems.categories.map((row) => ({ ...row, revenue: poishaToTaka(row.revenue) })),
        topDistricts: orderFigures.byDistrict.slice(0, TOP).flatMap((row) => {
          const district = findDistrict(row.districtId);
          return district ? [{ ...row, name: placeName(district), sales: poishaToTaka(row.sales) }] : [];
        }),
        coupons: orderFigures.coupons.map((row) => ({ ...row, discount: poishaToTaka(row.discount) })),
        cancelReasons: orderFigures.cancelReasons,
        returnReasons: orderFigures.returnReasons,
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
