import type { ChosenOption } from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';
import { createdAt, updatedAt } from './columns.js';
import { user } from './users.js';

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
    /** The options of the variant the author received, as bought (docs/decisions/038); empty without options. */
    boughtOptions: jsonb('bought_options').$type<ChosenOption[]>().notNull().default([]),
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
