import type { CourierPlaceLevel, GeoArea } from '@plantopia/shared';
import { useCallback, useMemo, useState } from 'react';

/** A district of ours as the courier places screen lists it: its division and its upazilas beside it. */
export interface DistrictRow {
  district: GeoArea;
  division: GeoArea | undefined;
  upazilas: GeoArea[];
}

export const placeKey = (level: CourierPlaceLevel, placeId: number) => `${level}:${placeId}`;

/**
 * The owner's mapping of our places to a courier's ids while it is edited: the saved one with the changes
 * not saved yet on top (`null`: remove the mapping). A change back to what is saved is no change.
 */
export function useMappingDraft(saved: ReadonlyMap<string, number>) {
  const [changes, setChanges] = useState<ReadonlyMap<string, number | null>>(new Map());
  const mappedTo = useCallback(
    (level: CourierPlaceLevel, placeId: number): number | null => {
      const key = placeKey(level, placeId);
      return changes.has(key) ? changes.get(key)! : (saved.get(key) ?? null);
    },
    [changes, saved],
  );
  const set = useCallback(
    (edits: { level: CourierPlaceLevel; placeId: number; value: number | null }[]) =>
      setChanges((current) => {
        const next = new Map(current);
        for (const { level, placeId, value } of edits) {
          const key = placeKey(level, placeId);
          if ((saved.get(key) ?? null) === value) next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [saved],
  );
  const discard = useCallback(() => setChanges(new Map()), []);
  /** The changes as `PUT …/places` takes them. */
  const edits = useCallback(
    () =>
      [...changes].map(([key, courierPlaceId]) => {
        const [level, placeId] = key.split(':') as [CourierPlaceLevel, string];
        return { level, placeId: Number(placeId), courierPlaceId };
      }),
    [changes],
  );
  return useMemo(
    () => ({ changes, mappedTo, set, discard, edits }),
    [changes, mappedTo, set, discard, edits],
  );
}

export type MappingDraft = ReturnType<typeof useMappingDraft>;
