import {
  type BanglaSeason,
  type Locale,
  type MessageCode,
  type MessageParams,
  pickList,
  pickText,
  type WATERING_FREQUENCIES,
} from '@plantopia/shared';
import { formatMessage } from '@plantopia/shared/catalog';
import type { EmailBlock, ShopMessage } from '../notifications/notifications-service.js';

/*
 * The words of a care reminder, from the documents catalogs (`mail.care_reminder.*`,
 * `sms.care_reminder.*`, `care.watering.*`, `care.season.*`), in the shopper's language, built from the
 * catalog's own care text of each plant they received.
 */

/** One plant the shopper received, with the catalog's care text for it as the product now has it. */
export interface PlantCare {
  name: string;
  nameBn: string | null;
  /** Null when the product has left the catalog: the reminder then names it and gives the season's tip. */
  wateringFrequency: (typeof WATERING_FREQUENCIES)[number] | null;
  careInstructions: string[];
  careInstructionsBn: string[];
  /** The owner's seasonal care text, and its Bangla twin (null when the owner wrote none). */
  seasonalInstructions: string;
  seasonalInstructionsBn: string | null;
}

/** The most plants one email covers: the most recently bought. */
export const EMAIL_PLANTS = 3;
/** An SMS carries a catalog tip only up to this length, so a reminder stays a few SMS parts. */
const SMS_TIP_MAX = 140;

const withoutFinalStop = (text: string) => text.trim().replace(/[.!।]+$/u, '');

/** The care sentences of a plant in `locale`: the Bangla ones on a Bangla reminder when it has them. */
const instructionsOf = (plant: PlantCare, locale: Locale) =>
  pickList(plant.careInstructions, plant.careInstructionsBn, locale);

/** Which of a plant's tips a reminder carries: the next one each week, round and round. */
const tipOf = (tips: readonly string[], week: number): string | undefined => tips[week % tips.length];

/**
 * A shopper's reminder: by SMS, one plant (the next in turn each week) with its watering, one of its care
 * tips and the season's; by email, the latest few plants each with its watering and a tip, and the season.
 * `week` is how many reminders the shopper has had, so each one says something new.
 */
export function careReminderMessage(options: {
  channel: 'sms' | 'email';
  recipient: string;
  locale: Locale;
  plants: PlantCare[];
  season: BanglaSeason;
  week: number;
  links: { stop: string; orders: string };
}): ShopMessage {
  const { locale, plants, week, links } = options;
  const word = (code: MessageCode, params?: MessageParams) => formatMessage(code, params, locale);
  const season = {
    name: word(`care.season.${options.season}.name`),
    tip: word(`care.season.${options.season}.tip`),
  };
  const nameOf = (plant: PlantCare) => pickText(plant.name, plant.nameBn, locale);
  const watering = (plant: PlantCare) =>
    plant.wateringFrequency ? word(`care.watering.${plant.wateringFrequency}`) : null;
  const base = { kind: 'care_reminder' as const, locale, recipient: options.recipient };

  if (options.channel === 'sms') {
    const plant = plants[week % plants.length]!;
    const tip = tipOf(
      instructionsOf(plant, locale).filter((text) => text.length <= SMS_TIP_MAX),
      Math.floor(week / plants.length),
    );
    const water = watering(plant);
    const text = [
      water ? word('sms.care_reminder.plant', { plant: nameOf(plant), watering: water }) : nameOf(plant),
      tip ? word('sms.care_reminder.tip', { tip: withoutFinalStop(tip) }) : null,
      word('sms.care_reminder.season', { season: season.name, tip: season.tip }),
      word('sms.care_reminder.stop', { url: links.stop }),
    ]
      .filter((part) => part !== null)
      .join(' ');
    return { ...base, channel: 'sms', text };
  }

  const headline = word('mail.care_reminder.headline');
  const blocks: EmailBlock[] = [
    { type: 'heading', text: headline },
    { type: 'paragraph', text: word('mail.care_reminder.season', { season: season.name, tip: season.tip }) },
  ];
  for (const plant of plants.slice(0, EMAIL_PLANTS)) {
    const water = watering(plant);
    blocks.push({
      type: 'paragraph',
      text: water
        ? word('mail.care_reminder.plant', { plant: nameOf(plant), watering: water })
        : nameOf(plant),
    });
    const tip = tipOf(instructionsOf(plant, locale), week);
    if (tip) blocks.push({ type: 'paragraph', text: word('mail.care_reminder.tip', { tip }) });
    // A Bangla reminder leaves the seasonal text out rather than quote the owner's English.
    const seasonal = locale === 'en' ? plant.seasonalInstructions : plant.seasonalInstructionsBn;
    if (seasonal) {
      blocks.push({ type: 'paragraph', text: word('mail.care_reminder.through_year', { text: seasonal }) });
    }
  }
  blocks.push(
    { type: 'link', text: word('mail.care_reminder.see_orders'), url: links.orders },
    {
      type: 'footnote',
      text: word('mail.care_reminder.why'),
      linkText: word('mail.care_reminder.stop'),
      url: links.stop,
    },
  );
  return { ...base, channel: 'email', headline, blocks };
}
