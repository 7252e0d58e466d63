import type { CategoryId } from '@plantopia/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comments, products } from '../../db/schema.js';

export type CommentRow = typeof comments.$inferSelect;
export type NewCommentRow = typeof comments.$inferInsert;

/**
 * The product's category, with a key-share lock held until the transaction ends, so the product cannot
 * be deleted between this check and the insert of a comment on it.
 */
export async function lockProductCategory(db: Db, productId: string): Promise<CategoryId | null> {
  const [row] = await db
    .select({ category: products.category })
    .from(products)
    .where(eq(products.id, productId))
    .for('key share');
  return row?.category ?? null;
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
