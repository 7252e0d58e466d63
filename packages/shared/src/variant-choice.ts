/*
 * Choosing a variant (docs/decisions/038), without zod: the product page and the cart ship this to the
 * browser in their first load.
 */

/** An option's name or one of its values in both languages; the English is also its key. */
export interface Label {
  en: string;
  bn: string | null;
}

/** An option and the value a bought variant has of it, as a cart line and an order line show them. */
export interface ChosenLabel {
  name: Label;
  value: Label;
}

interface OptionsOf {
  options: { name: Label; values: Label[] }[];
}

interface VariantOf {
  _id: string;
  options: string[];
  stock: number;
}

/** The labels of a variant's values: what a cart line, an order line and the invoice print. */
export function chosenOptions(product: OptionsOf['options'], values: string[]): ChosenLabel[] {
  return product.flatMap((option, index) => {
    const value = option.values.find((candidate) => candidate.en === values[index]);
    return value ? [{ name: option.name, value }] : [];
  });
}

/** The variant a link names (`?variant=`), or the first in stock, or the first. */
export function variantFromLink<V extends VariantOf>(variants: V[], id: string | null): V | undefined {
  return variants.find((v) => v._id === id) ?? variants.find((v) => v.stock > 0) ?? variants[0];
}

/**
 * The variant a shopper gets by choosing `value` for option `index` while `current` is chosen: the one
 * that changes only that option, else the first with that value.
 */
export function variantAfterChoice<V extends VariantOf>(
  variants: V[],
  current: V,
  index: number,
  value: string,
): V | undefined {
  const wanted = current.options.map((chosen, i) => (i === index ? value : chosen));
  return (
    variants.find((v) => v.options.every((chosen, i) => chosen === wanted[i])) ??
    variants.find((v) => v.options[index] === value)
  );
}

/** Whether some variant with `value` for option `index` (the others as chosen) has stock. */
export function valueInStock(
  variants: VariantOf[],
  current: VariantOf,
  index: number,
  value: string,
): boolean {
  const wanted = current.options.map((chosen, i) => (i === index ? value : chosen));
  const exact = variants.find((v) => v.options.every((chosen, i) => chosen === wanted[i]));
  return exact ? exact.stock > 0 : variants.some((v) => v.options[index] === value && v.stock > 0);
}

/** A label in the reader's language: the Bangla when there is one. */
export function labelIn(label: Label, locale: string): string {
  return (locale === 'bn' && label.bn) || label.en;
}

/**
 * Which line of a cart an item is: its variant, or its product for a line saved before variants (the
 * product's first variant carries the product's id, so the two agree).
 */
export function lineKey(item: { _id: string; variantId?: string }): string {
  return item.variantId ?? item._id;
}

/** What a line tells the server: which product, which variant, how many. */
export function lineRef(item: { _id: string; variantId?: string; quantity: number }): {
  _id: string;
  variantId?: string;
  quantity: number;
} {
  return { _id: item._id, ...(item.variantId ? { variantId: item.variantId } : {}), quantity: item.quantity };
}

/** A variant's options as words, "Pot size: Medium, Planter: With": how the back office names a variant. */
export function optionsText(options: ChosenLabel[], locale: string): string {
  return options
    .map((option) => `${labelIn(option.name, locale)}: ${labelIn(option.value, locale)}`)
    .join(', ');
}

/** A bought line's name with its variant, "Snake Plant (Pot size: Medium)", as invoices and packing slips print it. */
export function nameWithOptions(name: string, options: ChosenLabel[] | undefined, locale: string): string {
  if (!options || options.length === 0) return name;
  return `${name} (${optionsText(options, locale)})`;
}
