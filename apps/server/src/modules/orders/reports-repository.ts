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
  returned: number;
  discount: number;
}

export async function totals(db: Db, window: Window): Promise<TotalsRow> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select
        coalesce(sum(${orders.total}) filter (where ${SOLD}), 0) as sales,
        count(*) filter (where ${SOLD}) as orders,
        count(*) filter (where ${orders.status} = 'cancelled') as cancelled,
        count(*) filter (where ${orders.status} = 'returned') as returned,
        coalesce(sum(${orders.discount}) filter (where ${SOLD}), 0) as discount
      from ${orders} where ${inWindow(window)}`),
  );
  return {
    sales: num(row?.sales),
    orders: num(row?.orders),
    cancelled: num(row?.cancelled),
    returned: num(row?.returned),
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

export async function topProducts(db: Db, window: Window, limit: number) {
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${orderItems.productId} as product_id, max(${orderItems.name}) as name, max(${orderItems.nameBn}) as name_bn,
        sum(${orderItems.quantity}) as units, sum(${orderItems.price} * ${orderItems.quantity}) as revenue
      from ${orders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
      where ${inWindow(window)} and ${SOLD}
      group by 1 order by 5 desc, 1 limit ${limit}`),
  ).map((row) => ({
    productId: String(row.product_id),
    name: String(row.name),
    nameBn: (row.name_bn as string | null) ?? null,
    units: num(row.units),
    revenue: num(row.revenue),
  }));
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
