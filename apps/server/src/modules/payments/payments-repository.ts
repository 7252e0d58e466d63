import type { PaymentIntentStatus, PaymentProviderName, RedirectPaymentMethod } from '@plantopia/shared';
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type PaymentSessionStatus, paymentSessions, refunds } from '../../db/schema/payments.js';
import { paymentIntents } from '../../db/schema/payments-intents.js';

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

/* ---------- Redirect payment attempts and refunds ---------- */

export type SessionRow = typeof paymentSessions.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export async function insertSession(db: Db, row: typeof paymentSessions.$inferInsert): Promise<SessionRow> {
  const [inserted] = await db.insert(paymentSessions).values(row).returning();
  return inserted!;
}

export async function setSessionProviderRef(db: Db, id: string, providerRef: string): Promise<void> {
  await db
    .update(paymentSessions)
    .set({ providerRef, updatedAt: new Date() })
    .where(eq(paymentSessions.id, id));
}

export async function findSession(db: Db, id: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
  return row ?? null;
}

export async function findSessionByProviderRef(
  db: Db,
  provider: RedirectPaymentMethod,
  providerRef: string,
): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.provider, provider), eq(paymentSessions.providerRef, providerRef)));
  return row ?? null;
}

/** An order's attempts, newest first. */
export async function listSessionsOfOrders(db: Db, orderIds: string[]): Promise<SessionRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(paymentSessions)
    .where(inArray(paymentSessions.orderId, orderIds))
    .orderBy(desc(paymentSessions.createdAt), desc(paymentSessions.id));
}

/**
 * Settles an attempt that is still open; false when another request settled it first (a replayed
 * callback, the IPN beside the shopper's return, the expiry task): only the first one counts.
 */
export async function settleSession(
  db: Db,
  id: string,
  from: PaymentSessionStatus[],
  changes: Pick<SessionRow, 'status'> &
    Partial<Pick<SessionRow, 'transactionId' | 'validationId' | 'takenAmount' | 'message'>>,
): Promise<boolean> {
  const rows = await db
    .update(paymentSessions)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(paymentSessions.id, id), inArray(paymentSessions.status, from)))
    .returning({ id: paymentSessions.id });
  return rows.length > 0;
}

export async function settleOpenSessionsOfOrder(
  db: Db,
  orderId: string,
  changes: Parameters<typeof settleSession>[3],
): Promise<void> {
  await db
    .update(paymentSessions)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'open')));
}

export async function insertRefund(db: Db, row: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [inserted] = await db.insert(refunds).values(row).returning();
  return inserted!;
}

export async function updateRefund(
  db: Db,
  id: string,
  changes: Partial<Pick<RefundRow, 'status' | 'providerRef' | 'message'>>,
): Promise<void> {
  await db
    .update(refunds)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(refunds.id, id));
}

/** Every refund of these orders, newest first. */
export async function listRefundsOfOrders(db: Db, orderIds: string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, orderIds))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
}

const LIVE_REFUND = ['requesting', 'pending', 'unknown', 'succeeded'] as const;

/** The live refund of a payment (at most one: `refunds_live_idx`), or null when none is. */
export async function findLiveRefund(
  db: Db,
  orderId: string,
  sessionId: string | null,
): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        sessionId ? eq(refunds.sessionId, sessionId) : isNull(refunds.sessionId),
        inArray(refunds.status, [...LIVE_REFUND]),
      ),
    );
  return row ?? null;
}

/** A claim (`requesting`) this old was left by a server that stopped mid-call: it is asked about. */
const ABANDONED_CLAIM = sql`interval '10 minutes'`;

/**
 * Takes a refund the provider is processing, or whose outcome is unknown, or whose claim was abandoned,
 * to ask the provider about it: `requesting` again, for exactly one caller (null for the others, who find
 * it under way).
 */
export async function takeRefundToAsk(db: Db, id: string): Promise<RefundRow | null> {
  const [row] = await db
    .update(refunds)
    .set({ status: 'requesting', updatedAt: new Date() })
    .where(
      and(
        eq(refunds.id, id),
        or(
          inArray(refunds.status, ['pending', 'unknown']),
          and(eq(refunds.status, 'requesting'), sql`${refunds.updatedAt} < now() - ${ABANDONED_CLAIM}`),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The refunds the resolving task asks about next, longest waiting first: each is asked again after as
 * long as it has been unsettled so far (a minute at least, an hour at most), so a provider that is down
 * is not hammered and one that answers later is heard within the hour.
 */
export async function listRefundsToAsk(db: Db, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(
      or(
        and(
          inArray(refunds.status, ['pending', 'unknown']),
          sql`${refunds.updatedAt} <= now() - least(greatest(${refunds.updatedAt} - ${refunds.createdAt}, interval '1 minute'), interval '1 hour')`,
        ),
        and(eq(refunds.status, 'requesting'), sql`${refunds.updatedAt} < now() - ${ABANDONED_CLAIM}`),
      ),
    )
    .orderBy(asc(refunds.updatedAt))
    .limit(limit);
}
