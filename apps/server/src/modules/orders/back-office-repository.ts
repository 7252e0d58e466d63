import {
  type AdminOrderRow,
  type AdminOrdersQuery,
  findDistrict,
  orderNumber,
  phoneSearchDigits,
  placeName,
  poishaToTaka,
  type RiskSignals,
} from '@plantopia/shared';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, or, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema/orders.js';
import { escapeLike } from '../../lib/like.js';

/*
 * The back office's reads of orders: the list staff search and filter (every filter an index serves,
 * docs/budgets.md), the rows an export streams, and the risk signals beside a confirmation call.
 */

type OrderRow = typeof orders.$inferSelect;

/** Bangladesh is UTC+6 all year: a Dhaka day starts at 18:00 UTC the day before. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function dhakaDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) - DHAKA_OFFSET_MS);
}

/** What `q` may be: an order number, the last digits of a phone, an email or a name; any of them matches. */
function searchCondition(q: string): SQL | undefined {
  const term = q.replace(/^#/, '').trim();
  if (!term) return undefined;
  const matches: SQL[] = [];
  if (/^[0-9a-f]{6}$/i.test(term)) matches.push(sql`upper(right(${orders.id}, 6)) = ${term.toUpperCase()}`);
  const digits = phoneSearchDigits(term);
  if (digits) {
    const reversed = [...digits].reverse().join('');
    matches.push(sql`${orders.phoneReversed} like ${`${escapeLike(reversed)}%`}`);
  }
  if (term.includes('@'))
    matches.push(sql`lower(${orders.email}) like ${`${escapeLike(term.toLowerCase())}%`}`);
  if (/\p{L}/u.test(term))
    matches.push(sql`lower(${orders.customerName}) like ${`%${escapeLike(term.toLowerCase())}%`}`);
  return matches.length > 0 ? or(...matches) : sql`false`;
}

/** A live courier booking: a consignment the courier has not cancelled before pickup. */
export const LIVE_BOOKING = sql`(${orders.consignmentId} is not null and ${orders.courierStatus} is distinct from 'cancelled')`;

/** The filters of a list query as one WHERE clause (paging and sort apart). */
export function filterOf(query: Omit<AdminOrdersQuery, 'page' | 'limit' | 'sort' | 'dir'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.q ? searchCondition(query.q) : undefined,
    query.status?.length ? inArray(orders.status, query.status) : undefined,
    query.paymentMethod?.length ? inArray(orders.paymentMethod, query.paymentMethod) : undefined,
    query.paymentStatus?.length ? inArray(orders.paymentStatus, query.paymentStatus) : undefined,
    query.confirmation?.length ? inArray(orders.confirmation, query.confirmation) : undefined,
    query.from ? gte(orders.createdAt, dhakaDayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, new Date(dhakaDayStart(query.to).getTime() + DAY_MS)) : undefined,
    query.districtId ? eq(orders.districtId, query.districtId) : undefined,
    query.zone ? eq(orders.deliveryZone, query.zone) : undefined,
    query.courier ? eq(orders.courier, query.courier) : undefined,
    query.booked ? (query.booked === 'yes' ? LIVE_BOOKING : sql`not ${LIVE_BOOKING}`) : undefined,
    query.coupon ? eq(orders.couponCode, query.coupon.toUpperCase()) : undefined,
  ];
  return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
}

function orderByOf(query: Pick<AdminOrdersQuery, 'sort' | 'dir'>) {
  const by = query.dir === 'asc' ? asc : desc;
  return query.sort === 'total' ? [by(orders.total), by(orders.id)] : [by(orders.createdAt), by(orders.id)];
}

/** How many items each order has (quantities summed), for a page of rows. */
async function itemCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderItems.orderId, items: sum(orderItems.quantity).mapWith(Number) })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .groupBy(orderItems.orderId);
  return new Map(rows.map((row) => [row.orderId, row.items]));
}

export function toRow(row: OrderRow, items: number): AdminOrderRow {
  const district = row.districtId ? findDistrict(row.districtId) : undefined;
  return {
    _id: row.id,
    number: orderNumber(row.id),
    createdAt: row.createdAt.toISOString(),
    name: row.customerName,
    phone: row.phone,
    email: row.email,
    district: district ? placeName(district) : null,
    deliveryZone: row.deliveryZone,
    itemCount: items,
    total: poishaToTaka(row.total),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    status: row.status,
    confirmation: row.confirmation,
    courier: row.courier,
    consignmentId: row.consignmentId,
    trackingUrl: row.trackingUrl,
    courierStatus: row.courierStatus,
    couponCode: row.couponCode,
  };
}

/** One page of the orders table and how many orders match over all pages. */
export async function listOrderRows(
  db: Db,
  query: AdminOrdersQuery,
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const where = filterOf(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...orderByOf(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  const items = await itemCounts(
    db,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => toRow(row, items.get(row.id) ?? 0)), total: counted?.total ?? 0 };
}

/**
 * Every matching row, a batch at a time in the list's order (keyset, not offset, so a long export stays
 * as fast at its end as at its start); memory holds one batch, whatever the number of orders.
 */
export async function* streamOrderRows(
  db: Db,
  query: Omit<AdminOrdersQuery, 'page' | 'limit'>,
  batch = 500,
): AsyncGenerator<{ row: AdminOrderRow; summary: Pick<OrderRow, 'subtotal' | 'shippingFee' | 'discount'> }> {
  const where = filterOf(query);
  let after: OrderRow | undefined;
  for (;;) {
    const key = after
      ? query.sort === 'total'
        ? keyAfter(orders.total, after.total, query.dir)
        : keyAfter(orders.createdAt, after.createdAt, query.dir)
      : undefined;
    const page = await db
      .select()
      .from(orders)
      .where(and(where, key))
      .orderBy(...orderByOf(query))
      .limit(batch);
    if (page.length === 0) return;
    const items = await itemCounts(
      db,
      page.map((row) => row.id),
    );
    for (const row of page) yield { row: toRow(row, items.get(row.id) ?? 0), summary: row };
    after = page.at(-1);
    if (page.length < batch) return;
  }

  function keyAfter<T>(column: typeof orders.total | typeof orders.createdAt, value: T, dir: 'asc' | 'desc') {
    const id = after!.id;
    return dir === 'asc'
      ? sql`(${column}, ${orders.id}) > (${value}, ${id})`
      : sql`(${column}, ${orders.id}) < (${value}, ${id})`;
  }
}

const OPEN_STATUSES = ['pending', 'accepted', 'shipped'] as const;

/**
 * What the shop knows about an order's phone: its other orders here by how they ended, the ones still
 * open, and whether this cash-on-delivery total is far above the shop's usual (three times the average
 * COD order of the last 90 days, and at least ৳5,000).
 */
export async function riskSignals(db: Db, order: OrderRow, now: Date): Promise<RiskSignals> {
  const samePhone = and(eq(orders.phoneReversed, order.phoneReversed), ne(orders.id, order.id));
  const [byStatus, open, [usual]] = await Promise.all([
    order.phone
      ? db
          .select({ status: orders.status, total: count() })
          .from(orders)
          .where(samePhone)
          .groupBy(orders.status)
      : Promise.resolve([]),
    order.phone
      ? db
          .select()
          .from(orders)
          .where(and(samePhone, inArray(orders.status, [...OPEN_STATUSES])))
          .orderBy(desc(orders.createdAt))
          .limit(10)
      : Promise.resolve([]),
    db
      .select({ average: sql<number | null>`avg(${orders.total})`.mapWith(Number) })
      .from(orders)
      .where(
        and(eq(orders.paymentMethod, 'cod'), gte(orders.createdAt, new Date(now.getTime() - 90 * DAY_MS))),
      ),
  ]);
  const counted = (status: string) => byStatus.find((row) => row.status === status)?.total ?? 0;
  const average = usual?.average ?? 0;
  return {
    history: {
      delivered: counted('delivered'),
      returned: counted('returned'),
      cancelled: counted('cancelled'),
    },
    openOrders: open.map((row) => ({
      _id: row.id,
      number: orderNumber(row.id),
      total: poishaToTaka(row.total),
      createdAt: row.createdAt.toISOString(),
    })),
    largeCashOnDelivery:
      order.paymentMethod === 'cod' && order.total >= 500_000 && average > 0 && order.total > 3 * average,
  };
}

export async function findOrderRow(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** Inside a transaction: the order's row, held until the commit (a call and a status change do not race). */
export async function lockOrderRow(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}
