/**
 * Price filter rules (SPEC §5 and §9): the minimum is at least 0 and at most maximum − 1; the maximum is
 * at least minimum + 1 and at most 10 000; the slider's upper bound starts at ceil(highest price × 1.1),
 * or 1000 while the highest price is unknown.
 */

export const PRICE_FLOOR = 0;
export const PRICE_HARD_MAX = 10_000;
export const DEFAULT_PRICE_BOUND = 1000;

/** The upper bound of the price filter for a category whose dearest product costs `highestPrice`. */
export function priceUpperBound(highestPrice: number | null | undefined): number {
  if (typeof highestPrice !== 'number' || !Number.isFinite(highestPrice) || highestPrice <= 0) {
    return DEFAULT_PRICE_BOUND;
  }
  return Math.min(PRICE_HARD_MAX, Math.ceil(highestPrice * 1.1));
}

/** A new minimum, kept within 0 … max − 1. */
export function clampMinPrice(value: number, max: number): number {
  const safe = Number.isFinite(value) ? value : PRICE_FLOOR;
  return Math.max(PRICE_FLOOR, Math.min(safe, max - 1));
}

/** A new maximum, kept within min + 1 … 10 000. */
export function clampMaxPrice(value: number, min: number): number {
  const safe = Number.isFinite(value) ? value : PRICE_HARD_MAX;
  return Math.min(PRICE_HARD_MAX, Math.max(safe, min + 1));
}

/** Reads a price typed by the shopper: '' and junk give undefined; otherwise a number ≥ 0. */
export function parsePriceInput(raw: string): number | undefined {
  const trimmed = raw.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return undefined;
  return Math.max(0, value);
}
