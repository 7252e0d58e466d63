import { type BackInStockRequest, dhakaDay, type Locale, visibleEmail } from '@plantopia/shared';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import { AppError, invalidField } from '../../lib/errors.js';
import type { RestockedVariant, StockService } from '../catalog/stock-service.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { UsersService } from '../users/users-service.js';
import { backInStockMessage, lowStockDigest } from './stock-alert-messages.js';
import type { AlertAddress, StockAlertTokens } from './stock-alert-token.js';
import * as repo from './stock-alerts-repository.js';

export type StockAlertsService = ReturnType<typeof createStockAlertsService>;

/** The most products one digest lists; the rest are counted and a link leads to them all. */
const DIGEST_LINES = 50;
const DHAKA_OFFSET_HOURS = 6;

/** `a***@example.com`, `017*****678`: enough for the shopper to recognise, not enough to harvest. */
export function maskedAddress(address: AlertAddress): string {
  if (address.channel === 'sms') return `${address.recipient.slice(0, 3)}*****${address.recipient.slice(-3)}`;
  const [local = '', domain = ''] = address.recipient.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * Back-in-stock alerts and the owner's daily stock digest (issue 24 item 2), both sent through the
 * notifications outbox. A restock queues its alerts in the transaction of the stock change (the catalog's
 * restock listener), so each waiting request gets exactly one message however many servers run.
 */
export function createStockAlertsService(deps: {
  db: Db;
  stock: Pick<StockService, 'lockForRequest' | 'lowStock' | 'levels' | 'settings'>;
  notifications: Pick<NotificationsService, 'queueShopMessages'>;
  users: Pick<UsersService, 'shopOwnerEmails'>;
  tokens: StockAlertTokens;
  publicUrl: string;
  /** The Dhaka hour from which the day's digest goes out (config STOCK_DIGEST_HOUR). */
  digestHour: number;
  now?: () => Date;
}) {
  const { db, stock, notifications, users, tokens, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The address a request is for: the phone or email given, else the signed-in shopper's email (an
   * account made from a mobile number has none, docs/decisions/037).
   */
  function addressOf(input: BackInStockRequest, account: { email: string } | null): AlertAddress {
    if (input.phone) return { channel: 'sms', recipient: input.phone };
    const email = input.email ?? (account ? visibleEmail(account.email) : '');
    if (!email) throw invalidField('email', 'field.email_or_phone');
    return { channel: 'email', recipient: email.trim().toLowerCase() };
  }

  const unsubscribeUrl = (address: AlertAddress, locale: Locale) =>
    `${publicUrl}/stock-alerts/unsubscribe?token=${tokens.sign(address)}${locale === 'bn' ? '&lang=bn' : ''}`;

  return {
    /**
     * A shopper asks to hear when a sold-out variant is back (the product's first when `variantId` is
     * left out, as for every line naming no variant): 404 for an unknown product or variant, 409 for one
     * in stock. Asking again answers the same, so the reply never says whether an address had asked.
     */
    async request(
      productId: string,
      input: BackInStockRequest,
      who: { account: { id: string; email: string } | null; locale: Locale },
    ): Promise<void> {
      const address = addressOf(input, who.account);
      await db.transaction(async (tx) => {
        const variant = await stock.lockForRequest(tx, productId, input.variantId);
        if (!variant) throw new AppError('not_found', 'product.not_found');
        if (variant.stock > 0) throw new AppError('conflict', 'stock_alert.in_stock');
        await repo.insertRequest(tx, {
          id: uuidv7(),
          productId,
          variantId: variant.variantId,
          ...address,
          locale: who.locale,
          userId: who.account?.id ?? null,
        });
      });
    },

    /**
     * The catalog's restock listener, inside the transaction of the stock change: every waiting request
     * of these variants is marked notified and gets its one message, in the language it was made in,
     * naming the variant and linking to it.
     */
    async variantsRestocked(tx: Db, variants: RestockedVariant[]): Promise<void> {
      for (const variant of variants) {
        const waiting = await repo.takeWaiting(
          tx,
          { productId: variant.product.id, variantId: variant.variantId },
          now(),
        );
        if (waiting.length === 0) continue;
        const page = `${publicUrl}/product/${encodeURIComponent(variant.product.id)}?variant=${encodeURIComponent(variant.variantId)}`;
        await notifications.queueShopMessages(
          tx,
          waiting.map((request) =>
            backInStockMessage(request, variant, {
              product: `${page}${request.locale === 'bn' ? '&lang=bn' : ''}`,
              unsubscribe: unsubscribeUrl(request, request.locale),
            }),
          ),
        );
      }
    },

    /** Stops every waiting alert of the address a signed link names; 400 for a link this shop did not write. */
    async unsubscribe(token: string): Promise<{ recipient: string }> {
      const address = tokens.read(token);
      if (!address) throw invalidField('token', 'stock_alert.link_invalid');
      await repo.deleteWaiting(db, address.channel, address.recipient);
      return { recipient: maskedAddress(address) };
    },

    /**
     * The recurring task: from `digestHour` on, the first run of a Dhaka day claims the day and queues the
     * owner's digest in one transaction, so of several servers exactly one sends it. A day with nothing
     * low is claimed too, and sends nothing. Answers whether this run claimed the day.
     */
    async sendDigest(): Promise<boolean> {
      const at = now();
      if ((at.getUTCHours() + DHAKA_OFFSET_HOURS) % 24 < deps.digestHour) return false;
      const settings = await stock.settings();
      if (!settings.dailyDigest) return false;
      const [counts, lines] = await Promise.all([stock.levels(), stock.lowStock(DIGEST_LINES)]);
      return db.transaction(async (tx) => {
        const claimed = await repo.claimDigestDay(tx, dhakaDay(at), {
          low: counts.lowStock,
          soldOut: counts.soldOut,
        });
        if (!claimed || lines.length === 0) return claimed;
        const owners = await users.shopOwnerEmails(tx);
        await notifications.queueShopMessages(
          tx,
          owners.map((recipient) =>
            lowStockDigest({
              lines,
              counts,
              locale: settings.digestLocale,
              recipient,
              listUrl: `${publicUrl}/admin/products?stock=low`,
              at,
            }),
          ),
        );
        return true;
      });
    },
  };
}
