import { z } from 'zod';
import { hasAreaIds } from './area-ids.js';
import { type AreaIds, areaIssues, placeNames } from './bd-geo.js';
import { DEFAULT_COUNTRY } from './constants.js';
import { requiredOr } from './field-errors.js';
import { asciiDigits } from './format.js';
import type { Locale } from './locale.js';

export { hasAreaIds } from './area-ids.js';

/**
 * A Bangladeshi mobile number in its one stored form, `01XXXXXXXXX` (11 digits, the way it is dialled
 * at home and printed on a courier's label), or null when it is not one: `01` then an operator digit
 * 3–9 then 8 digits. The country code (`+880`, `880`, `+88`), spaces and dashes are accepted and
 * dropped: `+880 1712-345678` → `01712345678`. Bangla digits are read as their ASCII twins
 * (`০১৭১২৩৪৫৬৭৮` → `01712345678`).
 */
export function normaliseBdPhone(raw: string): string | null {
  const compact = asciiDigits(raw).replace(/[\s-]/g, '');
  // +880 1712345678 is +88 followed by the national 01712345678, so one optional "+88" covers every form.
  const match = /^(?:\+?88)?(01[3-9]\d{8})$/.exec(compact);
  return match?.[1] ?? null;
}

/**
 * The digits a search for a phone number means, as the shop stores phones (`+880 1712…` and `01712…` are
 * one number), or null when the text is not (the end of) a phone number of three digits or more.
 */
export function phoneSearchDigits(typed: string): string | null {
  const text = asciiDigits(typed);
  if (!/^[\d\s+-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const national = digits.startsWith('880') ? digits.slice(2) : digits;
  return national.length >= 3 ? national : null;
}

/** A mobile number as `normaliseBdPhone` stores it; anything else is refused with `field.bd_phone`. */
export const BdPhoneSchema = z
  .string({ error: requiredOr('field.text') })
  .trim()
  .min(1, 'field.required')
  .max(30, 'field.bd_phone')
  .transform((value, context) => {
    const phone = normaliseBdPhone(value);
    if (phone) return phone;
    context.addIssue({ code: 'custom', message: 'field.bd_phone' });
    return z.NEVER;
  });

/** A profile's phone: empty (none yet) or a mobile number as `BdPhoneSchema` stores it. */
export const BdPhoneOrEmptySchema = z
  .string({ error: 'field.text' })
  .trim()
  .max(30, 'field.bd_phone')
  .transform((value, context) => {
    if (value === '') return '';
    const phone = normaliseBdPhone(value);
    if (phone) return phone;
    context.addIssue({ code: 'custom', message: 'field.bd_phone' });
    return z.NEVER;
  });

/** Optional; when given, exactly the 4 digits of a Bangladeshi post code, kept in ASCII (`৫৮৪০` → `5840`). */
export const BdPostalCodeSchema = z
  .string({ error: 'field.text' })
  .trim()
  .overwrite(asciiDigits)
  .regex(/^(\d{4})?$/, 'field.postcode');

const areaId = z
  .number({ error: requiredOr('field.number') })
  .int('field.whole_number')
  .positive('field.required');

const AREA_ID_KEYS = ['divisionId', 'districtId', 'upazilaId'] as const;

/** The picked place: optional in an address's shape, all three or none (`checkPlace`). */
export const areaIdFields = {
  divisionId: areaId.optional(),
  districtId: areaId.optional(),
  upazilaId: areaId.optional(),
};

/**
 * Division → district → upazila/thana by the ids of data/bd-geo, naming one consistent place. Without
 * any id, `whenMissing` decides: `'free-text'` (an address typed before the pickers, or by a client
 * without the pickers) needs `city` and `state` to say where it is; `'refuse'` (the web's forms, which have
 * the pickers) requires the ids; `'allow'` (a profile, which need not hold an address) accepts it.
 */
export function checkPlace(
  address: Partial<AreaIds> & { city?: string; state?: string },
  context: z.RefinementCtx,
  options: { whenMissing: 'free-text' | 'refuse' | 'allow' },
): void {
  const given = AREA_ID_KEYS.filter((key) => address[key] !== undefined);
  if (given.length === 0 && options.whenMissing !== 'refuse') {
    if (options.whenMissing === 'allow') return;
    for (const key of ['city', 'state'] as const) {
      if (!address[key]) context.addIssue({ code: 'custom', path: [key], message: 'field.required' });
    }
    return;
  }
  for (const key of AREA_ID_KEYS) {
    if (address[key] === undefined)
      context.addIssue({ code: 'custom', path: [key], message: 'field.required' });
  }
  if (!hasAreaIds(address)) return;
  for (const issue of areaIssues(address)) {
    context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  }
}

/**
 * A picked address carries its place's names in the plain `city`, `state` and `country` too (what the
 * client typed there is replaced), so every reader of those fields shows where it goes.
 */
export function withPlaceNames<T extends Partial<AreaIds> & { city?: string; state?: string }>(
  address: T,
): T {
  if (!hasAreaIds(address)) return address;
  return { ...address, ...placeNames(address), country: DEFAULT_COUNTRY };
}

/**
 * The place of an address as its reader's language writes it: a picked address's names in Bangla on a
 * Bangla page (the stored `city`/`state`/`country` are English); a free-text one as it was typed.
 */
export function shownPlace(
  address: Partial<AreaIds> & { city: string; state: string; country: string },
  locale: Locale,
): { city: string; state: string; country: string } {
  const { city, state, country } = address;
  if (locale === 'en' || !hasAreaIds(address)) return { city, state, country };
  return { ...placeNames(address, locale), country: country === DEFAULT_COUNTRY ? 'বাংলাদেশ' : country };
}

/**
 * An address as stored and answered (a profile's remembered one; an order's adds name and email). One saved before the pickers has free-text
 * `city`/`state` and no area ids: it is shown as it is, and takes the ids when next edited.
 */
export const ShippingAddressSchema = z.object({
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
  divisionId: z.number().int().optional(),
  districtId: z.number().int().optional(),
  upazilaId: z.number().int().optional(),
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;
