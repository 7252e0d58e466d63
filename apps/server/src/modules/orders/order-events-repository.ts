import type { OrderEventKind, TimelineEntry } from '@plantopia/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import { orderEvents } from '../../db/schema/orders.js';

/** Who did something to an order: a signed-in person (shopper, staff or admin); none for the shop itself. */
export interface EventActor {
  id: string;
  name: string;
  role: string;
}

/** Adds one entry to an order's timeline, in the caller's transaction (so it is there exactly when the change is). */
export async function recordEvent(
  db: Db,
  orderId: string,
  kind: OrderEventKind,
  data: Record<string, unknown>,
  actor?: EventActor | null,
  at?: Date,
): Promise<void> {
  await db.insert(orderEvents).values({
    id: uuidv7(),
    orderId,
    kind,
    data,
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? null,
    actorRole: actor?.role ?? null,
    ...(at ? { at } : {}),
  });
}

/** Whether the order's timeline already has an entry of `kind` whose data holds every field of `data`. */
export async function hasEvent(
  db: Db,
  orderId: string,
  kind: OrderEventKind,
  data: Record<string, unknown>,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.kind, kind),
        sql`${orderEvents.data} @> ${JSON.stringify(data)}::jsonb`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** An order's timeline, oldest first. */
export async function listEvents(db: Db, orderId: string): Promise<TimelineEntry[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return rows.map((row) => ({
    _id: row.id,
    at: row.at.toISOString(),
    actor: row.actorRole ? { id: row.actorId ?? '', name: row.actorName ?? '', role: row.actorRole } : null,
    kind: row.kind,
    data: row.data,
  }));
}
