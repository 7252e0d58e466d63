import type { Role, ShippingAddress } from '@plantopia/shared';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { user } from '../../db/schema/users.js';

/*
 * The shop's view of an account is Better Auth's own `user` row with the shop's extra columns (role,
 * shipping address), so a profile change is the account change: there is no second copy to keep in step.
 */

export type UserRow = typeof user.$inferSelect;

export async function findUser(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(user).where(eq(user.id, id));
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(user).where(eq(user.email, email.trim().toLowerCase()));
  return row ?? null;
}

/** Id, name and photo of each of these accounts (absent ids are skipped). */
export async function findPublicProfiles(
  db: Db,
  ids: string[],
): Promise<Pick<UserRow, 'id' | 'name' | 'image'>[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: user.id, name: user.name, image: user.image })
    .from(user)
    .where(inArray(user.id, ids));
}

/** Every account, newest first. */
export function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(user).orderBy(desc(user.createdAt), desc(user.id));
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(user);
  return row?.total ?? 0;
}

export async function hasAdmin(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).limit(1);
  return row !== undefined;
}

/** The email addresses of every admin account, oldest account first. */
export async function listAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.role, 'admin'))
    .orderBy(user.createdAt, user.id);
  return rows.map((row) => row.email);
}

export interface ProfileChanges {
  name?: string;
  image?: string | null;
  /** Merged into the stored address: fields left out keep their value. */
  shippingAddress?: Partial<ShippingAddress>;
  /** Drop the stored area ids first: the new address names its place as text (users-service decides). */
  dropAreaIds?: boolean;
}

export async function updateProfile(db: Db, id: string, changes: ProfileChanges): Promise<UserRow | null> {
  const [row] = await db
    .update(user)
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.image !== undefined ? { image: changes.image } : {}),
      ...(changes.shippingAddress
        ? {
            shippingAddress: changes.dropAreaIds
              ? sql`(${user.shippingAddress} - 'divisionId' - 'districtId' - 'upazilaId') || ${JSON.stringify(changes.shippingAddress)}::jsonb`
              : sql`${user.shippingAddress} || ${JSON.stringify(changes.shippingAddress)}::jsonb`,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(user.id, id))
    .returning();
  return row ?? null;
}

/** Holds the user's row (not its key) until the transaction ends: another writer for this user waits. */
export async function lockUser(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, id)).for('no key update');
  return row !== undefined;
}

export async function setRole(db: Db, id: string, role: Role): Promise<void> {
  await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, id));
}
