import {
  type AdminProduct,
  type AdminProductQuery,
  type CategoryId,
  coded,
  type Product,
  type ProductInput,
  type ProductUpdate,
} from '@plantopia/shared';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { type ProductRow, toAdminProduct, toProduct, toProductColumns } from './catalog-mapper.js';
import type { ProductToInsert } from './catalog-repository.js';
import * as repo from './catalog-repository.js';
import type { CatalogService } from './catalog-service.js';
import type { StockActor, StockedProduct, StockService } from './stock-service.js';

export type ProductAdminService = ReturnType<typeof createProductAdminService>;

const productNotFound = () => new AppError('not_found', 'product.not_found');

const stockedOf = (row: ProductRow): StockedProduct => ({
  id: row.id,
  category: row.category,
  name: row.name,
  nameBn: row.nameBn,
  stock: row.stock,
});

const SKU_INDEX = 'products_sku_idx';
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
   * Writes the columns of a product in `tx`; a change of its stock goes to the stock ledger as `how` says
   * (an edit by the owner, a CSV import), and may bring it back in stock. Null when there is no such product.
   */
  async function write(
    tx: Db,
    category: CategoryId,
    id: string,
    columns: ReturnType<typeof toProductColumns>,
    how: { reason: 'edited' | 'imported'; actor?: StockActor },
  ): Promise<boolean> {
    const before = columns.stock === undefined ? null : await stock.lockForChange(tx, id);
    const row = await repo.updateProduct(tx, category, id, columns);
    if (!row) return false;
    if (before) await stock.recordChange(tx, stockedOf(row), before.stock, how);
    return true;
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
          const inserted = await db.transaction(async (tx) => {
            const [added] = await repo.insertProducts(tx, [{ ...row, id: uuidv7() }]);
            await stock.recordChange(tx, stockedOf(added!), 0, { reason: 'edited', actor });
            return added!;
          });
          catalog.invalidate();
          return catalog.getProduct(inserted.id, category);
        } catch (error) {
          if (violatedUniqueConstraint(error) !== SKU_INDEX) throw error;
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
      const columns = toProductColumns(category, input);
      try {
        const found = await db.transaction((tx) =>
          write(tx, category, id, columns, { reason: 'edited', actor }),
        );
        if (!found) throw productNotFound();
      } catch (error) {
        if (violatedUniqueConstraint(error) === SKU_INDEX && columns.sku) throw skuTaken(columns.sku);
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
      const page = await repo.listProducts(
        db,
        category,
        { q: query.q || undefined, sort: 'newest', page: query.page, limit: query.limit },
        query.stock ? await stock.filterCondition(query.stock) : undefined,
      );
      return { rows: page.rows.map((row) => toAdminProduct(row, lowStockThreshold)), total: page.total };
    },

    count: (): Promise<number> => repo.countProducts(db),

    /** For the CSV import's dry run: the products with these SKUs, by lower-case SKU. */
    async findBySkus(
      skus: string[],
    ): Promise<Map<string, { id: string; category: CategoryId; imageUrl: string }>> {
      const found = new Map<string, { id: string; category: CategoryId; imageUrl: string }>();
      for (let i = 0; i < skus.length; i += EXPORT_PAGE) {
        for (const row of await repo.findProductsBySkus(db, skus.slice(i, i + EXPORT_PAGE))) {
          found.set(row.sku.toLowerCase(), { id: row.id, category: row.category, imageUrl: row.imageUrl });
        }
      }
      return found;
    },

    /** Every product, as the product page has it (without comments and reviews), a page at a time. */
    async *exportAll(): AsyncGenerator<Product> {
      for (let after: string | null = null; ; ) {
        const rows = await repo.listProductsAfter(db, after, EXPORT_PAGE);
        for (const row of rows) yield toProduct(row, [], []);
        if (rows.length < EXPORT_PAGE) return;
        after = rows.at(-1)!.id;
      }
    },

    /**
     * A row of a CSV import, in the importer's transaction (`tx`): creates the product of that SKU, or
     * updates the one that has it (locked until `tx` ends) with the fields given. Answers its id. 409 when
     * the SKU belongs to a product of another category (a category never changes) or was taken meanwhile.
     * The caller invalidates the catalog's cache after its transactions (`invalidate`).
     */
    async importProduct(
      tx: Db,
      row: { sku: string; category: CategoryId; input: ProductInput | ProductUpdate },
    ): Promise<string> {
      const columns = toProductColumns(row.category, row.input);
      try {
        const existing = await repo.lockProductBySku(tx, row.sku);
        if (existing) {
          if (existing.category !== row.category) {
            throw new AppError('conflict', 'request.invalid_field', {
              field: 'category',
              reason: coded('import.category_changed', {
                category: { code: `product.category.${existing.category}` },
              }),
            });
          }
          await write(tx, row.category, existing.id, columns, { reason: 'imported' });
          return existing.id;
        }
        const [inserted] = await repo.insertProducts(tx, [
          { ...(columns as ProductToInsert), sku: row.sku, category: row.category, id: uuidv7() },
        ]);
        await stock.recordChange(tx, stockedOf(inserted!), 0, { reason: 'imported' });
        return inserted!.id;
      } catch (error) {
        if (violatedUniqueConstraint(error) === SKU_INDEX) throw skuTaken(row.sku);
        throw error;
      }
    },

    invalidate: (): void => catalog.invalidate(),
  };
}
