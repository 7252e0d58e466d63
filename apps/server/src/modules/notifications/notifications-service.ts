import {
  type Locale,
  type MessageKind,
  normaliseBdPhone,
  type Order,
  type OrderEvent,
  type OutboundMessage,
  type OutboundMessageListExtras,
  type OutboundMessageQuery,
  type OutboxMessageKind,
} from '@plantopia/shared';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import type { UsersService } from '../users/users-service.js';
import { type EmailBlock, renderEmail } from './email-layout.js';
import * as repo from './notifications-repository.js';
import {
  renderGiftShippedSms,
  renderOrderEmail,
  renderOrderSms,
  type SmsExtras,
} from './order-message-templates.js';
import type { SmsProvider } from './sms-provider.js';

export type NotificationsService = ReturnType<typeof createNotificationsService>;

export type { EmailBlock } from './email-layout.js';

/**
 * A message about no order, worded in its language: an email's headline (its subject and heading) and
 * blocks, laid out as every email of the shop is, or an SMS's text.
 */
export type ShopMessage = {
  kind: Exclude<OutboxMessageKind, MessageKind>;
  locale: Locale;
  recipient: string;
} & ({ channel: 'email'; headline: string; blocks: EmailBlock[] } | { channel: 'sms'; text: string });

export interface RetryPolicy {
  /** After this many failed attempts a message is `failed` and waits for the admin. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles after each one, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
};

/**
 * How long a claimed batch stays its worker's before another may take it: longer than a whole batch of
 * sends that each run into the SMS gateway's 15 s timeout (20 × 15 s = 5 min), so only a worker that died
 * loses its claim.
 */
const CLAIM_LEASE_MS = 10 * 60_000;
const BATCH_SIZE = 20;

/** The wait before attempt `attempts + 1`, after `attempts` failures. */
export function retryDelay(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/**
 * The order messages (mail in docs/architecture.md §1; several servers in §7): `queueOrderEvent` writes the emails and SMS of an order's
 * change into the outbox inside the caller's transaction, so a message exists exactly when its change
 * committed and sending can never block or undo the order; `sendDue` (the background worker) sends
 * what is due, retrying with a doubling wait, and marks a message failed after the last attempt.
 */
export function createNotificationsService(deps: {
  db: Db;
  mailer: Mailer;
  sms: SmsProvider;
  users: Pick<UsersService, 'shopOwnerEmails'>;
  publicUrl: string;
  retry?: Partial<RetryPolicy>;
  now?: () => Date;
}) {
  const { db, mailer, sms, users, publicUrl } = deps;
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...deps.retry };
  const now = deps.now ?? (() => new Date());

  function messagesFor(
    order: Order,
    kind: MessageKind,
    recipients: { email?: string; phone?: string },
    smsExtras?: SmsExtras,
  ) {
    const locale = kind === 'owner_new_order' ? 'en' : (order.locale ?? 'en');
    const base = { orderId: order._id, kind, locale, nextAttemptAt: now() } as const;
    const rows: repo.NewMessageRow[] = [];
    if (recipients.email) {
      const email = renderOrderEmail(kind, order, locale, publicUrl);
      rows.push({
        ...base,
        id: uuidv7(),
        channel: 'email',
        recipient: recipients.email,
        subject: email.subject,
        bodyText: email.text,
        bodyHtml: email.html,
      });
    }
    const phone = recipients.phone ? normaliseBdPhone(recipients.phone) : null;
    if (phone) {
      rows.push({
        ...base,
        id: uuidv7(),
        channel: 'sms',
        recipient: phone,
        bodyText: renderOrderSms(kind, order, locale, smsExtras),
      });
    }
    return rows;
  }

  async function deliver(row: repo.MessageRow): Promise<void> {
    if (row.channel === 'email') {
      await mailer.send({
        to: row.recipient,
        subject: row.subject ?? '',
        text: row.bodyText,
        ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
      });
    } else {
      await sms.send({ id: row.id, to: row.recipient, text: row.bodyText });
    }
  }

  return {
    /**
     * Inside the order's transaction: the shopper's email and SMS for `event`, in the order's language,
     * and for a new order the shop owner's email too. `smsExtras` go into the shopper's SMS only. A gift
     * whose buyer asked for it also texts its recipient once, when it ships (docs/behaviour.md §9): an
     * order is shipped only once (ORDER_STATES), and this row is written in that move's transaction.
     */
    async queueOrderEvent(tx: Db, order: Order, event: OrderEvent, smsExtras?: SmsExtras): Promise<void> {
      const rows = messagesFor(
        order,
        event,
        { email: order.shipping.email, phone: order.shipping.phone },
        smsExtras,
      );
      if (event === 'placed') {
        for (const owner of await users.shopOwnerEmails(tx)) {
          rows.push(...messagesFor(order, 'owner_new_order', { email: owner }));
        }
      }
      const recipient = order.gift?.notifyRecipient ? normaliseBdPhone(order.gift.recipientPhone) : null;
      if (event === 'shipped' && recipient) {
        const locale = order.locale ?? 'en';
        rows.push({
          id: uuidv7(),
          orderId: order._id,
          kind: 'gift_shipped',
          channel: 'sms',
          locale,
          recipient,
          bodyText: renderGiftShippedSms(order, locale),
          nextAttemptAt: now(),
        });
      }
      await repo.insertMessages(tx, rows);
    },

    /**
     * Inside the caller's transaction: messages about no order (a back-in-stock alert, the stock digest);
     * the worker sends them as it sends the order messages. An SMS's number is normalised; one that is
     * not a Bangladeshi mobile number is dropped.
     */
    async queueShopMessages(tx: Db, messages: ShopMessage[]): Promise<void> {
      const rows: repo.NewMessageRow[] = [];
      for (const message of messages) {
        const base = { id: uuidv7(), kind: message.kind, locale: message.locale, nextAttemptAt: now() };
        if (message.channel === 'email') {
          const email = renderEmail(message.headline, message.blocks, message.locale);
          rows.push({
            ...base,
            channel: 'email',
            recipient: message.recipient,
            subject: email.subject,
            bodyText: email.text,
            bodyHtml: email.html,
          });
        } else {
          const phone = normaliseBdPhone(message.recipient);
          if (phone) rows.push({ ...base, channel: 'sms', recipient: phone, bodyText: message.text });
        }
      }
      await repo.insertMessages(tx, rows);
    },

    /**
     * An SMS that cannot wait for the worker (a sign-in code, docs/decisions/037): sent at once, not kept
     * in the outbox, never retried. Throws when the gateway does not take it.
     */
    async sendSmsNow(message: { to: string; text: string }): Promise<void> {
      await sms.send({ id: uuidv7(), to: message.to, text: message.text });
    },

    /** One pass of the worker: claims what is due and sends it; answers what became of each. */
    async sendDue(): Promise<{ sent: number; retrying: number; failed: number }> {
      const started = now();
      const claimed = await repo.claimDue(
        db,
        started,
        new Date(started.getTime() + CLAIM_LEASE_MS),
        BATCH_SIZE,
      );
      const tally = { sent: 0, retrying: 0, failed: 0 };
      // Oldest first (ids are time-ordered), so an order's "placed" goes out before its "shipped".
      claimed.sort(
        (a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id.localeCompare(b.id),
      );
      for (const row of claimed) {
        try {
          await deliver(row);
          await repo.settleAttempt(db, row.id, { status: 'sent', at: now() });
          tally.sent += 1;
        } catch (error) {
          const lastAttempt = row.attempts >= policy.maxAttempts;
          await repo.settleAttempt(
            db,
            row.id,
            lastAttempt
              ? { status: 'failed', error: errorText(error) }
              : {
                  status: 'pending',
                  error: errorText(error),
                  nextAttemptAt: new Date(now().getTime() + retryDelay(policy, row.attempts)),
                },
          );
          tally[lastAttempt ? 'failed' : 'retrying'] += 1;
        }
      }
      return tally;
    },

    /** Newest first, with how many have failed in all. */
    async list(
      query: OutboundMessageQuery,
    ): Promise<{ rows: OutboundMessage[] } & OutboundMessageListExtras> {
      const [page, failed] = await Promise.all([
        repo.listMessages(db, {
          status: query.status,
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        }),
        repo.countFailed(db),
      ]);
      return { ...page, failed };
    },

    /** The admin sends a failed message again: it is due at once, with a fresh set of attempts. */
    async retry(id: string): Promise<OutboundMessage> {
      const requeued = await repo.requeueFailed(db, id, now());
      if (requeued) return repo.toOutboundMessage(requeued);
      const existing = await repo.findMessage(db, id);
      if (!existing) throw new AppError('not_found', 'inbox.not_found');
      throw new AppError('conflict', 'notification.only_failed_retried', {
        status: { code: `notification.status.${existing.status}` },
      });
    },

    countFailed: (): Promise<number> => repo.countFailed(db),

    listForOrder: async (orderId: string): Promise<OutboundMessage[]> =>
      (await repo.listMessagesOfOrder(db, orderId)).map(repo.toOutboundMessage),
  };
}
