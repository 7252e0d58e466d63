import type { CourierPlace, CourierPlaceLevel } from '@plantopia/shared';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courierPlaces } from '../../db/schema/couriers.js';

/** The owner's mapping of our districts and upazilas to one courier's ids, districts first. */
export async function listPlaces(db: Db, courier: string): Promise<CourierPlace[]> {
  return db
    .select({
      level: courierPlaces.level,
      placeId: courierPlaces.placeId,
      courierPlaceId: courierPlaces.courierPlaceId,
    })
    .from(courierPlaces)
    .where(eq(courierPlaces.courier, courier))
    .orderBy(asc(courierPlaces.level), asc(courierPlaces.placeId));
}

/** The courier's ids for these places of ours, by level; a place without a mapping is absent. */
export async function findPlaceIds(
  db: Db,
  courier: string,
  places: { level: CourierPlaceLevel; placeId: number }[],
): Promise<Partial<Record<CourierPlaceLevel, number>>> {
  if (places.length === 0) return {};
  const rows = await db
    .select({ level: courierPlaces.level, courierPlaceId: courierPlaces.courierPlaceId })
    .from(courierPlaces)
    .where(
      and(
        eq(courierPlaces.courier, courier),
        or(
          ...places.map((place) =>
            and(eq(courierPlaces.level, place.level), eq(courierPlaces.placeId, place.placeId)),
          ),
        ),
      ),
    );
  return Object.fromEntries(rows.map((row) => [row.level, row.courierPlaceId]));
}

/** Sets each mapping (a null `courierPlaceId` removes it), all or none. */
export async function savePlaces(
  db: Db,
  courier: string,
  places: { level: CourierPlaceLevel; placeId: number; courierPlaceId: number | null }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const place of places) {
      const key = and(
        eq(courierPlaces.courier, courier),
        eq(courierPlaces.level, place.level),
        eq(courierPlaces.placeId, place.placeId),
      );
      if (place.courierPlaceId === null) {
        await tx.delete(courierPlaces).where(key);
        continue;
      }
      await tx
        .insert(courierPlaces)
        .values({ courier, level: place.level, placeId: place.placeId, courierPlaceId: place.courierPlaceId })
        .onConflictDoUpdate({
          target: [courierPlaces.courier, courierPlaces.level, courierPlaces.placeId],
          set: { courierPlaceId: place.courierPlaceId, updatedAt: new Date() },
        });
    }
  });
}
