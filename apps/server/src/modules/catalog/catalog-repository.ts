import {
  admittedValues,
  type CatalogQuery,
  type CategoryId,
  PLANT_FACET_NAMES,
  PLANT_FACETS,
  type PlantFacet,
  type PlantFacetCounts,
  skuOf,
  takaToPoisha,
} from '@plantopia/shared';
import { and, asc, count, desc, eq, gt, gte, inArray, lte, max, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { containsWords, soundSimilarity, soundsLike } from '../../lib/search-words.js';
import type { NewProductRow, ProductRow } from './catalog-mapper.js';

/**
 * Products whose texts contain the words; only when none of those `within` does, the products whose names
 * sound like them (decisions 021, 035). A misspelt or romanised search still finds ("gulap"), while one
 * that names products lists exactly those ("red rose" does not bring every red plant along).
 */
function matchesWords(q: string, within: SQL | undefined): SQL {
  const contains = containsWords(products.searchText, q);
  return sql`(${contains} or (not exists (select 1 from ${products} where ${and(contains, within)})
    and ${soundsLike(products.searchSounds, q)}))`;
}

/** The column each plant fact is filtered and counted by (generated from `attributes`). */
const FACT_COLUMNS: Record<PlantFacet, AnyPgColumn> = {
  sunlightNeeds: products.factLight,
  wateringFrequency: products.factWatering,
  petFriendly: products.factPetFriendly,
  difficulty: products.factDifficulty,
  size: products.factSize,
  indoorOutdoor: products.factPlace,
  floweringSeason: products.factFlowering,
};

/** Plants whose fact is one of `values` (stored values, as `admittedValues` and the finder name them). */
export function factIn(facet: PlantFacet, values: readonly string[]): SQL {
  return inArray(FACT_COLUMNS[facet], [...values]);
}

/** The listing's plant-fact filters, each as its condition; `except` leaves one out (its own facet's counts). */
function factConditions(query: CatalogQuery, except?: PlantFacet): SQL[] {
  return PLANT_FACET_NAMES.flatMap((facet) => {
    const value = query[facet];
    if (value === undefined || facet === except) return [];
    return [factIn(facet, admittedValues(facet, value as never))];
  });
}

/** The `WHERE` of a listing, plant facts aside; every filter is one an index serves (docs/budgets.md). */
function baseConditions(category: CategoryId | undefined, query: CatalogQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (category) conditions.push(eq(products.category, category));
  if (query.subcategory) conditions.push(eq(products.subcategory, query.subcategory));
  if (query.minPrice !== undefined)
    conditions.push(gte(products.price, takaToPoisha(query.minPrice, Math.ceil)));
  if (query.maxPrice !== undefined)
    conditions.push(lte(products.price, takaToPoisha(query.maxPrice, Math.floor)));
  if (query.featured === 'true') conditions.push(eq(products.isFeatured, true));
  if (query.featured === 'false') conditions.push(eq(products.isFeatured, false));
  const filters = and(...conditions);
  return query.q ? and(matchesWords(query.q, filters), filters) : filters;
}

/** The `WHERE` of a listing: its base filters and its plant-fact filters. */
function listConditions(category: CategoryId | undefined, query: CatalogQuery): SQL | undefined {
  return and(baseConditions(category, query), ...factConditions(query));
}

/**
 * How many plants each value of each fact would list: every other filter applied, the fact's own left out,
 * so a shopper sees what choosing another value would give. One pass over the plants the base filters
 * (search, subcategory, price) admit, each count a `FILTER` of it.
 */
export async function countPlantFacets(db: Db, query: CatalogQuery, also?: SQL): Promise<PlantFacetCounts> {
  const columns: Record<string, SQL<number>> = {};
  for (const facet of PLANT_FACET_NAMES) {
    const others = factConditions(query, facet);
    for (const value of PLANT_FACETS[facet]) {
      const where = and(factIn(facet, admittedValues(facet, value as never)), ...others)!;
      columns[`${facet}:${value}`] = sql<number>`count(*) filter (where ${where})`.mapWith(Number);
    }
  }
  const [row] = await db
    .select(columns)
    .from(products)
    .where(and(baseConditions('plants', query), also));
  const counts = Object.fromEntries(PLANT_FACET_NAMES.map((facet) => [facet, {}])) as Record<
    string,
    Record<string, number>
  >;
  for (const [key, value] of Object.entries(row ?? {})) {
    const [facet, choice] = key.split(':') as [string, string];
    counts[facet]![choice] = value;
  }
  return counts as PlantFacetCounts;
}

/**
 * The plant finder's matches: plants whose every fact is among the values the answers admit (`conditions`,
 * from `finderConditions`), best rated first, then by name; at most `limit`.
 */
export async function findPlantsWithFacts(
  db: Db,
  conditions: { [F in PlantFacet]?: readonly string[] },
  limit: number,
): Promise<ProductRow[]> {
  const facts = Object.entries(conditions).map(([facet, values]) => factIn(facet as PlantFacet, values));
  return db
    .select()
    .from(products)
    .where(and(eq(products.category, 'plants'), ...facts))
    .orderBy(desc(products.ratingAverage), desc(products.ratingCount), asc(products.name), asc(products.id))
    .limit(limit);
}

interface SortColumns {
  id: AnyPgColumn;
  price: AnyPgColumn;
  name: AnyPgColumn;
  createdAt: AnyPgColumn;
  ratingAverage: AnyPgColumn;
  ratingCount: AnyPgColumn;
}

/** The `ORDER BY` of each sort, over the products table or a set of matches carrying the same keys. */
function orderingOf(sort: CatalogQuery['sort'], t: SortColumns): SQL[] {
  switch (sort) {
    case 'price':
      return [asc(t.price), asc(t.id)];
    case 'price-desc':
      return [desc(t.price), desc(t.id)];
    case 'name':
      return [asc(t.name), asc(t.id)];
    // Best rated first; among equal averages the more reviewed. Unrated products (0) come last.
    case 'rating':
      return [desc(t.ratingAverage), desc(t.ratingCount), desc(t.id)];
    default:
      return [desc(t.createdAt), desc(t.id)];
  }
}

export interface ProductPage {
  rows: ProductRow[];
  total: number;
}

/** A listing's page; `also` is a further condition of the caller's (the admin's stock filter). */
export async function listProducts(
  db: Db,
  category: CategoryId | undefined,
  query: CatalogQuery,
  also?: SQL,
): Promise<ProductPage> {
  const where = and(listConditions(category, query), also);
  if (!query.limit) {
    const rows = await db
      .select()
      .from(products)
      .where(where)
      .orderBy(...orderingOf(query.sort, products));
    return { rows, total: rows.length };
  }
  const offset = ((query.page ?? 1) - 1) * query.limit;
  if (query.q) return searchPage(db, where, query.sort, query.limit, offset);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(...orderingOf(query.sort, products))
    .limit(query.limit)
    .offset(offset);
  return { rows, total: await countMatches(db, where) };
}

/**
 * A page of search results. The total needs every match anyway, so the matches (ids and sort keys) are
 * collected once, through the trigram index, and both the total and the sorted page come from them.
 * Asked for a page directly, the planner often misjudges how rare a word is and walks a sort index
 * testing every product of the category instead (tens of milliseconds at 100 000 products).
 */
async function searchPage(
  db: Db,
  where: SQL | undefined,
  sort: CatalogQuery['sort'],
  limit: number,
  offset: number,
): Promise<ProductPage> {
  const matches = db.$with('matches').as(
    db
      .select({
        id: products.id,
        price: products.price,
        name: products.name,
        createdAt: products.createdAt,
        ratingAverage: products.ratingAverage,
        ratingCount: products.ratingCount,
      })
      .from(products)
      .where(where),
  );
  // The page's ids come from the matches alone, so only those few rows are joined to products.
  const pageOfMatches = db.$with('page').as(
    db
      .select()
      .from(matches)
      .orderBy(...orderingOf(sort, matches))
      .limit(limit)
      .offset(offset),
  );
  const page = await db
    .with(matches, pageOfMatches)
    .select({ product: products, total: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(pageOfMatches)
    .innerJoin(products, eq(products.id, pageOfMatches.id))
    .orderBy(...orderingOf(sort, pageOfMatches));
  // A page past the last match has no rows to carry the total.
  const total = page[0]?.total ?? (await countMatches(db, where));
  return { rows: page.map((row) => row.product), total };
}

async function countMatches(db: Db, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(products).where(where);
  return counted?.total ?? 0;
}

/** Best first: the products whose texts contain the words, then those whose names sound most like them. */
const byRelevance = (q: string) => [
  sql`${containsWords(products.searchText, q)} desc`,
  sql`${soundSimilarity(products.searchSounds, q)} desc`,
  asc(products.name),
  asc(products.id),
];

/** The search page: products of every category that match the words, best first, and how many match. */
export async function findByWords(db: Db, q: string, limit: number, offset: number): Promise<ProductPage> {
  const where = matchesWords(q, undefined);
  const rows = await db
    .select({ product: products, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(where)
    .orderBy(...byRelevance(q))
    .limit(limit)
    .offset(offset);
  // A page past the last match has no rows to carry the total.
  const total = rows[0]?.total ?? (await countMatches(db, where));
  return { rows: rows.map((row) => row.product), total };
}

/** How many products containing the words a suggestion looks at to pick those that name them. */
const SUGGESTION_POOL = 30;

/**
 * The header's suggestions as the shopper types, in two statements that each stop early instead of
 * ranking every match (decision 035): a few products whose texts contain the words, those whose name
 * holds them first; then, if places are left, the names that sound closest, straight from the GiST
 * index's ordering.
 */
export async function suggestProducts(db: Db, q: string, limit: number): Promise<ProductRow[]> {
  const containing = await db
    .select()
    .from(products)
    .where(containsWords(products.searchText, q))
    .limit(SUGGESTION_POOL);
  const words = q.toLocaleLowerCase('en');
  const namesWords = (row: ProductRow) =>
    `${row.name} ${row.nameBn ?? ''}`.toLocaleLowerCase('en').includes(words) ? 0 : 1;
  const found = containing
    .sort(
      (a, b) =>
        namesWords(a) - namesWords(b) || a.name.length - b.name.length || a.name.localeCompare(b.name),
    )
    .slice(0, limit);
  if (found.length === limit) return found;
  const soundingAlike = await db
    .select()
    .from(products)
    .where(soundsLike(products.searchSounds, q))
    .orderBy(sql`${products.searchSounds} <->> search_sounds(${q})`)
    .limit(limit);
  const seen = new Set(found.map((row) => row.id));
  return [...found, ...soundingAlike.filter((row) => !seen.has(row.id))].slice(0, limit);
}

/** Every product's id, category and last change: the sitemap's list. */
export async function listProductStamps(
  db: Db,
): Promise<Array<{ id: string; category: CategoryId; updatedAt: Date }>> {
  return db
    .select({ id: products.id, category: products.category, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(asc(products.id));
}

export async function findHighestPrice(db: Db, category: CategoryId): Promise<number | null> {
  const [row] = await db
    .select({ highest: max(products.price) })
    .from(products)
    .where(eq(products.category, category));
  return row?.highest ?? null;
}

export async function findProduct(db: Db, id: string): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row ?? null;
}

export async function findProductsByIds(db: Db, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(products).where(inArray(products.id, ids));
}

/** A product to insert; without a `sku` it gets a generated one (`PLT-0042`). */
export type ProductToInsert = Omit<NewProductRow, 'sku'> & { sku?: string };

/**
 * Inserts the products, generating the SKUs left out from the shared sequence (numbers are never handed
 * out twice, even by two servers at once). Throws the unique violation of `products_sku_idx` when a SKU
 * is taken, a generated one included (an owner may have typed `PLT-0150` before the sequence got there).
 */
export async function insertProducts(db: Db, rows: ProductToInsert[]): Promise<ProductRow[]> {
  if (rows.length === 0) return [];
  const numbers = await nextSkuNumbers(db, rows.filter((row) => !row.sku).length);
  const complete = rows.map((row) =>
    row.sku ? row : { ...row, sku: skuOf(row.category, numbers.shift()!) },
  );
  return db
    .insert(products)
    .values(complete as NewProductRow[])
    .returning();
}

async function nextSkuNumbers(db: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db
    .select({ n: sql<number>`nextval('product_sku_seq')`.mapWith(Number) })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((row) => row.n);
}

export async function countProducts(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products);
  return row?.total ?? 0;
}

/**
 * The product's category, with a key-share lock held until the transaction ends, so the product cannot
 * be deleted between this check and the insert of a row that refers to it (a comment).
 */
export async function lockProductCategory(db: Db, productId: string): Promise<CategoryId | null> {
  const [row] = await db
    .select({ category: products.category })
    .from(products)
    .where(eq(products.id, productId))
    .for('key share');
  return row?.category ?? null;
}

/** The product's rating summary as its reviews make it (the reviews module computes it). */
export async function setRating(db: Db, productId: string, rating: { average: number; count: number }) {
  await db
    .update(products)
    .set({ ratingAverage: rating.average, ratingCount: rating.count })
    .where(eq(products.id, productId));
}

/** The names of these products (those that still exist), by id. */
export async function namesOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Writes the given columns; `attributes` are merged into the stored ones (a partial update keeps the
 * extras it does not mention). Returns null when no product of that category has that id.
 */
export async function updateProduct(
  db: Db,
  category: CategoryId,
  id: string,
  changes: Partial<NewProductRow> & { attributes?: Record<string, unknown> },
): Promise<ProductRow | null> {
  const { attributes, ...columns } = changes;
  const [row] = await db
    .update(products)
    .set({
      ...columns,
      ...(attributes
        ? { attributes: sql`${products.attributes} || ${JSON.stringify(attributes)}::jsonb` }
        : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(products.id, id), eq(products.category, category)))
    .returning();
  return row ?? null;
}

/** The product's id, SKU and options, its row locked until the transaction ends; null if not of `category`. */
export async function lockProduct(db: Db, category: CategoryId, id: string) {
  const [row] = await db
    .select({ id: products.id, sku: products.sku, options: products.options })
    .from(products)
    .where(and(eq(products.id, id), eq(products.category, category)))
    .for('update');
  return row ?? null;
}

/** The condition that keeps only the product with this id, and `also` (the admin list found by a variant's SKU). */
export const isProduct = (id: string, also?: SQL): SQL => and(eq(products.id, id), also)!;

/** Deletes a product (its comments, cart and wishlist lines go with it; order items keep their copy). */
export async function deleteProduct(db: Db, category: CategoryId, id: string): Promise<boolean> {
  const deleted = await db
    .delete(products)
    .where(and(eq(products.id, id), eq(products.category, category)))
    .returning({ id: products.id });
  return deleted.length > 0;
}

/** Products whose SKU is one of these, compared without case (the unique index's own terms). */
export async function findProductsBySkus(db: Db, skus: string[]): Promise<ProductRow[]> {
  if (skus.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(inArray(sql`lower(${products.sku})`, [...new Set(skus.map((sku) => sku.toLowerCase()))]));
}

/** The product with this SKU (any case), locked until the transaction ends; null when there is none. */
export async function lockProductBySku(db: Db, sku: string): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(sql`lower(${products.sku}) = ${sku.toLowerCase()}`)
    .for('update');
  return row ?? null;
}

/** Up to `limit` products after the id `after` (null: from the first), in id order: the export's pages. */
export async function listProductsAfter(db: Db, after: string | null, limit: number): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(after === null ? undefined : gt(products.id, after))
    .orderBy(asc(products.id))
    .limit(limit);
}
