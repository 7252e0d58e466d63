import { z } from 'zod';
import { requiredOr } from './field-errors.js';
import { codedText } from './message-codes.js';

const POISHA_PER_TAKA = 100;

/**
 * Money crosses the API as taka with at most two decimals; inside the server it is integer poisha. These
 * are the only conversions: the server's response mappers and query parsing use them, nothing else.
 * `round` decides a fraction of a poisha (a price filter's lower bound rounds up, its upper bound down).
 */
export function takaToPoisha(taka: number, round: (value: number) => number = Math.round): number {
  return round(taka * POISHA_PER_TAKA);
}

export function poishaToTaka(poisha: number): number {
  return poisha / POISHA_PER_TAKA;
}

/** An order's totals in taka, with no `discount` key when there is none (docs/api.md §6). */
export function summaryInTaka(poisha: {
  subtotal: number;
  shipping: number;
  discount: number;
  total: number;
}) {
  return {
    subtotal: poishaToTaka(poisha.subtotal),
    shipping: poishaToTaka(poisha.shipping),
    ...(poisha.discount > 0 ? { discount: poishaToTaka(poisha.discount) } : {}),
    total: poishaToTaka(poisha.total),
  };
}

export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * The largest amount of taka the shop handles (a price, a price filter): its poisha fit an `integer`
 * column (2^31 − 1 ≈ 21,474,836 taka) with room to spare.
 */
export const MAX_TAKA = 10_000_000;

export const TakaSchema = z
  .number({ error: requiredOr('field.number') })
  .min(0, codedText('field.at_least', { min: 0 }))
  .max(MAX_TAKA, codedText('field.max', { max: 10_000_000 }))
  .refine((v) => hasAtMostDecimals(v, 2), codedText('field.max_decimals', { max: 2 }));

/**
 * Payment providers speak taka as decimal text ("1250.00"): a payment is compared with an order in
 * exact poisha, so the text is read digit by digit, never through a float. Null when it is not an amount.
 */
export function decimalTakaToPoisha(text: unknown): number | null {
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  const match = /^\s*(\d{1,9})(?:\.(\d{1,2})0*)?\s*$/.exec(String(text));
  if (!match) return null;
  return Number(match[1]) * POISHA_PER_TAKA + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The decimal text a provider expects: two decimals, no grouping ("1250.00"). */
export function poishaToDecimalTaka(poisha: number): string {
  const whole = Math.floor(poisha / POISHA_PER_TAKA);
  const fraction = String(poisha % POISHA_PER_TAKA).padStart(2, '0');
  return `${whole}.${fraction}`;
}
