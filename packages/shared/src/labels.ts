import { z } from 'zod';
import { codedText } from './message-codes.js';

/*
 * Packing slips and shipping labels (issue 23 item 6): `GET /api/admin/orders/labels.pdf?ids=a,b,c` and
 * `GET /api/admin/orders/packing-slips.pdf?ids=…`, one PDF for the whole selection, for staff.
 */

/** The most orders one print takes (a day's pickup comes in a few batches). */
export const MAX_PRINT_ORDERS = 100;

/** The order ids of a print, comma-separated, in the order they are printed; a repeated id prints once. */
export const PrintOrdersQuerySchema = z.object({
  ids: z
    .string({ error: 'field.required' })
    .transform((text) =>
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(200, codedText('field.max_length', { max: 200 })))
        .min(1, 'field.required')
        .max(MAX_PRINT_ORDERS, codedText('field.max_items', { max: MAX_PRINT_ORDERS })),
    ),
});
export type PrintOrdersQuery = z.infer<typeof PrintOrdersQuerySchema>;
