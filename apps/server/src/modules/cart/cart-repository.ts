import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cartItems } from '../../db/schema.js';
import { violatedForeignKey } from '../../lib/db-errors.js';

export interface StoredLine {
  productId: string;
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
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.position));
}

export type ReplaceOutcome = 'saved' | 'no-such-user' | 'no-such-product';

/** Replaces the whole cart in one transaction; a product deleted meanwhile or an unknown user is reported. */
export async function replaceCart(db: Db, userId: string, lines: StoredLine[]): Promise<ReplaceOutcome> {
  try {
    await db.transaction(async (tx) => {
      await tx.delete(cartItems).where(eq(cartItems.userId, userId));
      if (lines.length === 0) return;
      await tx.insert(cartItems).values(
        lines.map((line, position) => ({
          userId,
          productId: line.productId,
          quantity: line.quantity,
          position,
          updatedAt: new Date(),
        })),
      );
    });
    return 'saved';
  } catch (error) {
    const constraint = violatedForeignKey(error);
    if (constraint?.includes('user_id')) return 'no-such-user';
    if (constraint?.includes('product_id')) return 'no-such-product';
    throw error;
  }
}

export async function deleteCart(db: Db, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
