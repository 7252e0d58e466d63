import type {
  CancelReason,
  CategoryId,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  ReturnReason,
} from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema/orders.js';

/*
 * The reports' SQL (issue 24 item 1): three aggregates over the orders of a period, read by index, none
 * loading an order into memory. The orders counted by kind (status, payment, method, reason) for the
 * period and the one before it, from which every total is added up; the sold orders by day, method,
 * district and coupon (grouping sets); the sold items by product and category. Each keeps the work per
 * order to a few sums: ten statements each reading the period again, or one carrying every figure for
 * every grouping, were 3 to 10 times slower on the 100 000-order benchmark (docs/budgets.md §6). Money
 * in poisha.
 */

export interface Window {
  start: Date;
  end: Date;
}

const inWindow = (window: Window) =>
  sql`${orders.createdAt} >= ${window.start} and ${orders.createdAt} < ${window.end}`;

const SOLD_STATUSES: readonly OrderStatus[] = ['pending', 'accepted', 'shipped', 'delivered'];
const UNSOLD_PAYMENTS: readonly PaymentStatus[] = ['awaiting_payment', 'failed', 'refund_due', 'refunded'];

const listOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** An order that counts as sold: placed, paid or to be paid on delivery, and not undone. */
const SOLD = sql`${orders.status} in (${listOf(SOLD_STATUSES)})
  and ${orders.paymentStatus} not in (${listOf(UNSOLD_PAYMENTS)})`;

/** The same rule for a group of orders that share a status and payment status. */
const isSold = (status: OrderStatus, payment: PaymentStatus) =>
  SOLD_STATUSES.includes(status) && !UNSOLD_PAYMENTS.includes(payment);

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

/** What sold in a group: sales (poisha) and orders. */
export interface Sold {
  sales: number;
  orders: number;
}

/** Orders of one kind: how many, their totals and their coupon discounts (poisha). */
interface Kind {
  status: OrderStatus;
  payment: PaymentStatus;
  method: PaymentMethod;
  reason: string | null;
  orders: number;
  total: number;
  discount: number;
}

/** A period's totals, added up from its kinds of orders. */
function totalsOf(kinds: readonly Kind[]): TotalsRow {
  const sum = (of: (kind: Kind) => boolean, value: (kind: Kind) => number) =>
    kinds.filter(of).reduce((total, kind) => total + value(kind), 0);
  const sold = (kind: Kind) => isSold(kind.status, kind.payment);
  const cancelled = (kind: Kind) => kind.status === 'cancelled';
  const returned = (kind: Kind) => kind.status === 'returned';
  return {
    sales: sum(sold, (kind) => kind.total),
    orders: sum(sold, (kind) => kind.orders),
    cancelled: sum(cancelled, (kind) => kind.orders),
    cancelledSales: sum(cancelled, (kind) => kind.total),
    returned: sum(returned, (kind) => kind.orders),
    returnedSales: sum(returned, (kind) => kind.total),
    refunded: sum(
      (kind) => kind.payment === 'refunded',
      (kind) => kind.total,
    ),
    refundDue: sum(
      (kind) => kind.payment === 'refund_due',
      (kind) => kind.total,
    ),
    discount: sum(sold, (kind) => kind.discount),
  };
}

/**
 * The orders of `window` counted by kind (status, payment status, method, reason), beside those of
 * `before`: a few dozen groups, from which every total, the COD return rate and the reasons are added
 * up, so each order costs three sums however many figures are asked of it.
 */
async function kinds(db: Db, window: Window, before: Window): Promise<{ current: Kind[]; before: Kind[] }> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${orders.createdAt} >= ${window.start} as current, ${orders.status} as status,
        ${orders.paymentStatus} as payment, ${orders.paymentMethod} as method,
        coalesce(${orders.cancelReason}, ${orders.returnReason}) as reason,
        count(*) as orders, sum(${orders.total}) as total, sum(${orders.discount}) as discount
      from ${orders}
      where ${orders.createdAt} >= ${before.start} and ${orders.createdAt} < ${window.end}
      group by 1, 2, 3, 4, 5`),
  );
  const kind = (row: Record<string, unknown>): Kind => ({
    status: row.status as OrderStatus,
    payment: row.payment as PaymentStatus,
    method: row.method as PaymentMethod,
    reason: (row.reason as string | null) ?? null,
    orders: num(row.orders),
    total: num(row.total),
    discount: num(row.discount),
  });
  return {
    current: rows.filter((row) => row.current === true).map(kind),
    before: rows.filter((row) => row.current !== true).map(kind),
  };
}

export interface Figures {
  totals: TotalsRow;
  before: TotalsRow;
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
 * The window's sold orders by day, payment method, district and coupon: one grouping-sets aggregate of
 * three sums over the sold orders alone.
 */
async function soldBy(db: Db, window: Window) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select grouping(${DHAKA_DAY}, ${orders.paymentMethod}, ${orders.districtId}, ${orders.couponCode}) as unused,
        ${DHAKA_DAY} as day, ${orders.paymentMethod} as method, ${orders.districtId} as district_id,
        ${orders.couponCode} as coupon,
        count(*) as orders, sum(${orders.total}) as sales, sum(${orders.discount}) as discount
      from ${orders}
      where ${inWindow(window)} and ${SOLD}
      group by grouping sets ((${DHAKA_DAY}), (${orders.paymentMethod}), (${orders.districtId}), (${orders.couponCode}))`),
  );
  // `unused` has a bit for each grouped column not in the row's set, the first column highest.
  const only = (bit: number) => rows.filter((row) => num(row.unused) === 0b1111 - bit);
  const sold = (row: Record<string, unknown>): Sold => ({ sales: num(row.sales), orders: num(row.orders) });
  return {
    days: new Map(only(0b1000).map((row) => [dayText(num(row.day)), sold(row)])),
    byMethod: only(0b0100)
      .map((row) => ({ method: row.method as PaymentMethod, ...sold(row) }))
      .sort((a, b) => b.sales - a.sales),
    byDistrict: only(0b0010)
      .filter((row) => row.district_id !== null)
      .map((row) => ({ districtId: num(row.district_id), ...sold(row) }))
      .sort((a, b) => b.sales - a.sales || a.districtId - b.districtId),
    coupons: only(0b0001)
      .filter((row) => row.coupon !== null)
      .map((row) => ({ code: String(row.coupon), uses: num(row.orders), discount: num(row.discount) }))
      .sort((a, b) => b.uses - a.uses || a.code.localeCompare(b.code)),
  };
}

/** The reasons orders of `status` ended with, most frequent first. */
function reasonsOf<R extends string>(kinds: readonly Kind[], status: OrderStatus) {
  const counts = new Map<R, number>();
  for (const kind of kinds) {
    if (kind.status !== status || kind.reason === null) continue;
    counts.set(kind.reason as R, (counts.get(kind.reason as R) ?? 0) + kind.orders);
  }
  return [...counts].map(([reason, orders]) => ({ reason, orders })).sort((a, b) => b.orders - a.orders);
}

/** The orders' figures of `window` beside the totals of `before` (ending where the window starts). */
export async function figures(db: Db, window: Window, before: Window): Promise<Figures> {
  const [counted, sold] = await Promise.all([kinds(db, window, before), soldBy(db, window)]);
  const cod = counted.current.filter((kind) => kind.method === 'cod');
  const left = (kind: Kind) => ['shipped', 'delivered', 'returned'].includes(kind.status);
  return {
    totals: totalsOf(counted.current),
    before: totalsOf(counted.before),
    cod: {
      sent: cod.filter(left).reduce((sum, kind) => sum + kind.orders, 0),
      returned: cod.filter((kind) => kind.status === 'returned').reduce((sum, kind) => sum + kind.orders, 0),
    },
    ...sold,
    cancelReasons: reasonsOf<CancelReason>(counted.current, 'cancelled'),
    returnReasons: reasonsOf<ReturnReason>(counted.current, 'returned'),
  };
}

/** One stretch's totals alone (the dashboard's sales figures). */
export async function totals(db: Db, window: Window): Promise<TotalsRow> {
  const { current } = await kinds(db, window, window);
  return totalsOf(current);
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
