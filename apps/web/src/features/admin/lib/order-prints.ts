import { MAX_PRINT_ORDERS } from '@plantopia/shared';
import { buildUrl } from '@/lib/api-client';

/*
 * A selection's shipping labels (4×6 in) and packing slips (A4) as one PDF each, printed in the order
 * given (decision 024): `GET /api/admin/orders/labels.pdf?ids=a,b,c` and `…/packing-slips.pdf?ids=…`.
 * Opened as plain links in a new tab: the browser shows the PDF and its print button.
 */

export type PrintDocument = 'labels' | 'packingSlips';

const PATHS: Record<PrintDocument, string> = {
  labels: '/api/admin/orders/labels.pdf',
  packingSlips: '/api/admin/orders/packing-slips.pdf',
};

/** Whether one print takes these orders (1 to MAX_PRINT_ORDERS). */
export const printable = (ids: readonly string[]) => ids.length > 0 && ids.length <= MAX_PRINT_ORDERS;

/** The PDF of `ids`, comma-separated as the server reads them. */
export function printHref(document: PrintDocument, ids: readonly string[]): string {
  return buildUrl(PATHS[document], { ids: ids.join(',') });
}
