import {
  type AdminCustomerDetail,
  type AdminCustomerRow,
  type AdminCustomersQuery,
  type CustomerBlock,
  type CustomerOrderRow,
  type CustomerOrdersQuery,
  EMPTY_SHIPPING_ADDRESS,
  hasShippingAddress,
  phoneSearchDigits,
  ROLES,
  type Role,
  visibleEmail,
} from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { type CustomerOrdersService, figuresOf } from '../orders/customer-orders-service.js';
import * as repo from './customers-repository.js';
import { findUser } from './users-repository.js';

export type CustomersService = ReturnType<typeof createCustomersService>;

const customerNotFound = () => new AppError('not_found', 'customer.not_found');

const roleOf = (stored: string): Role =>
  (ROLES as readonly string[]).includes(stored) ? (stored as Role) : 'user';

function toRow(row: repo.CustomerRow, blocked: boolean): AdminCustomerRow {
  const { user } = row;
  return {
    _id: user.id,
    name: user.name,
    email: visibleEmail(user.email),
    // The saved address's phone, or else the number the account signs in with.
    phone: user.shippingAddress.phone || (user.phoneNumberVerified ? (user.phoneNumber ?? '') : ''),
    role: roleOf(user.role),
    joinedAt: user.createdAt.toISOString(),
    blocked,
    ...figuresOf(row.figures),
  };
}

function toBlock(row: repo.BlockRow): CustomerBlock {
  return {
    reason: row.reason,
    blockedAt: row.blockedAt.toISOString(),
    blockedBy: row.blockedByName,
    liftedAt: row.liftedAt?.toISOString() ?? null,
    liftedBy: row.liftedByName,
  };
}

/**
 * The back office's customers (issue 24 item 4): the list staff search and sort by what customers
 * ordered, a customer's page, the CSV of the list, and the admin's block on ordering (which order
 * placement checks, users-service `requireMayOrder`). The figures are the orders module's.
 */
export function createCustomersService(deps: { db: Db; orders: CustomerOrdersService; now?: () => Date }) {
  const { db, orders } = deps;
  const now = deps.now ?? (() => new Date());

  function filterOf(
    query: Omit<AdminCustomersQuery, 'page' | 'limit' | 'sort' | 'dir'>,
  ): repo.CustomerFilter {
    const phoneDigits = query.q ? phoneSearchDigits(query.q.trim()) : null;
    return {
      q: query.q,
      phoneDigits,
      orderedWithPhone: phoneDigits ? orders.customersWithPhoneEnding(phoneDigits) : undefined,
      role: query.role,
      blocked: query.blocked,
    };
  }

  async function withBlocked(rows: repo.CustomerRow[]): Promise<AdminCustomerRow[]> {
    const blocked = await repo.listBlockedAmong(
      db,
      rows.map((row) => row.user.id),
    );
    return rows.map((row) => toRow(row, blocked.has(row.user.id)));
  }

  async function requireCustomer(id: string) {
    const row = await findUser(db, id);
    if (!row) throw customerNotFound();
    return row;
  }

  return {
    async list(query: AdminCustomersQuery): Promise<{ rows: AdminCustomerRow[]; total: number }> {
      const { rows, total } = await repo.listCustomerRows(db, orders.figures(), filterOf(query), query);
      return { rows: await withBlocked(rows), total };
    },

    /** Every matching customer in the list's order, for the CSV; one batch in memory at a time. */
    async *exportRows(query: Omit<AdminCustomersQuery, 'page' | 'limit'>): AsyncGenerator<AdminCustomerRow> {
      let batch: repo.CustomerRow[] = [];
      for await (const row of repo.streamCustomerRows(db, orders.figures(), filterOf(query), query)) {
        batch.push(row);
        if (batch.length === 500) {
          yield* await withBlocked(batch);
          batch = [];
        }
      }
      yield* await withBlocked(batch);
    },

    async detail(id: string): Promise<AdminCustomerDetail> {
      const user = await requireCustomer(id);
      const saved = { ...EMPTY_SHIPPING_ADDRESS, ...user.shippingAddress };
      const [figures, blocks, deliveryAddresses, phones] = await Promise.all([
        orders.figuresOf(id),
        repo.listBlocks(db, id),
        orders.deliveryAddresses(id),
        orders.phoneHistories(id, saved.phone),
      ]);
      const blocked = blocks[0] !== undefined && blocks[0].liftedAt === null;
      return {
        customer: { ...toRow({ user, figures: null, sortedBy: null }, blocked), ...figures },
        photoURL: user.image ?? '',
        savedAddress: hasShippingAddress(saved) ? saved : null,
        deliveryAddresses,
        phones,
        blocks: blocks.map(toBlock),
      };
    },

    async listOrders(
      id: string,
      query: CustomerOrdersQuery,
    ): Promise<{ rows: CustomerOrderRow[]; total: number }> {
      await requireCustomer(id);
      return orders.listOrders(id, query);
    },

    /**
     * An admin stops the account ordering, with a reason only the shop sees; who and when are kept.
     * Answers the customer's name for the reply. 409 when already blocked, or for one's own account.
     */
    async block(id: string, reason: string, actor: repo.Actor): Promise<string> {
      if (id === actor.id) throw new AppError('conflict', 'customer.cannot_block_self');
      const user = await requireCustomer(id);
      const outcome = await repo.insertBlock(db, id, reason, actor, now());
      if (outcome === 'already-blocked') throw new AppError('conflict', 'customer.already_blocked');
      return user.name;
    },

    /** The account may order again; the lifted block stays in its history with who lifted it and when. */
    async unblock(id: string, actor: repo.Actor): Promise<string> {
      const user = await requireCustomer(id);
      if (!(await repo.liftBlock(db, id, actor, now())))
        throw new AppError('conflict', 'customer.not_blocked');
      return user.name;
    },
  };
}
