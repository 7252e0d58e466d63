import {
  type CustomerFigures,
  type CustomerOrderRow,
  type CustomerOrdersQuery,
  type DeliveryAddress,
  type PhoneHistory,
  poishaToTaka,
} from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import * as repo from './customer-orders-repository.js';

export type { CustomerFiguresRelation } from './customer-orders-repository.js';
export type CustomerOrdersService = ReturnType<typeof createCustomerOrdersService>;

const ADDRESSES_SHOWN = 20;
const PHONES_SHOWN = 10;

/** Figures as the wire has them (taka, ISO dates); a customer who never ordered has zeros. */
export function figuresOf(
  row: {
    orders: number;
    spent: number;
    lastOrderAt: Date | null;
    returns: number;
    cancellations: number;
  } | null,
): CustomerFigures {
  return {
    orders: row?.orders ?? 0,
    spent: poishaToTaka(row?.spent ?? 0),
    lastOrderAt: row?.lastOrderAt?.toISOString() ?? null,
    returns: row?.returns ?? 0,
    cancellations: row?.cancellations ?? 0,
  };
}

/**
 * What the orders say about one customer, for the back office's customers (issue 24 item 4). The list's
 * sorting and paging by these figures happen in SQL over the relations this service publishes
 * (docs/decisions/029): the users module joins them and never names this module's tables.
 */
export function createCustomerOrdersService(deps: { db: Db }) {
  const { db } = deps;
  const figures = repo.customerFigures(db);
  return {
    /** Each customer's figures (userId, orders, spent in poisha, lastOrderAt, returns, cancellations), to join. */
    figures: () => figures,
    /** The ids of customers who ordered with a phone ending in these digits, to join or test `in`. */
    customersWithPhoneEnding: (digits: string) =>
      repo.customersWithPhoneEnding(db, [...digits].reverse().join('')),
    figuresOf: async (userId: string): Promise<CustomerFigures> =>
      figuresOf(await repo.findFigures(db, userId)),
    listOrders: (
      userId: string,
      query: CustomerOrdersQuery,
    ): Promise<{ rows: CustomerOrderRow[]; total: number }> => repo.listCustomerOrders(db, userId, query),
    async deliveryAddresses(userId: string): Promise<DeliveryAddress[]> {
      const rows = await repo.listDeliveryAddresses(db, userId, ADDRESSES_SHOWN);
      return rows.map((row) => ({
        shipping: row.shipping,
        orders: row.orders,
        lastUsedAt: row.lastUsedAt.toISOString(),
      }));
    },
    /**
     * The history of each phone: the ones the customer ordered with (most recent first) and `saved`, the
     * one on their account, when it is another.
     */
    async phoneHistories(userId: string, saved: string): Promise<PhoneHistory[]> {
      const used = await repo.listPhonesOf(db, userId, PHONES_SHOWN);
      const phones = saved && !used.includes(saved) ? [...used, saved] : used;
      const rows = await repo.phoneHistories(db, phones, userId);
      return phones.map((phone) => {
        const row = rows.find((one) => one.reversed === [...phone].reverse().join(''));
        return {
          phone,
          delivered: row?.delivered ?? 0,
          returned: row?.returned ?? 0,
          cancelled: row?.cancelled ?? 0,
          open: row?.open ?? 0,
          otherAccounts: row?.otherAccounts ?? 0,
        };
      });
    },
  };
}
