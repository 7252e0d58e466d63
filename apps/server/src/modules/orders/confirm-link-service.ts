import {
  type ConfirmLinkChoice,
  type ConfirmLinkState,
  type ConfirmLinkView,
  orderNumber,
} from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { cashToCollect } from '../pricing/pricing-service.js';
import * as office from './back-office-repository.js';
import type { BackOfficeService } from './back-office-service.js';
import type { ConfirmLinkClaim, ConfirmLinkTokens } from './confirm-link-token.js';
import * as repo from './orders-repository.js';

type OrderRow = NonNullable<Awaited<ReturnType<typeof office.findOrderRow>>>;

/** Where the order stands for its link (see CONFIRM_LINK_STATES). */
function stateOf(row: OrderRow): ConfirmLinkState {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.status === 'pending' && (row.confirmation === 'to_confirm' || row.confirmation === 'no_answer'))
    return 'open';
  return row.confirmation === 'confirmed' || row.status !== 'pending' ? 'confirmed' : 'closed';
}

/**
 * The shopper's side of a cash-on-delivery order's confirmation (issue 23 item 3, decision 032): the
 * signed link from the order's SMS shows the order and takes the shopper's answer, recorded through the
 * back office's confirmation exactly as a staff call's would be, with the shopper as its author. A
 * forged or expired token is refused (403) before any order is read; an order already answered, by
 * anyone, refuses another answer (409), so a link works once.
 */
export function createConfirmLinkService(deps: {
  db: Db;
  tokens: Pick<ConfirmLinkTokens, 'read'>;
  backOffice: Pick<BackOfficeService, 'recordCall'>;
  now?: () => Date;
}) {
  const { db, tokens, backOffice } = deps;
  const now = deps.now ?? (() => new Date());

  function claimOf(token: string): ConfirmLinkClaim {
    const claim = tokens.read(token, now());
    if (claim === 'forged') throw new AppError('forbidden', 'confirm_link.invalid');
    if (claim === 'expired') throw new AppError('forbidden', 'confirm_link.expired');
    return claim;
  }

  async function viewOf(claim: ConfirmLinkClaim): Promise<ConfirmLinkView> {
    const [row, order] = await Promise.all([
      office.findOrderRow(db, claim.orderId),
      repo.findOrder(db, claim.orderId),
    ]);
    // A signed link to an order that is gone (a wiped demo shop) is as good as a broken one.
    if (!row || !order) throw new AppError('not_found', 'order.not_found');
    return {
      number: orderNumber(order._id),
      items: order.items.map(({ name, nameBn, quantity, lineTotal }) => ({
        name,
        nameBn,
        quantity,
        lineTotal,
      })),
      delivery: order.summary.shipping,
      discount: order.summary.discount ?? 0,
      total: order.summary.total,
      cashOnDelivery: cashToCollect(order, order.summary.total),
      state: stateOf(row),
      expiresAt: claim.expiresAt.toISOString(),
    };
  }

  return {
    /** What the link's page shows. */
    view: (token: string): Promise<ConfirmLinkView> => viewOf(claimOf(token)),

    /** The shopper confirms or cancels; answers the order as it now stands. */
    async answer(token: string, choice: ConfirmLinkChoice): Promise<ConfirmLinkView> {
      const claim = claimOf(token);
      const order = await repo.findOrder(db, claim.orderId);
      if (!order) throw new AppError('not_found', 'order.not_found');
      const shopper = { id: order.userId, name: order.shipping.name, role: 'user' };
      try {
        await backOffice.recordCall(
          claim.orderId,
          { outcome: choice === 'confirm' ? 'confirmed' : 'customer_cancelled' },
          shopper,
          { byLink: true },
        );
      } catch (error) {
        if (error instanceof AppError && error.said.code === 'order.not_to_confirm') {
          const { state } = await viewOf(claim);
          throw new AppError('conflict', 'confirm_link.settled', {
            state: { code: `confirm_link.state.${state}` },
          });
        }
        throw error;
      }
      return viewOf(claim);
    },
  };
}

export type ConfirmLinkService = ReturnType<typeof createConfirmLinkService>;
