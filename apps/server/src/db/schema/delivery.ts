import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';

/** A delivery zone as stored: its fee in poisha. */
export interface StoredDeliveryZone {
  name: string;
  /** Absent in tables saved before zones had Bangla names. */
  nameBn?: string | null;
  fee: number;
  districtIds: number[];
  upazilaIds: number[];
}

/**
 * The owner's shipping table (docs/decisions/011): one row, `id = 'current'`; no row means the default
 * table (৳100 on every order). Money in poisha.
 */
export const shippingTable = pgTable(
  'shipping_table',
  {
    id: text('id').primaryKey(),
    zones: jsonb('zones').$type<StoredDeliveryZone[]>().notNull(),
    defaultFee: integer('default_fee').notNull(),
    includedKg: integer('included_kg').notNull(),
    perExtraKg: integer('per_extra_kg').notNull(),
    freeDeliveryFrom: integer('free_delivery_from'),
    codMaxTotal: integer('cod_max_total'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shipping_table_single_row_check', sql`${t.id} = 'current'`),
    check(
      'shipping_table_fees_check',
      sql`${t.defaultFee} >= 0 and ${t.perExtraKg} >= 0 and ${t.includedKg} >= 0`,
    ),
  ],
);
