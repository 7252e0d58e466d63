import { COURIER_PLACE_LEVELS, type CourierPlaceLevel } from '@plantopia/shared';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { isOneOf, updatedAt } from './columns.js';

/**
 * The owner's mapping of the shop's places to a courier's own (couriers module): Pathao books a parcel
 * to its city and zone ids, so each district is mapped to a city and each upazila to a zone. Empty until
 * the owner fills it in; a parcel to a place without its ids is not booked.
 */
export const courierPlaces = pgTable(
  'courier_places',
  {
    courier: text('courier').notNull(),
    level: text('level').$type<CourierPlaceLevel>().notNull(),
    /** The district's or upazila's id in data/bd-geo. */
    placeId: integer('place_id').notNull(),
    /** The courier's id for it (a Pathao city or zone id). */
    courierPlaceId: integer('courier_place_id').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.courier, t.level, t.placeId] }),
    check('courier_places_level_check', isOneOf(t.level, COURIER_PLACE_LEVELS)),
  ],
);
