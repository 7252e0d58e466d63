import {
  type AdminProduct,
  CATEGORY_DEFAULTS,
  type CategoryId,
  type Comment,
  findCategory,
  type Product,
  type ProductInput,
  type ProductOption,
  type ProductUpdate,
  poishaToTaka,
  type Review,
  storedAttributeNames,
  takaToPoisha,
  type Variant,
} from '@plantopia/shared';
import type { products } from '../../db/schema/catalog.js';
import type { VariantRow } from './variant-repository.js';

const GRAMS_PER_KG = 1000;

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/** The columns every view of a product shares, in API form. */
function summaryOf(row: ProductRow) {
  return {
    _id: row.id,
    category: row.category,
    sku: row.sku,
    subcategory: row.subcategory,
    name: row.name,
    description: row.description,
    nameBn: row.nameBn,
    descriptionBn: row.descriptionBn,
    price: poishaToTaka(row.price),
    stock: row.stock,
    lowStockThreshold: row.lowStockThreshold,
    imageUrl: row.imageUrl,
    isFeatured: row.isFeatured,
    shippingWeightKg: row.shippingWeight / GRAMS_PER_KG,
    rating: { average: Math.round(row.ratingAverage * 10) / 10, count: row.ratingCount },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toVariant(row: VariantRow): Variant {
  return {
    _id: row.id,
    options: row.options,
    sku: row.sku,
    price: poishaToTaka(row.price),
    compareAtPrice: row.compareAtPrice === null ? null : poishaToTaka(row.compareAtPrice),
    stock: row.stock,
    shippingWeightKg: row.shippingWeight / GRAMS_PER_KG,
    imageUrl: row.imageUrl,
  };
}

/**
 * The API shape of a product: common columns, the category's extras and their Bangla twins (defaults
 * filled in), its options and variants (docs/decisions/038), comments, reviews.
 */
export function toProduct(
  row: ProductRow,
  comments: Comment[],
  reviews: Review[],
  variants: VariantRow[],
): Product {
  const defaults = CATEGORY_DEFAULTS[row.category] as Record<string, unknown>;
  const extras: Record<string, unknown> = {};
  for (const name of storedAttributeNames(row.category)) {
    extras[name] = row.attributes[name] ?? defaults[name];
  }
  return {
    ...summaryOf(row),
    features: row.features,
    careInstructions: row.careInstructions,
    featuresBn: row.featuresBn,
    careInstructionsBn: row.careInstructionsBn,
    ...extras,
    options: row.options,
    variants: variants.map(toVariant),
    comments,
    reviews,
  } as Product;
}

/**
 * A row of the admin's product table, naming its category (`categoryLabel`), its stock level judged per
 * variant (sold out when any is, else low when any is: docs/decisions/038) and how many variants are so.
 */
export function toAdminProduct(
  row: ProductRow,
  variants: { count: number; low: number; soldOut: number },
): AdminProduct {
  const level = variants.soldOut > 0 ? 'sold_out' : variants.low > 0 ? 'low' : 'in_stock';
  return {
    ...summaryOf(row),
    categoryLabel: findCategory(row.category)?.label ?? row.category,
    stockLevel: level,
    variantStock: variants,
  };
}

/** Splits validated input into columns and the `attributes` document; only fields present are set. */
export function toProductColumns(
  category: CategoryId,
  input: ProductInput | ProductUpdate,
): Partial<NewProductRow> & { attributes?: Record<string, unknown> } {
  const source = input as Record<string, unknown>;
  const columns: Partial<NewProductRow> = {};
  // A blank SKU is left out here: the service generates one (catalog-repository `nextSkus`).
  if (source.sku) columns.sku = source.sku as string;
  if (source.name !== undefined) columns.name = source.name as string;
  if (source.description !== undefined) columns.description = source.description as string;
  if (source.subcategory !== undefined) columns.subcategory = source.subcategory as string;
  if (source.price !== undefined) columns.price = takaToPoisha(source.price as number);
  if (source.stock !== undefined) columns.stock = source.stock as number;
  if (source.lowStockThreshold !== undefined) {
    columns.lowStockThreshold = source.lowStockThreshold as number | null;
  }
  if (source.imageUrl !== undefined) columns.imageUrl = source.imageUrl as string;
  if (source.isFeatured !== undefined) columns.isFeatured = source.isFeatured as boolean;
  if (source.shippingWeightKg !== undefined) {
    columns.shippingWeight = Math.round((source.shippingWeightKg as number) * GRAMS_PER_KG);
  }
  if (source.features !== undefined) columns.features = source.features as string[];
  if (source.careInstructions !== undefined) columns.careInstructions = source.careInstructions as string[];
  if (source.nameBn !== undefined) columns.nameBn = source.nameBn as string | null;
  if (source.descriptionBn !== undefined) columns.descriptionBn = source.descriptionBn as string | null;
  if (source.featuresBn !== undefined) columns.featuresBn = source.featuresBn as string[];
  if (source.careInstructionsBn !== undefined) {
    columns.careInstructionsBn = source.careInstructionsBn as string[];
  }
  if (source.options !== undefined) columns.options = source.options as ProductOption[];
  const attributes: Record<string, unknown> = {};
  for (const name of storedAttributeNames(category)) {
    if (source[name] !== undefined) attributes[name] = source[name];
  }
  return Object.keys(attributes).length > 0 ? { ...columns, attributes } : columns;
}
