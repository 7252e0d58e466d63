import type { MessageStatus, OutboundMessage } from '@plantopia/shared';
import { orderNumber } from '@plantopia/shared';
import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboundMessages } from '../../db/schema/notifications.js';

export type MessageRow = typeof outboundMessages.$inferSelect;
export type NewMessageRow = typeof outboundMessages.$inferInsert;

export function toOutboundMessage(row: MessageRow): OutboundMessage {
  return {
    _id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderId ? orderNumber(row.orderId) : null,
    kind: row.kind,
    channel: row.channel,
    locale: row.locale,
    recipient: row.recipient,
    summary: row.subject ?? row.bodyText,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertMessages(db: Db, rows: NewMessageRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(outboundMessages).values(rows);
}

/**
 * Takes up to `limit` messages that are due (or whose earlier claim ran out: its worker died mid-send)
 * and marks them `sending` until `leaseEnds`, counting the attempt. `FOR UPDATE SKIP LOCKED` lets two
 * servers claim at once without waiting for each other or taking the same row.
 */
export async function claimDue(db: Db, now: Date, leaseEnds: Date, limit: number): Promise<MessageRow[]> {
  const due = db
    .select({ id: outboundMessages.id })
    .from(outboundMessages)
    .where(
      or(
        and(eq(outboundMessages.status, 'pending'), lte(outboundMessages.nextAttemptAt, now)),
        and(eq(outboundMessages.status, 'sending'), lte(outboundMessages.claimedUntil, now)),
      ),
    )
    .orderBy(asc(outboundMessages.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outboundMessages)
    .set({
      status: 'sending',
      attempts: sql`${outboundMessages.attempts} + 1`,
      claimedUntil: leaseEnds,
      updatedAt: now,
    })
    .where(inArray(outboundMessages.id, due))
    .returning();
}

/** The outcome of one claimed attempt; only the claim's holder (status `sending`) records it. */
export async function settleAttempt(
  db: Db,
  id: string,
  outcome:
    | { status: 'sent'; at: Date }
    | { status: 'pending'; nextAttemptAt: Date; error: string }
    | { status: 'failed'; error: string },
): Promise<void> {
  await db
    .update(outboundMessages)
    .set({
      status: outcome.status,
      claimedUntil: null,
      updatedAt: new Date(),
      ...(outcome.status === 'sent' ? { sentAt: outcome.at, lastError: null } : { lastError: outcome.error }),
      ...(outcome.status === 'pending' ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
    })
    .where(and(eq(outboundMessages.id, id), eq(outboundMessages.status, 'sending')));
}

export async function listMessages(
  db: Db,
  options: { status: MessageStatus | 'all'; limit: number; offset: number },
): Promise<{ rows: OutboundMessage[]; total: number }> {
  const where = options.status === 'all' ? undefined : eq(outboundMessages.status, options.status);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(outboundMessages)
      .where(where)
      .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(outboundMessages).where(where),
  ]);
  return { rows: rows.map(toOutboundMessage), total: counted?.total ?? 0 };
}

export async function countFailed(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(outboundMessages)
    .where(eq(outboundMessages.status, 'failed'));
  return row?.total ?? 0;
}

export async function findMessage(db: Db, id: string): Promise<MessageRow | null> {
  const [row] = await db.select().from(outboundMessages).where(eq(outboundMessages.id, id));
  return row ?? null;
}

/** A failed message goes back in the queue, due now, with a fresh count of attempts; null if not failed. */
export async function requeueFailed(db: Db, id: string, now: Date): Promise<MessageRow | null> {
  const [row] = await db
    .update(outboundMessages)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, updatedAt: now })
    .where(and(eq(outboundMessages.id, id), eq(outboundMessages.status, 'failed')))
    .returning();
  return row ?? null;
}

/** What was queued for an order, oldest first (tests and the admin's view of one order). */
export async function listMessagesOfOrder(db: Db, orderId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.orderId, orderId))
    .orderBy(asc(outboundMessages.createdAt), asc(outboundMessages.id));
}
