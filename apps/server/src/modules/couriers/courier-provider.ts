import { createHash, timingSafeEqual } from 'node:crypto';
import type { CourierParcelStatus, CourierPlaceLevel, CourierPlaceOption } from '@plantopia/shared';

// The HTTP call every outside service shares lives in lib/provider-call.ts.
export { ProviderUnavailableError } from '../../lib/provider-call.js';

/** A parcel to book: one order, as the courier's form asks for it. Amounts are poisha. */
export interface ParcelRequest {
  /** Our order id: Steadfast's `invoice`, Pathao's `merchant_order_id` (unique per order). */
  orderId: string;
  /** The order's short number, for the rider's note. */
  number: string;
  recipient: { name: string; phone: string; address: string };
  /** The courier's own ids for the recipient's place, by level (`placeLevels`), when it needs them. */
  places: Partial<Record<CourierPlaceLevel, number>>;
  /** Cash to collect at the door (0 for a prepaid order). */
  amountToCollect: number;
  itemCount: number;
  /** Packed weight of the parcel. */
  weightGrams: number;
  /** What is inside, for the courier's form. */
  description: string;
}

/** What the courier answered a booking. `refused` carries its own words; no answer at all is a throw. */
export type BookingOutcome =
  | {
      outcome: 'booked';
      consignmentId: string;
      trackingCode: string;
      /** The shopper's tracking page. */
      trackingUrl: string | null;
      /** The courier's own word for the parcel's status now. */
      detail: string;
    }
  | { outcome: 'refused'; message: string };

/** Where the courier says a parcel is. */
export interface ParcelStatus {
  consignmentId: string;
  /** The order the courier says the parcel is for (our id), when it says: checked against ours. */
  orderId?: string;
  status: CourierParcelStatus;
  detail: string;
  message?: string | null;
}

/**
 * What a webhook brought, once `authenticate` let it in: a status to apply as it is (`update`, from a
 * courier whose webhook is proof enough), a consignment to ask the courier about before anything
 * changes (`check`), the courier's set-up handshake, or nothing the shop uses (`ignore`).
 */
export type WebhookNews =
  | { kind: 'update'; update: ParcelStatus }
  | { kind: 'check'; consignmentId: string }
  | { kind: 'handshake' }
  | { kind: 'ignore' };

/**
 * One courier behind the shop's own small interface (issue 23 item 5): book a parcel, ask where it is,
 * and read its webhooks. A courier that does not answer in time, or answers something unusable, throws
 * `ProviderUnavailableError`: the caller treats it as "nothing known", never as a yes or a no. Adding a
 * courier is one file implementing this and a line in `choose-couriers.ts`.
 */
export interface CourierProvider {
  /** The name routes and the database use (`steadfast`). */
  readonly name: string;
  /** How people read its name. */
  readonly label: { en: string; bn: string };
  /** The shop's places it needs its own ids for, mapped by the owner (empty: it reads the address). */
  readonly placeLevels: readonly CourierPlaceLevel[];
  /** Whether its webhook can be checked (the token or secret is configured). */
  readonly webhookConfigured: boolean;
  book(parcel: ParcelRequest): Promise<BookingOutcome>;
  /** Where the parcel is now; null when the courier does not know this consignment (or not for this order). */
  fetchStatus(parcel: { consignmentId: string; orderId: string }): Promise<ParcelStatus | null>;
  /** Whether a webhook request comes from the courier (its token or shared secret); checked before the body is read. */
  authenticate(headers: Record<string, string | string[] | undefined>): boolean;
  /** Reads an authenticated webhook's body. */
  readWebhook(body: Record<string, unknown>): WebhookNews;
  /** Headers every answer to an authenticated webhook carries (Pathao wants its secret echoed). */
  webhookReplyHeaders?(): Record<string, string>;
  /** The courier's places for the owner's mapping: its cities, or a city's zones. */
  listPlaces?(cityId?: number): Promise<CourierPlaceOption[]>;
}

/** Compares a secret a request carries with the configured one in constant time; false when either is missing. */
export function sameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** A header's single value ('' when absent or repeated). */
export function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name.toLowerCase()];
  return typeof value === 'string' ? value : '';
}

/** A refusal's words from a Laravel-style answer: its `message` and each field's errors. */
export function refusalText(body: Record<string, unknown>): string {
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  const errors = body.errors && typeof body.errors === 'object' ? Object.values(body.errors) : [];
  const details = errors
    .flatMap((value) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  return [message, ...details].filter(Boolean).join(' ').slice(0, 500);
}

/** A courier's status word in one spelling: `Received at Last-Mile HUB` → `received_at_last_mile_hub`. */
export function statusWord(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}
