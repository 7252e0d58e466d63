import {
  type AdminProduct,
  type AdminProductQuery,
  type CategoryId,
  coded,
  type Product,
  type ProductInput,
  type ProductOption,
  type ProductUpdate,
  type Variant,
  type VariantInput,
} from '@plantopia/shared';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import {
  type NewProductRow,
  toAdminProduct,
  toProduct,
  toProductColumns,
  toVariant,
} from './catalog-mapper.js';
import type { ProductToInsert } from './catalog-repository.js';
import * as repo from './catalog-repository.js';
import type { CatalogService } from './catalog-service.js';
import type { StockActor, StockService } from './stock-service.js';
import { planVariants } from './variant-plan.js';
import * as variants from './variant-repository.js';

/** A product's columns without the summary its variants decide. */
function withoutSummary<T extends Partial<NewProductRow>>(columns: T): Omit<T, SummaryColumns> {
  const { price: _price, stock: _stock, sku: _sku, shippingWeight: _weight, ...rest } = columns;
  return rest;
}

export type ProductAdminService = ReturnType<typeof createProductAdminService>;

/** A product's options and variants as the CSV import finds them (docs/decisions/038). */
export interface CurrentVariants {
  options: ProductOption[];
  variants: Variant[];
}

/** A product the CSV import's dry run found by SKU. */
export interface ImportedProduct extends CurrentVariants {
  id: string;
  category: CategoryId;
  imageUrl: string;
}

const productNotFound = () => new AppError('not_found', 'product.not_found');

/** Both indexes keep SKUs unique: a product's is its first variant's (docs/decisions/038). */
const SKU_INDEXES = ['products_sku_idx', 'product_variants_sku_idx'];
const isSkuClash = (error: unknown) => SKU_INDEXES.includes(violatedUniqueConstraint(error) ?? '');

/** The columns a product's summary takes from its variants: written by `summariseVariants`, never directly. */
type SummaryColumns = 'price' | 'stock' | 'sku' | 'shippingWeight';
/** Products read per query by the export and the import's SKU lookups. */
const EXPORT_PAGE = 500;
/** Tries at a generated SKU before giving up: each collision means an owner typed a future SKU by hand. */
const GENERATED_SKU_ATTEMPTS = 5;

const skuTaken = (sku: string) =>
  new AppError('conflict', 'request.invalid_field', {
    field: 'sku',
    reason: coded('field.sku_taken', { sku }),
  });

/** The shop owner's product writes and list. Every write invalidates the catalog's response cache. */
export function createProductAdminService(deps: { db: Db; catalog: CatalogService; stock: StockService }) {
  const { db, catalog, stock } = deps;

  /**
   * Writes a product's columns and variants in `tx` (its row locked first, as every stock change does);
   * each variant's change of stock goes to the stock ledger as `how` says (an edit by the owner, a CSV
   * import), and may bring the product back in stock. False when there is no such product.
   */
  async function write(
    tx: Db,
    category: CategoryId,
    id: string,
    input: ProductInput | ProductUpdate,
    how: { reason: 'edited' | 'imported'; actor?: StockActor },
  ): Promise<boolean> {
    const locked = await repo.lockProduct(tx, category, id);
    if (!locked) return false;
    const existing = (await variants.listVariantsOf(tx, [id])).get(id) ?? [];
    const planned = planVariants(locked, input, existing);
    await repo.updateProduct(tx, category, id, withoutSummary(toProductColumns(category, input)));
    if (planned) await writeVariants(tx, id, planned, how);
    return true;
  }

  async function writeVariants(
    tx: Db,
    productId: string,
    rows: variants.NewVariantRow[],
    how: { reason: 'edited' | 'imported'; actor?: StockActor },
  ): Promise<void> {
    const before = await variants.replaceVariants(tx, productId, rows);
    const product = await variants.summariseVariants(tx, productId);
    await stock.recordChanges(
      tx,
      product!,
      rows.map((row) => ({ variantId: row.id!, before: before.get(row.id!) ?? 0, after: row.stock })),
      how,
    );
  }

  /** The product that has a variant of this SKU (any case), locked until `tx` ends; null when none has. */
  async function lockByVariantSku(tx: Db, sku: string) {
    const [found] = await variants.findVariantsBySkus(tx, [sku]);
    const locked = found ? await repo.lockProduct(tx, found.category, found.productId) : null;
    return locked && { ...locked, category: found!.category };
  }

  /** Inserts a product and its variants in `tx`; answers its id. */
  async function insert(
    tx: Db,
    row: ProductToInsert,
    input: ProductInput | ProductUpdate,
    how: { reason: 'edited' | 'imported'; actor?: StockActor },
  ): Promise<string> {
    const [added] = await repo.insertProducts(tx, [{ ...row, id: uuidv7() }]);
    const planned = planVariants(added!, input, []);
    await writeVariants(tx, added!.id, planned!, how);
    return added!.id;
  }

  return {
    /**
     * Adds a product, its opening stock the first line of its stock history; 409 on a SKU another product
     * has (regardless of case), a blank SKU generated.
     */
    async create(category: CategoryId, input: ProductInput, actor?: StockActor): Promise<Product> {
      const row = { ...(toProductColumns(category, input) as ProductToInsert), category };
      for (let attempt = 1; ; attempt++) {
        try {
          const inserted = await db.transaction((tx) => insert(tx, row, input, { reason: 'edited', actor }));
          catalog.invalidate();
          return catalog.getProduct(inserted, category);
        } catch (error) {
          if (!isSkuClash(error)) throw error;
          if (row.sku) throw skuTaken(row.sku);
          // A generated SKU the owner had already typed: the sequence has moved on, so the next try differs.
          if (attempt === GENERATED_SKU_ATTEMPTS) throw error;
        }
      }
    },

    /**
     * A partial update: only the fields sent are written; an id of another category is not found. A new
     * stock is recorded in the product's stock history as the owner's (`actor`) edit.
     */
    async update(
      category: CategoryId,
      id: string,
      input: ProductUpdate,
      actor?: StockActor,
    ): Promise<Product> {
      try {
        const found = await db.transaction((tx) =>
          write(tx, category, id, input, { reason: 'edited', actor }),
        );
        if (!found) throw productNotFound();
      } catch (error) {
        if (isSkuClash(error)) throw skuTaken(input.sku || 'SKU');
        throw error;
      }
      catalog.invalidate();
      return catalog.getProduct(id, category);
    },

    async remove(category: CategoryId, id: string): Promise<void> {
      if (!(await repo.deleteProduct(db, category, id))) throw productNotFound();
      catalog.invalidate();
    },

    /** One list across the categories, newest first, searched with the catalog's own (indexed) condition. */
    async list(query: AdminProductQuery): Promise<{ rows: AdminProduct[]; total: number }> {
      const category = query.category === 'all' ? undefined : query.category;
      const { lowStockThreshold } = await stock.settings();
      // A search that is exactly a variant's SKU finds its product (docs/decisions/038); words as before.
      const [bySku] = query.q ? await variants.findVariantsBySkus(db, [query.q.trim()]) : [];
      const stockFilter = query.stock ? await stock.filterCondition(query.stock) : undefined;
      const page = await repo.listProducts(
        db,
        category,
        { q: bySku ? undefined : query.q || undefined, sort: 'newest', page: query.page, limit: query.limit },
        bySku ? repo.isProduct(bySku.productId, stockFilter) : stockFilter,
      );
      const levels = await stock.variantLevels(
        page.rows.map((row) => row.id),
        lowStockThreshold,
      );
      // Every product has a variant; the fallback only covers one deleted between the two reads.
      const none = { count: 0, low: 0, soldOut: 0 };
      return {
        rows: page.rows.map((row) => toAdminProduct(row, levels.get(row.id) ?? none)),
        total: page.total,
      };
    },

    count: (): Promise<number> => repo.countProducts(db),

    /** For the CSV import's dry run: the products with these SKUs, by lower-case SKU, with their options and variants. */
    async findBySkus(skus: string[]): Promise<Map<string, ImportedProduct>> {
      const found = new Map<string, ImportedProduct>();
      for (let i = 0; i < skus.length; i += EXPORT_PAGE) {
        const rows = await repo.findProductsBySkus(db, skus.slice(i, i + EXPORT_PAGE));
        const variantsOf = await variants.listVariantsOf(
          db,
          rows.map((row) => row.id),
        );
        for (const row of rows) {
          found.set(row.sku.toLowerCase(), {
            id: row.id,
            category: row.category,
            imageUrl: row.imageUrl,
            options: row.options,
            variants: (variantsOf.get(row.id) ?? []).map(toVariant),
          });
        }
      }
      return found;
    },

    /** Every product, as the product page has it (without comments and reviews), a page at a time. */
    async *exportAll(): AsyncGenerator<Product> {
      for (let after: string | null = null; ; ) {
        const rows = await repo.listProductsAfter(db, after, EXPORT_PAGE);
        const variantsOf = await variants.listVariantsOf(
          db,
          rows.map((row) => row.id),
        );
        for (const row of rows) yield toProduct(row, [], [], variantsOf.get(row.id) ?? []);
        if (rows.length < EXPORT_PAGE) return;
        after = rows.at(-1)!.id;
      }
    },

    /**
     * A product's rows of a CSV import, in the importer's transaction (`tx`): creates the product of that
     * SKU, or updates the one that has it (locked until `tx` ends) with the fields given (`input`; null when
     * the rows are only variants of a product the shop has: it is then found by a variant's SKU). `variants`
     * says, from the product's options and variants as they are (null for a new product), the ones it is
     * left with; the catalog checks they fit (`planVariants`) and records each stock change as imported.
     * Answers its id. 409 when the SKU belongs to a product of another category (a category never changes)
     * or was taken meanwhile; 404 when the rows are variants of a product that is gone. The caller
     * invalidates the catalog's cache after its transactions (`invalidate`).
     */
    async importProduct(
      tx: Db,
      row: {
        sku: string;
        category: CategoryId;
        input: ProductInput | ProductUpdate | null;
        variants: (current: CurrentVariants | null) => { options: ProductOption[]; variants: VariantInput[] };
      },
    ): Promise<string> {
      try {
        const existing = row.input
          ? await repo.lockProductBySku(tx, row.sku)
          : await lockByVariantSku(tx, row.sku);
        if (existing) {
          if (existing.category !== row.category) {
            throw new AppError('conflict', 'request.invalid_field', {
              field: 'category',
              reason: coded('import.category_changed', {
                category: { code: `product.category.${existing.category}` },
              }),
            });
          }
          const current = (await variants.listVariantsOf(tx, [existing.id])).get(existing.id) ?? [];
          const input = {
            ...row.input,
            ...row.variants({ options: existing.options, variants: current.map(toVariant) }),
          };
          await write(tx, row.category, existing.id, input, { reason: 'imported' });
          return existing.id;
        }
        if (!row.input) throw productNotFound();
        const input = { ...row.input, ...row.variants(null) };
        const columns = toProductColumns(row.category, input) as ProductToInsert;
        return await insert(tx, { ...columns, sku: row.sku, category: row.category }, input, {
          reason: 'imported',
        });
      } catch (error) {
        if (isSkuClash(error)) throw skuTaken(row.sku);
        throw error;
      }
    },

    /** For the CSV import's dry run: the variants with these SKUs, by lower-case SKU, with their products. */
    async findVariantsBySkus(skus: string[]) {
      const found = new Map<string, Awaited<ReturnType<typeof variants.findVariantsBySkus>>[number]>();
      for (let i = 0; i < skus.length; i += EXPORT_PAGE) {
        for (const row of await variants.findVariantsBySkus(db, skus.slice(i, i + EXPORT_PAGE))) {
          found.set(row.sku.toLowerCase(), row);
        }
      }
      return found;
    },

    invalidate: (): void => catalog.invalidate(),
  };
}
