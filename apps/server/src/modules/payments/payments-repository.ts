import type { PaymentIntentStatus, PaymentProviderName } from '@plantopia/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentIntents } from '../../db/schema.js';

export type IntentRow = typeof paymentIntents.$inferSelect;

export async function insertIntent(db: Db, row: typeof paymentIntents.$inferInsert): Promise<IntentRow> {
  const [inserted] = await db.insert(paymentIntents).values(row).returning();
  return inserted!;
}

export async function findIntent(db: Db, id: string): Promise<IntentRow | null> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  return row ?? null;
}

/** Inside a transaction: reads the intent and holds its row until the commit. */
export async function lockIntent(db: Db, id: string): Promise<IntentRow | null> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id)).for('update');
  return row ?? null;
}

export async function findIntentByClientSecret(db: Db, clientSecret: string): Promise<IntentRow | null> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.clientSecret, clientSecret));
  return row ?? null;
}

export async function findIntentByProviderId(
  db: Db,
  provider: PaymentProviderName,
  providerId: string,
): Promise<IntentRow | null> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.provider, provider), eq(paymentIntents.providerId, providerId)));
  return row ?? null;
}

/** A succeeded intent never goes back: a late or replayed event cannot undo a payment. */
export async function updateIntentStatus(
  db: Db,
  id: string,
  status: PaymentIntentStatus,
  lastError: string | null,
): Promise<void> {
  await db
    .update(paymentIntents)
    .set({ status, lastError, updatedAt: new Date() })
    .where(and(eq(paymentIntents.id, id), ne(paymentIntents.status, 'succeeded')));
}
