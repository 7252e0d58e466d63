import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comments } from '../../db/schema/comments.js';

export type CommentRow = typeof comments.$inferSelect;
export type NewCommentRow = typeof comments.$inferInsert;

/** Every comment and reply of these products, in the order they were written. */
export async function findCommentsOfProducts(db: Db, productIds: string[]): Promise<CommentRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(comments)
    .where(inArray(comments.productId, productIds))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

/** A comment or reply of that product (a comment of another product is absent), optionally locked. */
export async function findComment(
  db: Db,
  productId: string,
  commentId: string,
  options: { lock?: boolean } = {},
): Promise<CommentRow | null> {
  const query = db
    .select()
    .from(comments)
    .where(and(eq(comments.id, commentId), eq(comments.productId, productId)));
  const [row] = options.lock ? await query.for('key share') : await query;
  return row ?? null;
}

export async function insertComment(db: Db, row: NewCommentRow): Promise<CommentRow> {
  const [inserted] = await db.insert(comments).values(row).returning();
  return inserted!;
}

/** Deletes a comment; its replies go with it (foreign key `on delete cascade`). */
export async function deleteComment(db: Db, commentId: string): Promise<void> {
  await db.delete(comments).where(eq(comments.id, commentId));
}
