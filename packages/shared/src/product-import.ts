import { z } from 'zod';
import type { CodedMessage } from './message-codes.js';
import { MAX_PAGE } from './product.js';

/*
 * Products in and out as CSV (issue 24 item 3; docs/product-csv.md is the owner's guide to the format).
 * An upload is checked first (a dry run that writes no product): each row is to be created (a new SKU),
 * updated (a known one) or refused, with its column and reason. Confirmed, the import runs in the
 * background as a job whose progress the page polls.
 */

/** The most product rows one file may hold. */
export const MAX_IMPORT_ROWS = 20_000;
export const MAX_IMPORT_CSV_BYTES = 20 * 1024 * 1024;
export const MAX_IMPORT_ZIP_BYTES = 100 * 1024 * 1024;
export const IMPORT_ROWS_PAGE_SIZE = 50;

/**
 * `checked`: the dry run is ready and nothing is written until the owner confirms; `running`: confirmed,
 * rows being applied; `done`: every row to import was tried; `cancelled`: stopped by the owner, rows
 * applied before that kept. An import the owner declines is deleted.
 */
export const PRODUCT_IMPORT_STATUSES = ['checked', 'running', 'done', 'cancelled'] as const;
export type ProductImportStatus = (typeof PRODUCT_IMPORT_STATUSES)[number];

/**
 * A row of the dry run is `planned` (to create or update) or `refused`; confirmed, a planned row is
 * `pending`, then `applied`, or `failed` (refused while importing: an image that could not be fetched),
 * or `skipped` by a cancel.
 */
export const IMPORT_ROW_STATES = ['planned', 'refused', 'pending', 'applied', 'failed', 'skipped'] as const;
export type ImportRowState = (typeof IMPORT_ROW_STATES)[number];

export const IMPORT_ROW_ACTIONS = ['create', 'update'] as const;
export type ImportRowAction = (typeof IMPORT_ROW_ACTIONS)[number];

const CodedMessageSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
}) as unknown as z.ZodType<CodedMessage>;

/** Why a cell (or a whole row, column '') was refused. */
export const ImportCellErrorSchema = z.object({ column: z.string(), reason: CodedMessageSchema });
export type ImportCellError = z.infer<typeof ImportCellErrorSchema>;

export const ProductImportSchema = z.object({
  _id: z.string(),
  status: z.enum(PRODUCT_IMPORT_STATUSES),
  fileName: z.string(),
  /** Whether an image zip came with the file. */
  withImages: z.boolean(),
  /** The dry run's verdicts: rows to create, to update, refused. */
  rows: z.object({
    total: z.number().int(),
    create: z.number().int(),
    update: z.number().int(),
    refused: z.number().int(),
  }),
  /** Progress once confirmed: rows applied, failed while importing, still waiting, and skipped by a cancel. */
  progress: z.object({
    applied: z.number().int(),
    failed: z.number().int(),
    pending: z.number().int(),
    skipped: z.number().int(),
  }),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ProductImport = z.infer<typeof ProductImportSchema>;

export const ProductImportRowSchema = z.object({
  row: z.number().int(),
  sku: z.string(),
  name: z.string(),
  action: z.enum(IMPORT_ROW_ACTIONS).nullable(),
  state: z.enum(IMPORT_ROW_STATES),
  errors: z.array(ImportCellErrorSchema),
  /** The product the row created or updated, once applied. */
  productId: z.string().nullable(),
});
export type ProductImportRow = z.infer<typeof ProductImportRowSchema>;

/** Which rows of an import to list: the refused ones first, as the owner has to decide on them. */
export const IMPORT_ROW_VIEWS = ['all', 'refused', 'create', 'update', 'failed'] as const;
export type ImportRowView = (typeof IMPORT_ROW_VIEWS)[number];

export const ProductImportRowsQuerySchema = z.object({
  view: z.enum(IMPORT_ROW_VIEWS).default('all'),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(IMPORT_ROWS_PAGE_SIZE),
});
export type ProductImportRowsQuery = z.infer<typeof ProductImportRowsQuerySchema>;

/** Confirming a checked import: with refused rows it goes ahead only when told to leave them out. */
export const ConfirmProductImportSchema = z.object({ withoutRefused: z.boolean().default(false) });
export type ConfirmProductImport = z.infer<typeof ConfirmProductImportSchema>;
