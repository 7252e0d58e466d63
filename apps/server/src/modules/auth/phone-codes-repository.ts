import { and, count, eq, gt, lt, min, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { phoneCodeSends } from '../../db/schema/auth.js';

/** Records one send (its reservation: it counts from now on, and is deleted if it is refused). */
export async function insertSend(
  db: Db,
  send: { id: string; phone: string; clientIp: string | null; sentAt: Date },
): Promise<void> {
  await db.insert(phoneCodeSends).values(send);
}

export async function deleteSend(db: Db, id: string): Promise<void> {
  await db.delete(phoneCodeSends).where(eq(phoneCodeSends.id, id));
}

/** What one limit counts: the sends after `since`, for a number, a client address or the whole shop. */
export type SendScope = { phone: string } | { clientIp: string } | Record<string, never>;

function scopeCondition(scope: SendScope): SQL | undefined {
  if ('phone' in scope) return eq(phoneCodeSends.phone, scope.phone);
  if ('clientIp' in scope) return eq(phoneCodeSends.clientIp, scope.clientIp);
  return undefined;
}

/** How many sends in `scope` came after `since`, and when the oldest of them was. */
export async function countSendsSince(
  db: Db,
  scope: SendScope,
  since: Date,
): Promise<{ sends: number; oldest: Date | null }> {
  const [row] = await db
    .select({ sends: count(), oldest: min(phoneCodeSends.sentAt) })
    .from(phoneCodeSends)
    .where(and(scopeCondition(scope), gt(phoneCodeSends.sentAt, since)));
  return { sends: row?.sends ?? 0, oldest: row?.oldest ?? null };
}

/** Drops sends older than `before`: no limit looks back that far. */
export async function purgeSendsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(phoneCodeSends).where(lt(phoneCodeSends.sentAt, before));
}
