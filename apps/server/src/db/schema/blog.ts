import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

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
