import type { AdminCustomerSort, AdminCustomersQuery } from '@plantopia/shared';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import { customerBlocks, user } from '../../db/schema/users.js';
import { escapeLike } from '../../lib/like.js';
import type { CustomerFiguresRelation } from '../orders/customer-orders-service.js';

/*
 * The back office's customers (issue 24 item 4): accounts with what their orders add up to, searched,
 * filtered, sorted and paged in one SQL statement. The figures are the orders module's, joined as the
 * relation it publishes (docs/decisions/029); this file names only the users module's own tables.
 */

export type UserRow = typeof user.$inferSelect;
export type BlockRow = typeof customerBlocks.$inferSelect;

/** What the list filters by, besides `q`; the phone search comes as the ids of customers matched by the orders. */
export interface CustomerFilter {
  q?: string;
  /** The digits of a phone search, when `q` is one (reversed digits match the saved phone). */
  phoneDigits?: string | null;
  /** Customers who ordered with such a phone (the orders module's relation). */
  orderedWithPhone?: SQLWrapper;
  role?: AdminCustomersQuery['role'];
  blocked?: AdminCustomersQuery['blocked'];
}

/** The account has a block on ordering that nobody lifted (`customer_blocks_open_idx`). */
const isBlocked = sql`exists (select 1 from ${customerBlocks} where ${customerBlocks.userId} = ${user.id} and ${customerBlocks.liftedAt} is null)`;

function searchCondition(filter: CustomerFilter): SQL | undefined {
  const term = filter.q?.trim();
  if (!term) return undefined;
  if (filter.phoneDigits) {
    const reversed = [...filter.phoneDigits].reverse().join('');
    // One set of ids from three indexes (the saved phone's, the sign-in number's, the orders' phones'),
    // then the accounts by key.
    const ending = `${escapeLike(reversed)}%`;
    const saved = sql`select ${user.id} from ${user} where reverse(${user.shippingAddress} ->> 'phone') like ${ending}
      union select ${user.id} from ${user} where reverse(${user.phoneNumber}) like ${ending}`;
    return filter.orderedWithPhone
      ? sql`${user.id} in (${saved} union ${filter.orderedWithPhone})`
      : sql`${user.id} in (${saved})`;
  }
  // Any part of the name or the email, in either script, through `user_search_idx` (decision 021).
  return sql`search_key(${user.name} || ' ' || ${user.email}) like search_key(${`%${escapeLike(term)}%`})`;
}

function whereOf(filter: CustomerFilter): SQL | undefined {
  return and(
    searchCondition(filter),
    filter.role ? eq(user.role, filter.role) : undefined,
    filter.blocked === 'yes' ? isBlocked : filter.blocked === 'no' ? sql`not ${isBlocked}` : undefined,
  );
}

/**
 * The value each sort orders by. A customer who never ordered has no figures row: counted as 0, and as
 * the start of time for the last order, so they sort as the least and a keyset can step past them.
 */
function sortValue(sort: AdminCustomerSort, figures: CustomerFiguresRelation): SQL {
  switch (sort) {
    case 'orders':
      return sql`coalesce(${figures.orders}, 0)`;
    case 'spent':
      return sql`coalesce(${figures.spent}, 0)`;
    case 'lastOrder':
      return sql`coalesce(${figures.lastOrderAt}, to_timestamp(0))`;
    default:
      return sql`${user.createdAt}`;
  }
}

export interface CustomerRow {
  user: UserRow;
  figures: {
    orders: number;
    spent: number;
    lastOrderAt: Date | null;
    returns: number;
    cancellations: number;
  } | null;
  /** The value the list is sorted by (for a keyset: the next batch starts after it). */
  sortedBy: unknown;
}

function selectRows(db: Db, figures: CustomerFiguresRelation, sort: AdminCustomerSort) {
  return db
    .select({
      user,
      orders: figures.orders,
      spent: sql<number | null>`${figures.spent}`.mapWith(Number),
      lastOrderAt: figures.lastOrderAt,
      returns: figures.returns,
      cancellations: figures.cancellations,
      sortedBy: sortValue(sort, figures),
    })
    .from(user)
    .leftJoin(figures, eq(figures.userId, user.id));
}

type Order = Pick<AdminCustomersQuery, 'sort' | 'dir'>;

function orderByOf(query: Order, figures: CustomerFiguresRelation) {
  const by = query.dir === 'asc' ? asc : desc;
  return [by(sortValue(query.sort, figures)), by(user.id)];
}

/** A customer without orders has no figures row: the left join's columns are all null. */
function toCustomerRow(row: Awaited<ReturnType<typeof selectRows>>[number]): CustomerRow {
  const { user: account, sortedBy, orders, spent, lastOrderAt, returns, cancellations } = row;
  const figures =
    orders === null
      ? null
      : { orders, spent: spent ?? 0, lastOrderAt, returns: returns ?? 0, cancellations: cancellations ?? 0 };
  return { user: account, figures, sortedBy };
}

/** One page of the customers table and how many accounts match over all pages. */
export async function listCustomerRows(
  db: Db,
  figures: CustomerFiguresRelation,
  filter: CustomerFilter,
  query: Order & { page: number; limit: number },
): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    selectRows(db, figures, query.sort)
      .where(where)
      .orderBy(...orderByOf(query, figures))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(user).where(where),
  ]);
  return { rows: rows.map(toCustomerRow), total: counted?.total ?? 0 };
}

/**
 * Every matching customer in the list's order, a batch at a time (keyset on the sort's value and the id,
 * so the last batch is as quick as the first); memory holds one batch, whatever the number of accounts.
 */
export async function* streamCustomerRows(
  db: Db,
  figures: CustomerFiguresRelation,
  filter: CustomerFilter,
  query: Order,
  batch = 500,
): AsyncGenerator<CustomerRow> {
  const where = whereOf(filter);
  let after: CustomerRow | undefined;
  for (;;) {
    const key = after
      ? sql`(${sortValue(query.sort, figures)}, ${user.id}) ${sql.raw(query.dir === 'asc' ? '>' : '<')} (${after.sortedBy}, ${after.user.id})`
      : undefined;
    const page = (
      await selectRows(db, figures, query.sort)
        .where(and(where, key))
        .orderBy(...orderByOf(query, figures))
        .limit(batch)
    ).map(toCustomerRow);
    yield* page;
    after = page.at(-1);
    if (page.length < batch) return;
  }
}

/** The accounts among `ids` that are blocked from ordering now. */
export async function listBlockedAmong(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ userId: customerBlocks.userId })
    .from(customerBlocks)
    .where(and(inArray(customerBlocks.userId, ids), isNull(customerBlocks.liftedAt)));
  return new Set(rows.map((row) => row.userId));
}

/** Whether the account is blocked from ordering: one probe of `customer_blocks_open_idx`. */
export async function isBlockedNow(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customerBlocks.id })
    .from(customerBlocks)
    .where(and(eq(customerBlocks.userId, userId), isNull(customerBlocks.liftedAt)))
    .limit(1);
  return row !== undefined;
}

/** The account's blocks, the open one first, then the lifted ones newest first. */
export function listBlocks(db: Db, userId: string): Promise<BlockRow[]> {
  return db
    .select()
    .from(customerBlocks)
    .where(eq(customerBlocks.userId, userId))
    .orderBy(
      sql`${customerBlocks.liftedAt} is not null`,
      desc(customerBlocks.blockedAt),
      desc(customerBlocks.id),
    );
}

export interface Actor {
  id: string;
  name: string;
}

/** Opens a block; 'already-blocked' when one is open (the partial unique index decides a race). */
export async function insertBlock(
  db: Db,
  userId: string,
  reason: string,
  actor: Actor,
  at: Date,
): Promise<'blocked' | 'already-blocked'> {
  const rows = await db
    .insert(customerBlocks)
    .values({ id: uuidv7(), userId, reason, blockedAt: at, blockedById: actor.id, blockedByName: actor.name })
    .onConflictDoNothing({ target: customerBlocks.userId, where: isNull(customerBlocks.liftedAt) })
    .returning({ id: customerBlocks.id });
  return rows.length > 0 ? 'blocked' : 'already-blocked';
}

/** Lifts the open block; false when there was none. */
export async function liftBlock(db: Db, userId: string, actor: Actor, at: Date): Promise<boolean> {
  const rows = await db
    .update(customerBlocks)
    .set({ liftedAt: at, liftedById: actor.id, liftedByName: actor.name })
    .where(and(eq(customerBlocks.userId, userId), isNull(customerBlocks.liftedAt)))
    .returning({ id: customerBlocks.id });
  return rows.length > 0;
}
