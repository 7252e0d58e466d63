import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reviews } from '../../db/schema/reviews.js';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;

/** The visible reviews of these products, newest first. */
export async function findVisibleOfProducts(db: Db, productIds: string[]): Promise<ReviewRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(reviews)
    .where(and(inArray(reviews.productId, productIds), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export async function findByAuthor(db: Db, productId: string, userId: string): Promise<ReviewRow | null> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
  return row ?? null;
}

export async function findById(db: Db, id: string): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row ?? null;
}

/** Inserts unless the author already reviewed the product (the unique index decides): null then. */
export async function insertReview(db: Db, row: NewReviewRow): Promise<ReviewRow | null> {
  const [inserted] = await db.insert(reviews).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function updateReview(
  db: Db,
  id: string,
  changes: Partial<Pick<NewReviewRow, 'rating' | 'text' | 'imageUrl' | 'hiddenAt'>>,
  touch: boolean,
): Promise<ReviewRow | null> {
  const [row] = await db
    .update(reviews)
    .set({ ...changes, ...(touch ? { updatedAt: new Date() } : {}) })
    .where(eq(reviews.id, id))
    .returning();
  return row ?? null;
}

export async function deleteReview(db: Db, id: string): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}

/** The product's average (two decimals) and count over its visible reviews, in the caller's transaction. */
export async function ratingOf(db: Db, productId: string): Promise<{ average: number; count: number }> {
  const [row] = await db
    .select({
      average: sql<number>`coalesce(round(avg(${reviews.rating})::numeric, 2)::float8, 0)`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)));
  return { average: Number(row?.average ?? 0), count: Number(row?.count ?? 0) };
}

/** The admin's list: every review, hidden ones too, newest first. */
export async function listForAdmin(db: Db, limit: number, offset: number): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
}

export async function countAll(db: Db): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(reviews);
  return row?.total ?? 0;
}
