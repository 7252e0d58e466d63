import type { AdminOrderRow } from '@plantopia/shared';
import type { Selection } from '../data-table/data-table';

/**
 * What staff do to several orders at once, from the orders table's selection: the place for "Book with
 * courier" and "Print labels" (issue 23 items 5 and 6), which call the courier and label endpoints once
 * those exist. `selection.ids` holds every selected order (across pages); `selection.rows` those on the
 * page shown; `selection.clear()` empties it once an action is done.
 */
export function OrderBulkActions(_props: { selection: Selection<AdminOrderRow> }) {
  return null;
}
