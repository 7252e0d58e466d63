import type { CancelReason, CategoryId, PaymentMethod, ReturnReason } from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema/orders.js';

/*
 * The reports' SQL (issue 24 item 1). A report is two statements, each one pass over the orders of its
 * window read by index: the orders' figures, every breakdown a grouping set of one aggregate, and the
 * items' (products and categories). Ten statements each scanning the window again took 0.9–1 s for 30
 * days on the 100 000-order benchmark (PGlite); docs/budgets.md §6 has the figures. Money in poisha.
 */

export interface Window {
  start: Date;
  end: Date;
}

const inWindow = (window: Window) =>
  sql`${orders.createdAt} >= ${window.start} and ${orders.createdAt} < ${window.end}`;

/** An order that counts as sold: placed, paid or to be paid on delivery, and not undone. */
const SOLD = sql`${orders.status} in ('pending', 'accepted', 'shipped', 'delivered')
  and ${orders.paymentStatus} not in ('awaiting_payment', 'failed', 'refund_due', 'refunded')`;

/**
 * The order's Dhaka day as a whole number of days since 1 January 1970 (UTC+6 all year): arithmetic on
 * the epoch rather than a time-zone conversion and `to_char` per row, which cost more than the scan.
 */
const DHAKA_DAY = sql`floor((extract(epoch from ${orders.createdAt}) + 21600) / 86400)::int`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const num = (value: unknown) => Number(value ?? 0);

export interface TotalsRow {
  sales: number;
  orders: number;
  cancelled: number;
  cancelledSales: number;
  returned: number;
  returnedSales: number;
  refunded: number;
  refundDue: number;
  discount: number;
}

/** The aggregates every group of the figures' statement carries. */
const FIGURES = sql`
  coalesce(sum(${orders.total}) filter (where ${SOLD}), 0) as sales,
  count(*) filter (where ${SOLD}) as orders,
  count(*) filter (where ${orders.status} = 'cancelled') as cancelled,
  coalesce(sum(${orders.total}) filter (where ${orders.status} = 'cancelled'), 0) as cancelled_sales,
  count(*) filter (where ${orders.status} = 'returned') as returned,
  coalesce(sum(${orders.total}) filter (where ${orders.status} = 'returned'), 0) as returned_sales,
  coalesce(sum(${orders.total}) filter (where ${orders.paymentStatus} = 'refunded'), 0) as refunded,
  coalesce(sum(${orders.total}) filter (where ${orders.paymentStatus} = 'refund_due'), 0) as refund_due,
  coalesce(sum(${orders.discount}) filter (where ${SOLD}), 0) as discount,
  count(*) filter (where ${orders.paymentMethod} = 'cod'
    and ${orders.status} in ('shipped', 'delivered', 'returned')) as cod_sent,
  count(*) filter (where ${orders.paymentMethod} = 'cod' and ${orders.status} = 'returned') as cod_returned`;

function totalsOf(row: Record<string, unknown> | undefined): TotalsRow {
  return {
    sales: num(row?.sales),
    orders: num(row?.orders),
    cancelled: num(row?.cancelled),
    cancelledSales: num(row?.cancelled_sales),
    returned: num(row?.returned),
    returnedSales: num(row?.returned_sales),
    refunded: num(row?.refunded),
    refundDue: num(row?.refund_due),
    discount: num(row?.discount),
  };
}

/** What sold in a group: sales (poisha) and orders. */
export interface Sold {
  sales: number;
  orders: number;
}

export interface Figures {
  totals: TotalsRow;
  /** Cash-on-delivery parcels of the window that left the shop, and how many came back. */
  cod: { sent: number; returned: number };
  /** What sold on each Dhaka day of the window that sold anything, by `YYYY-MM-DD`. */
  days: Map<string, Sold>;
  byMethod: Array<Sold & { method: PaymentMethod }>;
  byDistrict: Array<Sold & { districtId: number }>;
  coupons: Array<{ code: string; uses: number; discount: number }>;
  cancelReasons: Array<{ reason: CancelReason; orders: number }>;
  returnReasons: Array<{ reason: ReturnReason; orders: number }>;
}

const dayText = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/**
 * The orders' figures of `window` beside the totals of `before` (the period just before it, ending where
 * the window starts), from one grouping-sets aggregate over both.
 */
export async function figures(
  db: Db,
  window: Window,
  before: Window,
): Promise<Figures & { before: TotalsRow }> {
  // Written into the statement rather than bound: GROUP BY matches the select list's expressions, and two
  // parameters are two expressions even with one value. A Date's ISO text is safe to write.
  const current = sql`${orders.createdAt} >= ${sql.raw(`'${window.start.toISOString()}'::timestamptz`)}`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${current} as current, ${DHAKA_DAY} as day, ${orders.paymentMethod} as method,
        ${orders.districtId} as district_id, ${orders.couponCode} as coupon,
        ${orders.status} as status, coalesce(${orders.cancelReason}, ${orders.returnReason}) as reason,
        grouping(${current}, ${DHAKA_DAY}, ${orders.paymentMethod}, ${orders.districtId}, ${orders.couponCode},
          ${orders.status}) as unused,
        ${FIGURES}
      from ${orders}
      where ${orders.createdAt} >= ${before.start} and ${orders.createdAt} < ${window.end}
      group by grouping sets (
        (${current}),
        (${current}, ${DHAKA_DAY}),
        (${current}, ${orders.paymentMethod}),
        (${current}, ${orders.districtId}),
        (${current}, ${orders.couponCode}),
        (${current}, ${orders.status}, coalesce(${orders.cancelReason}, ${orders.returnReason}))
      )`),
  );
  // `unused` has a bit per grouped column that is not in the row's set, the first column highest.
  const ALL = 0b011111;
  const set = (columns: number) => (row: Record<string, unknown>) =>
    row.current === true && num(row.unused) === ALL - columns;
  const DAY = 0b010000;
  const METHOD = 0b001000;
  const DISTRICT = 0b000100;
  const COUPON = 0b000010;
  const STATUS = 0b000001;
  const of = (columns: number) => rows.filter(set(columns));
  const sold = (row: Record<string, unknown>): Sold => ({ sales: num(row.sales), orders: num(row.orders) });
  const totals = rows.find(set(0));
  const reasons = of(STATUS).filter((row) => row.reason !== null);
  return {
    totals: totalsOf(totals),
    before: totalsOf(rows.find((row) => row.current === false && num(row.unused) === ALL)),
    cod: { sent: num(totals?.cod_sent), returned: num(totals?.cod_returned) },
    days: new Map(
      of(DAY)
        .filter((row) => num(row.orders) > 0)
        .map((row) => [dayText(num(row.day)), sold(row)]),
    ),
    byMethod: of(METHOD)
      .filter((row) => num(row.orders) > 0)
      .map((row) => ({ method: row.method as PaymentMethod, ...sold(row) }))
      .sort((a, b) => b.sales - a.sales),
    byDistrict: of(DISTRICT)
      .filter((row) => row.district_id !== null && num(row.orders) > 0)
      .map((row) => ({ districtId: num(row.district_id), ...sold(row) }))
      .sort((a, b) => b.sales - a.sales || a.districtId - b.districtId),
    coupons: of(COUPON)
      .filter((row) => row.coupon !== null && num(row.orders) > 0)
      .map((row) => ({ code: String(row.coupon), uses: num(row.orders), discount: num(row.discount) }))
      .sort((a, b) => b.uses - a.uses || a.code.localeCompare(b.code)),
    cancelReasons: reasons
      .filter((row) => row.status === 'cancelled')
      .map((row) => ({ reason: row.reason as CancelReason, orders: num(row.cancelled) }))
      .sort((a, b) => b.orders - a.orders),
    returnReasons: reasons
      .filter((row) => row.status === 'returned')
      .map((row) => ({ reason: row.reason as ReturnReason, orders: num(row.returned) }))
      .sort((a, b) => b.orders - a.orders),
  };
}

/** One stretch's totals alone (the dashboard's sales figures). */
export async function totals(db: Db, window: Window): Promise<TotalsRow> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select ${FIGURES} from ${orders} where ${inWindow(window)}`),
  );
  return totalsOf(row);
}

export interface ProductRow {
  productId: string;
  name: string;
  nameBn: string | null;
  units: number;
  revenue: number;
}

/**
 * From one pass over the window's sold items: the `limit` products that brought in most and the `limit`
 * that sold most units (each product ranked both ways, kept if either rank is within the limit), and every
 * category's units and revenue.
 */
export async function items(
  db: Db,
  window: Window,
  limit: number,
): Promise<{
  byRevenue: ProductRow[];
  byUnits: ProductRow[];
  categories: Array<{ category: CategoryId; units: number; revenue: number }>;
}> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with sold as (
        select ${orderItems.productId} as product_id, ${orderItems.category} as category,
          max(${orderItems.name}) as name, max(${orderItems.nameBn}) as name_bn,
          sum(${orderItems.quantity}) as units, sum(${orderItems.price} * ${orderItems.quantity}) as revenue
        from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
        where ${inWindow(window)} and ${SOLD}
        group by 1, 2
      ), ranked as (
        select *, row_number() over (order by revenue desc, product_id) as by_revenue,
          row_number() over (order by units desc, product_id) as by_units
        from sold
      )
      select product_id, category, name, name_bn, units, revenue, by_revenue, by_units
      from ranked where by_revenue <= ${limit} or by_units <= ${limit}
      union all
      select null, category, null, null, sum(units), sum(revenue), null, null from sold group by category`),
  );
  const products = rows
    .filter((row) => row.product_id !== null)
    .map((row) => ({
      row: {
        productId: String(row.product_id),
        name: String(row.name),
        nameBn: (row.name_bn as string | null) ?? null,
        units: num(row.units),
        revenue: num(row.revenue),
      },
      byRevenue: num(row.by_revenue),
      byUnits: num(row.by_units),
    }));
  const top = (rank: 'byRevenue' | 'byUnits') =>
    products
      .filter((ranked) => ranked[rank] <= limit)
      .sort((a, b) => a[rank] - b[rank])
      .map((ranked) => ranked.row);
  return {
    byRevenue: top('byRevenue'),
    byUnits: top('byUnits'),
    categories: rows
      .filter((row) => row.product_id === null)
      .map((row) => ({
        category: row.category as CategoryId,
        units: num(row.units),
        revenue: num(row.revenue),
      }))
      .sort((a, b) => b.revenue - a.revenue),
  };
}
