import type { AreaIds } from './bd-geo.js';

/*
 * Apart from address.ts (zod schemas) and bd-geo.ts (the country's place list, 60 KiB): the cart, in every
 * page's first JavaScript, asks only this.
 */

/** Whether an address names its place by the pickers' ids (addresses stored before them do not). */
export function hasAreaIds<T extends Partial<AreaIds>>(address: T): address is T & AreaIds {
  return (
    typeof address.divisionId === 'number' &&
    typeof address.districtId === 'number' &&
    typeof address.upazilaId === 'number'
  );
}
