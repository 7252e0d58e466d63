import {
  CATALOG_PAGE_SIZE,
  type CatalogQuery,
  type CategoryId,
  type CategoryListExtras,
  type Envelope,
  FINDER_RESULTS,
  findCategory,
  finderConditions,
  PLANT_FACET_NAMES,
  type PlantFinderQuery,
  type Product,
  type ProductSuggestion,
  poishaToTaka,
  SkuSchema,
  SUGGESTED_PRODUCTS,
  type Variant,
} from '@plantopia/shared';
import type { Db } from '../../db/client.js';
import { AppError, invalidField } from '../../lib/errors.js';
import type { CachedResponse, ResponseCache } from '../../lib/response-cache.js';
import type { CommentsService } from '../comments/comments-service.js';
import type { ReviewsService } from '../reviews/reviews-service.js';
import { toProduct, toVariant } from './catalog-mapper.js';
import * as repo from './catalog-repository.js';
import * as variants from './variant-repository.js';

/** A line's variant resolved for a cart, a quote or a wishlist: the product and the variant as the API has them. */
export interface VariantForSale {
  product: Product;
  variant: Variant;
  /** Poisha per piece and grams per piece, for the pricing. */
  price: number;
  shippingWeight: number;
}

/** What names a variant: a product and, optionally, which of its variants (none: its first, docs/decisions/038). */
export interface VariantRef {
  productId: string;
  variantId?: string | null;
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/** `cache`: the catalog's response cache, from the app's `CacheInvalidation` so every server drops it. */
export function createCatalogService(deps: {
  db: Db;
  comments: CommentsService;
  reviews: ReviewsService;
  cache: ResponseCache;
}) {
  const { db, comments, reviews, cache } = deps;
  // Cached pages carry each product's comments, reviews and rating, so a write to any of them clears them.
  comments.onChange(() => cache.invalidate());
  reviews.onChange(() => cache.invalidate());

  /** The products with their variants, comments and reviews: one batch each for the whole page, never one per product. */
  async function withComments(rows: repo.ProductPage['rows']): Promise<Product[]> {
    const ids = rows.map((r) => r.id);
    const [commentsOf, reviewsOf, variantsOf] = await Promise.all([
      comments.findByProducts(ids),
      reviews.findByProducts(ids),
      variants.listVariantsOf(db, ids),
    ]);
    return rows.map((row) =>
      toProduct(row, commentsOf.get(row.id) ?? [], reviewsOf.get(row.id) ?? [], variantsOf.get(row.id) ?? []),
    );
  }

  /** Products by id with their variants, without comments or reviews. Missing ids are simply absent. */
  async function findProductsByIds(ids: string[]): Promise<Product[]> {
    const [rows, variantsOf] = await Promise.all([
      repo.findProductsByIds(db, ids),
      variants.listVariantsOf(db, ids),
    ]);
    return rows.map((row) => toProduct(row, [], [], variantsOf.get(row.id) ?? []));
  }

  function normalise(category: CategoryId, query: CatalogQuery): CatalogQuery {
    const normalised = { ...query };
    if (!normalised.q) delete normalised.q;
    if (
      normalised.subcategory === undefined ||
      normalised.subcategory === '' ||
      normalised.subcategory === 'all'
    ) {
      delete normalised.subcategory;
    } else if (!findCategory(category)?.subcategories.includes(normalised.subcategory)) {
      const allowed = findCategory(category)?.subcategories.join(', ') ?? '';
      throw invalidField('subcategory', 'field.subcategory', { list: allowed });
    }
    if (normalised.page !== undefined && normalised.limit === undefined) normalised.limit = CATALOG_PAGE_SIZE;
    // Only plants have care facts: another category's listing ignores filters by them.
    if (category !== 'plants') for (const facet of PLANT_FACET_NAMES) delete normalised[facet];
    return normalised;
  }

  /**
   * The variant whose SKU the words are, exactly and in any case (docs/decisions/038): a shopper who types
   * the code on a label or an invoice wants that product, not products whose words look like it.
   */
  async function variantOfSku(q: string | undefined) {
    const code = q?.trim();
    if (!code || !SkuSchema.safeParse(code).success) return undefined;
    const [found] = await variants.findVariantsBySkus(db, [code]);
    return found;
  }

  async function getProduct(id: string, category?: CategoryId): Promise<Product> {
    const row = await repo.findProduct(db, id);
    if (!row || (category && row.category !== category)) throw new AppError('not_found', 'product.not_found');
    const [product] = await withComments([row]);
    return product!;
  }

  return {
    /**
     * `GET /api/{category}`: the whole list without parameters; a filtered page with them. Each read takes
     * the request's raw URL, under which the answer is also remembered (see `findCached`).
     */
    listCategory(category: CategoryId, query: CatalogQuery, url?: string): Promise<CachedResponse> {
      const normalised = normalise(category, query);
      return cache.get(
        `list:${category}:${JSON.stringify(normalised)}`,
        async () => {
          const bySku = await variantOfSku(normalised.q);
          const query = bySku ? { ...normalised, q: undefined } : normalised;
          const only = bySku ? repo.isProduct(bySku.productId) : undefined;
          const [page, highest, facets] = await Promise.all([
            repo.listProducts(db, category, query, only),
            repo.findHighestPrice(db, category),
            category === 'plants' ? repo.countPlantFacets(db, query, only) : undefined,
          ]);
          return JSON.stringify({
            success: true,
            data: await withComments(page.rows),
            total: page.total,
            highestPrice: highest === null ? 0 : poishaToTaka(highest),
            ...(facets ? { facets } : {}),
          } satisfies Envelope<Product[]> & CategoryListExtras);
        },
        url,
      );
    },

    /** `GET /api/plants/finder`: the plants that suit every answer, best rated first (docs/behaviour.md). */
    findPlants(answers: PlantFinderQuery, url?: string): Promise<CachedResponse> {
      const asked = Object.fromEntries(Object.entries(answers).filter(([, answer]) => answer !== undefined));
      return cache.get(
        `finder:${JSON.stringify(asked)}`,
        async () => {
          const rows = await repo.findPlantsWithFacts(db, finderConditions(asked), FINDER_RESULTS);
          return JSON.stringify({ success: true, data: await withComments(rows) } satisfies Envelope<
            Product[]
          >);
        },
        url,
      );
    },

    /** Featured products across all four categories. */
    listFeatured(url?: string): Promise<CachedResponse> {
      return cache.get(
        'featured',
        async () => {
          const page = await repo.listProducts(db, undefined, { featured: 'true', sort: 'newest' });
          return JSON.stringify({ success: true, data: await withComments(page.rows) } satisfies Envelope<
            Product[]
          >);
        },
        url,
      );
    },

    /** One product with its comments; with `category`, the product must belong to it. */
    getProductResponse(id: string, category?: CategoryId, url?: string): Promise<CachedResponse> {
      return cache.get(
        `product:${category ?? '*'}:${id}`,
        async () => {
          const product = await getProduct(id, category);
          return JSON.stringify({ success: true, data: product } satisfies Envelope<Product>);
        },
        url,
      );
    },

    /**
     * The current answer to a request URL that was answered before: the catalog routes serve it before
     * parsing or validating anything, which makes a repeated read cost little more than writing it out.
     */
    findCached(url: string): CachedResponse | undefined {
      return cache.peek(url);
    },

    getProduct,

    /** Products by id without comments or reviews, for carts, wishlists and orders. Missing ids are simply absent. */
    findProductsByIds,

    /**
     * The variants these refs name, in their order: null where the product, or the variant named, no
     * longer exists. A ref without a variant names the product's first, so a cart line or wishlist entry
     * saved before variants existed still resolves (docs/decisions/038).
     */
    async resolveVariants(refs: VariantRef[]): Promise<(VariantForSale | null)[]> {
      const ids = [...new Set(refs.map((ref) => ref.productId))];
      const [rows, variantsOf] = await Promise.all([
        repo.findProductsByIds(db, ids),
        variants.listVariantsOf(db, ids),
      ]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return refs.map((ref) => {
        const row = byId.get(ref.productId);
        const ofProduct = variantsOf.get(ref.productId) ?? [];
        const chosen = ref.variantId ? ofProduct.find((v) => v.id === ref.variantId) : ofProduct[0];
        if (!row || !chosen) return null;
        return {
          product: toProduct(row, [], [], ofProduct),
          variant: toVariant(chosen),
          price: chosen.price,
          shippingWeight: chosen.shippingWeight,
        };
      });
    },

    /**
     * The header's suggestions: the few products that best match the words (decision 035); words that are
     * a variant's SKU suggest its product alone, opening that variant at its price.
     */
    async suggest(q: string): Promise<ProductSuggestion[]> {
      const bySku = await variantOfSku(q);
      if (bySku) {
        const [product] = await findProductsByIds([bySku.productId]);
        const variant = product?.variants.find((v) => v._id === bySku.variantId);
        if (!product || !variant) return [];
        const { _id, category, name, nameBn, imageUrl } = product;
        return [
          {
            _id,
            category,
            name,
            nameBn,
            price: variant.price,
            imageUrl: variant.imageUrl || imageUrl,
            variantId: variant._id,
          },
        ];
      }
      const rows = await repo.suggestProducts(db, q, SUGGESTED_PRODUCTS);
      return rows.map((row) => {
        const { _id, category, name, nameBn, price, imageUrl } = toProduct(row, [], [], []);
        return { _id, category, name, nameBn, price, imageUrl };
      });
    },

    /** A page of products of every category that match the words, best first, and how many match; a SKU finds its product alone. */
    async search(q: string, page: number): Promise<{ products: Product[]; total: number }> {
      const bySku = await variantOfSku(q);
      if (bySku) {
        const products =
          page === 1 ? await withComments(await repo.findProductsByIds(db, [bySku.productId])) : [];
        return { products, total: 1 };
      }
      const found = await repo.findByWords(db, q, CATALOG_PAGE_SIZE, (page - 1) * CATALOG_PAGE_SIZE);
      return { products: await withComments(found.rows), total: found.total };
    },

    /** Every product's id, category and last change (the sitemap). */
    listProductStamps: () => repo.listProductStamps(db),

    /** Every write to products or stock calls this (comments through `onChange`), so the next read is fresh. */
    invalidate(): void {
      cache.invalidate();
    },

    /** Calls `listener` whenever the catalog's cached answers are dropped, here or by another server's write: pages built from them go too. */
    whenCleared(listener: () => void): void {
      cache.whenCleared(listener);
    },
  };
}
