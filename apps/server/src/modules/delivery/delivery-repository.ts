import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shippingTable } from '../../db/schema/delivery.js';

export type ShippingTableRow = Omit<typeof shippingTable.$inferSelect, 'id' | 'updatedAt'>;

const CURRENT = 'current';

/** The owner's table, or null while the shop runs on the default one. */
export async function findShippingTable(db: Db): Promise<ShippingTableRow | null> {
  const [row] = await db.select().from(shippingTable).where(eq(shippingTable.id, CURRENT));
  if (!row) return null;
  const { id: _id, updatedAt: _updatedAt, ...table } = row;
  return table;
}

export async function saveShippingTable(db: Db, table: ShippingTableRow): Promise<void> {
  const values = { ...table, updatedAt: new Date() };
  await db
    .insert(shippingTable)
    .values({ id: CURRENT, ...values })
    .onConflictDoUpdate({ target: shippingTable.id, set: values });
}
