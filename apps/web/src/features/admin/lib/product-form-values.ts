import { CATEGORY_DEFAULTS, CATEGORY_FIELDS, type CategoryId, type Product } from '@plantopia/shared';

/** What the product form holds: one value per field of the category's shared schema. */
export type ProductFormValues = Record<string, unknown>;

const REQUIRED_NUMBERS = new Set(['price', 'stock']);

/** A new product: its category's defaults, the required fields empty (docs/behaviour.md §16.2). */
export function emptyProductValues(category: CategoryId): ProductFormValues {
  const values: ProductFormValues = { ...CATEGORY_DEFAULTS[category] };
  for (const name of Object.keys(CATEGORY_FIELDS[category])) {
    if (!(name in values)) values[name] = REQUIRED_NUMBERS.has(name) ? undefined : '';
  }
  return values;
}

/** An existing product as the form edits it: its own values for exactly the writable fields. */
export function productToFormValues(product: Product): ProductFormValues {
  const source = product as unknown as Record<string, unknown>;
  const values = emptyProductValues(product.category);
  for (const name of Object.keys(CATEGORY_FIELDS[product.category])) {
    if (source[name] !== undefined) values[name] = source[name];
  }
  return values;
}
