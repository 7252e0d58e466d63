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
import type { ImportedProduct, ProductAdminService } from '../catalog/product-admin-service.js';
import type { MediaService } from '../media/media-service.js';
import {
  cellOf,
  columnOfField,
  findColumn,
  type ProductCsvColumn,
  REQUIRED_COLUMNS,
  readOptions,
  readProductRow,
  readVariantChanges,
} from './product-csv-columns.js';
import {
  OPTIONS_BN_COLUMN,
  OPTIONS_COLUMN,
  productRowsProblems,
  productVariants,
  type RowOption,
  type VariantChanges,
  type VariantRow,
} from './product-csv-options.js';
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
 * What applying a row does (docs/decisions/038): a product's own row writes the product (`input`, null
 * on a row that is one of its variants); every row sets `variant` and `options` on the variant of the
 * row's SKU, created when there is none. `image` is the product's on its own row, the variant's on a
 * variant's. A product's rows (`rows`, its own first) are applied together; a plan without `rows` was
 * made before variants could be created, and is applied alone.
 */
interface RowPlan {
  category: CategoryId;
  input: ProductInput | ProductUpdate | null;
  image: ImagePlan;
  variant?: VariantChanges;
  options?: RowOption[];
  /** On a variant's row, the SKU of its product. */
  variantOf?: string;
  rows?: number[];
}

/** A row of the file as the dry run reads it, before its product's rows are checked together. */
interface Member {
  line: repo.NewImportLine;
  /** The product's SKU in lower case: the row's own, or the one it names in `variant_of`. */
  product: string;
  /** The category a product's own row names (null on a variant's row: its product's). */
  category: CategoryId | null;
  input: ProductInput | ProductUpdate | null;
  image: ImagePlan;
  variantOf: string | undefined;
  variant: VariantRow;
}

/**
 * Refuses every row of a product, one of them (`cause`) for its own reasons: the others say they wait on
 * it, as a product's rows are imported together or not at all.
 */
function refuseProduct(lines: repo.NewImportLine[], cause: number): void {
  for (const line of lines) {
    if (line.errors!.length === 0) {
      line.errors!.push({ column: '', reason: coded('import.product_refused', { row: cause }) });
    }
    line.action = null;
    line.state = 'refused';
  }
}

const importNotFound = () => new AppError('not_found', 'import.not_found');

/** A file name as the zip and the cells are matched: without folders, any case. */
const fileKey = (name: string) => (name.split(/[\\/]/).pop() ?? '').trim().toLowerCase();

/**
 * Products in from CSV (docs/product-csv.md): `check` is the dry run, which writes only the import's
 * own rows; `start` confirms it; `applyDue` (a recurring task, on whichever server holds its turn)
 * applies pending rows one product at a time, each product's rows in one transaction that also changes
 * their state, so an import resumed after a crash or by another server never applies a row twice.
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
    const has = (name: string) => [...seen].some((column) => column.name === name);
    // The Bangla options only label the English ones: without them they would be ignored, unsaid.
    const needed = has(OPTIONS_BN_COLUMN) ? [...REQUIRED_COLUMNS, OPTIONS_COLUMN] : REQUIRED_COLUMNS;
    const missing = needed.find((name) => !has(name));
    if (missing) throw new AppError('invalid_data', 'import.missing_column', { row: 1, heading: missing });
    return columns;
  }

  /** The image a row's plan names, stored: undefined when the row leaves it as it is. */
  async function imageOf(line: repo.ImportLine, plan: RowPlan): Promise<string | undefined> {
    if (!plan.image) return undefined;
    if ('set' in plan.image) return plan.image.set;
    if ('fetch' in plan.image) return media.storeEncoded(await media.fetchImage(plan.image.fetch));
    const webp = await repo.findImage(db, line.importId, plan.image.zip);
    if (!webp) throw new AppError('invalid_data', 'import.image_not_in_zip', { name: plan.image.zip });
    return media.storeEncoded(webp);
  }

  /**
   * Applies one pending row, with the other rows of its product (its own row and its variants' rows), all
   * in one transaction whichever of them comes first; they are taken by claiming the product's own row
   * first, so two servers never apply a product twice. A refusal (an image that cannot be had, a SKU
   * taken meanwhile, variants that no longer fit) fails the product's rows. Storage that is not
   * answering leaves them pending for the next run. Any other error fails them too, logged, so a product
   * the shop cannot write never holds up the rest of the file; a database that is down cannot record that
   * either, and the rows stay pending.
   */
  async function applyLine(line: repo.ImportLine): Promise<void> {
    const rows = (line.plan as unknown as RowPlan).rows ?? [line.row];
    const group = rows.length > 1 ? await repo.findLines(db, line.importId, rows) : [line];
    if (group.length !== rows.length || group.some((member) => member.state !== 'pending')) return;
    try {
      const members: { line: repo.ImportLine; plan: RowPlan; image: string | undefined }[] = [];
      for (const member of group) {
        const plan = member.plan as unknown as RowPlan;
        members.push({ line: member, plan, image: await imageOf(member, plan) });
      }
      const own = members.find((member) => member.plan.input);
      const [lead, ...others] = members;
      await db.transaction(async (tx) => {
        if (!(await repo.claimLine(tx, lead!.line.importId, lead!.line.row))) return;
        for (const other of others) await repo.claimLine(tx, other.line.importId, other.line.row);
        const productId = await productAdmin.importProduct(tx, {
          // A variant's row finds its product by the product's SKU; one planned before `variantOf` by its own.
          sku: own ? own.line.sku : (lead!.plan.variantOf ?? lead!.line.sku),
          category: lead!.plan.category,
          input: own
            ? { ...own.plan.input!, ...(own.image === undefined ? {} : { imageUrl: own.image }) }
            : null,
          variants: (current) => {
            const planned = productVariants(
              current,
              members.map((member) => ({
                row: member.line.row,
                sku: member.line.sku,
                changes: member.plan.variant ?? {},
                options: member.plan.options,
                imageUrl: member.plan.input ? undefined : member.image,
              })),
            );
            return { options: planned.options, variants: planned.variants };
          },
        });
        for (const member of members) {
          await repo.setLineProduct(tx, member.line.importId, member.line.row, productId);
        }
      });
    } catch (error) {
      if (error instanceof AppError && error.type === 'unavailable') throw error;
      let reason: ImportCellError;
      if (error instanceof AppError) {
        // A refused field names its column; an image that could not be had is the image's.
        const params = error.said.params as { field?: string; reason?: CodedMessage } | undefined;
        const column = params?.field
          ? columnOfField(params.field)
          : error.said.code.startsWith('upload.')
            ? 'image'
            : '';
        reason = { column, reason: params?.field && params.reason ? params.reason : error.said };
      } else {
        deps.log.error(
          { err: error, importId: line.importId, row: line.row },
          'An import row could not be applied',
        );
        reason = { column: '', reason: coded('import.row_failed') };
      }
      for (const member of group) await repo.failLine(db, member.importId, member.row, [reason]);
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
      const members: Member[] = [];
      const plans = new Map<number, RowPlan>();
      const firstRowOfSku = new Map<string, number>();
      // The shop's products the file names (by a row's SKU or its `variant_of`), by lower-case SKU.
      const knownProducts = new Map<string, ImportedProduct>();
      let columns: (ProductCsvColumn | null)[] | null = null;
      let batch: { row: number; cells: string[] }[] = [];

      const checkBatch = async () => {
        const read = batch.map(({ row, cells }) => {
          const values = new Map<ProductCsvColumn, string>();
          let extra = false;
          cells.forEach((cell, index) => {
            const column = columns![index];
            if (column) values.set(column, cell);
            else if (index >= columns!.length && cell.trim() !== '') extra = true;
          });
          return {
            row,
            values,
            extra,
            sku: cellOf(values, 'sku') ?? '',
            variantOf: cellOf(values, 'variantOf') ?? '',
          };
        });
        const skus = read.flatMap((line) => (line.sku ? [line.sku] : []));
        const [found, knownVariants] = await Promise.all([
          productAdmin.findBySkus([
            ...skus,
            ...read.flatMap((line) => (line.variantOf ? [line.variantOf] : [])),
          ]),
          productAdmin.findVariantsBySkus(skus),
        ]);
        for (const [sku, product] of found) knownProducts.set(sku, product);
        for (const line of read) members.push(readMember(line, knownVariants.get(line.sku.toLowerCase())));
        batch = [];
      };

      /** A row as its line of the dry run and what it asks of its product and its variant. */
      const readMember = (
        {
          row,
          values,
          extra,
          sku,
          variantOf,
        }: {
          row: number;
          values: Map<ProductCsvColumn, string>;
          extra: boolean;
          sku: string;
          variantOf: string;
        },
        knownVariant: { productSku: string } | undefined,
      ): Member => {
        const options = readOptions(values);
        const changes = readVariantChanges(values);
        const errors = [...options.errors];
        const product = (variantOf || sku).toLowerCase();
        const existing = knownProducts.get(product);
        let read: ReturnType<typeof readProductRow> | null = null;
        if (variantOf) {
          errors.push(...changes.errors);
          if (knownVariant && knownVariant.productSku.toLowerCase() !== variantOf.toLowerCase()) {
            errors.push({ column: 'variant_of', reason: coded('import.not_a_variant', { sku: variantOf }) });
          }
        } else {
          read = readProductRow(values, { existingCategory: existing?.category });
          errors.push(...read.errors);
          // The "was" price is the one variant field the product's own fields do not check.
          errors.push(...changes.errors.filter((error) => !errors.some((e) => e.column === error.column)));
          // A SKU of another product's variant (not its first) would clash when the row is applied.
          if (!existing && knownVariant) {
            errors.push({ column: 'sku', reason: coded('field.sku_taken', { sku }) });
          }
        }
        if (extra) errors.push({ column: '', reason: coded('import.extra_cells') });
        const first = firstRowOfSku.get(sku.toLowerCase());
        if (sku && first !== undefined) {
          errors.push({ column: 'sku', reason: coded('import.repeated_sku', { row: first }) });
        } else if (sku) firstRowOfSku.set(sku.toLowerCase(), row);
        // The product's image on its own row, the variant's on a variant's row.
        const imageCell = cellOf(values, 'imageUrl');
        let image: ImagePlan = null;
        if (imageCell !== null) {
          const current = variantOf
            ? existing?.variants.find((variant) => variant.sku.toLowerCase() === sku.toLowerCase())?.imageUrl
            : existing?.imageUrl;
          const planned = planImage(imageCell, current ?? '', zipNames);
          if (planned && 'column' in planned) errors.push(planned);
          else image = planned;
          if (image && 'zip' in image && (zipSizes.get(image.zip) ?? 0) > MAX_UPLOAD_BYTES) {
            errors.push({ column: 'image', reason: coded('upload.too_large') });
          }
        }
        const name = cellOf(values, 'name') ?? '';
        const optionsText = cellOf(values, 'chosenOptions');
        return {
          line: {
            importId: '',
            row,
            sku,
            // A variant's row is named with its options, as the back office names a variant.
            name: optionsText ? `${name} (${optionsText})` : name,
            action: (variantOf ? knownVariant : existing) ? 'update' : 'create',
            state: 'planned',
            errors,
          },
          product,
          category: read?.category ?? null,
          input: read?.input ?? null,
          image,
          variantOf: variantOf || undefined,
          variant: { row, sku, changes: changes.changes, options: options.options },
        };
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
      if (members.length === 0) throw new AppError('invalid_data', 'import.no_rows');

      // A product's rows (its own and its variants') are checked together and planned or refused together.
      const products = new Map<string, Member[]>();
      for (const member of members)
        products.set(member.product, [...(products.get(member.product) ?? []), member]);
      for (const [sku, rows] of products) {
        const own = rows.find((member) => !member.variantOf);
        const ordered = own ? [own, ...rows.filter((member) => member !== own)] : rows;
        const current = knownProducts.get(sku) ?? null;
        if (!own && !current) {
          for (const member of rows) {
            member.line.errors!.push({
              column: 'variant_of',
              reason: coded('import.no_such_product', { sku: member.variantOf! }),
            });
          }
        }
        if (ordered.every((member) => member.line.errors!.length === 0)) {
          const problems = productRowsProblems(
            current,
            ordered.map((member) => member.variant),
            ordered[0]!.line.row,
          );
          for (const { row, error } of problems) {
            ordered.find((member) => member.line.row === row)!.line.errors!.push(error);
          }
        }
        const refused = ordered.find((member) => member.line.errors!.length > 0);
        if (refused) {
          refuseProduct(
            ordered.map((member) => member.line),
            refused.line.row,
          );
          continue;
        }
        for (const member of ordered) {
          plans.set(member.line.row, {
            category: (own?.category ?? current?.category)!,
            input: member.input,
            image: member.image,
            variant: member.variant.changes,
            ...(member.variant.options ? { options: member.variant.options } : {}),
            ...(member.variantOf ? { variantOf: member.variantOf } : {}),
            rows: ordered.map((row) => row.line.row),
          });
        }
      }

      // The zip's images the rows name, decoded now: a file that is no image refuses its product's rows here.
      const wanted = new Set(
        [...plans.values()].flatMap((plan) => (plan.image && 'zip' in plan.image ? [plan.image.zip] : [])),
      );
      const images =
        zip && wanted.size > 0 ? await imagesOf(zip, wanted) : new Map<string, Buffer | AppError>();
      const lines = members.map((member) => member.line);
      const lineOf = new Map(lines.map((line) => [line.row, line]));
      for (const line of lines) {
        const plan = plans.get(line.row);
        const image = plan?.image && 'zip' in plan.image ? images.get(plan.image.zip) : undefined;
        if (image instanceof AppError) {
          line.errors!.push({ column: 'image', reason: image.said });
          refuseProduct(
            plan!.rows!.map((row) => lineOf.get(row)!),
            line.row,
          );
        }
      }
      for (const line of lines) if (line.state === 'refused') plans.delete(line.row);

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
