import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { couponRedemptions, coupons } from '../../db/schema/coupons.js';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
export type CouponChanges = Omit<NewCouponRow, 'id' | 'uses' | 'createdAt' | 'updatedAt'>;

export async function listCoupons(db: Db): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));
}

export async function findCouponById(db: Db, id: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row ?? null;
}

/** `code` already upper-case (the stored form). */
export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row ?? null;
}

export async function insertCoupon(db: Db, row: NewCouponRow): Promise<CouponRow> {
  const [inserted] = await db.insert(coupons).values(row).returning();
  return inserted!;
}

export async function updateCoupon(db: Db, id: string, changes: CouponChanges): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(coupons.id, id))
    .returning();
  return row ?? null;
}

/**
 * One more use, only while the limit allows it: the single conditional update that makes 30 concurrent
 * orders of a 10-use code take exactly 10 uses. It also holds the coupon's row lock until the order's
 * transaction ends, which serialises the per-shopper count that follows. False when used up.
 */
export async function claimUse(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(and(eq(coupons.id, id), or(isNull(coupons.maxUses), sql`${coupons.uses} < ${coupons.maxUses}`)))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** The uses a shopper's orders hold now (given-back ones not counted). */
export async function countShopperUses(db: Db, couponId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        eq(couponRedemptions.userId, userId),
        isNull(couponRedemptions.releasedAt),
      ),
    );
  return row?.total ?? 0;
}

export async function insertRedemption(
  db: Db,
  row: { orderId: string; couponId: string; userId: string },
): Promise<void> {
  await db.insert(couponRedemptions).values(row);
}

/**
 * The order's use given back, once: the redemption is marked released by a conditional update and only
 * the call that marked it lowers the count. False when the order had no use to give back.
 */
export async function releaseUse(db: Db, orderId: string): Promise<boolean> {
  const [released] = await db
    .update(couponRedemptions)
    .set({ releasedAt: new Date() })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  if (!released) return false;
  await db
    .update(coupons)
    .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
    .where(eq(coupons.id, released.couponId));
  return true;
}
