import {
  CATEGORY_IDS,
  type CategoryId,
  LOCALES,
  type Locale,
  type ProductOption,
  STOCK_MOVEMENT_REASONS,
  type StockMovementReason,
} from '@plantopia/shared';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, isOneOf, updatedAt } from './columns.js';
import { user } from './users.js';

/** A plant's fact as text, for a generated column (the other categories have none of these keys). */
const plantFact = (name: string): SQL => sql`(attributes ->> ${sql.raw(`'${name}'`)})`;

/** The number of a generated SKU (`PLT-0042`): shared by the categories, so a number is never reused. */
export const productSkuSequence = pgSequence('product_sku_seq', { startWith: 1 });

/**
 * All four categories share one table: the common fields are columns (filtered, sorted, indexed);
 * the category's extra attributes live in `attributes`, validated by the shared zod schema on write.
 * Money is integer poisha.
 */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    category: text('category').$type<CategoryId>().notNull(),
    /** The owner's stock-keeping code, unique regardless of case; generated when none is given. */
    sku: text('sku').notNull(),
    subcategory: text('subcategory').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
    /** At or below this many pieces (and above none) the product is low on stock; null = the shop's default. */
    lowStockThreshold: integer('low_stock_threshold'),
    imageUrl: text('image_url').notNull().default(''),
    isFeatured: boolean('is_featured').notNull().default(false),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    careInstructions: jsonb('care_instructions').$type<string[]>().notNull().default([]),
    /** Bangla twins of the texts above (docs/behaviour.md §11): null or empty when the product has none. */
    nameBn: text('name_bn'),
    descriptionBn: text('description_bn'),
    featuresBn: jsonb('features_bn').$type<string[]>().notNull().default([]),
    careInstructionsBn: jsonb('care_instructions_bn').$type<string[]>().notNull().default([]),
    /**
     * What `q` searches, written once per change: search_key() over both languages' name and
     * description (docs/decisions/021). Stored, so a search's recheck reads it instead of recomputing.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`search_key(${products.name} || ' ' || ${products.description} || ' ' || coalesce(${products.nameBn}, '') || ' ' || coalesce(${products.descriptionBn}, ''))`,
      ),
    /**
     * How the names sound in both languages, search_sounds() (docs/decisions/035): what forgives a
     * misspelt or romanised search ("gulap" finds গোলাপ). Names only: descriptions would match too much.
     */
    searchSounds: text('search_sounds')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`search_sounds(${products.name} || ' ' || coalesce(${products.nameBn}, ''))`,
      ),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    /** Up to two options (pot size, bag weight) with their values in both languages (docs/decisions/038). */
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    /*
     * A plant's care facts out of `attributes` (PLANT_FACETS, issue 25), as the text the filters compare:
     * written once per change, so the listing filters and counts them through an index. Null for other
     * categories, which have no such facts.
     */
    factLight: text('fact_light').generatedAlwaysAs((): SQL => plantFact('sunlightNeeds')),
    factWatering: text('fact_watering').generatedAlwaysAs((): SQL => plantFact('wateringFrequency')),
    factPetFriendly: text('fact_pet_friendly').generatedAlwaysAs((): SQL => plantFact('petFriendly')),
    factDifficulty: text('fact_difficulty').generatedAlwaysAs((): SQL => plantFact('difficulty')),
    factSize: text('fact_size').generatedAlwaysAs((): SQL => plantFact('size')),
    factPlace: text('fact_place').generatedAlwaysAs((): SQL => plantFact('indoorOutdoor')),
    factFlowering: text('fact_flowering').generatedAlwaysAs((): SQL => plantFact('floweringSeason')),
    /** Grams, pot and soil included: what the delivery fee's weight charge counts (docs/decisions/011). */
    shippingWeight: integer('shipping_weight').notNull().default(1000),
    /**
     * The visible reviews summed up (docs/decisions/016), rewritten in the transaction of every review
     * write: the listing sorts by them through an index, and no page counts reviews per product.
     */
    ratingAverage: doublePrecision('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_category_check', isOneOf(t.category, CATEGORY_IDS)),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check('products_shipping_weight_check', sql`${t.shippingWeight} >= 0`),
    check('products_low_stock_threshold_check', sql`${t.lowStockThreshold} >= 0`),
    uniqueIndex('products_sku_idx').on(sql`lower(${t.sku})`),
    index('products_category_price_idx').on(t.category, t.price, t.id),
    index('products_category_subcategory_price_idx').on(t.category, t.subcategory, t.price, t.id),
    index('products_category_name_idx').on(t.category, t.name, t.id),
    index('products_category_created_idx').on(t.category, t.createdAt, t.id),
    index('products_category_rating_idx').on(t.category, t.ratingAverage, t.ratingCount, t.id),
    index('products_featured_idx').on(t.category).where(sql`${t.isFeatured}`),
    // Every fact, then what the other filters compare: a fact filter reads the plants through it, and the
    // facet counts of a listing without a search read nothing else (an index-only scan).
    index('products_plant_facts_idx')
      .on(
        t.factLight,
        t.factWatering,
        t.factPetFriendly,
        t.factDifficulty,
        t.factSize,
        t.factPlace,
        t.factFlowering,
        t.subcategory,
        t.price,
      )
      .where(sql`${t.category} = 'plants'`),
    // Both scripts through one index: search_key() spells Bengali in ASCII word characters (decision 021).
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // GiST, not GIN: besides the word-similarity test it orders by closeness (KNN), so the few best
    // suggestions come from the index instead of sorting every sounding-alike name (decision 035).
    index('products_search_sounds_trgm_idx').using('gist', t.searchSounds.op('gist_trgm_ops')),
  ],
);

/**
 * What is sold (docs/decisions/038): one row per choice of the product's option values, with its own
 * price, SKU, stock and weight. Every product has at least one; its first keeps the product's id, so a
 * cart line, wishlist entry or order line that names only the product names that variant. The product's
 * `price` (the lowest), `stock` (the sum), `sku` and `shipping_weight` (the first's) are summaries kept by
 * the catalog in the transaction of every change here, so listings sort and filter on one table.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The English value of each of the product's options, in their order; empty without options. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** Unique regardless of case across every variant of every product. */
    sku: text('sku').notNull(),
    /** Poisha. */
    price: integer('price').notNull(),
    /** Poisha: the "was" price shown struck through; null when there is none. */
    compareAtPrice: integer('compare_at_price'),
    stock: integer('stock').notNull(),
    /** Grams, packed. */
    shippingWeight: integer('shipping_weight').notNull(),
    /** Null shows the product's image. */
    imageUrl: text('image_url'),
  },
  (t) => [
    check('product_variants_price_check', sql`${t.price} >= 0`),
    check('product_variants_compare_at_price_check', sql`${t.compareAtPrice} >= 0`),
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    check('product_variants_shipping_weight_check', sql`${t.shippingWeight} >= 0`),
    uniqueIndex('product_variants_sku_idx').on(sql`lower(${t.sku})`),
    index('product_variants_product_idx').on(t.productId, t.position),
  ],
);

/**
 * Every change of a product's stock, written in the transaction of the change (issue 24 item 2): orders
 * taking and giving back pieces, the owner's adjustments and edits, imports. A product's history is one
 * read of its index. Stock is kept per variant (docs/decisions/038): `variant_id` names it and `stock_after`
 * is that variant's.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null for a variant deleted since: its product's history keeps the line. */
    variantId: text('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** Pieces added (positive) or taken (negative). */
    change: integer('change').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').$type<StockMovementReason>().notNull(),
    /** The order that sold or gave back the pieces (no foreign key: orders are another module's). */
    orderId: text('order_id'),
    /** Who made the change, with the name as it was then, so a renamed or deleted account still reads right. */
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('stock_movements_reason_check', isOneOf(t.reason, STOCK_MOVEMENT_REASONS)),
    check('stock_movements_change_check', sql`${t.change} <> 0`),
    check('stock_movements_stock_after_check', sql`${t.stockAfter} >= 0`),
    // Ids are UUIDv7, so id order is time order: a product's newest movements first, straight off the index.
    index('stock_movements_product_idx').on(t.productId, t.id),
  ],
);

/**
 * The owner's stock settings: one row, `id = 'current'`; no row means the defaults
 * (DEFAULT_LOW_STOCK_THRESHOLD, the daily digest on, in English).
 */
export const stockSettings = pgTable(
  'stock_settings',
  {
    id: text('id').primaryKey(),
    lowStockThreshold: integer('low_stock_threshold').notNull(),
    dailyDigest: boolean('daily_digest').notNull(),
    digestLocale: text('digest_locale').$type<Locale>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('stock_settings_single_row_check', sql`${t.id} = 'current'`),
    check('stock_settings_threshold_check', sql`${t.lowStockThreshold} >= 0`),
    check('stock_settings_locale_check', isOneOf(t.digestLocale, LOCALES)),
  ],
);
