// Packs (soils and fertilizers): a labelled bag, sack, pouch, block, bottle, jug, tub or box,
// with a heap of what is inside piled in front of it. These types describe one pack.
import type { Ctx } from './drawing-context.js';

export type IconKind =
  | 'leaf'
  | 'houseplant'
  | 'cactus'
  | 'orchid'
  | 'seedling'
  | 'pebbles'
  | 'sprout'
  | 'dunes'
  | 'pond'
  | 'rooftop'
  | 'worm'
  | 'autumn'
  | 'cow'
  | 'bone'
  | 'mustard'
  | 'neem'
  | 'microbe'
  | 'crystal'
  | 'flower'
  | 'mango'
  | 'flask'
  | 'seaweed'
  | 'fish'
  | 'spike'
  | 'coconut';

export type HeapKind =
  | 'crumb'
  | 'clod'
  | 'granule'
  | 'crystal'
  | 'fiber'
  | 'bark'
  | 'pebble'
  | 'powder'
  | 'sand'
  | 'flakes';

export interface HeapSpec {
  kind: HeapKind;
  /** First colour is the mound, the rest are particles. */
  colors: string[];
}

export type PackKind = 'bag' | 'woven' | 'pouch' | 'block' | 'bottle' | 'jug' | 'tub' | 'box';

export interface PackSpec {
  look: { kind: PackKind; color: string; accent: string; icon: IconKind };
  /** What the label says: title lines, subtitle, the weight badge and, for fertilizers, N-P-K. */
  print: { title: string[]; sub: string; badge: string; npk?: string };
  heap?: HeapSpec;
  /** Something other than a heap in front of the pack (liquids, spikes). */
  extra?: (ctx: Ctx) => string;
}
