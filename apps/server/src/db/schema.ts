import {
  CANCEL_REASONS,
  CATEGORY_IDS,
  type CancelReason,
  type CategoryId,
  CONFIRMATION_STATES,
  COUPON_KINDS,
  COURIER_PARCEL_STATUSES,
  COURIER_PLACE_LEVELS,
  type ConfirmationState,
  type CouponKind,
  type CourierParcelStatus,
  type CourierPlaceLevel,
  LOCALES,
  type Locale,
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  type MessageChannel,
  type MessageKind,
  type MessageStatus,
  ORDER_EVENT_KINDS,
  ORDER_STATUSES,
  type OrderEventKind,
  type OrderShipping,
  type OrderStatus,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
  REDIRECT_PAYMENT_METHODS,
  REFUND_STATUSES,
  RETURN_REASONS,
  type RedirectPaymentMethod,
  type RefundStatus,
  type ReturnReason,
  type Role,
  type ShippingAddress,
} from '@plantopia/shared';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A check that a column holds one of a closed set declared in packages/shared (the set lives there only). */
function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

/* ---------- Accounts: Better Auth's four tables, with the shop's extras on `user`. ---------- */

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role').$type<Role>().notNull().default('user'),
  shippingAddress: jsonb('shipping_address').$type<Partial<ShippingAddress>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/**
 * Failed password sign-ins per email address (docs/security.md: limited per account as well as per IP), kept in
 * the database so that every server behind one PostgreSQL counts the same failures. Keyed by the address
 * as typed (lower-cased), whether or not an account has it, so a lock reveals nothing.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sign_in_failures_window_idx').on(t.windowStartedAt)],
);

/* ---------- Catalog ---------- */

/**
 * All four categories share one table: the common fields are columns (filtered, sorted, indexed);
 * the category's extra attributes live in `attributes`, validated by the shared zod schema on write.
 * Money is integer poisha.
 */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    category: text('category').$type<CategoryId>().notNull(),
    subcategory: text('subcategory').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    isFeatured: boolean('is_featured').notNull().default(false),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    careInstructions: jsonb('care_instructions').$type<string[]>().notNull().default([]),
    /** Bangla twins of the texts above (docs/behaviour.md §11): null or empty when the product has none. */
    nameBn: text('name_bn'),
    descriptionBn: text('description_bn'),
    featuresBn: jsonb('features_bn').$type<string[]>().notNull().default([]),
    careInstructionsBn: jsonb('care_instructions_bn').$type<string[]>().notNull().default([]),
    /**
     * What `q` searches, written once per change: search_key() over both languages' name and
     * description (docs/decisions/021). Stored, so a search's recheck reads it instead of recomputing.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`search_key(${products.name} || ' ' || ${products.description} || ' ' || coalesce(${products.nameBn}, '') || ' ' || coalesce(${products.descriptionBn}, ''))`,
      ),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    /** Grams, pot and soil included: what the delivery fee's weight charge counts (docs/decisions/011). */
    shippingWeight: integer('shipping_weight').notNull().default(1000),
    /**
     * The visible reviews summed up (docs/decisions/016), rewritten in the transaction of every review
     * write: the listing sorts by them through an index, and no page counts reviews per product.
     */
    ratingAverage: doublePrecision('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_category_check', isOneOf(t.category, CATEGORY_IDS)),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_shipping_weight_check', sql`${t.shippingWeight} >= 0`),
    index('products_category_price_idx').on(t.category, t.price, t.id),
    index('products_category_subcategory_price_idx').on(t.category, t.subcategory, t.price, t.id),
    index('products_category_name_idx').on(t.category, t.name, t.id),
    index('products_category_created_idx').on(t.category, t.createdAt, t.id),
    index('products_category_rating_idx').on(t.category, t.ratingAverage, t.ratingCount, t.id),
    index('products_featured_idx').on(t.category).where(sql`${t.isFeatured}`),
    // Both scripts through one index: search_key() spells Bengali in ASCII word characters (decision 021).
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_product_created_idx').on(t.productId, t.createdAt),
    index('comments_parent_idx').on(t.parentId),
  ],
);

/** One review per product per shopper (the unique index), written only after a delivered order. */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    /** When an admin hid it; a hidden review leaves the page and the average. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_user_idx').on(t.userId),
    index('reviews_created_idx').on(t.createdAt),
  ],
);

/* ---------- Shopper state ---------- */

export const cartItems = pgTable(
  'cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Keeps the shopper's order of lines stable. */
    position: integer('position').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
    index('cart_items_product_idx').on(t.productId),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_product_idx').on(t.productId),
  ],
);

/* ---------- Money path ---------- */

export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id),
    /** Poisha. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('bdt'),
    provider: text('provider').$type<'sandbox' | 'stripe'>().notNull(),
    providerId: text('provider_id').notNull(),
    clientSecret: text('client_secret').notNull(),
    status: text('status').notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_intents_provider_idx').on(t.provider, t.providerId),
    uniqueIndex('payment_intents_client_secret_idx').on(t.clientSecret),
    index('payment_intents_user_idx').on(t.userId),
  ],
);

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
 * The owner's mapping of the shop's places to a courier's own (couriers module): Pathao books a parcel
 * to its city and zone ids, so each district is mapped to a city and each upazila to a zone. Empty until
 * the owner fills it in; a parcel to a place without its ids is not booked.
 */
export const courierPlaces = pgTable(
  'courier_places',
  {
    courier: text('courier').notNull(),
    level: text('level').$type<CourierPlaceLevel>().notNull(),
    /** The district's or upazila's id in data/bd-geo. */
    placeId: integer('place_id').notNull(),
    /** The courier's id for it (a Pathao city or zone id). */
    courierPlaceId: integer('courier_place_id').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.courier, t.level, t.placeId] }),
    check('courier_places_level_check', isOneOf(t.level, COURIER_PLACE_LEVELS)),
  ],
);

/** Items as bought: a copy of name, price and image, so deleting a product never changes an order. */
export const PAYMENT_SESSION_STATUSES = [
  'open',
  'paid',
  'review',
  'failed',
  'cancelled',
  'expired',
  'late',
] as const;
export type PaymentSessionStatus = (typeof PAYMENT_SESSION_STATUSES)[number];

/**
 * One attempt to pay an order at a redirect provider (bKash, SSLCommerz). `id` is what we send as the
 * provider's transaction id (SSLCommerz `tran_id`, bKash `merchantInvoiceNumber`); `providerRef` is the
 * provider's own id for the attempt (bKash `paymentID`, SSLCommerz `sessionkey`); `transactionId` is the
 * money movement once paid (bKash `trxID`, SSLCommerz `bank_tran_id`). At most one attempt pays an order.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').$type<RedirectPaymentMethod>().notNull(),
    /** Poisha: the order's total when the attempt was made. */
    amount: integer('amount').notNull(),
    providerRef: text('provider_ref'),
    status: text('status').$type<PaymentSessionStatus>().notNull().default('open'),
    transactionId: text('transaction_id'),
    /** SSLCommerz's validation id (what refunds and support ask for). */
    validationId: text('validation_id'),
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_sessions_provider_check', isOneOf(t.provider, REDIRECT_PAYMENT_METHODS)),
    check('payment_sessions_status_check', isOneOf(t.status, PAYMENT_SESSION_STATUSES)),
    uniqueIndex('payment_sessions_provider_ref_idx').on(t.provider, t.providerRef),
    // One payment pays one order: a second attempt that also took money is `late` and refunded.
    uniqueIndex('payment_sessions_paid_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ('paid', 'review')`),
    index('payment_sessions_order_idx').on(t.orderId),
  ],
);

/** Every refund the shop asked a provider for, kept as the record of money returned (or refused). */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The payment session a refund of a redirect payment returns (null for card payments). */
    sessionId: text('session_id').references(() => paymentSessions.id),
    provider: text('provider').notNull(),
    /** The provider's id for the refund (Stripe `re_…`, SSLCommerz `refund_ref_id`, bKash `refundTrxID`). */
    providerRef: text('provider_ref'),
    /** Poisha. */
    amount: integer('amount').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('refunds_status_check', isOneOf(t.status, REFUND_STATUSES)),
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    // One live refund per payment (an order's, or a late payment's session): a second ask while one is
    // under way, processing, unknown or made fails here instead of reaching the provider.
    uniqueIndex('refunds_live_idx')
      .on(t.orderId, sql`coalesce(${t.sessionId}, '')`)
      .where(sql`${t.status} in ('requesting', 'pending', 'unknown', 'succeeded')`),
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

/** A delivery zone as stored: its fee in poisha. */
export interface StoredDeliveryZone {
  name: string;
  /** Absent in tables saved before zones had Bangla names. */
  nameBn?: string | null;
  fee: number;
  districtIds: number[];
  upazilaIds: number[];
}

/**
 * The owner's shipping table (docs/decisions/011): one row, `id = 'current'`; no row means the default
 * table (SPEC's ৳100 on every order). Money in poisha.
 */
export const shippingTable = pgTable(
  'shipping_table',
  {
    id: text('id').primaryKey(),
    zones: jsonb('zones').$type<StoredDeliveryZone[]>().notNull(),
    defaultFee: integer('default_fee').notNull(),
    includedKg: integer('included_kg').notNull(),
    perExtraKg: integer('per_extra_kg').notNull(),
    freeDeliveryFrom: integer('free_delivery_from'),
    codMaxTotal: integer('cod_max_total'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shipping_table_single_row_check', sql`${t.id} = 'current'`),
    check(
      'shipping_table_fees_check',
      sql`${t.defaultFee} >= 0 and ${t.perExtraKg} >= 0 and ${t.includedKg} >= 0`,
    ),
  ],
);

/* ---------- Coupons (docs/decisions/017) ---------- */

/**
 * A discount code. `code` is stored upper-case (unique, so codes are case-insensitive). `value` is the
 * percent for `percent`, poisha for `fixed`, 0 for `free_delivery`. `uses` counts the orders holding a
 * use now: raised by one conditional update inside the order's transaction, lowered when the order ends.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    value: integer('value').notNull(),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    maxUses: integer('max_uses'),
    maxUsesPerShopper: integer('max_uses_per_shopper'),
    categories: jsonb('categories').$type<CategoryId[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(t.code),
    check('coupons_kind_check', isOneOf(t.kind, COUPON_KINDS)),
    check('coupons_uses_check', sql`${t.uses} >= 0`),
    check('coupons_window_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * One row per order that used a code: who used it (the per-shopper limit counts these) and whether the
 * use was given back (`releasedAt`, set once by a conditional update when the order ended).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId)],
);

/* ---------- Blog ---------- */

export const blogs = pgTable(
  'blogs',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    content: text('content').notNull(),
    titleBn: text('title_bn'),
    contentBn: text('content_bn'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blogs_created_idx').on(t.createdAt)],
);

/* ---------- Inbox: what shoppers send the shop outside an order ---------- */

/** One row per address (stored lower-cased): signing up twice changes nothing. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_subscriptions_created_idx').on(t.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** When an admin marked it read; null while it is new. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * The outbox of order messages (decision 018): each row is written in the transaction that changed its
 * order, already rendered, and a background worker sends it, claiming rows with `FOR UPDATE SKIP LOCKED`
 * so two servers never send the same one. `claimedUntil` is the claim's lease: a worker that died
 * mid-send leaves a row another worker takes again once the lease has run out.
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').$type<MessageKind>().notNull(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    recipient: text('recipient').notNull(),
    /** An email's subject; null for an SMS. */
    subject: text('subject'),
    /** The plain text of an email, or the SMS itself. */
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    status: text('status').$type<MessageStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('outbound_messages_kind_check', isOneOf(t.kind, MESSAGE_KINDS)),
    check('outbound_messages_channel_check', isOneOf(t.channel, MESSAGE_CHANNELS)),
    check('outbound_messages_status_check', isOneOf(t.status, MESSAGE_STATUSES)),
    // The worker's scan: only rows still to send (or whose claim may have been abandoned).
    index('outbound_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    index('outbound_messages_status_created_idx').on(t.status, t.createdAt),
    index('outbound_messages_order_idx').on(t.orderId),
  ],
);

/** Small facts about the database itself, e.g. that the demo shop was seeded (seed once, never twice). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

export const schema = {
  appMeta,
  user,
  session,
  account,
  verification,
  signInFailures,
  products,
  comments,
  reviews,
  cartItems,
  wishlistItems,
  paymentIntents,
  orders,
  orderItems,
  orderEvents,
  shippingTable,
  paymentSessions,
  refunds,
  blogs,
  newsletterSubscriptions,
  contactMessages,
  coupons,
  couponRedemptions,
  outboundMessages,
  courierPlaces,
};
