import { type CategoryId, COUPON_KINDS, type CouponKind } from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { orders } from './orders.js';
import { user } from './users.js';

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
