import {
  asciiDigits,
  CATEGORIES,
  CATEGORY_DEFAULTS,
  CATEGORY_FIELDS,
  CATEGORY_IDS,
  type CategoryId,
  coded,
  type ImportCellError,
  issueReason,
  OLD_LIGHT_WORDS,
  PRODUCT_INPUT_SCHEMAS,
  PRODUCT_UPDATE_SCHEMAS,
  type Product,
  type ProductInput,
  type ProductUpdate,
  readCsvCell,
  SUBCATEGORIES,
  SUBCATEGORY_LABELS_BN,
  storedAttributeNames,
  VariantInputSchema,
} from '@plantopia/shared';
import {
  OPTIONS_BN_COLUMN,
  OPTIONS_COLUMN,
  optionsCells,
  readRowOptions,
  type VariantChanges,
} from './product-csv-options.js';

/*
 * The one column set of the products CSV, shared by the export and the import (docs/product-csv.md).
 * A column is a field of the product form, named in snake_case; the category's own fields follow the
 * common ones. What a field holds and its limits come from the form's zod schemas, so the import
 * refuses exactly what the form refuses, with the same coded reasons.
 */

type FieldKind = 'string' | 'number' | 'boolean' | 'array' | 'enum';

export interface ProductCsvColumn {
  name: string;
  /** The form's field (`category` for the category itself). */
  field: string;
  kind: FieldKind;
  /** The categories that have this field. */
  categories: readonly CategoryId[];
}

/** Columns whose names are not the field's name in snake_case. */
const RENAMED: Record<string, string> = { isFeatured: 'featured', imageUrl: 'image' };

const snakeCase = (field: string) => RENAMED[field] ?? field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The zod type under a field's wrappers (nullable, defaults, a transform's input). */
function kindOf(schema: unknown): FieldKind {
  let current = schema as { _zod: { def: { type: string; innerType?: unknown; in?: unknown } } };
  for (;;) {
    const { def } = current._zod;
    if (def.type === 'nullable' || def.type === 'optional' || def.type === 'default') {
      current = def.innerType as typeof current;
    } else if (def.type === 'pipe') {
      current = def.in as typeof current;
    } else {
      return def.type as FieldKind;
    }
  }
}

function buildColumns(): ProductCsvColumn[] {
  const categoriesOf = (field: string) => CATEGORY_IDS.filter((c) => field in CATEGORY_FIELDS[c]);
  // The category's own fields, each Bangla twin beside its English (`usage`, `usage_bn`).
  const extras = new Set(CATEGORY_IDS.flatMap((c) => storedAttributeNames(c)));
  // Options and variants are edited in the product form; a row carries a product without options whole,
  // and only the shared fields of one with options (its variants keep theirs, docs/product-csv.md).
  const common = Object.keys(CATEGORY_FIELDS.plants).filter(
    (field) => !extras.has(field) && field !== 'options' && field !== 'variants',
  );
  // The SKU, the category and its subcategory first: what a person reads a row by.
  const ordered = [
    'sku',
    'category',
    'subcategory',
    ...common.filter((f) => f !== 'sku' && f !== 'subcategory'),
  ];
  return [
    ...[...ordered, ...extras].map(
      (field): ProductCsvColumn =>
        field === 'category'
          ? { name: 'category', field, kind: 'enum', categories: CATEGORY_IDS }
          : {
              name: snakeCase(field),
              field,
              kind: kindOf((CATEGORY_FIELDS[categoriesOf(field)[0]!] as Record<string, unknown>)[field]),
              categories: categoriesOf(field),
            },
    ),
    ...VARIANT_COLUMNS,
  ];
}

/**
 * A product with options has a row per variant (docs/decisions/038): `variant_of` names the SKU of the
 * product's first row on every other row; `options` and `options_bn` say which variant a row is, in
 * English and Bangla (`product-csv-options.ts`); `compare_at_price` is the variant's "was" price.
 */
const VARIANT_COLUMNS: ProductCsvColumn[] = [
  { name: 'variant_of', field: 'variantOf', kind: 'string', categories: CATEGORY_IDS },
  { name: OPTIONS_COLUMN, field: 'chosenOptions', kind: 'string', categories: CATEGORY_IDS },
  { name: OPTIONS_BN_COLUMN, field: 'chosenOptionsBn', kind: 'string', categories: CATEGORY_IDS },
  { name: 'compare_at_price', field: 'compareAtPrice', kind: 'number', categories: CATEGORY_IDS },
];

export const PRODUCT_CSV_COLUMNS: readonly ProductCsvColumn[] = buildColumns();
export const PRODUCT_CSV_HEADINGS = PRODUCT_CSV_COLUMNS.map((column) => column.name);

/** A file without these is refused as a whole; every other column may be left out. */
export const REQUIRED_COLUMNS = ['sku', 'category', 'name', 'description', 'price', 'stock'] as const;

const byField = new Map(PRODUCT_CSV_COLUMNS.map((column) => [column.field, column]));
const byName = new Map(PRODUCT_CSV_COLUMNS.map((column) => [column.name, column]));

/** The column of a form field ('' for none: a reason about the whole row); options and variants are `options`. */
export function columnOfField(field: string | undefined): string {
  if (field === 'options' || field === 'variants') return OPTIONS_COLUMN;
  return (field && byField.get(field)?.name) || '';
}

export function findColumn(name: string): ProductCsvColumn | undefined {
  return byName.get(name.trim().toLowerCase());
}

/** A product's cells in PRODUCT_CSV_HEADINGS order, with `values` in place of its own where given. */
function cellsOf(product: Product, imageAddress: (url: string) => string, values: Record<string, unknown>) {
  const own = product as unknown as Record<string, unknown>;
  return PRODUCT_CSV_COLUMNS.map((column) => {
    if (!column.categories.includes(product.category)) return '';
    const value = column.field in values ? values[column.field] : own[column.field];
    if (column.field === 'imageUrl') return imageAddress(String(value ?? ''));
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    if (Array.isArray(value)) return value.join('\n');
    return String(value);
  });
}

/**
 * A product as its export lines: one, or with options one per variant (docs/decisions/038), each with the
 * variant's SKU, price, "was" price, stock, weight and options, the later ones naming the first's SKU in
 * `variant_of` and with the variant's own image (the first row's is the product's).
 */
export function productRows(product: Product, imageAddress: (url: string) => string): string[][] {
  const first = product.variants[0];
  if (product.options.length === 0 || !first) {
    return [cellsOf(product, imageAddress, { compareAtPrice: first?.compareAtPrice ?? null })];
  }
  return product.variants.map((variant, index) => {
    const options = optionsCells(product.options, variant.options);
    return cellsOf(product, imageAddress, {
      sku: variant.sku,
      price: variant.price,
      compareAtPrice: variant.compareAtPrice,
      stock: variant.stock,
      shippingWeightKg: variant.shippingWeightKg,
      variantOf: index === 0 ? '' : first.sku,
      chosenOptions: options.en,
      chosenOptionsBn: options.bn,
      ...(index === 0 ? {} : { imageUrl: variant.imageUrl ?? '' }),
    });
  });
}

const VariantChangesSchema = VariantInputSchema.pick({
  price: true,
  compareAtPrice: true,
  stock: true,
  shippingWeightKg: true,
}).partial();

/**
 * A row's variant fields (price, "was" price, stock, weight) as the variant takes them, each column given
 * read as the product form would (Bangla digits, ৳, commas), or the columns that are refused.
 */
export function readVariantChanges(cells: ReadonlyMap<ProductCsvColumn, string>): {
  changes: VariantChanges;
  errors: ImportCellError[];
} {
  const values: Record<string, unknown> = {};
  for (const field of ['price', 'compareAtPrice', 'stock', 'shippingWeightKg']) {
    const column = byField.get(field)!;
    if (!cells.has(column)) continue;
    const cell = readCsvCell(cells.get(column)!).trim();
    values[field] = cell === '' ? (field === 'compareAtPrice' ? null : undefined) : readNumber(cell);
  }
  const parsed = VariantChangesSchema.safeParse(values);
  if (parsed.success) return { changes: parsed.data, errors: [] };
  return {
    changes: {},
    errors: parsed.error.issues.map((issue) => ({
      column: byField.get(String(issue.path[0] ?? ''))?.name ?? '',
      reason: issueReason(issue),
    })),
  };
}

/** A field's cell as written (trimmed, a formula's apostrophe off); null when the file has no such column. */
export function cellOf(cells: ReadonlyMap<ProductCsvColumn, string>, field: string): string | null {
  const column = byField.get(field)!;
  return cells.has(column) ? readCsvCell(cells.get(column)!).trim() : null;
}

/** A row's options from its `options` and `options_bn` cells, or the cells' errors. */
export const readOptions = (cells: ReadonlyMap<ProductCsvColumn, string>) =>
  readRowOptions(cellOf(cells, 'chosenOptions'), cellOf(cells, 'chosenOptionsBn'));

const YES = new Set(['yes', 'y', 'true', '1', 'হ্যাঁ', 'হা']);
const NO = new Set(['no', 'n', 'false', '0', 'না']);

/**
 * A number as an owner may type it: Bangla digits, a ৳ sign or "Tk"/"BDT"/"টাকা", thousands (or lakh)
 * separators and spaces are accepted. Anything else is left as text, for the schema to refuse.
 */
export function readNumber(text: string): number | string {
  const plain = asciiDigits(text).replace(/৳|tk\.?|bdt|টাকা|[,\s]/gi, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
}

function categoryOf(text: string): CategoryId | null {
  const wanted = text.trim().toLowerCase();
  const found = CATEGORIES.find(
    (c) => c.id === wanted || c.label.toLowerCase() === wanted || c.labelBn === text.trim(),
  );
  return found?.id ?? null;
}

/** A subcategory by its English name (its id) or its Bangla name, any case. */
function subcategoryOf(category: CategoryId, text: string): string {
  const wanted = text.trim();
  const names = SUBCATEGORIES[category] as readonly string[];
  return (
    names.find(
      (name) =>
        name.toLowerCase() === wanted.toLowerCase() ||
        SUBCATEGORY_LABELS_BN[name as keyof typeof SUBCATEGORY_LABELS_BN] === wanted,
    ) ?? wanted
  );
}

/** A row of the file as the form's fields; `image` apart, as it may name a file in the zip. */
export interface ReadRow {
  sku: string;
  category: CategoryId | null;
  /** Validated with the create schema (defaults filled in) or the update schema (only the columns given). */
  input: ProductInput | ProductUpdate | null;
  /** The image cell as written, or null when the file has no image column. */
  image: string | null;
  name: string;
  errors: ImportCellError[];
}

/**
 * Reads one row. Every column of the file is the field's value; an empty cell is the value a new product
 * gets in the form (no Bangla name, no image, the category's default choice), and a column left out of
 * the file leaves a known product's field as it is. Cells of another category's columns must be empty.
 */
export function readProductRow(
  cells: ReadonlyMap<ProductCsvColumn, string>,
  options: { existingCategory?: CategoryId },
): ReadRow {
  const errors: ImportCellError[] = [];
  const text = (field: string) => {
    const column = byField.get(field)!;
    return cells.has(column) ? readCsvCell(cells.get(column)!).trim() : '';
  };
  const sku = text('sku');
  const name = text('name');
  const image = cells.has(byField.get('imageUrl')!) ? text('imageUrl') : null;
  if (sku === '') errors.push({ column: 'sku', reason: coded('field.required') });
  const category = categoryOf(text('category'));
  if (!category) {
    errors.push({ column: 'category', reason: coded('field.category') });
    return { sku, category, input: null, image, name, errors };
  }
  if (options.existingCategory && options.existingCategory !== category) {
    errors.push({
      column: 'category',
      reason: coded('import.category_changed', {
        category: { code: `product.category.${options.existingCategory}` },
      }),
    });
  }
  const defaults = CATEGORY_DEFAULTS[category] as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const [column, raw] of cells) {
    if (column.field === 'category' || column.field === 'imageUrl') continue;
    const cell = readCsvCell(raw);
    if (!column.categories.includes(category)) {
      if (cell.trim() !== '') {
        errors.push({
          column: column.name,
          reason: coded('import.not_for_category', { category: { code: `product.category.${category}` } }),
        });
      }
      continue;
    }
    if (cell.trim() === '') {
      values[column.field] = defaults[column.field];
      continue;
    }
    values[column.field] = cellValue(column, category, cell);
    if (column.kind === 'boolean' && typeof values[column.field] !== 'boolean') {
      errors.push({ column: column.name, reason: coded('import.yes_or_no') });
    }
  }
  // Checked without the image, which the schema would refuse when it names a file in the zip.
  const schema = options.existingCategory
    ? PRODUCT_UPDATE_SCHEMAS[category]
    : PRODUCT_INPUT_SCHEMAS[category];
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      const column = byField.get(field)?.name ?? field;
      if (errors.some((error) => error.column === column)) continue;
      errors.push({ column, reason: issueReason(issue) });
    }
  }
  // A known product's required field emptied: the update schema lets `undefined` through as "not given".
  if (options.existingCategory) {
    for (const [column, raw] of cells) {
      const required =
        column.categories.includes(category) &&
        column.field in CATEGORY_FIELDS[category] &&
        !(column.field in defaults);
      if (required && readCsvCell(raw).trim() === '' && !errors.some((e) => e.column === column.name)) {
        errors.push({ column: column.name, reason: coded('field.required') });
      }
    }
  }
  const input = errors.length === 0 && parsed.success ? (parsed.data as ProductInput | ProductUpdate) : null;
  return { sku, category, input, image, name, errors };
}

function cellValue(column: ProductCsvColumn, category: CategoryId, cell: string): unknown {
  switch (column.kind) {
    case 'number':
      return readNumber(cell.trim());
    case 'boolean': {
      const word = cell.trim().toLowerCase();
      return YES.has(word) ? true : NO.has(word) ? false : word;
    }
    case 'array':
      return cell.split(/\r\n|\n|\r/);
    case 'enum': {
      if (column.field === 'subcategory') return subcategoryOf(category, cell);
      const word = cell.trim().toLowerCase();
      // A file written before the four light levels still says 'shade' or 'partial-sun'.
      return column.field === 'sunlightNeeds' ? (OLD_LIGHT_WORDS[word] ?? word) : word;
    }
    default:
      return cell;
  }
}
