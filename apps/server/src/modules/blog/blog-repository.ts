import type { Blog } from '@plantopia/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogs } from '../../db/schema/blog.js';

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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listBlogs(db: Db): Promise<Blog[]> {
  const rows = await db.select().from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));
  return rows.map(toBlog);
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
