import type { ContactMessage, NewsletterSubscriber } from '@plantopia/shared';
import { count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactMessages, newsletterSubscriptions } from '../../db/schema/inbox.js';

type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessageRow = typeof contactMessages.$inferInsert;

function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/* ---------- Newsletter ---------- */

/** Adds the address once; a second sign-up of the same address changes nothing. True when it was new. */
export async function addSubscriber(db: Db, row: { id: string; email: string }): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values(row)
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0;
}

export async function listSubscribers(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: NewsletterSubscriber[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(newsletterSubscriptions),
  ]);
  return {
    rows: rows.map((row) => ({ _id: row.id, email: row.email, createdAt: row.createdAt.toISOString() })),
    total: counted?.total ?? 0,
  };
}

/* ---------- Contact messages ---------- */

export async function insertContactMessage(db: Db, row: NewContactMessageRow): Promise<ContactMessage> {
  const [inserted] = await db.insert(contactMessages).values(row).returning();
  return toContactMessage(inserted!);
}

export async function listContactMessages(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: ContactMessage[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(contactMessages),
  ]);
  return { rows: rows.map(toContactMessage), total: counted?.total ?? 0 };
}

export async function countUnreadContactMessages(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt));
  return row?.total ?? 0;
}

/** Marks a message read (keeping the first time it was read) or unread; null when no message has that id. */
export async function setContactMessageRead(
  db: Db,
  id: string,
  read: boolean,
): Promise<ContactMessage | null> {
  const [existing] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!existing) return null;
  if (read === (existing.readAt !== null)) return toContactMessage(existing);
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ? toContactMessage(row) : null;
}
