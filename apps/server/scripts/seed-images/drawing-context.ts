// Each image gets its own context: it collects <defs>, hands out ids and draws random numbers
// from a generator seeded with the slug, so every rerun draws the same picture.

export interface Ctx {
  defs: string[];
  uid: (prefix: string) => string;
  rand: () => number;
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function makeCtx(seed: string): Ctx {
  let state = hashString(seed);
  let counter = 0;
  return {
    defs: [],
    uid: (prefix) => `${prefix}${++counter}`,
    // mulberry32: tiny, fast and good enough for jittering leaves
    rand: () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

export const between = (ctx: Ctx, a: number, b: number) => a + (b - a) * ctx.rand();
export const pick = <T>(ctx: Ctx, items: readonly T[]): T => items[Math.floor(ctx.rand() * items.length)]!;
