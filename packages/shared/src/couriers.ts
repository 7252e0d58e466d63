import { z } from 'zod';
import { codedText } from './message-codes.js';

/*
 * Couriers (issue 23 item 5): staff book an accepted order's parcel with a courier the shop has set up
 * (Steadfast, Pathao), one order or a selection at once; the courier's status then moves the order.
 * Routes: `GET /api/admin/couriers`, `POST /api/admin/orders/{id}/courier`,
 * `POST /api/admin/orders/courier-bookings`, the admin's place mapping
 * `GET|PUT /api/admin/couriers/{courier}/places` and `GET /api/admin/couriers/{courier}/place-options`,
 * and the couriers' own `POST /api/couriers/{courier}/webhook`.
 */

/**
 * Where a booked parcel stands, in the shop's words, whatever the courier calls it: `booked` (the
 * courier has it on its list, not picked up yet), `in_transit` (picked up, on its way), `on_hold` (held
 * by the courier), and the final ones: `delivered`, `partly_delivered` (some items came back: staff
 * decide), `returned` (it came back) and `cancelled` (the courier cancelled the parcel).
 */
export const COURIER_PARCEL_STATUSES = [
  'booked',
  'in_transit',
  'on_hold',
  'delivered',
  'partly_delivered',
  'returned',
  'cancelled',
] as const;
export type CourierParcelStatus = (typeof COURIER_PARCEL_STATUSES)[number];

/** Statuses after which the courier has nothing more to say about the parcel (no more polling). */
export const FINAL_PARCEL_STATUSES = [
  'delivered',
  'partly_delivered',
  'returned',
  'cancelled',
] as const satisfies readonly CourierParcelStatus[];

/** The shop's places a courier may need its own ids for (Pathao: district → city, upazila → zone). */
export const COURIER_PLACE_LEVELS = ['district', 'upazila'] as const;
export type CourierPlaceLevel = (typeof COURIER_PLACE_LEVELS)[number];

/** At most this many orders are booked in one bulk request. */
export const MAX_BULK_BOOKING = 100;

/** A courier's name as the shop knows it (`steadfast`, `pathao`): the ones set up are listed by `GET /api/admin/couriers`. */
export const CourierNameSchema = z
  .string({ error: 'field.required' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9-]{1,29}$/, 'field.invalid');

/** `POST /api/admin/orders/{id}/courier`. */
export const CourierBookingSchema = z.object({ courier: CourierNameSchema });
export type CourierBookingInput = z.infer<typeof CourierBookingSchema>;

/** `POST /api/admin/orders/courier-bookings`: the same courier for every order of a selection. */
export const CourierBulkBookingSchema = z.object({
  courier: CourierNameSchema,
  ids: z
    .array(z.string().trim().min(1, 'field.required').max(200), { error: 'field.required' })
    .min(1, codedText('field.at_least', { min: 1 }))
    .max(MAX_BULK_BOOKING, codedText('field.max_items', { max: MAX_BULK_BOOKING }))
    .transform((ids) => [...new Set(ids)]),
});
export type CourierBulkBookingInput = z.infer<typeof CourierBulkBookingSchema>;

/** A coded sentence inside `data` (rendered by the web with `useSay()`). */
const SaidSchema = z.object({ code: z.string(), params: z.record(z.string(), z.unknown()).optional() });

/**
 * One order's outcome in a booking: `booked` with the courier's consignment id, tracking code and the
 * shopper's tracking page; or `refused`, the order left exactly as it was, with why (`reason`, coded)
 * and, when the courier itself refused, its own words (`courierMessage`).
 */
export const CourierBookingResultSchema = z.object({
  orderId: z.string(),
  outcome: z.enum(['booked', 'refused']),
  courier: z.string(),
  consignmentId: z.string().nullable(),
  trackingCode: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  reason: SaidSchema.nullable(),
  courierMessage: z.string().nullable(),
});
export type CourierBookingResult = z.infer<typeof CourierBookingResultSchema>;

/** A courier this shop has set up (`GET /api/admin/couriers`). */
export const CourierInfoSchema = z.object({
  name: z.string(),
  label: z.object({ en: z.string(), bn: z.string() }),
  /** The shop's places that need the courier's own ids before a parcel can be booked (empty: none). */
  placeLevels: z.array(z.enum(COURIER_PLACE_LEVELS)),
  /** The courier's webhook can reach the shop (its secret or token is configured). */
  webhook: z.boolean(),
});
export type CourierInfo = z.infer<typeof CourierInfoSchema>;

const PlaceIdSchema = z.number({ error: 'field.number' }).int('field.whole_number').positive('field.invalid');

/** One of the owner's mappings: this district (or upazila) of ours is that id at the courier. */
export const CourierPlaceSchema = z.object({
  level: z.enum(COURIER_PLACE_LEVELS),
  placeId: PlaceIdSchema,
  courierPlaceId: PlaceIdSchema,
});
export type CourierPlace = z.infer<typeof CourierPlaceSchema>;

/** `PUT /api/admin/couriers/{courier}/places`: set (or, with `courierPlaceId: null`, remove) mappings. */
export const CourierPlacesUpdateSchema = z.object({
  places: z
    .array(CourierPlaceSchema.extend({ courierPlaceId: PlaceIdSchema.nullable() }))
    .min(1, codedText('field.at_least', { min: 1 }))
    .max(2000, codedText('field.max_items', { max: 2000 })),
});
export type CourierPlacesUpdate = z.infer<typeof CourierPlacesUpdateSchema>;

/** A place as the courier lists it (a Pathao city or zone), for the owner picking a mapping. */
export const CourierPlaceOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type CourierPlaceOption = z.infer<typeof CourierPlaceOptionSchema>;

/** `GET /api/admin/couriers/{courier}/place-options`: the courier's cities, or with `cityId` that city's zones. */
export const CourierPlaceOptionsQuerySchema = z.object({
  cityId: z.coerce.number().int('field.whole_number').positive('field.invalid').optional(),
});
