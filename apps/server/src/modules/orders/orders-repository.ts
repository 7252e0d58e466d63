import {
  type CourierParcelStatus,
  FINAL_PARCEL_STATUSES,
  type Order,
  type OrderShipping,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  poishaToTaka,
  SERVER_PAYMENT_MOVES,
  type ServerPaymentMove,
  summaryInTaka,
} from '@plantopia/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema/orders.js';
import { LIVE_BOOKING } from './back-office-repository.js';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

export function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  return {
    _id: row.id,
    userId: row.userId,
    items: items.map((item) => ({
      _id: item.productId,
      variantId: item.variantId,
      options: item.options,
      sku: item.sku,
      name: item.name,
      nameBn: item.nameBn,
      price: poishaToTaka(item.price),
      quantity: item.quantity,
      lineTotal: poishaToTaka(item.price * item.quantity),
      imageUrl: item.imageUrl,
      category: item.category,
    })),
    shipping: row.shipping,
    gift: row.gift,
    summary: summaryInTaka({ ...row, shipping: row.shippingFee }),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    paymentIntentId: row.paymentIntentId,
    paymentDueAt: row.paymentDueAt?.toISOString() ?? null,
    // Filled in by the orders service from the payments module (the attempts and refunds are its rows).
    paymentMessage: null,
    paymentReference: null,
    refund: null,
    status: row.status,
    couponCode: row.couponCode,
    locale: row.locale,
    trackingCode: row.trackingCode,
    trackingUrl: row.trackingUrl,
    deletedByCustomer: row.deletedByCustomerAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Orders with their items, in the order of `rows`. */
async function withItems(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.position));
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return rows.map((row) => toOrder(row, byOrder.get(row.id) ?? []));
}

/** A customer's own orders, newest first, without those they deleted from their list. */
export async function listOrdersOfCustomer(db: Db, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), isNull(orders.deletedByCustomerAt)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(db, rows);
}

/** Number of orders per user (all of them, as the admin sees them). */
export async function countOrdersByUsers(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: orders.userId, total: count() })
    .from(orders)
    .where(inArray(orders.userId, userIds))
    .groupBy(orders.userId);
  return new Map(rows.map((r) => [r.userId, r.total]));
}

/** Whether the user has an order in state `delivered` that contains the product. */
export async function hasDeliveredOrderWith(db: Db, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The options of the variant the user last received of the product (empty for a product without
 * options), from their newest delivered order with it; null when no delivered order has it.
 */
export async function findDeliveredOptions(
  db: Db,
  userId: string,
  productId: string,
): Promise<OrderItemRow['options'] | null> {
  const [row] = await db
    .select({ options: orderItems.options })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ? row.options : null;
}

/** A plant of a delivered order, as bought. */
export interface DeliveredPlant {
  productId: string;
  name: string;
  nameBn: string | null;
}

/**
 * The plants (category `plants`) of the user's delivered orders, each product once, the most recently
 * ordered first, at most `limit`.
 */
export async function listDeliveredPlants(db: Db, userId: string, limit: number): Promise<DeliveredPlant[]> {
  const rows = await db
    .select({
      productId: orderItems.productId,
      name: orderItems.name,
      nameBn: orderItems.nameBn,
      orderedAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.category, 'plants')))
    .orderBy(desc(orders.createdAt), asc(orderItems.position));
  const seen = new Map<string, DeliveredPlant>();
  for (const row of rows) {
    if (seen.size >= limit) break;
    if (!seen.has(row.productId)) {
      seen.set(row.productId, { productId: row.productId, name: row.name, nameBn: row.nameBn });
    }
  }
  return [...seen.values()];
}

/**
 * The user's delivered order holding a plant: `orderId` when given (null when it is not theirs, not
 * delivered or holds no plant), else the latest. Answers its id and the phone it was delivered to.
 */
export async function findDeliveredPlantOrder(
  db: Db,
  userId: string,
  orderId?: string,
): Promise<{ id: string; phone: string } | null> {
  const [row] = await db
    .select({ id: orders.id, shipping: orders.shipping })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'delivered'),
        orderId === undefined ? undefined : eq(orders.id, orderId),
        sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.category} = 'plants')`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row ? { id: row.id, phone: row.shipping.phone } : null;
}

/**
 * The work waiting on the shop, from one pass over the open orders (`orders_status_created_idx`): cash
 * on delivery to call, accepted orders without a live courier booking, accepted orders not yet gone.
 */
export async function countQueues(db: Db): Promise<{ toConfirm: number; toBook: number; toShip: number }> {
  const [row] = await db
    .select({
      toConfirm: sql<number>`count(*) filter (where ${orders.status} = 'pending'
        and ${orders.confirmation} in ('to_confirm', 'no_answer'))`.mapWith(Number),
      toBook:
        sql<number>`count(*) filter (where ${orders.status} = 'accepted' and not ${LIVE_BOOKING})`.mapWith(
          Number,
        ),
      toShip: sql<number>`count(*) filter (where ${orders.status} = 'accepted')`.mapWith(Number),
    })
    .from(orders)
    .where(inArray(orders.status, ['pending', 'accepted']));
  return { toConfirm: row?.toConfirm ?? 0, toBook: row?.toBook ?? 0, toShip: row?.toShip ?? 0 };
}

export type NewOrderRow = typeof orders.$inferInsert;

/** The shipping block's search columns (back-office-repository.ts searches and filters by them). */
function searchColumnsOf(shipping: OrderShipping) {
  const phone = shipping.phone ?? '';
  return {
    phone,
    phoneReversed: [...phone].reverse().join(''),
    customerName: shipping.name,
    email: shipping.email,
    districtId: shipping.districtId ?? null,
  };
}
export type NewOrderItemRow = Omit<typeof orderItems.$inferInsert, 'orderId'>;

export async function insertOrder(db: Db, row: NewOrderRow, items: NewOrderItemRow[]): Promise<Order> {
  const [inserted] = await db
    .insert(orders)
    .values({ ...row, ...searchColumnsOf(row.shipping) })
    .returning();
  const insertedItems = await db
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, orderId: inserted!.id })))
    .returning();
  return toOrder(inserted!, insertedItems);
}

export async function findOrder(db: Db, id: string): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) return null;
  const [order] = await withItems(db, [row]);
  return order ?? null;
}

/** Inside a transaction: the order as it is, its row held until the commit (no two status changes race). */
export async function lockOrder(db: Db, id: string): Promise<Order | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) return null;
  const [order] = await withItems(db, [row]);
  return order ?? null;
}

export async function findOrderByIdempotencyKey(db: Db, userId: string, key: string): Promise<Order | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  if (!row) return null;
  const [order] = await withItems(db, [row]);
  return order ?? null;
}

export async function isPaymentIntentUsed(db: Db, paymentIntentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentIntentId, paymentIntentId));
  return Boolean(row);
}

/** Every order, newest first, those hidden by their customer included (the admin keeps every record). */
export async function listAllOrders(db: Db): Promise<Order[]> {
  const rows = await db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id));
  return withItems(db, rows);
}

export type OrderChanges = Partial<
  Pick<
    NewOrderRow,
    | 'status'
    | 'paymentStatus'
    | 'paymentMethod'
    | 'paymentDueAt'
    | 'deletedByCustomerAt'
    | 'trackingCode'
    | 'confirmation'
    | 'callAttempts'
    | 'deliveryAttempts'
    | 'cancelReason'
    | 'returnReason'
  >
>;

/**
 * Changes an order only while it is still pending and awaiting its redirect payment: the guard that makes
 * a payment, a failure, an expiry and a switch to cash on delivery happen once, whichever comes first.
 * With a `move`, its payment status moves as the table declares (SERVER_PAYMENT_MOVES).
 */
export async function updateAwaitingOrder(
  db: Db,
  id: string,
  changes: Omit<OrderChanges, 'paymentStatus'>,
  move?: ServerPaymentMove,
): Promise<Order | null> {
  const from: readonly PaymentStatus[] = move ? SERVER_PAYMENT_MOVES[move].from : ['awaiting_payment'];
  const [row] = await db
    .update(orders)
    .set({
      ...changes,
      ...(move ? { paymentStatus: SERVER_PAYMENT_MOVES[move].to } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending'), inArray(orders.paymentStatus, [...from])))
    .returning();
  if (!row) return null;
  const [order] = await withItems(db, [row]);
  return order ?? null;
}

/** An order leaves the confirmation queue as confirmed (one paid before it ships has no confirmation at all). */
export async function markConfirmed(db: Db, id: string): Promise<void> {
  await db
    .update(orders)
    .set({ confirmation: 'confirmed' })
    .where(and(eq(orders.id, id), isNotNull(orders.confirmation)));
}

/** A refund the provider confirmed: refund due → refunded, once. */
/**
 * Moves an order's payment status as SERVER_PAYMENT_MOVES declares, only from the statuses it names;
 * false when the order was elsewhere (another request moved it first).
 */
export async function movePayment(db: Db, id: string, move: ServerPaymentMove): Promise<boolean> {
  const { from, to } = SERVER_PAYMENT_MOVES[move];
  const rows = await db
    .update(orders)
    .set({ paymentStatus: to, updatedAt: new Date() })
    .where(and(eq(orders.id, id), inArray(orders.paymentStatus, [...from])))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** A waiting order whose provider gave no clear answer keeps its hold a while longer (issue 28). */
export async function extendHold(db: Db, id: string, until: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ paymentDueAt: until, updatedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.status, 'pending'), eq(orders.paymentStatus, 'awaiting_payment')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Orders whose redirect payment hold has ended, oldest first. */
export async function listExpiredHolds(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'awaiting_payment'), lt(orders.paymentDueAt, now)))
    .orderBy(asc(orders.paymentDueAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function updateOrder(db: Db, id: string, changes: OrderChanges): Promise<Order | null> {
  const [row] = await db
    .update(orders)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  if (!row) return null;
  const [order] = await withItems(db, [row]);
  return order ?? null;
}

/*
 * Courier bookings (issue 23 item 5): what the couriers module reads and writes through
 * order-courier-service.ts. A booking is written only by one conditional update, so an order is never
 * half-booked and never booked twice.
 */

const courierColumns = {
  id: orders.id,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  /** Poisha. */
  total: orders.total,
  courier: orders.courier,
  consignmentId: orders.consignmentId,
  trackingCode: orders.trackingCode,
  trackingUrl: orders.trackingUrl,
  courierStatus: orders.courierStatus,
  courierCheckedAt: orders.courierCheckedAt,
};

export interface CourierBookingRow {
  id: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Poisha. */
  total: number;
  courier: string | null;
  consignmentId: string | null;
  trackingCode: string | null;
  trackingUrl: string | null;
  courierStatus: CourierParcelStatus | null;
  courierCheckedAt: Date | null;
}

/** An order's courier booking with its status and payment; null when there is no such order. */
export async function findCourierBooking(db: Db, id: string): Promise<CourierBookingRow | null> {
  const [row] = await db.select(courierColumns).from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** Inside a transaction: the same, its row held until the commit. */
export async function lockCourierBooking(db: Db, id: string): Promise<CourierBookingRow | null> {
  const [row] = await db.select(courierColumns).from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

/** What a courier answered when it took a parcel. */
export interface NewCourierBooking {
  courier: string;
  consignmentId: string;
  trackingCode: string;
  trackingUrl: string | null;
  courierStatus: CourierParcelStatus;
  at: Date;
}

/**
 * Marks an accepted order booked, only while it has no booking (or only one the courier cancelled
 * before pickup): false when it changed meanwhile (cancelled, or booked by someone else).
 */
export async function setCourierBooking(db: Db, id: string, booking: NewCourierBooking): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({
      courier: booking.courier,
      consignmentId: booking.consignmentId,
      trackingCode: booking.trackingCode,
      trackingUrl: booking.trackingUrl,
      courierStatus: booking.courierStatus,
      courierCheckedAt: booking.at,
      updatedAt: booking.at,
    })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.status, 'accepted'),
        or(isNull(orders.consignmentId), eq(orders.courierStatus, 'cancelled')),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The courier's latest word on the parcel, and when it came. */
export async function setCourierStatus(
  db: Db,
  id: string,
  courierStatus: CourierParcelStatus,
  at: Date,
): Promise<void> {
  await db.update(orders).set({ courierStatus, courierCheckedAt: at }).where(eq(orders.id, id));
}

/** The courier was asked about the parcel (whatever it said), so the poll asks about others first. */
export async function markCourierChecked(db: Db, id: string, at: Date): Promise<void> {
  await db.update(orders).set({ courierCheckedAt: at }).where(eq(orders.id, id));
}

/** The order a courier's consignment belongs to; null when none of ours is booked with it. */
export async function findOrderIdByConsignment(
  db: Db,
  courier: string,
  consignmentId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.courier, courier), eq(orders.consignmentId, consignmentId)));
  return row?.id ?? null;
}

/**
 * Booked parcels of orders still on their way (accepted or shipped) whose courier has said nothing
 * final and nothing since `staleBefore`, stalest first: what the poll asks the couriers about.
 */
export async function listCourierParcelsToPoll(
  db: Db,
  options: { couriers: string[]; staleBefore: Date; limit: number },
): Promise<{ orderId: string; courier: string; consignmentId: string }[]> {
  if (options.couriers.length === 0) return [];
  const rows = await db
    .select({ orderId: orders.id, courier: orders.courier, consignmentId: orders.consignmentId })
    .from(orders)
    .where(
      and(
        isNotNull(orders.consignmentId),
        inArray(orders.status, ['accepted', 'shipped']),
        inArray(orders.courier, options.couriers),
        or(isNull(orders.courierStatus), notInArray(orders.courierStatus, [...FINAL_PARCEL_STATUSES])),
        or(isNull(orders.courierCheckedAt), lt(orders.courierCheckedAt, options.staleBefore)),
      ),
    )
    .orderBy(sql`${orders.courierCheckedAt} asc nulls first`)
    .limit(options.limit);
  return rows.map((row) => ({
    orderId: row.orderId,
    courier: row.courier ?? '',
    consignmentId: row.consignmentId ?? '',
  }));
}
