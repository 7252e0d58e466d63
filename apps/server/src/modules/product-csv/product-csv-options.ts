import {
  chosenOptions,
  coded,
  DEFAULT_SHIPPING_WEIGHT_KG,
  type ImportCellError,
  issueReason,
  type Label,
  MAX_OPTIONS,
  MAX_VARIANTS,
  OptionLabelSchema,
  OptionNameSchema,
  type ProductOption,
  ProductOptionsSchema,
  type VariantInput,
  variantsProblem,
} from '@plantopia/shared';
import type { CurrentVariants } from '../catalog/product-admin-service.js';

/*
 * The `options` and `options_bn` cells of the products CSV (docs/product-csv.md, docs/decisions/038):
 * "Pot size: Medium (8 in)" and "টবের মাপ: মাঝারি (৮ ইঞ্চি)", options separated by "; ". A product's rows
 * together give its options and variants; the catalog's own rules (`variantsProblem`, the options'
 * schema) decide whether they fit, at the dry run and again when the rows are applied.
 */

/** The columns of a variant's options, in English and in Bangla. */
export const OPTIONS_COLUMN = 'options';
export const OPTIONS_BN_COLUMN = 'options_bn';

/** The fields a row sets on its variant: a product's own row on its first variant, a `variant_of` row on its own. */
export type VariantChanges = Partial<
  Pick<VariantInput, 'price' | 'compareAtPrice' | 'stock' | 'shippingWeightKg'>
>;

/** An option and the value a row names for it. `bn` is undefined when the file has no `options_bn`. */
export interface RowOption {
  name: { en: string; bn?: string | null };
  value: { en: string; bn?: string | null };
}

/** What one row of a product asks of its variant: the variant of its SKU, created when there is none. */
export interface VariantRow {
  row: number;
  sku: string;
  changes: VariantChanges;
  /** The variant's own image on a `variant_of` row: a path or address, '' for none; undefined keeps it. */
  imageUrl?: string;
  /** The row's options; undefined when the file has no `options` column (the variant keeps its values). */
  options?: RowOption[];
}

const OPTION_SEPARATOR = '; ';

/** A variant's `options` and `options_bn` cells: each option as "Name: Value", the Bangla empty where there is none. */
export function optionsCells(options: ProductOption[], values: string[]): { en: string; bn: string } {
  const chosen = chosenOptions(options, values);
  const en = chosen.map(({ name, value }) => `${name.en}: ${value.en}`).join(OPTION_SEPARATOR);
  // An option's place is kept by ": " where it has no Bangla; such options at the end are left out,
  // so a product without Bangla labels has an empty cell.
  const bnParts = chosen.map(({ name, value }) => `${name.bn ?? ''}: ${value.bn ?? ''}`);
  while (bnParts.at(-1) === ': ') bnParts.pop();
  return { en, bn: bnParts.join(OPTION_SEPARATOR) };
}

/** "Name: Value" parts of a cell (a stray ";" ignored); null when a part has no ":" or there are more than two. */
function splitCell(cell: string): { name: string; value: string }[] | null {
  const parts = cell
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length > MAX_OPTIONS) return null;
  const split = parts.map((part) => {
    const colon = part.indexOf(':');
    return colon < 0 ? null : { name: part.slice(0, colon).trim(), value: part.slice(colon + 1).trim() };
  });
  return split.every((part) => part !== null) ? (split as { name: string; value: string }[]) : null;
}

/**
 * A row's options from its `options` and `options_bn` cells as written (null for a column the file does
 * not have; no `options` column gives undefined), each label checked as the product form checks it, or
 * the cells' errors.
 */
export function readRowOptions(
  enCell: string | null,
  bnCell: string | null,
): { options: RowOption[] | undefined; errors: ImportCellError[] } {
  if (enCell === null) return { options: undefined, errors: [] };
  const en = splitCell(enCell);
  if (!en) return { options: undefined, errors: [formatError(OPTIONS_COLUMN)] };
  const bn = bnCell === null ? null : splitCell(bnCell);
  if (bnCell !== null && (!bn || bn.length > en.length)) {
    return { options: undefined, errors: [formatError(OPTIONS_BN_COLUMN)] };
  }
  const errors: ImportCellError[] = [];
  const options = en.map((part, index): RowOption => {
    const bangla = bn === null ? undefined : (bn[index] ?? { name: '', value: '' });
    const name = OptionNameSchema.safeParse({ en: part.name, bn: bangla?.name ?? null });
    const value = OptionLabelSchema.safeParse({ en: part.value, bn: bangla?.value ?? null });
    for (const parsed of [name, value]) {
      for (const issue of parsed.error?.issues ?? []) {
        const column = issue.path[0] === 'bn' ? OPTIONS_BN_COLUMN : OPTIONS_COLUMN;
        if (!errors.some((error) => error.column === column)) {
          errors.push({ column, reason: issueReason(issue) });
        }
      }
    }
    const label = (parsed: typeof name, raw: string) => ({
      en: parsed.data?.en ?? raw,
      ...(bangla === undefined ? {} : { bn: parsed.data?.bn ?? null }),
    });
    return { name: label(name, part.name), value: label(value, part.value) };
  });
  return { options: errors.length > 0 ? undefined : options, errors };
}

const formatError = (column: string): ImportCellError => ({
  column,
  reason: coded('import.options_format'),
});

/**
 * The options and variants a product's rows leave it with. Its variants stay in their order, each row's
 * changing the variant of its SKU (any case) and the new SKUs added after them, the product's own row
 * first for a new product. When the file gives options, they are its rows' (names in their order, each
 * option's values in the order the product had them and then as the rows add them), keeping only the
 * values some variant has; a Bangla label the rows give replaces the product's. The caller puts a new
 * product's own row first, as its first variant is the product's. `rowOf` names each
 * variant's row (null for a variant the file does not name), to say which row a problem is in.
 */
export function productVariants(
  current: CurrentVariants | null,
  rows: VariantRow[],
): { options: ProductOption[]; variants: VariantInput[]; rowOf: (number | null)[] } {
  const existing = current?.variants ?? [];
  const bySku = new Map(rows.map((row) => [row.sku.toLowerCase(), row]));
  const valuesOf = (row: VariantRow, fallback: string[]) =>
    row.options ? row.options.map((option) => option.value.en) : fallback;
  const variants: VariantInput[] = existing.map((variant) => {
    const row = bySku.get(variant.sku.toLowerCase());
    if (!row) return variant;
    return {
      ...variant,
      ...row.changes,
      options: valuesOf(row, variant.options),
      ...(row.imageUrl === undefined ? {} : { imageUrl: row.imageUrl || null }),
    };
  });
  const rowOf: (number | null)[] = existing.map(
    (variant) => bySku.get(variant.sku.toLowerCase())?.row ?? null,
  );
  const known = new Set(existing.map((variant) => variant.sku.toLowerCase()));
  for (const row of rows) {
    if (known.has(row.sku.toLowerCase())) continue;
    variants.push({
      options: valuesOf(row, []),
      sku: row.sku,
      // Both given: the dry run refuses a new variant's row without them (`productRowsProblems`).
      price: row.changes.price ?? 0,
      compareAtPrice: row.changes.compareAtPrice ?? null,
      stock: row.changes.stock ?? 0,
      shippingWeightKg: row.changes.shippingWeightKg ?? DEFAULT_SHIPPING_WEIGHT_KG,
      imageUrl: row.imageUrl || null,
    });
    rowOf.push(row.row);
  }
  const named = rows.filter((row) => row.options !== undefined);
  if (named.length === 0) return { options: current?.options ?? [], variants, rowOf };
  const options = named[0]!.options!.map((first, index): ProductOption => {
    const before = current?.options[index]?.name.en === first.name.en ? current.options[index] : undefined;
    const used = new Set(variants.map((variant) => variant.options[index]));
    const values = [
      ...(before?.values ?? []).map((value) => value.en),
      ...variants.map((variant) => variant.options[index] ?? ''),
    ].filter((value, at, all) => used.has(value) && value !== '' && all.indexOf(value) === at);
    const mentions = named.map((row) => row.options![index]).filter((option) => option !== undefined);
    return {
      name: {
        en: first.name.en,
        bn: banglaOf(
          before?.name,
          mentions.filter((option) => option.name.en === first.name.en).map((option) => option.name.bn),
        ),
      },
      values: values.map((value) => ({
        en: value,
        bn: banglaOf(
          before?.values.find((label) => label.en === value),
          mentions.filter((option) => option.value.en === value).map((option) => option.value.bn),
        ),
      })),
    };
  });
  return { options, variants, rowOf };
}

/** A label's Bangla: the first the rows give, none when they all leave it empty, else what it had. */
function banglaOf(before: Label | undefined, given: (string | null | undefined)[]): string | null {
  const written = given.find((bn) => typeof bn === 'string' && bn !== '');
  if (written) return written;
  if (given.some((bn) => bn !== undefined)) return null;
  return before?.bn ?? null;
}

/**
 * Why a product's rows cannot be imported together, each as the row and column it is in; empty when
 * they can. `firstRow` is the row a problem of the whole product is told on (a variant the file does
 * not name, options the product already has that no longer fit).
 */
export function productRowsProblems(
  current: CurrentVariants | null,
  rows: VariantRow[],
  firstRow: number,
): { row: number; error: ImportCellError }[] {
  const problems: { row: number; error: ImportCellError }[] = [];
  const named = rows.filter((row) => row.options !== undefined);
  const first = named[0];
  for (const row of named.slice(1)) {
    const names = (options: RowOption[]) => options.map((option) => option.name.en).join('\u0000');
    if (names(row.options!) !== names(first!.options!)) {
      problems.push({
        row: row.row,
        error: { column: OPTIONS_COLUMN, reason: coded('import.options_differ', { row: first!.row }) },
      });
    }
  }
  problems.push(...banglaConflicts(named));
  // A new variant has no price or stock to keep: its row must give them.
  const known = new Set(current?.variants.map((variant) => variant.sku.toLowerCase()));
  for (const row of rows) {
    if (known.has(row.sku.toLowerCase())) continue;
    for (const field of ['price', 'stock'] as const) {
      if (row.changes[field] === undefined) {
        problems.push({ row: row.row, error: { column: field, reason: coded('field.required') } });
      }
    }
  }
  if (problems.length > 0) return problems;
  const { options, variants, rowOf } = productVariants(current, rows);
  const at = (index: number) => rowOf[index] ?? firstRow;
  const parsed = ProductOptionsSchema.safeParse(options);
  if (!parsed.success) {
    return [
      { row: firstRow, error: { column: OPTIONS_COLUMN, reason: issueReason(parsed.error.issues[0]!) } },
    ];
  }
  if (variants.length > MAX_VARIANTS) {
    return [
      {
        row: at(MAX_VARIANTS),
        error: { column: 'variant_of', reason: coded('field.max_entries', { max: MAX_VARIANTS }) },
      },
    ];
  }
  // The first variant that does not fit is the row to blame: checked one more variant at a time.
  for (let count = 1; count <= variants.length; count++) {
    const problem = variantsProblem(options, variants.slice(0, count));
    if (problem) return [{ row: at(count - 1), error: { column: OPTIONS_COLUMN, reason: coded(problem) } }];
  }
  return [];
}

/** Rows that give an option's name or value another Bangla label than an earlier row of the product. */
function banglaConflicts(named: VariantRow[]): { row: number; error: ImportCellError }[] {
  const seen = new Map<string, { bn: string; row: number }>();
  const problems: { row: number; error: ImportCellError }[] = [];
  for (const row of named) {
    for (const [index, option] of row.options!.entries()) {
      for (const [key, label] of [
        [`${index}\u0000`, option.name],
        [`${index}\u0000${option.value.en}`, option.value],
      ] as const) {
        if (!label.bn) continue;
        const earlier = seen.get(key);
        if (!earlier) seen.set(key, { bn: label.bn, row: row.row });
        else if (earlier.bn !== label.bn && !problems.some((problem) => problem.row === row.row)) {
          problems.push({
            row: row.row,
            error: {
              column: OPTIONS_BN_COLUMN,
              reason: coded('import.label_differs', { label: label.en, row: earlier.row }),
            },
          });
        }
      }
    }
  }
  return problems;
}
