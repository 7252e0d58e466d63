import {
  DEFAULT_SHIPPING_WEIGHT_KG,
  type ProductInput,
  type ProductOption,
  type ProductUpdate,
  takaToPoisha,
  type VariantInput,
  variantsProblem,
} from '@plantopia/shared';
import { uuidv7 } from 'uuidv7';
import { invalidField } from '../../lib/errors.js';
import { toVariant } from './catalog-mapper.js';
import type { NewVariantRow, VariantRow } from './variant-repository.js';

const GRAMS_PER_KG = 1000;

/**
 * The variants a write leaves the product with (docs/decisions/038). Without options the product has one
 * variant, and the price, stock, SKU and weight sent with the product are its (they win over a variant
 * sent beside them, so a product read and written back with a new price takes it). With options, the
 * variants sent, checked against them; none sent keeps the ones it has (null), unless the options
 * changed, when those must still fit. The first variant of a product takes the product's id, so what
 * named the product names it.
 */
export function planVariants(
  product: { id: string; sku: string; options: ProductOption[] },
  input: ProductInput | ProductUpdate,
  existing: VariantRow[],
): NewVariantRow[] | null {
  const options = input.options ?? product.options;
  const sent = input.variants && input.variants.length > 0 ? input.variants : null;
  let wanted: VariantInput[];
  if (options.length === 0) {
    if (sent && sent.length > 1) throw invalidField('variants', 'field.variants_need_options');
    const base = sent?.[0] ?? (existing[0] ? toVariant(existing[0]) : null);
    wanted = [
      {
        _id: base?._id,
        options: [],
        sku: input.sku || base?.sku || '',
        price: input.price ?? base?.price ?? 0,
        compareAtPrice: base?.compareAtPrice ?? null,
        stock: input.stock ?? base?.stock ?? existing[0]?.stock ?? 0,
        shippingWeightKg: input.shippingWeightKg ?? base?.shippingWeightKg ?? DEFAULT_SHIPPING_WEIGHT_KG,
        imageUrl: base?.imageUrl ?? null,
      },
    ];
  } else if (sent) wanted = sent;
  else if (input.options === undefined) return null;
  else wanted = existing.map(toVariant);
  const problem = variantsProblem(options, wanted);
  if (problem) throw invalidField('variants', problem);
  const own = new Set(existing.map((variant) => variant.id));
  if (wanted.some((variant) => variant._id && !own.has(variant._id))) {
    throw invalidField('variants', 'field.variant_of_other_product');
  }
  const productIdFree = !wanted.some((variant) => variant._id === product.id);
  const stockOf = new Map(existing.map((variant) => [variant.id, variant.stock]));
  return wanted.map((variant, position) => ({
    id: variant._id || (position === 0 && productIdFree ? product.id : uuidv7()),
    productId: product.id,
    position,
    options: variant.options,
    sku: variant.sku || (position === 0 ? product.sku : `${product.sku}-${position + 1}`),
    price: takaToPoisha(variant.price),
    compareAtPrice: variant.compareAtPrice === null ? null : takaToPoisha(variant.compareAtPrice),
    stock: variant.stock ?? (variant._id ? stockOf.get(variant._id) : undefined) ?? 0,
    shippingWeight: Math.round(variant.shippingWeightKg * GRAMS_PER_KG),
    imageUrl: variant.imageUrl || null,
  }));
}
