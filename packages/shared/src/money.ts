import { z } from 'zod';
import { requiredOr } from './field-errors.js';

/** Money crosses the API as taka with at most two decimals; inside the server it is integer poisha. */
export function takaToPoisha(taka: number): number {
  return Math.round(taka * 100);
}

export function poishaToTaka(poisha: number): number {
  return poisha / 100;
}

export function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

export const TakaSchema = z
  .number({ error: requiredOr('must be a number') })
  .min(0, 'must be 0 or more')
  .max(10_000_000, 'must be at most 10,000,000')
  .refine((v) => hasAtMostDecimals(v, 2), 'must have at most 2 decimals');
