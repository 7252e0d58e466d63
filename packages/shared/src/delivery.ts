import { z } from 'zod';
import { findDistrict, findUpazila, placeName } from './bd-geo.js';
import { SHIPPING_FEE_TAKA } from './constants.js';
import { requiredOr } from './field-errors.js';
import { codedText } from './message-codes.js';
import { TakaSchema } from './money.js';

/**
 * The shipping table (docs/decisions/011): the owner's delivery zones and fees. Money in taka on the
 * wire, poisha in the database. The pricing module is the one place that turns it into a fee.
 */
export const DeliveryZoneSchema = z.object({
  name: z
    .string({ error: requiredOr('field.text') })
    .trim()
    .min(1, 'field.required')
    .max(60, codedText('field.max_length', { max: 60 })),
  /**
   * The name a Bangla page shows; null (or blank): the English name. Tables saved before it have none.
   * No transform here: the schema also describes the answer, which must serialise as it parses.
   */
  nameBn: z
    .string({ error: requiredOr('field.text') })
    .trim()
    .max(60, codedText('field.max_length', { max: 60 }))
    .nullable()
    .default(null),
  /** Taka for an order delivered here, before any weight charge. */
  fee: TakaSchema,
  /** Whole districts in this zone. */
  districtIds: z.array(z.number().int()).max(64, codedText('field.max_districts', { max: 64 })),
  /** Single upazilas/thanas (e.g. Dhaka City or the suburbs of a district that is otherwise elsewhere). */
  upazilaIds: z.array(z.number().int()).max(600, codedText('field.max_upazilas', { max: 600 })),
});
export type DeliveryZone = z.infer<typeof DeliveryZoneSchema>;

const optionalTaka = TakaSchema.nullable();

/** A zone's name in both languages (its English name where it has no Bangla one). */
const zoneName = (zone: { name: string; nameBn?: string | null }) => ({
  en: zone.name,
  bn: zone.nameBn?.trim() || zone.name,
});

export const ShippingTableSchema = z
  .object({
    zones: z.array(DeliveryZoneSchema).max(20, codedText('field.max_zones', { max: 20 })),
    /** Taka for an address in no zone, and for an address typed as free text before the pickers. */
    defaultFee: TakaSchema,
    /** The weight each fee includes, in kilograms. */
    includedKg: z
      .number({ error: requiredOr('field.number') })
      .int('field.whole_kilograms')
      .min(0, codedText('field.at_least', { min: 0 }))
      .max(1000, codedText('field.max', { max: 1000 })),
    /** Taka for each started kilogram above `includedKg`; 0 charges nothing for weight. */
    perExtraKg: TakaSchema,
    /** Orders whose subtotal reaches this many taka are delivered free; null: never. */
    freeDeliveryFrom: optionalTaka,
    /** The highest order total (taka) that may be paid cash on delivery; null: any. */
    codMaxTotal: optionalTaka,
  })
  .superRefine((table, context) => {
    const seenDistricts = new Map<number, { en: string; bn: string }>();
    const seenUpazilas = new Map<number, { en: string; bn: string }>();
    table.zones.forEach((zone, index) => {
      zone.districtIds.forEach((id, position) => {
        const path = ['zones', index, 'districtIds', position];
        if (!findDistrict(id)) context.addIssue({ code: 'custom', path, message: 'field.not_district' });
        else if (seenDistricts.has(id))
          context.addIssue({
            code: 'custom',
            path,
            message: codedText('field.place_in_two_zones', {
              place: placeName(findDistrict(id)!),
              zone: seenDistricts.get(id)!,
            }),
          });
        seenDistricts.set(id, zoneName(zone));
      });
      zone.upazilaIds.forEach((id, position) => {
        const path = ['zones', index, 'upazilaIds', position];
        if (!findUpazila(id)) context.addIssue({ code: 'custom', path, message: 'field.not_upazila' });
        else if (seenUpazilas.has(id))
          context.addIssue({
            code: 'custom',
            path,
            message: codedText('field.place_in_two_zones', {
              place: placeName(findUpazila(id)!),
              zone: seenUpazilas.get(id)!,
            }),
          });
        seenUpazilas.set(id, zoneName(zone));
      });
    });
  });
export type ShippingTable = z.infer<typeof ShippingTableSchema>;

/**
 * The table a new shop starts with: ৳100 on every order (docs/behaviour.md §4 rule 5). The zones a
 * Dhaka shop usually prices apart are laid out, each at ৳100, so the owner only changes fees; until then
 * nothing changes.
 */
export const DEFAULT_SHIPPING_TABLE: ShippingTable = {
  zones: [
    {
      name: 'Inside Dhaka City',
      nameBn: 'ঢাকা শহরের ভেতরে',
      fee: SHIPPING_FEE_TAKA,
      districtIds: [],
      upazilaIds: [9001],
    },
    {
      name: 'Dhaka suburbs',
      nameBn: 'ঢাকার আশপাশে',
      fee: SHIPPING_FEE_TAKA,
      districtIds: [],
      // Savar, Keraniganj; Gazipur Sadar; Narayanganj Sadar, Bandar.
      upazilaIds: [365, 367, 320, 330, 329],
    },
  ],
  defaultFee: SHIPPING_FEE_TAKA,
  includedKg: 1,
  perExtraKg: 0,
  freeDeliveryFrom: null,
  codMaxTotal: null,
};

/** The zone an address with these ids belongs to: an upazila named by a zone before its district's zone. */
export function zoneFor(
  zones: readonly Pick<DeliveryZone, 'districtIds' | 'upazilaIds'>[],
  place: { districtId: number; upazilaId: number },
): number | null {
  const byUpazila = zones.findIndex((zone) => zone.upazilaIds.includes(place.upazilaId));
  if (byUpazila >= 0) return byUpazila;
  const byDistrict = zones.findIndex((zone) => zone.districtIds.includes(place.districtId));
  return byDistrict >= 0 ? byDistrict : null;
}
