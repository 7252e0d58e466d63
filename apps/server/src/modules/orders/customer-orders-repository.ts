import { type CustomerOrderRow, orderNumber, poishaToTaka } from '@plantopia/shared';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerOrderFigures, orderItems, orders } from '../../db/schema/orders.js';
import { escapeLike } from '../../lib/like.js';

/*
 * What the orders say about a customer (issue 24 item 4), for the users module's customers list and page.
 * The list sorts and pages accounts by their figures in SQL, so it joins two relations this module
 * publishes instead of reading `orders` itself: each customer's figures, kept by triggers on `orders`
 * (migration 0019), and the customers who ordered with a phone ending in some digits (docs/decisions/029).
 */

/** One row per customer who ever ordered: counts, and `spent` in poisha. Read-only to whoever joins it. */
export const customerFigures = (db: Db) =>
  db
    .select({
      userId: customerOrderFigures.userId,
      orders: customerOrderFigures.orders,
      spent: customerOrderFigures.spent,
      lastOrderAt: customerOrderFigures.lastOrderAt,
      returns: customerOrderFigures.returns,
      cancellations: customerOrderFigures.cancellations,
    })
    .from(customerOrderFigures)
    .as('customer_figures');
export type CustomerFiguresRelation = ReturnType<typeof customerFigures>;

/** The customers who ordered with a phone ending in these digits (reversed, as `phone_reversed` keeps them). */
export const customersWithPhoneEnding = (db: Db, reversedDigits: string) =>
  db
    .selectDistinct({ userId: orders.userId })
    .from(orders)
    .where(sql`${orders.phoneReversed} like ${`${escapeLike(reversedDigits)}%`}`);

/** A customer's figures (poisha); null when they never ordered. */
export async function findFigures(db: Db, userId: string) {
  const [row] = await db.select().from(customerOrderFigures).where(eq(customerOrderFigures.userId, userId));
  return row ?? null;
}

/** A page of the customer's orders, newest first (`orders_user_created_idx`), and how many they have. */
export async function listCustomerOrders(
  db: Db,
  userId: string,
  page: { page: number; limit: number },
): Promise<{ rows: CustomerOrderRow[]; total: number }> {
  const items = db
    .select({ total: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
    .from(orderItems)
    .where(eq(orderItems.orderId, orders.id));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        items: sql<number>`(${items})`.mapWith(Number),
        total: orders.total,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        status: orders.status,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return {
    rows: rows.map((row) => ({
      _id: row.id,
      number: orderNumber(row.id),
      createdAt: row.createdAt.toISOString(),
      itemCount: row.items,
      total: poishaToTaka(row.total),
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      status: row.status,
    })),
    total: counted?.total ?? 0,
  };
}

/**
 * The places the customer's orders went to, each once (same street address, place and phone), as last
 * written, most recently used first; at most `limit`.
 */
export async function listDeliveryAddresses(db: Db, userId: string, limit: number) {
  const lastUsedAt = sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt);
  return db
    .select({
      shipping: sql<
        (typeof orders.$inferSelect)['shipping']
      >`(array_agg(${orders.shipping} order by ${orders.createdAt} desc))[1]`,
      orders: count(),
      lastUsedAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .groupBy(
      sql`lower(btrim(${orders.shipping}->>'address'))`,
      sql`lower(btrim(${orders.shipping}->>'city'))`,
      sql`${orders.shipping}->>'upazilaId'`,
      orders.phone,
    )
    .orderBy(desc(lastUsedAt))
    .limit(limit);
}

/** The phones the customer ordered with, most recently used first; at most `limit`. */
export async function listPhonesOf(db: Db, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ phone: orders.phone })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.phone, '')))
    .groupBy(orders.phone)
    .orderBy(desc(sql`max(${orders.createdAt})`))
    .limit(limit);
  return rows.map((row) => row.phone);
}

/**
 * Every order placed with each of these phones, whoever placed it, by how it ended (through
 * `orders_phone_reversed_idx`), and how many accounts other than `userId` ordered with it.
 */
export async function phoneHistories(db: Db, phones: string[], userId: string) {
  if (phones.length === 0) return [];
  const reversed = phones.map((phone) => [...phone].reverse().join(''));
  return db
    .select({
      reversed: orders.phoneReversed,
      delivered: sql<number>`count(*) filter (where ${orders.status} = 'delivered')`.mapWith(Number),
      returned: sql<number>`count(*) filter (where ${orders.status} = 'returned')`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${orders.status} = 'cancelled')`.mapWith(Number),
      open: sql<number>`count(*) filter (where ${orders.status} in ('pending', 'accepted', 'shipped'))`.mapWith(
        Number,
      ),
      otherAccounts:
        sql<number>`count(distinct ${orders.userId}) filter (where ${orders.userId} <> ${userId})`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(inArray(orders.phoneReversed, reversed))
    .groupBy(orders.phoneReversed);
}
