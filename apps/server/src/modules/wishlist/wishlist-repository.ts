import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { wishlistItems } from '../../db/schema/wishlist.js';
import { violatedForeignKey } from '../../lib/db-errors.js';

/** The product ids on a user's wishlist, most recently added first. */
export async function listWishlistProductIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return rows.map((row) => row.productId);
}

export type AddOutcome = 'added' | 'already-there' | 'no-such-user' | 'no-such-product';

/** Adds once: a second add of the same product changes nothing. A missing user or product is reported. */
export async function addToWishlist(db: Db, userId: string, productId: string): Promise<AddOutcome> {
  try {
    const inserted = await db
      .insert(wishlistItems)
      .values({ userId, productId })
      .onConflictDoNothing()
      .returning({ productId: wishlistItems.productId });
    return inserted.length > 0 ? 'added' : 'already-there';
  } catch (error) {
    const constraint = violatedForeignKey(error);
    if (constraint?.includes('user_id')) return 'no-such-user';
    if (constraint?.includes('product_id')) return 'no-such-product';
    throw error;
  }
}

/** Whether the entry existed (and is now gone). */
export async function removeFromWishlist(db: Db, userId: string, productId: string): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  return removed.length > 0;
}
