/**
 * Price filter rules (docs/behaviour.md §16.1): the minimum is at least 0 and at most maximum − 1; the
 * maximum is at least minimum + 1 and at most 10 000; the slider's upper bound starts at
 * ceil(highest price × 1.1), or 1000 while the highest price is unknown.
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

/** A typed price as the shopper meant it: '' and junk are no value; a negative number stays negative. */
function readTypedPrice(raw: string): number | undefined {
  const trimmed = raw.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** What was changed from what the shopper typed; the page words it in its language (catalog.json `priceNotice`). */
export type PriceNotice =
  | { key: 'priceNotice.negative' }
  | { key: 'priceNotice.swapped' }
  | { key: 'priceNotice.maxCapped'; amount: number }
  | { key: 'priceNotice.minAtMost'; amount: number }
  | { key: 'priceNotice.minBelowMax'; amount: number }
  | { key: 'priceNotice.maxAboveMin'; amount: number };

export interface ResolvedPriceRange {
  /** undefined = from ৳0. */
  minPrice: number | undefined;
  /** undefined = up to the bound. */
  maxPrice: number | undefined;
  /** What was changed from what the shopper typed, in order; empty when nothing was. */
  notices: PriceNotice[];
}

/**
 * The range a shopper typed, made valid by the rules above, saying what changed: a minimum above the
 * maximum is swapped with it (that is what the shopper meant), a maximum past ৳10,000 comes down to it,
 * a negative price becomes ৳0, and a minimum that leaves no room below the maximum comes down to it.
 */
export function resolvePriceRange(rawMin: string, rawMax: string, bound: number): ResolvedPriceRange {
  const notices: PriceNotice[] = [];
  let min = readTypedPrice(rawMin);
  let max = readTypedPrice(rawMax);

  if ((min ?? 0) < 0 || (max ?? 0) < 0) {
    notices.push({ key: 'priceNotice.negative' });
    min = min === undefined ? undefined : Math.max(0, min);
    max = max === undefined ? undefined : Math.max(0, max);
  }
  if (min !== undefined && max !== undefined && min > max) {
    [min, max] = [max, min];
    notices.push({ key: 'priceNotice.swapped' });
  }
  if (max !== undefined && max > PRICE_HARD_MAX) {
    max = PRICE_HARD_MAX;
    notices.push({ key: 'priceNotice.maxCapped', amount: PRICE_HARD_MAX });
  }
  const upper = max ?? bound;
  if (min !== undefined && min > upper - 1) {
    min = clampMinPrice(min, upper);
    notices.push({
      key: max === undefined ? 'priceNotice.minAtMost' : 'priceNotice.minBelowMax',
      amount: min,
    });
  }
  if (max !== undefined && max < (min ?? PRICE_FLOOR) + 1) {
    max = clampMaxPrice(max, min ?? PRICE_FLOOR);
    notices.push({ key: 'priceNotice.maxAboveMin', amount: max });
  }
  return {
    minPrice: min !== undefined && min > PRICE_FLOOR ? min : undefined,
    maxPrice: max,
    notices,
  };
}
