import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalog.js';
import { updatedAt } from './columns.js';
import { user } from './users.js';

export const cartItems = pgTable(
  'cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** What the line buys (docs/decisions/038); lines saved before variants name the product's first. */
    variantId: text('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Keeps the shopper's order of lines stable. */
    position: integer('position').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.variantId] }),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
    index('cart_items_product_idx').on(t.productId),
    index('cart_items_variant_idx').on(t.variantId),
  ],
);
