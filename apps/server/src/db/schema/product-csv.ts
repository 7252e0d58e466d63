import {
  IMPORT_ROW_ACTIONS,
  IMPORT_ROW_STATES,
  type ImportCellError,
  type ImportRowAction,
  type ImportRowState,
  PRODUCT_IMPORT_STATUSES,
  type ProductImportStatus,
} from '@plantopia/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, updatedAt } from './columns.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A products CSV being imported (docs/product-csv.md): checked (the dry run), then, once the owner
 * confirms, applied row by row in the background by whichever server runs the import task.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: text('id').primaryKey(),
    status: text('status').$type<ProductImportStatus>().notNull(),
    fileName: text('file_name').notNull(),
    withImages: boolean('with_images').notNull().default(false),
    /** The admin who uploaded it. */
    createdBy: text('created_by').notNull(),
    totalRows: integer('total_rows').notNull(),
    createRows: integer('create_rows').notNull(),
    updateRows: integer('update_rows').notNull(),
    refusedRows: integer('refused_rows').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('product_imports_status_check', isOneOf(t.status, PRODUCT_IMPORT_STATUSES)),
    index('product_imports_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * One row of the file, keyed by its import and its row number: applying a row marks it `applied` in the
 * transaction that writes its product, so a row is applied once however often the work is resumed.
 */
export const productImportRows = pgTable(
  'product_import_rows',
  {
    importId: text('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    action: text('action').$type<ImportRowAction>(),
    state: text('state').$type<ImportRowState>().notNull(),
    /** The checked fields, the category and the image to set: what applying the row writes. */
    plan: jsonb('plan').$type<Record<string, unknown>>(),
    errors: jsonb('errors').$type<ImportCellError[]>().notNull().default([]),
    productId: text('product_id'),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.row] }),
    check('product_import_rows_state_check', isOneOf(t.state, IMPORT_ROW_STATES)),
    check(
      'product_import_rows_action_check',
      sql`${t.action} is null or ${isOneOf(t.action, IMPORT_ROW_ACTIONS)}`,
    ),
    index('product_import_rows_state_idx').on(t.importId, t.state, t.row),
  ],
);

/** Images from the zip that came with a file, already decoded and re-encoded, kept until the import ends. */
export const productImportImages = pgTable(
  'product_import_images',
  {
    importId: text('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    /** The file's name in the zip, lower case, without its folders. */
    name: text('name').notNull(),
    webp: bytea('webp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.name] })],
);
