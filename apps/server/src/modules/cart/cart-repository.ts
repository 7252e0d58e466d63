import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cartItems } from '../../db/schema/cart.js';
import { violatedForeignKey } from '../../lib/db-errors.js';

export interface StoredLine {
  productId: string;
  variantId: string;
  quantity: number;
}

/** Number of cart lines per user. */
export async function countCartItemsByUsers(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: cartItems.userId, total: count() })
    .from(cartItems)
    .where(inArray(cartItems.userId, userIds))
    .groupBy(cartItems.userId);
  return new Map(rows.map((r) => [r.userId, r.total]));
}

/** A user's lines in the order the shopper added them. */
export async function findCartLines(db: Db, userId: string): Promise<StoredLine[]> {
  return db
    .select({ productId: cartItems.productId, variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.position));
}

export type ReplaceOutcome = 'saved' | 'no-such-user' | 'no-such-product';

/**
 * Replaces the whole cart in one transaction; a product deleted meanwhile or an unknown user is reported.
 *
 * Saves of one shopper's cart are serialised by locking the shopper's `user` row first. Without it, two
 * overlapping delete-then-insert transactions on PostgreSQL each delete only the lines committed before
 * they started, then both insert the same (user, product) keys: the second fails on the primary key
 * (a 500), and under other timings the lines of two carts could mix. With the lock, the second save
 * waits for the first to commit, and since READ COMMITTED takes a fresh snapshot per statement, its
 * delete then sees and removes the first save's lines: the last save wins whole.
 *
 * Why the user row rather than an advisory lock or an upsert: the row is exactly the thing a cart
 * belongs to, so the lock needs no key scheme that could collide with other advisory locks or between
 * users; it also answers "no such user" without relying on the foreign key, and a user deleted meanwhile
 * waits for the save (the cascade then removes its lines). An upsert alone would not remove the lines
 * another save left behind, so carts could still mix. `for no key update` is the weakest lock that
 * conflicts with itself: it does not block the `key share` locks that foreign-key checks take (an
 * order, a session or a comment being written for the same user goes on). PGlite runs one transaction
 * at a time, so there the lock is simply taken at once.
 */
export async function replaceCart(
  db: Db,
  userId: string,
  lines: StoredLine[],
  lockOwner: (tx: Db, userId: string) => Promise<boolean>,
): Promise<ReplaceOutcome> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockOwner(tx, userId))) return 'no-such-user';
      await tx.delete(cartItems).where(eq(cartItems.userId, userId));
      if (lines.length === 0) return 'saved';
      await tx.insert(cartItems).values(
        lines.map((line, position) => ({
          userId,
          productId: line.productId,
          variantId: line.variantId,
          quantity: line.quantity,
          position,
          updatedAt: new Date(),
        })),
      );
      return 'saved';
    });
  } catch (error) {
    const constraint = violatedForeignKey(error);
    if (constraint?.includes('user_id')) return 'no-such-user';
    if (constraint?.includes('product_id') || constraint?.includes('variant_id')) return 'no-such-product';
    throw error;
  }
}

export async function deleteCart(db: Db, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
