import type { Role, ShippingAddress } from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    // Better Auth's phone-number plugin (docs/decisions/037): set only by verifying a code sent to it.
    phoneNumber: text('phone_number').unique(),
    phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
    role: text('role').$type<Role>().notNull().default('user'),
    shippingAddress: jsonb('shipping_address').$type<Partial<ShippingAddress>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The back office's customers list (issue 24 item 4): newest first, and a search by name or email in
  // either script (search_key, decision 021) or by the last digits of the saved phone or the sign-in number.
  (t) => [
    index('user_created_idx').on(t.createdAt, t.id),
    index('user_search_idx').using('gin', sql`search_key(${t.name} || ' ' || ${t.email}) gin_trgm_ops`),
    index('user_phone_reversed_idx').using(
      'btree',
      sql`reverse(${t.shippingAddress} ->> 'phone') text_pattern_ops`,
    ),
    index('user_phone_number_reversed_idx').using('btree', sql`reverse(${t.phoneNumber}) text_pattern_ops`),
  ],
);

/**
 * An admin's block on an account's ordering (issue 24 item 4): the reason is for the shop's eyes only,
 * with who set it and when, and who lifted it and when. At most one block is open per account (the
 * partial unique index, which is also what order placement probes); the lifted ones stay as history.
 * Names are kept as they were, so a renamed or deleted admin still reads right.
 */
export const customerBlocks = pgTable(
  'customer_blocks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    blockedAt: timestamp('blocked_at', { withTimezone: true, mode: 'date' }).notNull(),
    blockedById: text('blocked_by_id').references(() => user.id, { onDelete: 'set null' }),
    blockedByName: text('blocked_by_name').notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true, mode: 'date' }),
    liftedById: text('lifted_by_id').references(() => user.id, { onDelete: 'set null' }),
    liftedByName: text('lifted_by_name'),
  },
  (t) => [
    uniqueIndex('customer_blocks_open_idx').on(t.userId).where(sql`${t.liftedAt} is null`),
    index('customer_blocks_user_idx').on(t.userId, t.blockedAt),
  ],
);

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
