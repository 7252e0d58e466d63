import {
  CANCEL_REASONS,
  type CancelReason,
  type CategoryId,
  type ChosenOption,
  CONFIRMATION_STATES,
  COURIER_PARCEL_STATUSES,
  type ConfirmationState,
  type CourierParcelStatus,
  LOCALES,
  type Locale,
  ORDER_EVENT_KINDS,
  ORDER_STATUSES,
  type OrderEventKind,
  type OrderGift,
  type OrderShipping,
  type OrderStatus,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
  RETURN_REASONS,
  type ReturnReason,
} from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, updatedAt } from './columns.js';
import { paymentIntents } from './payments-intents.js';
import { user } from './users.js';

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull(),
    /** One payment pays for one order: the unique index makes a second claim fail. */
    paymentIntentId: text('payment_intent_id').references(() => paymentIntents.id),
    shipping: jsonb('shipping').$type<OrderShipping>().notNull(),
    /** A gift's recipient, note and SMS wish (docs/behaviour.md §9); null when the buyer receives it. */
    gift: jsonb('gift').$type<OrderGift>(),
    subtotal: integer('subtotal').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
    /** The discount code the order used (upper-case), its use recorded in `coupon_redemptions`. */
    couponCode: text('coupon_code'),
    idempotencyKey: text('idempotency_key'),
    /** A redirect payment's hold ends here; the expiry task cancels the order if still unpaid. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    deletedByCustomerAt: timestamp('deleted_by_customer_at', { withTimezone: true }),
    /** The shopper's language at checkout: the order's messages are written in it. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    /** The courier's tracking code, set by the admin when the order ships. */
    trackingCode: text('tracking_code'),
    /*
     * The back office's columns (issue 23). The shipping block's phone, name, email and district are
     * copied out of `shipping` when the order is placed, so staff search and filter a hundred thousand
     * orders by index; `phone_reversed` finds a phone by its last digits with a prefix scan.
     */
    phone: text('phone').notNull().default(''),
    phoneReversed: text('phone_reversed').notNull().default(''),
    customerName: text('customer_name').notNull().default(''),
    email: text('email').notNull().default(''),
    districtId: integer('district_id'),
    deliveryZone: text('delivery_zone'),
    /** A cash-on-delivery order's confirmation call; null for an order paid before it ships. */
    confirmation: text('confirmation').$type<ConfirmationState>(),
    callAttempts: integer('call_attempts').notNull().default(0),
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    returnReason: text('return_reason').$type<ReturnReason>(),
    /** The courier the parcel is booked with, its consignment id and the shopper's tracking page. */
    courier: text('courier'),
    consignmentId: text('consignment_id'),
    trackingUrl: text('tracking_url'),
    /** Where the courier last said the parcel is (shared COURIER_PARCEL_STATUSES); null while not booked. */
    courierStatus: text('courier_status').$type<CourierParcelStatus>(),
    /** When the courier last told us about the parcel (webhook or poll): the poll asks about the stalest first. */
    courierCheckedAt: timestamp('courier_checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('orders_status_check', isOneOf(t.status, ORDER_STATUSES)),
    check('orders_confirmation_check', isOneOf(t.confirmation, CONFIRMATION_STATES)),
    check('orders_cancel_reason_check', isOneOf(t.cancelReason, CANCEL_REASONS)),
    check('orders_return_reason_check', isOneOf(t.returnReason, RETURN_REASONS)),
    index('orders_phone_reversed_idx').using('btree', sql`${t.phoneReversed} text_pattern_ops`),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_district_created_idx').on(t.districtId, t.createdAt),
    index('orders_confirmation_idx')
      .on(t.confirmation, t.createdAt)
      .where(sql`${t.confirmation} is not null`),
    index('orders_total_idx').on(t.total),
    index('orders_name_trgm_idx').using('gin', sql`lower(${t.customerName}) gin_trgm_ops`),
    index('orders_email_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
    // An order's number is the last 6 characters of its id, upper-cased (orderNumber in packages/shared).
    index('orders_number_idx').on(sql`upper(right(${t.id}, 6))`),
    index('orders_courier_consignment_idx').on(t.courier, t.consignmentId),
    check('orders_courier_status_check', isOneOf(t.courierStatus, COURIER_PARCEL_STATUSES)),
    // The courier poll's scan: booked parcels of orders still on their way, stalest first.
    index('orders_courier_poll_idx')
      .on(t.courierCheckedAt)
      .where(sql`${t.consignmentId} is not null and ${t.status} in ('accepted', 'shipped')`),
    check('orders_locale_check', isOneOf(t.locale, LOCALES)),
    check('orders_payment_status_check', isOneOf(t.paymentStatus, PAYMENT_STATUSES)),
    check('orders_payment_method_check', isOneOf(t.paymentMethod, PAYMENT_METHODS)),
    // The expiry task's scan: only orders still waiting for a redirect payment.
    index('orders_payment_due_idx').on(t.paymentDueAt).where(sql`${t.paymentStatus} = 'awaiting_payment'`),
    uniqueIndex('orders_payment_intent_idx').on(t.paymentIntentId),
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
  ],
);

/**
 * An order's timeline: every state change, payment event, call, delivery attempt, return, note, message
 * and courier event, with who did it (null: the shop itself or the shopper) and when. Rows are only ever
 * added. `actor_name` is kept as it was, so a renamed or deleted account still reads right.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    kind: text('kind').$type<OrderEventKind>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    check('order_events_kind_check', isOneOf(t.kind, ORDER_EVENT_KINDS)),
    index('order_events_order_idx').on(t.orderId, t.at),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    /** The variant bought (no foreign key: a variant may be deleted, the line stays as bought). */
    variantId: text('variant_id').notNull(),
    /** Its options and values as they were named when bought; empty for a product without options. */
    options: jsonb('options').$type<ChosenOption[]>().notNull().default([]),
    /** The variant's SKU when bought (the packing slip's pick list); null on lines from before variants. */
    sku: text('sku'),
    category: text('category').$type<CategoryId>().notNull(),
    name: text('name').notNull(),
    // The Bangla name as bought (null when the product had none), so a Bangla shopper's orders read Bangla.
    nameBn: text('name_bn'),
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    imageUrl: text('image_url').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/**
 * What each customer's orders add up to (issue 24 item 4), one row per customer who ever ordered: the
 * back office's customers list sorts and pages by these in SQL. Kept by statement triggers on `orders`
 * (migration 0019), in the transaction of every write to `orders`, whichever code makes it; a change adds
 * its difference, so concurrent orders of one customer never overwrite each other's counts. `spent` is
 * poisha and counts what the reports count as sales (reports-repository SOLD): placed, paid or to be paid
 * on delivery, and not cancelled, returned or refunded.
 */
export const customerOrderFigures = pgTable('customer_order_figures', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  orders: integer('orders').notNull().default(0),
  spent: bigint('spent', { mode: 'number' }).notNull().default(0),
  lastOrderAt: timestamp('last_order_at', { withTimezone: true, mode: 'date' }),
  returns: integer('returns').notNull().default(0),
  cancellations: integer('cancellations').notNull().default(0),
});
