import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderItems, orders, products, reviews } from '../../db/schema.js';

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

/** Whether the user has an order in state `delivered` that contains the product. */
export async function hasDeliveredOrderWith(db: Db, userId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)),
    )
    .limit(1);
  return row !== undefined;
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

/** Rewrites the product's average and count from its visible reviews, in the caller's transaction. */
export async function refreshRating(db: Db, productId: string): Promise<void> {
  await db
    .update(products)
    .set({
      ratingAverage: sql`coalesce((select round(avg(${reviews.rating})::numeric, 2)::float8 from ${reviews} where ${reviews.productId} = ${productId} and ${reviews.hiddenAt} is null), 0)`,
      ratingCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${productId} and ${reviews.hiddenAt} is null)`,
    })
    .where(eq(products.id, productId));
}

/** The admin's list: every review, hidden ones too, newest first, with the product's name. */
export async function listForAdmin(
  db: Db,
  limit: number,
  offset: number,
): Promise<Array<{ review: ReviewRow; productName: string }>> {
  return db
    .select({ review: reviews, productName: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
}

export async function countAll(db: Db): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(reviews);
  return row?.total ?? 0;
}
