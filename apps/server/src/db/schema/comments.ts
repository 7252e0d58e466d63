import { type AnyPgColumn, index, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';
import { createdAt } from './columns.js';
import { user } from './users.js';

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
