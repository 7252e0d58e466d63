import { z } from 'zod';
import { codedText } from './message-codes.js';
import { MESSAGE_CHANNELS } from './notifications.js';

/*
 * Care after delivery (issue 26): a shopper whose plant was delivered may ask for watering and seasonal
 * tips about what they bought, by SMS or email, at most once a week and only in the day in Dhaka. Every
 * reminder carries a signed link that stops them all. Routes: `GET` and `PUT /api/care-reminders`
 * (signed in), `POST /api/care-reminders/stop` (anyone holding the link).
 */

/** Reminders are queued only from this hour (inclusive) until this one (exclusive), Dhaka time. */
export const CARE_REMINDER_HOURS = { from: 9, until: 20 } as const;

/** The least time between two reminders to one shopper. */
export const CARE_REMINDER_INTERVAL_DAYS = 7;

/**
 * The six seasons of the Bangla year (ঋতু), two Bangla months each, by the Gregorian day each begins on
 * in the revised Bangla calendar Bangladesh keeps (1 Boishakh is 14 April; a month of 31 days through
 * Ashwin, 30 after, Falgun 29). Their names and tips are coded messages (`care.season.<id>.*`).
 */
export const BANGLA_SEASONS = [
  { id: 'basanta', month: 2, day: 14 },
  { id: 'grishma', month: 4, day: 14 },
  { id: 'borsha', month: 6, day: 15 },
  { id: 'sharat', month: 8, day: 16 },
  { id: 'hemanta', month: 10, day: 17 },
  { id: 'sheet', month: 12, day: 16 },
] as const;
export type BanglaSeason = (typeof BANGLA_SEASONS)[number]['id'];

const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The Bangla season of the calendar day in Dhaka at `at`. */
export function banglaSeasonOf(at: Date): BanglaSeason {
  const dhaka = new Date(at.getTime() + DHAKA_OFFSET_MS);
  const today = (dhaka.getUTCMonth() + 1) * 100 + dhaka.getUTCDate();
  // Before 14 February the year is still in the winter that began in December.
  let season: BanglaSeason = 'sheet';
  for (const one of BANGLA_SEASONS) if (today >= one.month * 100 + one.day) season = one.id;
  return season;
}

/** The hour of the day in Dhaka (UTC+6 all year) at `at`, 0 to 23. */
export function dhakaHour(at: Date): number {
  return new Date(at.getTime() + DHAKA_OFFSET_MS).getUTCHours();
}

/** Whether `at` falls in the hours reminders may be sent (CARE_REMINDER_HOURS, Dhaka time). */
export function isCareReminderHour(at: Date): boolean {
  const hour = dhakaHour(at);
  return hour >= CARE_REMINDER_HOURS.from && hour < CARE_REMINDER_HOURS.until;
}

/** `GET /api/care-reminders`: the shopper's choice, and where each channel would reach them. */
export const CareReminderSettingsSchema = z.object({
  /** Reminders go out: the shopper asked for them and has not stopped them since. */
  enabled: z.boolean(),
  /** The channel chosen (SMS until the shopper chooses). */
  channel: z.enum(MESSAGE_CHANNELS),
  /**
   * The number an SMS goes to: the one chosen with, else the latest delivered plant order's; null
   * without a delivered plant.
   */
  phone: z.string().nullable(),
  /** The account's email, where an email goes. */
  email: z.string(),
  /** Only a shopper with a delivered order holding a plant may ask for reminders. */
  hasDeliveredPlant: z.boolean(),
});
export type CareReminderSettings = z.infer<typeof CareReminderSettingsSchema>;

/**
 * `PUT /api/care-reminders`. Turned on from a delivered order's page, `orderId` names it and an SMS goes
 * to that order's phone; without it, to the latest delivered plant order's.
 */
export const UpdateCareRemindersSchema = z.object({
  enabled: z.boolean({ error: 'field.boolean' }),
  channel: z.enum(MESSAGE_CHANNELS),
  orderId: z
    .string()
    .trim()
    .min(1, 'field.required')
    .max(200, codedText('field.max_length', { max: 200 }))
    .optional(),
});
export type UpdateCareReminders = z.infer<typeof UpdateCareRemindersSchema>;

/** `POST /api/care-reminders/stop`: the signed token of a reminder's stop link. */
export const CareReminderStopSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, 'field.required')
    .max(500, codedText('field.max_length', { max: 500 })),
});
