import type { Product } from './product.js';

/**
 * What a product card shows and what its button puts in the cart. A listing keeps only these fields: the
 * server-rendered page carries its listing's data to the browser, and the rest of a product (descriptions,
 * features and care steps in both languages, the category's details, reviews) made up three quarters of it.
 * Zod-free, like localized.ts, so the storefront's pages import it without the schemas.
 */
export const PRODUCT_SUMMARY_FIELDS = [
  '_id',
  'category',
  'subcategory',
  'name',
  'nameBn',
  'price',
  'stock',
  'imageUrl',
  'isFeatured',
  'rating',
  'options',
  'variants',
] as const satisfies ReadonlyArray<keyof Product>;

export type ProductSummary = Pick<Product, (typeof PRODUCT_SUMMARY_FIELDS)[number]>;

/** The product's card fields, nothing else (a full product is a summary too, with more). */
export function toProductSummary(product: ProductSummary): ProductSummary {
  const summary: Partial<Record<keyof ProductSummary, unknown>> = {};
  for (const field of PRODUCT_SUMMARY_FIELDS) summary[field] = product[field];
  return summary as ProductSummary;
}
