import { z } from 'zod';
import { requiredOr } from './field-errors.js';
import { asciiDigits } from './format.js';
import { ImageUrlSchema } from './image-url.js';
import { codedText } from './message-codes.js';
import { hasAtMostDecimals, TakaSchema } from './money.js';

export * from './variant-choice.js';

/*
 * Options and variants (docs/decisions/038). A product has up to two options (pot size, bag weight), each
 * with its values; every variant is one choice of a value per option, with its own price, SKU, stock and
 * shipping weight. A product without options has exactly one variant, which carries the product's id.
 */

/** At most two options (size and planter, say): more would make the product page a form. */
export const MAX_OPTIONS = 2;
export const MAX_OPTION_VALUES = 10;
/** Every combination of two options of ten values each would be a hundred; no shop sells that many of one plant. */
export const MAX_VARIANTS = 30;
const MAX_LABEL = 40;

/*
 * The products CSV writes a variant's options as "Name: Value; Name: Value" (docs/product-csv.md), so a
 * label never holds ";" and a name never ":"; a value may (a ratio such as "1:2").
 */
const VALUE_CHARS = /^[^;]*$/;
const NAME_CHARS = /^[^;:]*$/;

const label = (chars: RegExp) =>
  z
    .string({ error: requiredOr('field.text') })
    .trim()
    .min(1, 'field.required')
    .max(MAX_LABEL, codedText('field.max_length', { max: MAX_LABEL }))
    .regex(chars, 'field.option_label_chars');
const banglaLabel = (chars: RegExp) =>
  z
    .string({ error: 'field.text' })
    .trim()
    .max(MAX_LABEL, codedText('field.max_length', { max: MAX_LABEL }))
    .regex(chars, 'field.option_label_chars')
    .nullable()
    .transform((text) => text || null);

/** An option's value in both languages; the English is also its key. */
export const OptionLabelSchema = z.object({
  en: label(VALUE_CHARS),
  bn: banglaLabel(VALUE_CHARS).default(null),
});
export type OptionLabel = z.infer<typeof OptionLabelSchema>;

/** An option's name in both languages; the English is also its key. */
export const OptionNameSchema = z.object({
  en: label(NAME_CHARS),
  bn: banglaLabel(NAME_CHARS).default(null),
});

export const ProductOptionSchema = z.object({
  name: OptionNameSchema,
  values: z
    .array(OptionLabelSchema)
    .min(1, 'field.not_empty')
    .max(MAX_OPTION_VALUES, codedText('field.max_entries', { max: MAX_OPTION_VALUES }))
    .refine((values) => distinct(values.map((value) => value.en)), 'field.duplicate_value'),
});
export type ProductOption = z.infer<typeof ProductOptionSchema>;

export const ProductOptionsSchema = z
  .array(ProductOptionSchema)
  .max(MAX_OPTIONS, codedText('field.max_entries', { max: MAX_OPTIONS }))
  .refine((options) => distinct(options.map((option) => option.name.en)), 'field.duplicate_value');

function distinct(keys: string[]): boolean {
  const lower = keys.map((key) => key.toLowerCase());
  return new Set(lower).size === lower.length;
}

/** A price typed in either script: a CSV from a Bangla spreadsheet writes ৳১,২৫০ as "১২৫০". */
const taka = z.preprocess(
  (value) => (typeof value === 'string' ? Number(asciiDigits(value)) : value),
  TakaSchema,
);

const stock = z
  .number({ error: requiredOr('field.number') })
  .int('field.whole_number')
  .min(0, codedText('field.at_least', { min: 0 }))
  .max(1_000_000, codedText('field.max', { max: 1_000_000 }));

const shippingWeightKg = z
  .number({ error: requiredOr('field.number') })
  .min(0, codedText('field.at_least', { min: 0 }))
  .max(1000, codedText('field.max', { max: 1000 }))
  .refine((v) => hasAtMostDecimals(v, 3), codedText('field.max_decimals', { max: 3 }));

/**
 * A variant as the owner writes it: `_id` names one that exists (kept, with its carts and orders), none
 * makes a new one (with no stock unless given). `options` holds the English value of each option, in the options' order. A blank SKU
 * is generated as a product's is.
 */
export const VariantInputSchema = z.object({
  _id: z.string().max(200).optional(),
  options: z.array(z.string().trim().max(MAX_LABEL)).max(MAX_OPTIONS),
  sku: z
    .string({ error: requiredOr('field.text') })
    .trim()
    .max(40, codedText('field.max_length', { max: 40 }))
    .regex(/^([A-Za-z0-9][A-Za-z0-9._/-]*)?$/, 'field.sku')
    .default(''),
  price: taka,
  compareAtPrice: taka.nullable().default(null),
  /** Left out for a variant that exists: its stock stays as orders and adjustments left it. */
  stock: stock.optional(),
  shippingWeightKg,
  imageUrl: ImageUrlSchema.nullable().default(null),
});
export type VariantInput = z.infer<typeof VariantInputSchema>;

export const VariantInputsSchema = z
  .array(VariantInputSchema)
  .max(MAX_VARIANTS, codedText('field.max_entries', { max: MAX_VARIANTS }));

/** A variant as the API answers it; `imageUrl` null shows the product's image. */
export const VariantSchema = z.object({
  _id: z.string(),
  options: z.array(z.string()),
  sku: z.string(),
  price: z.number(),
  compareAtPrice: z.number().nullable(),
  stock: z.number().int(),
  shippingWeightKg: z.number(),
  imageUrl: z.string().nullable(),
});
export type Variant = z.infer<typeof VariantSchema>;

const StoredLabelSchema = z.object({ en: z.string(), bn: z.string().nullable() });

/** Options as stored and answered: the input's trimming cannot run backwards when a response is serialised. */
export const StoredOptionsSchema = z.array(
  z.object({ name: StoredLabelSchema, values: z.array(StoredLabelSchema) }),
);

/** An option and the value a bought variant had of it, as an order line keeps them. */
export const ChosenOptionSchema = z.object({ name: StoredLabelSchema, value: StoredLabelSchema });
export type ChosenOption = z.infer<typeof ChosenOptionSchema>;

/**
 * Why a set of options and variants does not fit together, as a field reason for `variants`; null when it
 * does: there is a variant, every variant names one existing value per option, no two name the same
 * values, and a product without options has at most one variant.
 */
export function variantsProblem(
  options: ProductOption[],
  variants: VariantInput[],
):
  | 'field.required'
  | 'field.variants_need_options'
  | 'field.variant_options'
  | 'field.duplicate_value'
  | null {
  // Options without a variant would leave nothing to sell, and no price or stock to show.
  if (variants.length === 0) return 'field.required';
  if (options.length === 0 && variants.length > 1) return 'field.variants_need_options';
  const seen = new Set<string>();
  for (const variant of variants) {
    if (variant.options.length !== options.length) return 'field.variant_options';
    const known = variant.options.every((value, index) =>
      options[index]!.values.some((allowed) => allowed.en === value),
    );
    if (!known) return 'field.variant_options';
    const key = variant.options.join('\u0000').toLowerCase();
    if (seen.has(key)) return 'field.duplicate_value';
    seen.add(key);
  }
  return null;
}
