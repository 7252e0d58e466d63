import type { Blog, PostSuggestion } from '@plantopia/shared';
import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogs } from '../../db/schema/blog.js';
import { containsWords, soundsLike } from '../../lib/search-words.js';

type BlogRow = typeof blogs.$inferSelect;
export type NewBlogRow = typeof blogs.$inferInsert;

export function toBlog(row: BlogRow): Blog {
  return {
    _id: row.id,
    title: row.title,
    author: row.author,
    imageUrl: row.imageUrl,
    tags: row.tags,
    content: row.content,
    titleBn: row.titleBn,
    contentBn: row.contentBn,
    authorBn: row.authorBn,
    tagsBn: row.tagsBn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listBlogs(db: Db): Promise<Blog[]> {
  const rows = await db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
  return rows.map(toBlog);
}

/**
 * Posts whose title contains the words or sounds like them (decision 035), newest first. A shop has
 * tens of posts, not thousands, so the titles' keys are worked out as they are read, without an index.
 */
export async function suggestPosts(db: Db, q: string, limit: number): Promise<PostSuggestion[]> {
  const titles = sql`${blogs.title} || ' ' || coalesce(${blogs.titleBn}, '')`;
  return db
    .select({ _id: blogs.id, title: blogs.title, titleBn: blogs.titleBn })
    .from(blogs)
    .where(or(containsWords(sql`search_key(${titles})`, q), soundsLike(sql`search_sounds(${titles})`, q)))
    .orderBy(desc(blogs.createdAt), desc(blogs.id))
    .limit(limit);
}

export async function findBlog(db: Db, id: string): Promise<Blog | null> {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
  return row ? toBlog(row) : null;
}

/** Writes the given fields; null when no post has that id. */
export async function updateBlog(db: Db, id: string, changes: Partial<NewBlogRow>): Promise<Blog | null> {
  const [row] = await db
    .update(blogs)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(blogs.id, id))
    .returning();
  return row ? toBlog(row) : null;
}

export async function deleteBlog(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(blogs).where(eq(blogs.id, id)).returning({ id: blogs.id });
  return deleted.length > 0;
}

export async function insertBlogs(db: Db, rows: NewBlogRow[]): Promise<Blog[]> {
  if (rows.length === 0) return [];
  return (await db.insert(blogs).values(rows).returning()).map(toBlog);
}
