import {
  banglaSeasonOf,
  type CareReminderSettings,
  isCareReminderHour,
  type Locale,
  normaliseBdPhone,
  type UpdateCareReminders,
} from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import { AppError, invalidField } from '../../lib/errors.js';
import type { CatalogService } from '../catalog/catalog-service.js';
import type { NotificationsService } from '../notifications/notifications-service.js';
import type { DeliveredPlant, OrderHistoryService } from '../orders/order-history-service.js';
import type { UsersService } from '../users/users-service.js';
import { careReminderMessage, type PlantCare } from './care-reminder-messages.js';
import type { CareReminderTokens } from './care-reminder-token.js';
import * as repo from './care-reminders-repository.js';

export type CareRemindersService = ReturnType<typeof createCareRemindersService>;

/** How many shoppers one run of the task serves; the rest are served by the next runs of the day. */
const REMINDERS_PER_RUN = 100;
/** The plants a reminder takes turns about: the most recently bought. */
const PLANTS_PER_SHOPPER = 10;
/** A shopper with nothing to be told about (their plant went back) is looked at again a day later. */
const RETRY_LATER_MS = 24 * 60 * 60 * 1000;

/** The account a request acts for. */
interface Shopper {
  id: string;
  email: string;
}

/**
 * Care after delivery (issue 26, docs/behaviour.md §1.2): a shopper with a delivered plant turns weekly
 * care reminders on or off; the recurring task queues each one into the notifications outbox, in the
 * shopper's language, only in the day in Dhaka and at most once a week; a signed link in every reminder
 * stops them without signing in.
 */
export function createCareRemindersService(deps: {
  db: Db;
  orders: Pick<OrderHistoryService, 'deliveredPlants' | 'deliveredPlantOrder'>;
  catalog: Pick<CatalogService, 'findProductsByIds'>;
  users: Pick<UsersService, 'getAccount'>;
  notifications: Pick<NotificationsService, 'queueShopMessages'>;
  tokens: CareReminderTokens;
  publicUrl: string;
  now?: () => Date;
}) {
  const { db, orders, catalog, users, notifications, tokens, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  async function settings(shopper: Shopper): Promise<CareReminderSettings> {
    const [row, latest] = await Promise.all([
      repo.findReminder(db, shopper.id),
      orders.deliveredPlantOrder(db, shopper.id),
    ]);
    return {
      enabled: row !== null && row.stoppedAt === null,
      channel: row?.channel ?? 'sms',
      phone: row?.phone ?? (latest ? normaliseBdPhone(latest.phone) : null),
      email: shopper.email,
      hasDeliveredPlant: latest !== null,
    };
  }

  /** Each plant with the catalog's care text as the product has it now. */
  async function careOf(plants: DeliveredPlant[]): Promise<PlantCare[]> {
    const products = new Map(
      (await catalog.findProductsByIds(plants.map((plant) => plant.productId))).map((product) => [
        product._id,
        product,
      ]),
    );
    return plants.map((plant) => {
      const product = products.get(plant.productId);
      const listed = product?.category === 'plants' ? product : null;
      return {
        name: listed?.name ?? plant.name,
        nameBn: listed?.nameBn ?? plant.nameBn,
        wateringFrequency: listed?.wateringFrequency ?? null,
        careInstructions: listed?.careInstructions ?? [],
        careInstructionsBn: listed?.careInstructionsBn ?? [],
        seasonalInstructions: listed?.seasonalInstructions ?? '',
        seasonalInstructionsBn: listed?.seasonalInstructionsBn ?? null,
      };
    });
  }

  const stopUrl = (userId: string, locale: Locale) =>
    `${publicUrl}/care-reminders/stop?token=${tokens.sign(userId)}${locale === 'bn' ? '&lang=bn' : ''}`;

  return {
    settings,

    /**
     * Turns the shopper's reminders on or off. On needs a delivered order with a plant: `orderId`'s (400
     * when it is not such an order of theirs), else the latest (409 without one); an SMS goes to that
     * order's phone. Reminders are written in `locale`, the language the shopper asked in.
     */
    async update(
      shopper: Shopper,
      input: UpdateCareReminders,
      locale: Locale,
    ): Promise<CareReminderSettings> {
      const at = now();
      if (!input.enabled) {
        await repo.stop(db, shopper.id, at);
        return settings(shopper);
      }
      const [order, row] = await Promise.all([
        orders.deliveredPlantOrder(db, shopper.id, input.orderId),
        repo.findReminder(db, shopper.id),
      ]);
      if (!order) {
        throw input.orderId
          ? invalidField('orderId', 'care_reminder.not_a_plant_order')
          : new AppError('conflict', 'care_reminder.no_delivered_plant');
      }
      // From the profile the number chosen before stays; from an order's page, that order's number.
      const phone = (input.orderId ? null : row?.phone) ?? normaliseBdPhone(order.phone);
      if (input.channel === 'sms' && !phone) throw new AppError('conflict', 'care_reminder.no_sms_phone');
      await repo.turnOn(db, { userId: shopper.id, channel: input.channel, phone, locale, at });
      return settings(shopper);
    },

    /** The stop link: every reminder of the shopper it names stops for good; 400 for a link the shop did not write. */
    async stop(token: string): Promise<void> {
      const userId = tokens.read(token);
      if (!userId) throw invalidField('token', 'care_reminder.link_invalid');
      await repo.stop(db, userId, now());
    },

    /**
     * The recurring task: between CARE_REMINDER_HOURS in Dhaka, each shopper whose reminder is due gets
     * one, queued into the outbox in the transaction that moves their next one a week on, and only if
     * their row is still on and due then (a stop, or another server, may have come between). Answers how
     * many were queued.
     */
    async sendDue(): Promise<number> {
      const at = now();
      if (!isCareReminderHour(at)) return 0;
      let queued = 0;
      for (const row of await repo.listDue(db, at, REMINDERS_PER_RUN)) {
        const [plants, account] = await Promise.all([
          orders.deliveredPlants(db, row.userId, PLANTS_PER_SHOPPER),
          users.getAccount(row.userId),
        ]);
        const recipient = row.channel === 'sms' ? row.phone : account.email;
        if (plants.length === 0 || !recipient) {
          await repo.postpone(db, row.userId, new Date(at.getTime() + RETRY_LATER_MS));
          continue;
        }
        const message = careReminderMessage({
          channel: row.channel,
          recipient,
          locale: row.locale,
          plants: await careOf(plants),
          season: banglaSeasonOf(at),
          week: row.sentCount,
          links: {
            stop: stopUrl(row.userId, row.locale),
            orders: `${publicUrl}/profile${row.locale === 'bn' ? '?lang=bn' : ''}`,
          },
        });
        const sent = await db.transaction(async (tx) => {
          if (!(await repo.lockIfDue(tx, row.userId, at))) return false;
          await notifications.queueShopMessages(tx, [message]);
          await repo.markSent(tx, row.userId, at);
          return true;
        });
        if (sent) queued += 1;
      }
      return queued;
    },
  };
}
