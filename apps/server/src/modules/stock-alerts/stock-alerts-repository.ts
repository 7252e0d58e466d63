import type { MessageChannel } from '@plantopia/shared';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { backInStockRequests, lowStockDigests } from '../../db/schema/stock-alerts.js';

export type RequestRow = typeof backInStockRequests.$inferSelect;

/** Records a waiting request; asking again for the same variant and address changes nothing. */
export async function insertRequest(db: Db, row: typeof backInStockRequests.$inferInsert): Promise<void> {
  await db.insert(backInStockRequests).values(row).onConflictDoNothing();
}

/**
 * Marks the waiting requests for a variant notified and answers them, with the requests made before
 * variants for its product (any variant back answers those). Each row is updated once: a second
 * transaction doing the same waits for the first and then finds none still waiting.
 */
export async function takeWaiting(
  db: Db,
  variant: { productId: string; variantId: string },
  at: Date,
): Promise<RequestRow[]> {
  return db
    .update(backInStockRequests)
    .set({ notifiedAt: at })
    .where(
      and(
        eq(backInStockRequests.productId, variant.productId),
        or(eq(backInStockRequests.variantId, variant.variantId), isNull(backInStockRequests.variantId)),
        isNull(backInStockRequests.notifiedAt),
      ),
    )
    .returning();
}

/** Removes every waiting request of one address; answers how many there were. */
export async function deleteWaiting(db: Db, channel: MessageChannel, recipient: string): Promise<number> {
  const deleted = await db
    .delete(backInStockRequests)
    .where(
      and(
        eq(backInStockRequests.channel, channel),
        eq(backInStockRequests.recipient, recipient),
        isNull(backInStockRequests.notifiedAt),
      ),
    )
    .returning({ id: backInStockRequests.id });
  return deleted.length;
}

/** Claims the digest of a Dhaka day (`YYYY-MM-DD`); false when a server already has. */
export async function claimDigestDay(
  db: Db,
  day: string,
  counts: { low: number; soldOut: number },
): Promise<boolean> {
  const claimed = await db
    .insert(lowStockDigests)
    .values({ day, ...counts })
    .onConflictDoNothing()
    .returning({ day: lowStockDigests.day });
  return claimed.length > 0;
}
