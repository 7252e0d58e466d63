import { z } from 'zod';
import { type CategoryId, SUBCATEGORIES } from './categories.js';
import { envelopeSchema, PagedListExtrasSchema } from './envelope.js';
import { requiredOr } from './field-errors.js';
import { asciiDigits } from './format.js';
import { ImageUrlSchema } from './image-url.js';
import { codedText } from './message-codes.js';
import { hasAtMostDecimals, MAX_TAKA, TakaSchema } from './money.js';
import { optionalText } from './optional-text.js';
import {
  DIFFICULTIES,
  FINDER_QUESTIONS,
  type FinderAnswers,
  FLOWERING_SEASONS,
  GROWTH_RATES,
  INDOOR_OUTDOOR,
  LIGHT_LEVELS,
  PLANT_FACETS,
  PLANT_SIZES,
  type PlantFacetCounts,
  WATERING_FREQUENCIES,
} from './plant-facts.js';
import { RatingSummarySchema, ReviewSchema } from './reviews.js';
import { ProductOptionsSchema, StoredOptionsSchema, VariantInputsSchema, VariantSchema } from './variants.js';

/*
 * One schema per category, used by the server's writes and the admin forms alike.
 * Field names follow docs/behaviour.md §4 rule 1 (the admin form's names) everywhere.
 * Create schemas apply each category's defaults; update schemas are the same fields, all optional,
 * without defaults, so a partial PUT never resets what it did not mention.
 */

const text = (max = 2000) =>
  z
    .string({ error: requiredOr('field.text') })
    .trim()
    .max(max, codedText('field.max_length', { max: max }));
const list = z
  .array(z.string().max(500, codedText('field.entry_max_length', { max: 500 })))
  .max(50, codedText('field.max_entries', { max: 50 }))
  .transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0));
const weightKg = z
  .number({ error: requiredOr('field.number') })
  .min(0, codedText('field.at_least', { min: 0 }))
  .max(10_000, codedText('field.max', { max: 10000 }))
  .refine((v) => hasAtMostDecimals(v, 1), codedText('field.max_decimals', { max: 1 }))
  .nullable();

export const TOOL_MATERIALS = ['steel', 'aluminum', 'plastic', 'wood', 'carbon-fiber', 'composite'] as const;
export const HANDLE_TYPES = ['ergonomic', 'standard', 'cushioned', 'telescopic', 'd-shaped'] as const;
export const SOIL_TEXTURES = ['', 'fine', 'medium', 'coarse', 'mixed'] as const;
export const DRAINAGE_RATINGS = ['excellent', 'good', 'moderate', 'poor'] as const;
export const WATER_RETENTION = ['high', 'medium', 'low'] as const;
export const FERTILIZER_TYPES = ['organic', 'synthetic', 'mineral', 'bio'] as const;
export const APPLICATION_METHODS = ['granular', 'liquid', 'powder', 'spike', 'spray'] as const;
export const RELEASE_TYPES = ['slow-release', 'quick-release', 'controlled-release'] as const;

/** The longest SKU the shop keeps: room for a supplier's code and a size suffix. */
export const MAX_SKU_LENGTH = 40;

/**
 * The owner's stock-keeping code: letters, digits and `- _ . /`, unique regardless of case. Blank on a new
 * product asks the shop to make one (`PLT-0042`, see `skuOf`); blank in an update keeps the SKU it has.
 */
export const SkuSchema = z
  .string({ error: requiredOr('field.text') })
  .trim()
  .max(MAX_SKU_LENGTH, codedText('field.max_length', { max: MAX_SKU_LENGTH }))
  .regex(/^([A-Za-z0-9][A-Za-z0-9._/-]*)?$/, 'field.sku');

/** The most pieces a product may hold, and so the highest low-stock threshold worth setting. */
export const MAX_STOCK = 1_000_000;

/** A stock level at or below which (and above none) a product counts as low; null = the shop's default. */
export const LowStockThresholdSchema = z
  .number({ error: requiredOr('field.number') })
  .int('field.whole_number')
  .min(0, codedText('field.at_least', { min: 0 }))
  .max(MAX_STOCK, codedText('field.max', { max: MAX_STOCK }));

const commonFields = {
  sku: SkuSchema,
  name: text(200).min(1, 'field.required'),
  description: text(5000).min(1, 'field.required'),
  price: TakaSchema,
  stock: z
    .number({ error: requiredOr('field.number') })
    .int('field.whole_number')
    .min(0, codedText('field.at_least', { min: 0 }))
    .max(MAX_STOCK, codedText('field.max', { max: MAX_STOCK })),
  lowStockThreshold: LowStockThresholdSchema.nullable(),
  imageUrl: ImageUrlSchema,
  isFeatured: z.boolean(),
  features: list,
  careInstructions: list,
  nameBn: optionalText(200),
  descriptionBn: optionalText(5000),
  featuresBn: list,
  careInstructionsBn: list,
  /** What the delivery fee's weight charge counts (docs/decisions/011), packed: pot, soil, box. */
  shippingWeightKg: z
    .number({ error: requiredOr('field.number') })
    .min(0, codedText('field.at_least', { min: 0 }))
    .max(1000, codedText('field.max', { max: 1000 }))
    .refine((v) => hasAtMostDecimals(v, 3), codedText('field.max_decimals', { max: 3 })),
  /** Options and variants (docs/decisions/038); no variants: one, of the price, stock, SKU and weight above. */
  options: ProductOptionsSchema,
  variants: VariantInputsSchema,
};

/** A product whose weight nobody entered counts as 1 kg: a potted plant, a bag of soil. */
export const DEFAULT_SHIPPING_WEIGHT_KG = 1;

const soilLikeFields = {
  weight: weightKg,
  coverage: text(200),
  packagingSize: text(200),
  organicStatus: z.boolean(),
  applicationInstructions: text(),
  storageInstructions: text(),
  composition: list,
  nutrients: list,
  bestFor: list,
  // Bangla twins (TRANSLATED_FIELD_NAMES): blank means none, and the Bangla page shows the English.
  coverageBn: optionalText(200),
  packagingSizeBn: optionalText(200),
  applicationInstructionsBn: optionalText(2000),
  storageInstructionsBn: optionalText(2000),
  compositionBn: list,
  nutrientsBn: list,
  bestForBn: list,
};

export const CATEGORY_FIELDS = {
  plants: {
    ...commonFields,
    subcategory: z.enum(SUBCATEGORIES.plants),
    sunlightNeeds: z.enum(LIGHT_LEVELS),
    wateringFrequency: z.enum(WATERING_FREQUENCIES),
    size: z.enum(PLANT_SIZES),
    difficulty: z.enum(DIFFICULTIES),
    indoorOutdoor: z.enum(INDOOR_OUTDOOR),
    matureHeight: text(200),
    growthRate: z.enum(GROWTH_RATES),
    petFriendly: z.boolean(),
    floweringSeason: z.enum(FLOWERING_SEASONS),
    seasonalInstructions: text(),
    matureHeightBn: optionalText(200),
    seasonalInstructionsBn: optionalText(2000),
  },
  tools: {
    ...commonFields,
    subcategory: z.enum(SUBCATEGORIES.tools),
    brand: text(200).min(1, 'field.required'),
    material: z.enum(TOOL_MATERIALS),
    handleType: z.enum(HANDLE_TYPES),
    dimensions: text(200),
    weight: weightKg,
    warranty: text(200),
    usage: text(),
    maintenance: text(),
    weatherResistant: z.boolean(),
    safetyInstructions: list,
    dimensionsBn: optionalText(200),
    warrantyBn: optionalText(200),
    usageBn: optionalText(2000),
    maintenanceBn: optionalText(2000),
    safetyInstructionsBn: list,
  },
  soils: {
    ...commonFields,
    ...soilLikeFields,
    subcategory: z.enum(SUBCATEGORIES.soils),
    ph: z
      .number({ error: requiredOr('field.number') })
      .min(0, codedText('field.between', { min: 0, max: 14 }))
      .max(14, codedText('field.between', { min: 0, max: 14 }))
      .refine((v) => hasAtMostDecimals(v, 1), codedText('field.max_decimals', { max: 1 }))
      .nullable(),
    texture: z.enum(SOIL_TEXTURES),
    drainageRating: z.enum(DRAINAGE_RATINGS),
    waterRetention: z.enum(WATER_RETENTION),
  },
  fertilizers: {
    ...commonFields,
    ...soilLikeFields,
    subcategory: z.enum(SUBCATEGORIES.fertilizers),
    npkRatio: text(50),
    type: z.enum(FERTILIZER_TYPES),
    applicationMethod: z.enum(APPLICATION_METHODS),
    releaseType: z.enum(RELEASE_TYPES),
  },
} as const;

const commonDefaults = {
  sku: '',
  lowStockThreshold: null,
  imageUrl: '',
  isFeatured: false,
  features: [],
  careInstructions: [],
  nameBn: null,
  descriptionBn: null,
  featuresBn: [],
  careInstructionsBn: [],
  shippingWeightKg: DEFAULT_SHIPPING_WEIGHT_KG,
  options: [],
  variants: [],
};
const soilLikeDefaults = {
  weight: null,
  coverage: '',
  packagingSize: '',
  organicStatus: false,
  applicationInstructions: '',
  storageInstructions: '',
  composition: [],
  nutrients: [],
  bestFor: [],
  coverageBn: null,
  packagingSizeBn: null,
  applicationInstructionsBn: null,
  storageInstructionsBn: null,
  compositionBn: [],
  nutrientsBn: [],
  bestForBn: [],
};

/** Each category's defaults for fields a new product may leave out (docs/behaviour.md §16.2). */
export const CATEGORY_DEFAULTS = {
  plants: {
    ...commonDefaults,
    subcategory: 'Indoor Plants',
    sunlightNeeds: 'full-sun',
    wateringFrequency: 'daily',
    size: 'medium',
    difficulty: 'easy',
    indoorOutdoor: 'both',
    matureHeight: '',
    growthRate: 'fast',
    petFriendly: false,
    floweringSeason: 'none',
    seasonalInstructions: '',
    matureHeightBn: null,
    seasonalInstructionsBn: null,
  },
  tools: {
    ...commonDefaults,
    subcategory: 'Gardening Tools',
    material: 'steel',
    handleType: 'ergonomic',
    dimensions: '',
    weight: null,
    warranty: '',
    usage: '',
    maintenance: '',
    weatherResistant: false,
    safetyInstructions: [],
    dimensionsBn: null,
    warrantyBn: null,
    usageBn: null,
    maintenanceBn: null,
    safetyInstructionsBn: [],
  },
  soils: {
    ...commonDefaults,
    ...soilLikeDefaults,
    subcategory: 'Potting Mix',
    ph: null,
    texture: '',
    drainageRating: 'good',
    waterRetention: 'medium',
  },
  fertilizers: {
    ...commonDefaults,
    ...soilLikeDefaults,
    subcategory: 'Organic Fertilizers',
    npkRatio: '',
    type: 'organic',
    applicationMethod: 'granular',
    releaseType: 'slow-release',
  },
} as const;

function withDefaults<S extends z.ZodRawShape>(shape: S, defaults: Record<string, unknown>) {
  const entries = Object.entries(shape).map(([key, field]) =>
    key in defaults ? [key, (field as z.ZodType).default(defaults[key] as never)] : [key, field],
  );
  return z.object(Object.fromEntries(entries) as S);
}

export const PlantInputSchema = withDefaults(CATEGORY_FIELDS.plants, CATEGORY_DEFAULTS.plants);
export const ToolInputSchema = withDefaults(CATEGORY_FIELDS.tools, CATEGORY_DEFAULTS.tools);
export const SoilInputSchema = withDefaults(CATEGORY_FIELDS.soils, CATEGORY_DEFAULTS.soils);
export const FertilizerInputSchema = withDefaults(CATEGORY_FIELDS.fertilizers, CATEGORY_DEFAULTS.fertilizers);

/** Create schema per category; unknown keys (`_id`, `category`, `comments`, dates) are stripped. */
export const PRODUCT_INPUT_SCHEMAS = {
  plants: PlantInputSchema,
  tools: ToolInputSchema,
  soils: SoilInputSchema,
  fertilizers: FertilizerInputSchema,
} as const;

/** Partial update schema per category: only the fields sent are validated and written. */
export const PRODUCT_UPDATE_SCHEMAS = {
  plants: z.object(CATEGORY_FIELDS.plants).partial(),
  tools: z.object(CATEGORY_FIELDS.tools).partial(),
  soils: z.object(CATEGORY_FIELDS.soils).partial(),
  fertilizers: z.object(CATEGORY_FIELDS.fertilizers).partial(),
} as const;

export type PlantInput = z.infer<typeof PlantInputSchema>;
export type ToolInput = z.infer<typeof ToolInputSchema>;
export type SoilInput = z.infer<typeof SoilInputSchema>;
export type FertilizerInput = z.infer<typeof FertilizerInputSchema>;
export type ProductInput<C extends CategoryId = CategoryId> = z.infer<(typeof PRODUCT_INPUT_SCHEMAS)[C]>;
export type ProductUpdate<C extends CategoryId = CategoryId> = z.infer<(typeof PRODUCT_UPDATE_SCHEMAS)[C]>;

export const CommentUserSchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  photoURL: z.string(),
});

export const ReplySchema = z.object({
  _id: z.string(),
  text: z.string(),
  user: CommentUserSchema,
  createdAt: z.string(),
});

export const CommentSchema = ReplySchema.extend({ replies: z.array(ReplySchema) });
export type CommentUser = z.infer<typeof CommentUserSchema>;
export type Reply = z.infer<typeof ReplySchema>;
export type Comment = z.infer<typeof CommentSchema>;

const readOnlyFields = {
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  comments: z.array(CommentSchema),
  /** Visible reviews only (hidden ones leave the page and the average), newest first. */
  rating: RatingSummarySchema,
  reviews: z.array(ReviewSchema),
  variants: z.array(VariantSchema),
};

/** Lists as stored: the input's trimming transform cannot run backwards when a response is serialised. */
const storedList = z.array(z.string());
/** As stored: a rule added later must not turn an older row into a failed read. */
const STORED_FIELDS: Record<string, z.ZodType> = {
  sku: z.string(),
  imageUrl: z.string(),
  options: StoredOptionsSchema,
};

function outputSchema<C extends CategoryId>(category: C) {
  const stored = (key: string, field: z.ZodType) => {
    if (field === list) return storedList;
    // A Bangla twin's blank-to-null transform cannot run backwards either: null or the text.
    if (key.endsWith('Bn')) return z.string().nullable();
    return STORED_FIELDS[key] ?? field;
  };
  // `variants` as answered replaces the input's (readOnlyFields): the spread of a generic would intersect them.
  const fields = Object.fromEntries(
    Object.entries(CATEGORY_FIELDS[category]).map(([key, field]) => [key, stored(key, field)]),
  ) as Omit<(typeof CATEGORY_FIELDS)[C], 'variants'>;
  return z.object({ ...fields, ...readOnlyFields, category: z.literal(category) });
}

export const PlantSchema = outputSchema('plants');
export const ToolSchema = outputSchema('tools');
export const SoilSchema = outputSchema('soils');
export const FertilizerSchema = outputSchema('fertilizers');
export const ProductSchema = z.discriminatedUnion('category', [
  PlantSchema,
  ToolSchema,
  SoilSchema,
  FertilizerSchema,
]);

export type Plant = z.infer<typeof PlantSchema>;
export type Tool = z.infer<typeof ToolSchema>;
export type Soil = z.infer<typeof SoilSchema>;
export type Fertilizer = z.infer<typeof FertilizerSchema>;
export type Product = z.infer<typeof ProductSchema>;
export type ProductOf<C extends CategoryId> = Extract<Product, { category: C }>;

export const CATALOG_SORTS = ['price', 'price-desc', 'name', 'newest', 'rating'] as const;

const optionalNumber = z.coerce.number({ error: 'field.number' });

/** The last page anyone may ask for: far past any catalog, and its offset stays a small integer. */
export const MAX_PAGE = 100_000;

/** A page number of a paged list (the catalog, the admin's products): 1 to MAX_PAGE. */
export const PageNumberSchema = optionalNumber
  .int('field.whole_number')
  .min(1, codedText('field.at_least', { min: 1 }))
  .max(MAX_PAGE, codedText('field.max', { max: MAX_PAGE }));

/**
 * A price filter in taka: the range a price may have (0 to 10,000,000), so no bound overflows in SQL.
 * Typed in either script: `?minPrice=৫০০` is 500.
 */
const priceBound = z.preprocess(
  (value) => (typeof value === 'string' ? asciiDigits(value) : value),
  optionalNumber
    .min(0, codedText('field.at_least', { min: 0 }))
    .max(MAX_TAKA, codedText('field.max', { max: 10_000_000 })),
);

/** The plant-fact filters (plant-facts.ts): one value each; other listings ignore them. */
const plantFacetFilters = {
  sunlightNeeds: z.enum(PLANT_FACETS.sunlightNeeds).optional(),
  wateringFrequency: z.enum(PLANT_FACETS.wateringFrequency).optional(),
  petFriendly: z.enum(PLANT_FACETS.petFriendly).optional(),
  difficulty: z.enum(PLANT_FACETS.difficulty).optional(),
  size: z.enum(PLANT_FACETS.size).optional(),
  indoorOutdoor: z.enum(PLANT_FACETS.indoorOutdoor).optional(),
  floweringSeason: z.enum(PLANT_FACETS.floweringSeason).optional(),
};

/** Each value of a fact with the number of plants it would show. */
const countsOf = <V extends readonly [string, ...string[]]>(values: V) =>
  z.record(z.enum(values), z.number().int());

export const PlantFacetCountsSchema = z.object({
  sunlightNeeds: countsOf(PLANT_FACETS.sunlightNeeds),
  wateringFrequency: countsOf(PLANT_FACETS.wateringFrequency),
  petFriendly: countsOf(PLANT_FACETS.petFriendly),
  difficulty: countsOf(PLANT_FACETS.difficulty),
  size: countsOf(PLANT_FACETS.size),
  indoorOutdoor: countsOf(PLANT_FACETS.indoorOutdoor),
  floweringSeason: countsOf(PLANT_FACETS.floweringSeason),
}) satisfies z.ZodType<PlantFacetCounts>;

export const CatalogQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(100, codedText('field.max_length', { max: 100 }))
      .optional(),
    subcategory: z.string().trim().max(100).optional(),
    minPrice: priceBound.optional(),
    maxPrice: priceBound.optional(),
    featured: z.enum(['true', 'false']).optional(),
    ...plantFacetFilters,
    sort: z.enum(CATALOG_SORTS).optional(),
    page: PageNumberSchema.optional(),
    limit: optionalNumber
      .int('field.whole_number')
      .min(1, codedText('field.at_least', { min: 1 }))
      .max(100, codedText('field.max', { max: 100 }))
      .optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'field.not_below_min_price',
    path: ['maxPrice'],
  });
export type CatalogQuery = z.infer<typeof CatalogQuerySchema>;

/**
 * `GET /api/{category}` answers these beside `data`: how many products match over all pages, and the
 * category's highest price (0 when it is empty), the price filter's upper bound.
 */
export const CategoryListExtrasSchema = PagedListExtrasSchema.extend({
  highestPrice: z.number(),
  /** Plants only: how many plants each value of each fact would show with the other filters applied. */
  facets: PlantFacetCountsSchema.optional(),
});
export type CategoryListExtras = z.infer<typeof CategoryListExtrasSchema>;

/** The envelope of `GET /api/{category}`: a list of `item`s with the extras above beside `data`. */
export function categoryListEnvelopeSchema<T extends z.ZodType>(item: T) {
  return envelopeSchema(z.array(item)).extend(CategoryListExtrasSchema.shape);
}

/** `GET /api/plants/finder`: the plant finder's answers, each optional (plant-facts.ts). */
export const PlantFinderQuerySchema = z.object({
  place: z.enum(FINDER_QUESTIONS.place).optional(),
  light: z.enum(FINDER_QUESTIONS.light).optional(),
  pets: z.enum(FINDER_QUESTIONS.pets).optional(),
  time: z.enum(FINDER_QUESTIONS.time).optional(),
}) satisfies z.ZodType<FinderAnswers>;
export type PlantFinderQuery = z.infer<typeof PlantFinderQuerySchema>;
