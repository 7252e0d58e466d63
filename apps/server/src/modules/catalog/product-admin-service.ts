import type {
  AdminProduct,
  AdminProductQuery,
  CategoryId,
  Product,
  ProductInput,
  ProductUpdate,
} from '@plantopia/shared';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { type NewProductRow, toAdminProduct, toProductColumns } from './catalog-mapper.js';
import * as repo from './catalog-repository.js';
import type { CatalogService } from './catalog-service.js';

export type ProductAdminService = ReturnType<typeof createProductAdminService>;

const productNotFound = () => new AppError('not_found', 'product.not_found');

/** The shop owner's product writes and list. Every write invalidates the catalog's response cache. */
export function createProductAdminService(deps: { db: Db; catalog: CatalogService }) {
  const { db, catalog } = deps;

  return {
    async create(category: CategoryId, input: ProductInput): Promise<Product> {
      const [row] = await repo.insertProducts(db, [
        {
          ...(toProductColumns(category, input) as NewProductRow),
          id: uuidv7(),
          category,
        },
      ]);
      catalog.invalidate();
      return catalog.getProduct(row!.id, category);
    },

    /** A partial update: only the fields sent are written; an id of another category is not found. */
    async update(category: CategoryId, id: string, input: ProductUpdate): Promise<Product> {
      const row = await repo.updateProduct(db, category, id, toProductColumns(category, input));
      if (!row) throw productNotFound();
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
      const page = await repo.listProducts(db, category, {
        q: query.q || undefined,
        sort: 'newest',
        page: query.page,
        limit: query.limit,
      });
      return { rows: page.rows.map(toAdminProduct), total: page.total };
    },

    count: (): Promise<number> => repo.countProducts(db),
  };
}
