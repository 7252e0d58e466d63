// Bangladesh's divisions, districts and upazilas (data/bd-geo, MIT). The data is ~70 KB: only the pages
// with an address form (checkout, profile, the admin's delivery zones) reach it, so the web build puts it
// in a chunk of its own that the first page never loads (the shared package is side-effect free there).
import districtsFile from '../data/bd-geo/districts.json';
import divisionsFile from '../data/bd-geo/divisions.json';
import upazilasFile from '../data/bd-geo/upazilas.json';
import type { Locale } from './locale.js';
import { codedText } from './message-codes.js';

/** A division, district or upazila/thana: English and Bangla name; `parentId` is 0 for a division. */
export interface GeoArea {
  id: number;
  name: string;
  bnName: string;
  parentId: number;
}

/** The ids an address names, division → district → upazila/thana. */
export interface AreaIds {
  divisionId: number;
  districtId: number;
  upazilaId: number;
}

type ExportRow = Record<string, string | undefined>;

/** The rows of a phpMyAdmin JSON export: under the element whose `type` is `table`. */
function tableRows(file: unknown): ExportRow[] {
  const table = (file as { type?: string; data?: ExportRow[] }[]).find((entry) => entry.type === 'table');
  return table?.data ?? [];
}

/**
 * English names the shop spells otherwise than the dataset, which is kept as published: its division
 * is "Chattagram" while its district is "Chattogram", the spelling the government adopted in 2018 and
 * the one couriers and the shop's own city area use.
 */
const SHOP_SPELLINGS: Readonly<Record<string, string>> = { Chattagram: 'Chattogram' };

function toAreas(file: unknown, parentKey: string | null): GeoArea[] {
  return tableRows(file)
    .map((row) => ({
      id: Number(row.id),
      name: SHOP_SPELLINGS[row.name ?? ''] ?? row.name ?? '',
      bnName: row.bn_name ?? '',
      parentId: parentKey ? Number(row[parentKey]) : 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * The city corporations' areas are thanas, which the dataset does not list (it has each district's
 * upazilas only); couriers price "inside the city" apart, so each metropolitan city is one area of its
 * district. Ids above the dataset's range.
 */
export const CITY_AREAS: readonly GeoArea[] = [
  { id: 9001, name: 'Dhaka City', bnName: 'ঢাকা মহানগর', parentId: 47 },
  { id: 9002, name: 'Chattogram City', bnName: 'চট্টগ্রাম মহানগর', parentId: 8 },
];

export const BD_DIVISIONS: readonly GeoArea[] = toAreas(divisionsFile, null);
export const BD_DISTRICTS: readonly GeoArea[] = toAreas(districtsFile, 'division_id');
/** Upazilas and the metropolitan cities, by name; a city comes first in its district. */
export const BD_UPAZILAS: readonly GeoArea[] = [...CITY_AREAS, ...toAreas(upazilasFile, 'district_id')];

const index = (areas: readonly GeoArea[]) => new Map(areas.map((area) => [area.id, area]));
const divisionsById = index(BD_DIVISIONS);
const districtsById = index(BD_DISTRICTS);
const upazilasById = index(BD_UPAZILAS);

export const findDivision = (id: number): GeoArea | undefined => divisionsById.get(id);
export const findDistrict = (id: number): GeoArea | undefined => districtsById.get(id);

/** A place's name in both languages, as a message parameter. */
export const placeName = (area: GeoArea) => ({ en: area.name, bn: area.bnName });
export const findUpazila = (id: number): GeoArea | undefined => upazilasById.get(id);

export const districtsOf = (divisionId: number): GeoArea[] =>
  BD_DISTRICTS.filter((district) => district.parentId === divisionId);
export const upazilasOf = (districtId: number): GeoArea[] =>
  BD_UPAZILAS.filter((upazila) => upazila.parentId === districtId);

/**
 * How a picker shows an area: on an English page both names, "Dhaka (ঢাকা)", so a shopper who knows
 * only the Bangla one finds it too; on a Bangla page the Bangla name alone, "ঢাকা".
 */
export function areaLabel(area: GeoArea, locale: Locale): string {
  return locale === 'bn' ? area.bnName || area.name : `${area.name} (${area.bnName})`;
}

/**
 * What is wrong with an address's area ids: an id the data does not know, or a district outside the
 * division / an upazila outside the district. Empty when they name one consistent place.
 */
export function areaIssues(ids: AreaIds): { path: keyof AreaIds; message: string }[] {
  const division = findDivision(ids.divisionId);
  const district = findDistrict(ids.districtId);
  const upazila = findUpazila(ids.upazilaId);
  const issues: { path: keyof AreaIds; message: string }[] = [];
  if (!division) issues.push({ path: 'divisionId', message: 'field.not_division' });
  if (!district) issues.push({ path: 'districtId', message: 'field.not_district' });
  else if (division && district.parentId !== division.id)
    issues.push({
      path: 'districtId',
      message: codedText('field.district_not_in_division', { division: placeName(division) }),
    });
  if (!upazila) issues.push({ path: 'upazilaId', message: 'field.not_upazila' });
  else if (district && upazila.parentId !== district.id)
    issues.push({
      path: 'upazilaId',
      message: codedText('field.upazila_not_in_district', { district: placeName(district) }),
    });
  return issues;
}

/**
 * The names an address with these (consistent) ids carries in its text fields, so that every reader
 * of `city` and `state` (order cards, e-mails, the courier's label) shows the place: the upazila and
 * district as the city ("Savar, Dhaka"), the division as the state ("Dhaka Division").
 */
export function placeNames(ids: AreaIds, locale: Locale = 'en'): { city: string; state: string } {
  const upazila = findUpazila(ids.upazilaId);
  const district = findDistrict(ids.districtId);
  const division = findDivision(ids.divisionId);
  const name = (area: GeoArea | undefined) => (locale === 'bn' ? area?.bnName || area?.name : area?.name);
  const state = !division ? '' : locale === 'bn' ? `${name(division)} বিভাগ` : `${division.name} Division`;
  return { city: [name(upazila), name(district)].filter(Boolean).join(', '), state };
}
