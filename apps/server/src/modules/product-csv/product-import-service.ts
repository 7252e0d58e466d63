import {
  type CategoryId,
  type CodedMessage,
  coded,
  type ImportCellError,
  isAllowedImageUrl,
  MAX_IMPORT_ROWS,
  MAX_UPLOAD_BYTES,
  type ProductImport,
  type ProductImportRow,
  type ProductImportRowsQuery,
  type ProductInput,
  type ProductUpdate,
} from '@plantopia/shared';
import { unzip } from 'fflate';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import { columnLetter, decodeCsv, readCsvRecords } from '../../lib/csv.js';
import { AppError } from '../../lib/errors.js';
import type { ProductAdminService } from '../catalog/product-admin-service.js';
import type { MediaService } from '../media/media-service.js';
import {
  columnOfField,
  findColumn,
  type ProductCsvColumn,
  REQUIRED_COLUMNS,
  readProductRow,
  readVariantChanges,
  type VariantChanges,
  variantOfCell,
} from './product-csv-columns.js';
import * as repo from './product-import-repository.js';

export type ProductImportService = ReturnType<typeof createProductImportService>;

/** How many rows' SKUs are looked up at once while checking. */
const LOOKUP_BATCH = 500;
/** A dry run nobody confirmed is forgotten after a day; a finished import's report after 30 days. */
const CHECKED_KEPT_MS = 24 * 60 * 60 * 1000;
const FINISHED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Where a row's image comes from when it is applied: kept as it is (an address of this shop, or the one
 * the product already has), fetched from the web, or taken from the zip (already re-encoded).
 */
type ImagePlan = { set: string } | { fetch: string } | { zip: string } | null;

/**
 * What applying a row does: a product row writes the product (`input`, null for a row that is one of its
 * variants) and then sets `variant` on the variant of the row's SKU (docs/decisions/038).
 */
interface RowPlan {
  category: CategoryId;
  input: ProductInput | ProductUpdate | null;
  image: ImagePlan;
  variant?: VariantChanges;
}

const importNotFound = () => new AppError('not_found', 'import.not_found');

/** A file name as the zip and the cells are matched: without folders, any case. */
const fileKey = (name: string) => (name.split(/[\\/]/).pop() ?? '').trim().toLowerCase();

/**
 * Products in from CSV (docs/product-csv.md): `check` is the dry run, which writes only the import's
 * own rows; `start` confirms it; `applyDue` (a recurring task, on whichever server holds its turn)
 * applies pending rows one transaction each, the row's state changed in the same transaction as its
 * product, so an import resumed after a crash or by another server never applies a row twice.
 */
export function createProductImportService(deps: {
  db: Db;
  productAdmin: ProductAdminService;
  media: MediaService;
  /** The shop's own origin: an image address on it is one of the shop's files, kept as a path. */
  publicUrl: string;
  /** Rows one run of the task applies before giving its turn back. */
  rowsPerRun: number;
  log: { error(object: unknown, message: string): void };
}) {
  const { db, productAdmin, media } = deps;
  const ownOrigin = new URL(deps.publicUrl).origin;

  /** The image cell as a plan, or the reason it is refused. */
  function planImage(
    cell: string,
    current: string | undefined,
    zipNames: ReadonlySet<string>,
  ): ImagePlan | ImportCellError {
    let value = cell;
    if (/^https?:\/\//i.test(value)) {
      const url = URL.canParse(value) ? new URL(value) : null;
      if (url && url.origin === ownOrigin) {
        value = url.pathname + url.search;
      }
    }
    // The export writes the shop's own images as full addresses; they are read back as its paths.
    if (value === '' || value === current) return { set: value };
    if (value.startsWith('/') || /^https?:\/\//i.test(value)) {
      if (!isAllowedImageUrl(value)) return { column: 'image', reason: coded('field.image_url') };
      return value.startsWith('/') ? { set: value } : { fetch: value };
    }
    if (!zipNames.has(fileKey(value))) {
      return { column: 'image', reason: coded('import.image_not_in_zip', { name: value }) };
    }
    return { zip: fileKey(value) };
  }

  /** The zip's files that rows name, each at most MAX_UPLOAD_BYTES, decoded and re-encoded as uploads are. */
  async function imagesOf(zip: Uint8Array, wanted: Set<string>) {
    const files = await new Promise<Record<string, Uint8Array>>((resolve, reject) =>
      unzip(
        zip,
        { filter: (file) => wanted.has(fileKey(file.name)) && file.originalSize <= MAX_UPLOAD_BYTES },
        (error, result) =>
          error ? reject(new AppError('invalid_data', 'import.zip_unreadable')) : resolve(result),
      ),
    );
    const images = new Map<string, Buffer | AppError>();
    for (const [name, bytes] of Object.entries(files)) {
      const key = fileKey(name);
      if (images.has(key) || bytes.length === 0) continue;
      images.set(
        key,
        await media.encodeImage(Buffer.from(bytes)).catch((error: unknown) => {
          if (error instanceof AppError) return error;
          throw error;
        }),
      );
    }
    return images;
  }

  /** Every name in the zip, to tell "not in the zip" from "too large". */
  async function namesIn(zip: Uint8Array): Promise<Map<string, number>> {
    const sizes = new Map<string, number>();
    await new Promise<void>((resolve, reject) =>
      unzip(
        zip,
        {
          filter: (file) => {
            if (!file.name.endsWith('/')) sizes.set(fileKey(file.name), file.originalSize);
            return false;
          },
        },
        (error) => (error ? reject(new AppError('invalid_data', 'import.zip_unreadable')) : resolve()),
      ),
    );
    return sizes;
  }

  async function toImport(job: repo.ImportRow): Promise<ProductImport> {
    return {
      _id: job.id,
      status: job.status,
      fileName: job.fileName,
      withImages: job.withImages,
      rows: {
        total: job.totalRows,
        create: job.createRows,
        update: job.updateRows,
        refused: job.refusedRows,
      },
      progress: await repo.countStates(db, job.id),
      createdAt: job.createdAt.toISOString(),
      startedAt: job.startedAt?.toISOString() ?? null,
      finishedAt: job.finishedAt?.toISOString() ?? null,
    };
  }

  async function requireImport(id: string): Promise<repo.ImportRow> {
    const job = await repo.findImport(db, id);
    if (!job) throw importNotFound();
    return job;
  }

  /** The headings row as columns; a missing required, unknown or repeated heading refuses the file. */
  function readHeadings(cells: string[]): (ProductCsvColumn | null)[] {
    const seen = new Set<ProductCsvColumn>();
    const columns = cells.map((heading, index) => {
      if (heading.trim() === '') return null;
      const column = findColumn(heading);
      const place = { row: 1, column: columnLetter(index + 1), heading: heading.trim() };
      if (!column) throw new AppError('invalid_data', 'import.unknown_column', place);
      if (seen.has(column)) throw new AppError('invalid_data', 'import.repeated_column', place);
      seen.add(column);
      return column;
    });
    const missing = REQUIRED_COLUMNS.find((name) => ![...seen].some((column) => column.name === name));
    if (missing) throw new AppError('invalid_data', 'import.missing_column', { row: 1, heading: missing });
    return columns;
  }

  /**
   * Applies one pending row; a refusal (an image that cannot be had, a SKU taken meanwhile) fails the row.
   * Storage that is not answering leaves it pending for the next run. Any other error fails the row too,
   * logged, so one row the shop cannot write never holds up the rest of the file; a database that is
   * down cannot record that either, and the row stays pending.
   */
  async function applyLine(line: repo.ImportLine): Promise<void> {
    const plan = line.plan as unknown as RowPlan;
    try {
      let imageUrl: string | undefined;
      if (plan.image && 'set' in plan.image) imageUrl = plan.image.set;
      if (plan.image && 'fetch' in plan.image) {
        imageUrl = await media.storeEncoded(await media.fetchImage(plan.image.fetch));
      }
      if (plan.image && 'zip' in plan.image) {
        const webp = await repo.findImage(db, line.importId, plan.image.zip);
        if (!webp) throw new AppError('invalid_data', 'import.image_not_in_zip', { name: plan.image.zip });
        imageUrl = await media.storeEncoded(webp);
      }
      await db.transaction(async (tx) => {
        if (!(await repo.claimLine(tx, line.importId, line.row))) return;
        let productId: string | null = null;
        if (plan.input) {
          productId = await productAdmin.importProduct(tx, {
            sku: line.sku,
            category: plan.category,
            input: { ...plan.input, ...(imageUrl === undefined ? {} : { imageUrl }) },
          });
        }
        if (plan.variant && Object.keys(plan.variant).length > 0) {
          productId = await productAdmin.importVariant(tx, { sku: line.sku, changes: plan.variant });
        }
        if (productId) await repo.setLineProduct(tx, line.importId, line.row, productId);
      });
    } catch (error) {
      if (error instanceof AppError && error.type === 'unavailable') throw error;
      if (!(error instanceof AppError)) {
        deps.log.error(
          { err: error, importId: line.importId, row: line.row },
          'An import row could not be applied',
        );
        await repo.failLine(db, line.importId, line.row, [
          { column: '', reason: coded('import.row_failed') },
        ]);
        return;
      }
      // A refused field names its column; an image that could not be had is the image's.
      const params = error.said.params as { field?: string; reason?: CodedMessage } | undefined;
      const column = params?.field
        ? columnOfField(params.field)
        : error.said.code.startsWith('upload.')
          ? 'image'
          : '';
      const reason = params?.field && params.reason ? params.reason : error.said;
      await repo.failLine(db, line.importId, line.row, [{ column, reason }]);
    }
  }

  return {
    /**
     * The dry run: reads the file (and the zip of images), decides for each row whether it creates,
     * updates or is refused, and keeps that as a `checked` import. No product is written. A file that
     * cannot be read as a whole (encoding, headings, quotes, size) is refused with its row and column.
     */
    async check(
      file: { name: string; bytes: Buffer },
      zip: Buffer | null,
      by: string,
    ): Promise<ProductImport> {
      const text = decodeCsv(file.bytes);
      const zipSizes = zip ? await namesIn(zip) : new Map<string, number>();
      const zipNames = new Set(zipSizes.keys());
      const lines: repo.NewImportLine[] = [];
      const plans = new Map<number, RowPlan>();
      const firstRowOfSku = new Map<string, number>();
      let columns: (ProductCsvColumn | null)[] | null = null;
      let batch: { row: number; cells: string[] }[] = [];

      const checkBatch = async () => {
        const skus = batch.map(({ cells }) => (cells[columns!.indexOf(findColumn('sku')!)] ?? '').trim());
        const [known, knownVariants] = await Promise.all([
          productAdmin.findBySkus(skus.filter(Boolean)),
          productAdmin.findVariantsBySkus(skus.filter(Boolean)),
        ]);
        for (const { row, cells } of batch) {
          const values = new Map<ProductCsvColumn, string>();
          let extra = false;
          cells.forEach((cell, index) => {
            const column = columns![index];
            if (column) values.set(column, cell);
            else if (index >= columns!.length && cell.trim() !== '') extra = true;
          });
          const sku = (values.get(findColumn('sku')!) ?? '').trim();
          const variantOf = variantOfCell(values);
          if (variantOf) {
            checkVariantRow(row, sku, variantOf, values, knownVariants.get(sku.toLowerCase()), extra);
            continue;
          }
          const existing = known.get(sku.toLowerCase());
          const read = readProductRow(values, { existingCategory: existing?.category });
          const errors = [...read.errors];
          if (extra) errors.push({ column: '', reason: coded('import.extra_cells') });
          const first = firstRowOfSku.get(sku.toLowerCase());
          if (sku && first !== undefined) {
            errors.push({ column: 'sku', reason: coded('import.repeated_sku', { row: first }) });
          } else if (sku) firstRowOfSku.set(sku.toLowerCase(), row);
          let image: ImagePlan = null;
          if (read.image !== null) {
            const planned = planImage(read.image, existing?.imageUrl, zipNames);
            if (planned && 'column' in planned) errors.push(planned);
            else image = planned;
            if (image && 'zip' in image && (zipSizes.get(image.zip) ?? 0) > MAX_UPLOAD_BYTES) {
              errors.push({ column: 'image', reason: coded('upload.too_large') });
            }
          }
          const refused = errors.length > 0 || !read.input || !read.category;
          lines.push({
            importId: '',
            row,
            sku,
            name: read.name,
            action: refused ? null : existing ? 'update' : 'create',
            state: refused ? 'refused' : 'planned',
            errors,
          });
          if (!refused) {
            // A known product's row also sets its variant of that SKU: with options, its first.
            const variant = existing ? readVariantChanges(values) : null;
            plans.set(row, {
              category: read.category!,
              input: read.input!,
              image,
              ...(variant && variant.errors.length === 0 ? { variant: variant.changes } : {}),
            });
          }
        }
        batch = [];
      };

      /** A row that is a variant of the product whose SKU it names in `variant_of`: only its variant fields count. */
      const checkVariantRow = (
        row: number,
        sku: string,
        variantOf: string,
        values: Map<ProductCsvColumn, string>,
        known: { category: CategoryId; productSku: string } | undefined,
        extra: boolean,
      ) => {
        const { changes, errors } = readVariantChanges(values);
        if (extra) errors.push({ column: '', reason: coded('import.extra_cells') });
        if (!known || known.productSku.toLowerCase() !== variantOf.toLowerCase()) {
          errors.push({ column: 'variant_of', reason: coded('import.not_a_variant', { sku: variantOf }) });
        }
        const first = firstRowOfSku.get(sku.toLowerCase());
        if (first !== undefined) {
          errors.push({ column: 'sku', reason: coded('import.repeated_sku', { row: first }) });
        } else firstRowOfSku.set(sku.toLowerCase(), row);
        const refused = errors.length > 0;
        lines.push({
          importId: '',
          row,
          sku,
          name: (values.get(findColumn('name')!) ?? '').trim(),
          action: refused ? null : 'update',
          state: refused ? 'refused' : 'planned',
          errors,
        });
        if (!refused)
          plans.set(row, { category: known!.category, input: null, image: null, variant: changes });
      };

      for await (const record of readCsvRecords(text, { maxRows: MAX_IMPORT_ROWS })) {
        if (!columns) {
          columns = readHeadings(record.cells);
          continue;
        }
        if (record.cells.every((cell) => cell.trim() === '')) continue;
        batch.push(record);
        if (batch.length === LOOKUP_BATCH) await checkBatch();
      }
      if (!columns) throw new AppError('invalid_data', 'import.no_headings');
      await checkBatch();
      if (lines.length === 0) throw new AppError('invalid_data', 'import.no_rows');

      // The zip's images the rows name, decoded now: a file that is no image refuses its rows here.
      const wanted = new Set(
        [...plans.values()].flatMap((plan) => (plan.image && 'zip' in plan.image ? [plan.image.zip] : [])),
      );
      const images =
        zip && wanted.size > 0 ? await imagesOf(zip, wanted) : new Map<string, Buffer | AppError>();
      for (const line of lines) {
        const plan = plans.get(line.row);
        const image = plan?.image && 'zip' in plan.image ? images.get(plan.image.zip) : undefined;
        if (image instanceof AppError) {
          line.errors = [...(line.errors ?? []), { column: 'image', reason: image.said }];
          line.action = null;
          line.state = 'refused';
          plans.delete(line.row);
        }
      }

      const id = uuidv7();
      for (const line of lines) {
        line.importId = id;
        const plan = plans.get(line.row);
        line.plan = plan ? (plan as unknown as Record<string, unknown>) : null;
      }
      const count = (action: string | null) => lines.filter((line) => line.action === action).length;
      await repo.insertImport(
        db,
        {
          id,
          status: 'checked',
          fileName: file.name.slice(0, 200),
          withImages: zip !== null,
          createdBy: by,
          totalRows: lines.length,
          createRows: count('create'),
          updateRows: count('update'),
          refusedRows: count(null),
        },
        lines,
        [...images].flatMap(([name, webp]) => (webp instanceof AppError ? [] : [{ name, webp }])),
      );
      return toImport((await repo.findImport(db, id))!);
    },

    async find(id: string): Promise<ProductImport> {
      return toImport(await requireImport(id));
    },

    async rows(
      id: string,
      query: ProductImportRowsQuery,
    ): Promise<{ rows: ProductImportRow[]; total: number }> {
      await requireImport(id);
      const page = await repo.listLines(db, id, query.view, query.limit, (query.page - 1) * query.limit);
      return {
        total: page.total,
        rows: page.rows.map((line) => ({
          row: line.row,
          sku: line.sku,
          name: line.name,
          action: line.action,
          state: line.state,
          errors: line.errors,
          productId: line.productId,
        })),
      };
    },

    /** Confirms a dry run: with refused rows, only when the owner chose to leave them out (409 otherwise). */
    async start(id: string, options: { withoutRefused: boolean }): Promise<ProductImport> {
      const job = await requireImport(id);
      if (job.status !== 'checked') throw new AppError('conflict', 'import.not_checked');
      if (job.refusedRows > 0 && !options.withoutRefused) {
        throw new AppError('conflict', 'import.has_refused_rows', { count: job.refusedRows });
      }
      const started = await repo.startImport(db, id, new Date());
      if (!started) throw new AppError('conflict', 'import.not_checked');
      return toImport(started);
    },

    /** Stops a running import: rows applied so far stay, the rest are skipped. */
    async cancel(id: string): Promise<ProductImport> {
      await requireImport(id);
      const cancelled = await repo.cancelImport(db, id, new Date());
      if (!cancelled) throw new AppError('conflict', 'import.not_running');
      return toImport(cancelled);
    },

    /** The owner declines a dry run: it is forgotten, and nothing was written. */
    async discard(id: string): Promise<void> {
      await requireImport(id);
      if (!(await repo.deleteCheckedImport(db, id))) throw new AppError('conflict', 'import.not_checked');
    },

    /** The recurring task's run: up to `rowsPerRun` pending rows, then imports with none left end. */
    async applyDue(): Promise<void> {
      const lines = await repo.listPendingLines(db, deps.rowsPerRun);
      for (const line of lines) await applyLine(line);
      if (lines.length > 0) productAdmin.invalidate();
      const now = new Date();
      await repo.finishImports(db, now);
      await repo.pruneImports(
        db,
        new Date(now.getTime() - CHECKED_KEPT_MS),
        new Date(now.getTime() - FINISHED_KEPT_MS),
      );
    },
  };
}
