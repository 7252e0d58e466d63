import type { CancelReason, CategoryId, PaymentMethod, ReportBucket, ReturnReason } from '@plantopia/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema/orders.js';

/*
 * The reports' SQL (issue 24 item 1): every figure is an aggregate over the orders placed in a window of
 * time, read through `orders_created_idx`, so no order is loaded into memory. Money in poisha.
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

/** The order's moment as a Dhaka wall-clock time (UTC+6 all year), whatever the session's time zone. */
const DHAKA_TIME = sql`(${orders.createdAt} at time zone 'UTC' + interval '6 hours')`;

function bucketOf(by: ReportBucket): SQL {
  return by === 'day'
    ? sql`to_char(${DHAKA_TIME}, 'YYYY-MM-DD')`
    : sql`to_char(date_trunc(${sql.raw(`'${by}'`)}, ${DHAKA_TIME}), 'YYYY-MM-DD')`;
}

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

/** One scan of the window's orders: what sold, and what was undone beside it. */
export async function totals(db: Db, window: Window): Promise<TotalsRow> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select
        coalesce(sum(${orders.total}) filter (where ${SOLD}), 0) as sales,
        count(*) filter (where ${SOLD}) as orders,
        count(*) filter (where ${orders.status} = 'cancelled') as cancelled,
        coalesce(sum(${orders.total}) filter (where ${orders.status} = 'cancelled'), 0) as cancelled_sales,
        count(*) filter (where ${orders.status} = 'returned') as returned,
        coalesce(sum(${orders.total}) filter (where ${orders.status} = 'returned'), 0) as returned_sales,
        coalesce(sum(${orders.total}) filter (where ${orders.paymentStatus} = 'refunded'), 0) as refunded,
        coalesce(sum(${orders.total}) filter (where ${orders.paymentStatus} = 'refund_due'), 0) as refund_due,
        coalesce(sum(${orders.discount}) filter (where ${SOLD}), 0) as discount
      from ${orders} where ${inWindow(window)}`),
  );
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

export async function series(db: Db, window: Window, by: ReportBucket) {
  const bucket = bucketOf(by);
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${bucket} as bucket, sum(${orders.total}) as sales, count(*) as orders
      from ${orders} where ${inWindow(window)} and ${SOLD}
      group by 1 order by 1`),
  ).map((row) => ({ bucket: String(row.bucket), sales: num(row.sales), orders: num(row.orders) }));
}

export async function byMethod(db: Db, window: Window) {
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${orders.paymentMethod} as method, count(*) as orders, sum(${orders.total}) as sales
      from ${orders} where ${inWindow(window)} and ${SOLD}
      group by 1 order by 3 desc`),
  ).map((row) => ({ method: row.method as PaymentMethod, orders: num(row.orders), sales: num(row.sales) }));
}

/** Cash-on-delivery parcels that left the shop in the window, and how many came back. */
export async function cashOnDeliveryReturns(
  db: Db,
  window: Window,
): Promise<{ sent: number; returned: number }> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select count(*) as sent, count(*) filter (where ${orders.status} = 'returned') as returned
      from ${orders}
      where ${inWindow(window)} and ${orders.paymentMethod} = 'cod'
        and ${orders.status} in ('shipped', 'delivered', 'returned')`),
  );
  return { sent: num(row?.sent), returned: num(row?.returned) };
}

export interface ProductRow {
  productId: string;
  name: string;
  nameBn: string | null;
  units: number;
  revenue: number;
}

/**
 * The `limit` products that brought in most and the `limit` that sold most units, from one pass over
 * the window's items: each product is ranked both ways and kept if either rank is within the limit.
 */
export async function topProducts(
  db: Db,
  window: Window,
  limit: number,
): Promise<{ byRevenue: ProductRow[]; byUnits: ProductRow[] }> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with sold as (
        select ${orderItems.productId} as product_id, max(${orderItems.name}) as name,
          max(${orderItems.nameBn}) as name_bn, sum(${orderItems.quantity}) as units,
          sum(${orderItems.price} * ${orderItems.quantity}) as revenue
        from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
        where ${inWindow(window)} and ${SOLD}
        group by 1
      ), ranked as (
        select *, row_number() over (order by revenue desc, product_id) as by_revenue,
          row_number() over (order by units desc, product_id) as by_units
        from sold
      )
      select * from ranked where by_revenue <= ${limit} or by_units <= ${limit}`),
  ).map((row) => ({
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
    rows
      .filter((ranked) => ranked[rank] <= limit)
      .sort((a, b) => a[rank] - b[rank])
      .map((ranked) => ranked.row);
  return { byRevenue: top('byRevenue'), byUnits: top('byUnits') };
}

export async function byCategory(db: Db, window: Window) {
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${orderItems.category} as category, sum(${orderItems.quantity}) as units,
        sum(${orderItems.price} * ${orderItems.quantity}) as revenue
      from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
      where ${inWindow(window)} and ${SOLD}
      group by 1 order by 3 desc`),
  ).map((row) => ({
    category: row.category as CategoryId,
    units: num(row.units),
    revenue: num(row.revenue),
  }));
}

export async function topDistricts(db: Db, window: Window, limit: number) {
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${orders.districtId} as district_id, count(*) as orders, sum(${orders.total}) as sales
      from ${orders} where ${inWindow(window)} and ${SOLD} and ${orders.districtId} is not null
      group by 1 order by 3 desc, 1 limit ${limit}`),
  ).map((row) => ({ districtId: num(row.district_id), orders: num(row.orders), sales: num(row.sales) }));
}

export async function couponUse(db: Db, window: Window) {
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${orders.couponCode} as code, count(*) as uses, sum(${orders.discount}) as discount
      from ${orders} where ${inWindow(window)} and ${SOLD} and ${orders.couponCode} is not null
      group by 1 order by 2 desc, 1`),
  ).map((row) => ({ code: String(row.code), uses: num(row.uses), discount: num(row.discount) }));
}

export async function reasons(db: Db, window: Window) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${orders.status} as status, coalesce(${orders.cancelReason}, ${orders.returnReason}) as reason, count(*) as orders
      from ${orders}
      where ${inWindow(window)} and ${orders.status} in ('cancelled', 'returned')
        and coalesce(${orders.cancelReason}, ${orders.returnReason}) is not null
      group by 1, 2 order by 3 desc`),
  );
  return {
    cancel: rows
      .filter((row) => row.status === 'cancelled')
      .map((row) => ({ reason: row.reason as CancelReason, orders: num(row.orders) })),
    return: rows
      .filter((row) => row.status === 'returned')
      .map((row) => ({ reason: row.reason as ReturnReason, orders: num(row.orders) })),
  };
}
