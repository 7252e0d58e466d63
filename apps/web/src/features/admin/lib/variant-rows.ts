import type { ProductOption, VariantInput } from '@plantopia/shared';

/** Every choice of one value per option, in the options' order (none without options). */
export function combinations(options: ProductOption[]): string[][] {
  if (options.length === 0) return [];
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value.en])),
    [[]],
  );
}

/**
 * The variant rows for these options (docs/decisions/038): one per choice of values; a row the owner
 * already had for the same values keeps its id, price, SKU, stock and weight; a new one starts from
 * `start` with no stock.
 */
export function variantRows(
  options: ProductOption[],
  current: VariantInput[],
  start: { price: number; shippingWeightKg: number },
): VariantInput[] {
  const key = (values: string[]) => values.join('\u0000');
  const kept = new Map(current.map((row) => [key(row.options), row]));
  return combinations(options).map(
    (values) =>
      kept.get(key(values)) ?? {
        options: values,
        sku: '',
        price: start.price,
        compareAtPrice: null,
        stock: 0,
        shippingWeightKg: start.shippingWeightKg,
        imageUrl: null,
      },
  );
}

/**
 * The variants an edit sends: a stock the owner did not change here is left out, so orders and
 * adjustments made while the form was open are not undone (the product form does the same for `stock`).
 */
export function withChangedStockOnly(
  rows: VariantInput[],
  opened: { _id: string; stock: number }[],
): VariantInput[] {
  const stockAtOpening = new Map(opened.map((variant) => [variant._id, variant.stock]));
  return rows.map((row) => {
    if (!row._id || stockAtOpening.get(row._id) !== row.stock) return row;
    const { stock: _unchanged, ...rest } = row;
    return rest;
  });
}
