import {
  CATEGORY_IDS,
  type CartItem,
  chosenOptions,
  lineKey,
  type ProductSummary,
  variantFromLink,
} from '@plantopia/shared';

/**
 * What `addItem` needs of a product: the fields a cart line shows, plus the stock that caps it; with
 * options, the variant chosen and its labels (price, stock and image then being the variant's).
 */
export type CartProduct = Pick<CartItem, '_id' | 'name' | 'price' | 'imageUrl' | 'category' | 'stock'> & {
  nameBn?: string | null;
  variantId?: string;
  options?: CartItem['options'];
};

/**
 * A product as a cart line of one of its variants (docs/decisions/038): by default the first in stock, as
 * a product card adds it; the product page passes the one chosen.
 */
export function toCartProduct(
  product: ProductSummary,
  variant = variantFromLink(product.variants, null),
): CartProduct {
  const { _id, name, nameBn, category } = product;
  if (!variant)
    return { _id, name, nameBn, category, price: product.price, imageUrl: product.imageUrl, stock: 0 };
  return {
    _id,
    variantId: variant._id,
    options: chosenOptions(product.options, variant.options),
    name,
    nameBn,
    category,
    price: variant.price,
    imageUrl: variant.imageUrl || product.imageUrl,
    stock: variant.stock,
  };
}

/** Never below 0, never above the stock the line last saw, always whole. */
export function clampQuantity(quantity: number, stock: number): number {
  if (!Number.isFinite(quantity)) return 0;
  return Math.max(0, Math.min(Math.trunc(quantity), Math.max(0, stock)));
}

export interface AddResult {
  items: CartItem[];
  /** How many were really added after the stock cap (0: nothing changed). */
  added: number;
  /** Whether the product was already in the cart before. */
  existed: boolean;
}

export function addLine(items: CartItem[], product: CartProduct, quantity: number): AddResult {
  const key = lineKey(product);
  const existing = items.find((item) => lineKey(item) === key);
  const before = existing?.quantity ?? 0;
  const after = clampQuantity(before + quantity, product.stock);
  const added = Math.max(0, after - before);
  if (added === 0) return { items, added, existed: Boolean(existing) };
  const line: CartItem = {
    _id: product._id,
    ...(product.variantId ? { variantId: product.variantId, options: product.options ?? [] } : {}),
    name: product.name,
    nameBn: product.nameBn ?? null,
    price: product.price,
    imageUrl: product.imageUrl,
    category: product.category,
    stock: product.stock,
    quantity: after,
  };
  const next = existing ? items.map((item) => (lineKey(item) === key ? line : item)) : [...items, line];
  return { items: next, added, existed: Boolean(existing) };
}

/**
 * A quantity below 1 removes the line `key` (docs/behaviour.md §16.1); above the stock it stops at the
 * stock.
 */
export function setLineQuantity(items: CartItem[], key: string, quantity: number): CartItem[] {
  if (quantity < 1) return removeLine(items, key);
  return items.map((item) =>
    lineKey(item) === key ? { ...item, quantity: Math.max(1, clampQuantity(quantity, item.stock)) } : item,
  );
}

export function removeLine(items: CartItem[], key: string): CartItem[] {
  return items.filter((item) => lineKey(item) !== key);
}

/**
 * The sign-in merge (docs/behaviour.md §1.2): the same line (`lineKey`) has its quantities summed, others
 * are added.
 * The server then clamps the sums to stock and refreshes names and prices.
 */
export function mergeCarts(local: CartItem[], server: CartItem[]): CartItem[] {
  const merged = server.map((item) => ({ ...item }));
  for (const line of local) {
    const same = merged.find((item) => lineKey(item) === lineKey(line));
    if (same) same.quantity += line.quantity;
    else merged.push({ ...line });
  }
  return merged;
}

export function cartCount(items: CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line._id === 'string' &&
    typeof line.name === 'string' &&
    typeof line.imageUrl === 'string' &&
    typeof line.price === 'number' &&
    Number.isFinite(line.price) &&
    (CATEGORY_IDS as readonly unknown[]).includes(line.category) &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) > 0 &&
    Number.isInteger(line.stock) &&
    (line.variantId === undefined || typeof line.variantId === 'string') &&
    (line.options === undefined || (Array.isArray(line.options) && line.options.every(isChosenLabel)))
  );
}

function isChosenLabel(value: unknown): boolean {
  const label = value as { name?: { en?: unknown }; value?: { en?: unknown } } | null;
  return typeof label?.name?.en === 'string' && typeof label.value?.en === 'string';
}

/**
 * Reads the saved cart, dropping anything that is not a well-formed line (old versions, hand edits).
 * Checked by hand rather than with CartItemSchema: zod is not part of the first page load.
 */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(isCartItem)
    .map(({ _id, variantId, options, name, nameBn, price, imageUrl, category, quantity, stock }) => ({
      _id,
      // Carts saved before variants name only the product: the server takes its first variant.
      ...(variantId ? { variantId, options: options ?? [] } : {}),
      name,
      // Carts saved before the Bangla names have none: the English shows until the server answers.
      ...(typeof nameBn === 'string' ? { nameBn } : {}),
      price,
      imageUrl,
      category,
      quantity,
      stock,
    }));
}
