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
    /** Bangla twins of the byline and the tags (docs/behaviour.md §11): null or empty when the post has none. */
    authorBn: text('author_bn'),
    tagsBn: jsonb('tags_bn').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blogs_created_idx').on(t.createdAt)],
);
