/*
 * Draws the demo catalog and blog illustrations as SVG and rasterises them to WebP with sharp.
 * The images ship in the repo (apps/server/seed-images); this script only needs rerunning when a
 * drawing or the demo data changes:
 *
 *   npx tsx apps/server/scripts/draw-seed-images.ts            # everything
 *   npx tsx apps/server/scripts/draw-seed-images.ts aloe-vera   # only the named slugs
 *
 * Output is deterministic: every random choice comes from a generator seeded with the slug, so a
 * rerun produces byte-identical files and the repo diff stays empty.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_POSTS } from '../src/seed/demo-blog.js';
import { DEMO_PRODUCTS } from '../src/seed/demo-catalog.js';

const OUT_DIR = path.resolve(import.meta.dirname, '../seed-images');
const PRODUCT_SIZE = 800;
const BLOG_W = 1200;
const BLOG_H = 675;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

// ---------------------------------------------------------------------------------------------
// Palette and colour helpers

const C = {
  forest: '#1f4d3a',
  leaf: '#4caf50',
  leafDark: '#2e7d32',
  leafDeep: '#245c2c',
  leafLight: '#7cc46f',
  terracotta: '#c56a3f',
  earth: '#6d4c33',
  earthDark: '#3e2a1f',
  soil: '#4a3326',
  cream: '#f7f3ea',
  steel: '#9aa5ad',
  steelDark: '#5b6670',
  wood: '#a8743f',
  white: '#ffffff',
} as const;

function hexToRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  const ch = (i: number) =>
    Math.round(x[i]! + (y[i]! - x[i]!) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${ch(0)}${ch(1)}${ch(2)}`;
}

const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

// ---------------------------------------------------------------------------------------------
// Drawing context: collects <defs> and hands out ids and seeded randomness

interface Ctx {
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

function makeCtx(seed: string): Ctx {
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

const between = (ctx: Ctx, a: number, b: number) => a + (b - a) * ctx.rand();
const pick = <T>(ctx: Ctx, items: readonly T[]): T => items[Math.floor(ctx.rand() * items.length)]!;

// Numbers are rounded to one decimal so the SVG source stays compact and deterministic.
const f = (v: number) => Math.round(v * 10) / 10;

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function linear(ctx: Ctx, stops: Array<[number, string, number?]>, dir = [0, 0, 1, 0]): string {
  const id = ctx.uid('lg');
  const s = stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');
  ctx.defs.push(
    `<linearGradient id="${id}" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}">${s}</linearGradient>`,
  );
  return `url(#${id})`;
}

function radial(ctx: Ctx, stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
  const id = ctx.uid('rg');
  const s = stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');
  ctx.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`);
  return `url(#${id})`;
}

/** A horizontal gradient that makes a flat shape read as a rounded, lit-from-the-left solid. */
function bodyShade(ctx: Ctx, color: string, strength = 1): string {
  return linear(ctx, [
    [0, darken(color, 0.12 * strength)],
    [0.28, lighten(color, 0.14 * strength)],
    [0.6, color],
    [1, darken(color, 0.22 * strength)],
  ]);
}

function blurFilter(ctx: Ctx, std: number): string {
  const id = ctx.uid('bl');
  ctx.defs.push(
    `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
  );
  return `url(#${id})`;
}

function clip(ctx: Ctx, d: string): string {
  const id = ctx.uid('cp');
  ctx.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  return `url(#${id})`;
}

const tr = (x: number, y: number, rot = 0, scale = 1) =>
  `translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ''}${scale !== 1 ? ` scale(${scale})` : ''}`;

function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  opts: { weight?: number | string; anchor?: string; spacing?: number; family?: string } = {},
): string {
  return `<text x="${f(x)}" y="${f(y)}" font-family="${opts.family ?? FONT}" font-size="${size}" font-weight="${
    opts.weight ?? 'bold'
  }" fill="${fill}" text-anchor="${opts.anchor ?? 'middle'}"${
    opts.spacing ? ` letter-spacing="${opts.spacing}"` : ''
  }>${esc(content)}</text>`;
}

// ---------------------------------------------------------------------------------------------
// Geometry helpers

type P = [number, number];

function qAt(p0: P, p1: P, p2: P, t: number): P {
  const u = 1 - t;
  return [
    u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
    u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
  ];
}

/** Direction of a quadratic Bézier at t, in degrees (0 = +x, 90 = down). */
function qDir(p0: P, p1: P, p2: P, t: number): number {
  const dx = 2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]);
  const dy = 2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]);
  return (Math.atan2(dy, dx) * 180) / Math.PI;
}

/** Leaf shapes point "up" at rotation 0; this turns a travel direction into that rotation. */
const dirToRot = (deg: number) => deg + 90;

const qPath = (p0: P, p1: P, p2: P) =>
  `M${f(p0[0])} ${f(p0[1])}Q${f(p1[0])} ${f(p1[1])} ${f(p2[0])} ${f(p2[1])}`;

function stroke(d: string, color: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

/** A branch drawn as a few overlapping strokes, thick at the base and thin at the tip. */
function taperedStroke(p0: P, p1: P, p2: P, color: string, w0: number, w1: number): string {
  const steps = 6;
  let out = '';
  for (let i = 0; i < steps; i++) {
    const a = i / steps;
    const b = (i + 1) / steps;
    const s = qAt(p0, p1, p2, a);
    const e = qAt(p0, p1, p2, b);
    const m = qAt(p0, p1, p2, (a + b) / 2);
    out += stroke(
      `M${f(s[0])} ${f(s[1])}L${f(m[0])} ${f(m[1])}L${f(e[0])} ${f(e[1])}`,
      color,
      w0 + (w1 - w0) * a,
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Leaves and flowers

/** Lance/oval leaf, base at (0,0), tip at (0,-len); w is the half width. */
const leafD = (len: number, w: number) =>
  `M0 0C${f(w)} ${f(-len * 0.2)} ${f(w * 1.05)} ${f(-len * 0.68)} 0 ${f(-len)}C${f(-w * 1.05)} ${f(-len * 0.68)} ${f(
    -w,
  )} ${f(-len * 0.2)} 0 0Z`;
const halfLeafD = (len: number, w: number) =>
  `M0 0C${f(w)} ${f(-len * 0.2)} ${f(w * 1.05)} ${f(-len * 0.68)} 0 ${f(-len)}Z`;

interface LeafOpts {
  vein?: boolean;
  veins?: number;
  shine?: boolean;
}

function leaf(
  x: number,
  y: number,
  rot: number,
  len: number,
  w: number,
  color: string,
  opts: LeafOpts = {},
): string {
  let inner = `<path d="${leafD(len, w)}" fill="${color}"/><path d="${halfLeafD(len, w)}" fill="#000" opacity=".13"/>`;
  if (opts.vein !== false) {
    inner += stroke(`M0 ${f(-len * 0.04)}L0 ${f(-len * 0.9)}`, lighten(color, 0.3), Math.max(1.2, w * 0.09));
  }
  for (let i = 1; i <= (opts.veins ?? 0); i++) {
    const yy = (-len * i) / ((opts.veins ?? 0) + 1.3);
    const span = w * 0.8 * Math.sin((Math.PI * i) / ((opts.veins ?? 0) + 1.4));
    inner += stroke(
      `M${f(-span)} ${f(yy - span * 0.5)}L0 ${f(yy)}L${f(span)} ${f(yy - span * 0.5)}`,
      lighten(color, 0.22),
      1.4,
      ' opacity=".8"',
    );
  }
  if (opts.shine) {
    inner += `<ellipse cx="${f(-w * 0.35)}" cy="${f(-len * 0.55)}" rx="${f(w * 0.18)}" ry="${f(len * 0.2)}" fill="#fff" opacity=".28"/>`;
  }
  return `<g transform="${tr(x, y, rot)}">${inner}</g>`;
}

/** Heart-shaped leaf (pothos), base at (0,0), tip at (0,-len). */
const heartD = (l: number, w: number) =>
  `M0 0C${f(-w * 0.5)} ${f(l * 0.12)} ${f(-w * 1.1)} ${f(-l * 0.1)} ${f(-w)} ${f(-l * 0.4)}C${f(-w * 0.9)} ${f(
    -l * 0.72,
  )} ${f(-w * 0.3)} ${f(-l * 0.86)} 0 ${f(-l)}C${f(w * 0.3)} ${f(-l * 0.86)} ${f(w * 0.9)} ${f(-l * 0.72)} ${f(w)} ${f(
    -l * 0.4,
  )}C${f(w * 1.1)} ${f(-l * 0.1)} ${f(w * 0.5)} ${f(l * 0.12)} 0 0Z`;

function heartLeaf(
  ctx: Ctx,
  x: number,
  y: number,
  rot: number,
  l: number,
  color: string,
  variegated = true,
): string {
  const w = l * 0.48;
  let inner = `<path d="${heartD(l, w)}" fill="${color}"/>`;
  inner += `<path d="M0 0C${f(w * 0.5)} ${f(l * 0.12)} ${f(w * 1.1)} ${f(-l * 0.1)} ${f(w)} ${f(-l * 0.4)}C${f(
    w * 0.9,
  )} ${f(-l * 0.72)} ${f(w * 0.3)} ${f(-l * 0.86)} 0 ${f(-l)}Z" fill="#000" opacity=".12"/>`;
  if (variegated) {
    for (let i = 0; i < 3; i++) {
      const sx = between(ctx, -0.5, 0.5) * w;
      inner += stroke(
        `M${f(sx * 0.3)} ${f(-l * 0.12)}Q${f(sx)} ${f(-l * 0.45)} ${f(sx * 0.5)} ${f(-l * between(ctx, 0.6, 0.85))}`,
        '#efe07a',
        between(ctx, 2.5, 5),
        ' opacity=".85"',
      );
    }
  }
  inner += stroke(
    `M0 ${f(-l * 0.05)}Q${f(w * 0.08)} ${f(-l * 0.5)} 0 ${f(-l * 0.9)}`,
    lighten(color, 0.35),
    2,
  );
  return `<g transform="${tr(x, y, rot)}">${inner}</g>`;
}

/** Generic radial flower: n petals of the given length and width around a centre. */
function flower(
  cx: number,
  cy: number,
  r: number,
  n: number,
  petal: string,
  center: string,
  opts: { width?: number; rot?: number; edge?: string } = {},
): string {
  const w = opts.width ?? 0.38;
  let out = `<g transform="${tr(cx, cy, opts.rot ?? 0)}">`;
  for (let i = 0; i < n; i++) {
    out += `<ellipse cx="0" cy="${f(-r * 0.52)}" rx="${f(r * w)}" ry="${f(r * 0.52)}" fill="${petal}"${
      opts.edge ? ` stroke="${opts.edge}" stroke-width="1.2"` : ''
    } transform="rotate(${f((360 / n) * i)})"/>`;
  }
  out += `<circle r="${f(r * 0.22)}" fill="${center}"/></g>`;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Pots

type PotKind = 'terracotta' | 'ceramic' | 'growbag' | 'cement' | 'basket' | 'drum';

interface PotSpec {
  kind: PotKind;
  cx: number;
  base: number;
  topW: number;
  botW: number;
  h: number;
  color?: string;
  accent?: string;
}

interface PotArt {
  /** Soil surface, drawn before the plant so stems rise out of it. */
  back: string;
  /** Pot body, drawn over the stem bases. */
  front: string;
  top: number;
}

function pot(ctx: Ctx, s: PotSpec): PotArt {
  const top = s.base - s.h;
  const { cx, topW, botW, base } = s;
  const soilRx = topW * 0.46;
  const back = `<ellipse cx="${f(cx)}" cy="${f(top + 2)}" rx="${f(soilRx)}" ry="${f(Math.max(10, topW * 0.06))}" fill="${C.soil}"/><ellipse cx="${f(cx - soilRx * 0.2)}" cy="${f(top - 2)}" rx="${f(soilRx * 0.55)}" ry="4" fill="#5c4030" opacity=".7"/>`;
  let front = '';
  const bodyPath = (t: number, tw: number, bw: number, r = 10) =>
    `M${f(cx - tw / 2)} ${f(t)}L${f(cx + tw / 2)} ${f(t)}L${f(cx + bw / 2)} ${f(base - r)}Q${f(cx + bw / 2)} ${f(
      base,
    )} ${f(cx + bw / 2 - r)} ${f(base)}L${f(cx - bw / 2 + r)} ${f(base)}Q${f(cx - bw / 2)} ${f(base)} ${f(
      cx - bw / 2,
    )} ${f(base - r)}Z`;

  switch (s.kind) {
    case 'terracotta': {
      const color = s.color ?? C.terracotta;
      const rimH = s.h * 0.16;
      front += `<path d="${bodyPath(top + rimH - 2, topW * 0.94, botW)}" fill="${bodyShade(ctx, color)}"/>`;
      front += `<rect x="${f(cx - topW * 0.47)}" y="${f(top + rimH - 2)}" width="${f(topW * 0.94)}" height="9" fill="#000" opacity=".12"/>`;
      front += `<rect x="${f(cx - topW * 0.53)}" y="${f(top)}" width="${f(topW * 1.06)}" height="${f(rimH)}" rx="7" fill="${bodyShade(ctx, lighten(color, 0.05))}"/>`;
      front += `<rect x="${f(cx - topW * 0.53)}" y="${f(top)}" width="${f(topW * 1.06)}" height="5" rx="2.5" fill="#fff" opacity=".18"/>`;
      break;
    }
    case 'ceramic': {
      const color = s.color ?? '#f1ece2';
      const d = `M${f(cx - topW / 2)} ${f(top)}L${f(cx + topW / 2)} ${f(top)}C${f(cx + topW / 2)} ${f(
        top + s.h * 0.55,
      )} ${f(cx + botW / 2 + 6)} ${f(base - 18)} ${f(cx + botW / 2 - 24)} ${f(base)}L${f(cx - botW / 2 + 24)} ${f(
        base,
      )}C${f(cx - botW / 2 - 6)} ${f(base - 18)} ${f(cx - topW / 2)} ${f(top + s.h * 0.55)} ${f(cx - topW / 2)} ${f(top)}Z`;
      front += `<path d="${d}" fill="${bodyShade(ctx, color, 1.1)}"/>`;
      if (s.accent) {
        const band = clip(ctx, d);
        front += `<g clip-path="${band}"><rect x="${f(cx - topW)}" y="${f(top + s.h * 0.3)}" width="${f(topW * 2)}" height="${f(
          s.h * 0.16,
        )}" fill="${s.accent}"/>`;
        for (let i = -6; i <= 6; i++) {
          front += `<circle cx="${f(cx + i * 22)}" cy="${f(top + s.h * 0.38)}" r="4" fill="${lighten(s.accent, 0.55)}"/>`;
        }
        front += '</g>';
      }
      front += `<rect x="${f(cx - topW / 2 - 4)}" y="${f(top - 4)}" width="${f(topW + 8)}" height="14" rx="7" fill="${lighten(color, 0.08)}"/>`;
      front += `<rect x="${f(cx - topW * 0.34)}" y="${f(top + 22)}" width="14" height="${f(s.h * 0.55)}" rx="7" fill="#fff" opacity=".35"/>`;
      break;
    }
    case 'growbag': {
      const color = s.color ?? '#2b2e2c';
      const waves = 7;
      let topEdge = `M${f(cx - topW / 2)} ${f(top + 6)}`;
      for (let i = 0; i < waves; i++) {
        const x0 = cx - topW / 2 + (topW / waves) * i;
        const x1 = x0 + topW / waves;
        topEdge += `Q${f((x0 + x1) / 2)} ${f(top - 8 + (i % 2) * 12)} ${f(x1)} ${f(top + 6)}`;
      }
      const d = `${topEdge}C${f(cx + topW / 2 + 14)} ${f(top + s.h * 0.4)} ${f(cx + botW / 2 + 10)} ${f(base - 30)} ${f(
        cx + botW / 2,
      )} ${f(base - 4)}Q${f(cx)} ${f(base + 6)} ${f(cx - botW / 2)} ${f(base - 4)}C${f(cx - botW / 2 - 10)} ${f(
        base - 30,
      )} ${f(cx - topW / 2 - 14)} ${f(top + s.h * 0.4)} ${f(cx - topW / 2)} ${f(top + 6)}Z`;
      front += `<path d="${d}" fill="${bodyShade(ctx, color, 1.6)}"/>`;
      front += `<path d="${topEdge}L${f(cx + topW / 2)} ${f(top + 26)}L${f(cx - topW / 2)} ${f(top + 26)}Z" fill="${darken(color, 0.25)}" opacity=".55"/>`;
      const crease = s.color && s.color !== '#2b2e2c' ? darken(color, 0.25) : lighten(color, 0.3);
      for (let i = 0; i < 5; i++) {
        const x = cx - topW * 0.35 + i * topW * 0.17 + between(ctx, -8, 8);
        front += stroke(
          `M${f(x)} ${f(top + 34)}Q${f(x + between(ctx, -18, 18))} ${f(top + s.h * 0.55)} ${f(x + between(ctx, -10, 10))} ${f(
            base - 14,
          )}`,
          crease,
          2,
          ' opacity=".45"',
        );
      }
      break;
    }
    case 'cement': {
      const color = s.color ?? '#b3b0a7';
      const rimH = s.h * 0.13;
      front += `<path d="${bodyPath(top + rimH, topW * 0.96, botW, 4)}" fill="${bodyShade(ctx, color, 0.8)}"/>`;
      front += `<rect x="${f(cx - topW / 2)}" y="${f(top)}" width="${f(topW)}" height="${f(rimH)}" rx="3" fill="${lighten(color, 0.12)}"/>`;
      front += `<rect x="${f(cx - topW * 0.48)}" y="${f(top + rimH)}" width="${f(topW * 0.96)}" height="8" fill="#000" opacity=".12"/>`;
      for (let i = 0; i < 60; i++) {
        const yy = between(ctx, top + rimH + 10, base - 10);
        const frac = (yy - top) / s.h;
        const half = (topW * 0.96 * (1 - frac) + botW * frac) / 2 - 8;
        front += `<circle cx="${f(cx + between(ctx, -half, half))}" cy="${f(yy)}" r="${f(between(ctx, 1, 2.6))}" fill="${
          ctx.rand() > 0.5 ? darken(color, 0.25) : lighten(color, 0.3)
        }" opacity=".6"/>`;
      }
      break;
    }
    case 'drum': {
      // a plastic drum cut in half, the standard rooftop fruit-tree container in Dhaka
      const color = s.color ?? '#2f6fb0';
      front += `<path d="${bodyPath(top, topW, botW, 14)}" fill="${bodyShade(ctx, color, 1.2)}"/>`;
      for (const t of [0.3, 0.72]) {
        const yy = top + s.h * t;
        front += `<rect x="${f(cx - topW / 2 - 4)}" y="${f(yy)}" width="${f(topW + 8)}" height="16" rx="8" fill="${bodyShade(ctx, darken(color, 0.08), 1.2)}"/>`;
      }
      front += `<rect x="${f(cx - topW / 2)}" y="${f(top)}" width="${f(topW)}" height="8" fill="${lighten(color, 0.2)}"/>`;
      break;
    }
    case 'basket': {
      const color = s.color ?? '#c9a064';
      const d = bodyPath(top + 8, topW, botW, 16);
      front += `<path d="${d}" fill="${bodyShade(ctx, color, 0.9)}"/>`;
      const cp = clip(ctx, d);
      front += `<g clip-path="${cp}">`;
      const rows = Math.floor(s.h / 18);
      for (let r = 0; r < rows; r++) {
        const yy = top + 16 + r * 18;
        for (let i = -10; i <= 10; i++) {
          const xx = cx + i * 22 + (r % 2) * 11;
          front += `<rect x="${f(xx - 8)}" y="${f(yy)}" width="16" height="11" rx="5" fill="${darken(color, 0.18)}" opacity=".55"/>`;
        }
      }
      front += '</g>';
      for (let i = 0; i < 22; i++) {
        const xx = cx - topW / 2 + (topW / 21) * i;
        front += `<ellipse cx="${f(xx)}" cy="${f(top + 8)}" rx="9" ry="6" transform="rotate(-35 ${f(xx)} ${f(top + 8)})" fill="${
          i % 2 ? darken(color, 0.1) : lighten(color, 0.1)
        }"/>`;
      }
      break;
    }
  }
  return { back, front, top };
}

// ---------------------------------------------------------------------------------------------
// Plants. Each returns the potted plant drawn on an 800×800 stage with its base on y = 690.

const BASE = 690;

function pothos(ctx: Ctx): string {
  const p = pot(ctx, {
    kind: 'ceramic',
    cx: 400,
    base: BASE,
    topW: 220,
    botW: 170,
    h: 200,
    color: '#f3eee4',
    accent: '#2f7d5b',
  });
  let back = '';
  // coir moss stick
  back += `<rect x="386" y="140" width="28" height="${p.top - 130}" rx="12" fill="#7b5a3a"/>`;
  for (let i = 0; i < 70; i++) {
    const y = between(ctx, 150, p.top);
    const x = between(ctx, 389, 411);
    back += stroke(
      `M${f(x)} ${f(y)}l${f(between(ctx, -5, 5))} ${f(between(ctx, 4, 10))}`,
      pick(ctx, ['#5e4128', '#9c7a52', '#6b4a2e']),
      2,
    );
  }
  const greens = ['#4caf50', '#3f9b45', '#5bbf5a', '#43a047'];
  let leaves = '';
  for (let i = 0; i < 12; i++) {
    const y = p.top - 14 - i * 27;
    const side = i % 2 ? 1 : -1;
    const l = 98 - i * 4;
    const reach = i % 3 === 2 ? 6 : between(ctx, 22, 40);
    const x = 400 + side * reach;
    const rot = i % 3 === 2 ? side * between(ctx, 10, 25) : side * between(ctx, 62, 88);
    leaves += stroke(
      `M400 ${f(y + 10)}Q${f(400 + side * reach * 0.5)} ${f(y - 6)} ${f(x)} ${f(y - 2)}`,
      '#5f9a3c',
      4,
    );
    leaves += heartLeaf(ctx, x, y - 2, rot, l, pick(ctx, greens));
  }
  // vines spilling over the rim
  let front = '';
  const vines: Array<[P, P, P]> = [
    [
      [340, p.top + 2],
      [268, p.top + 10],
      [262, 655],
    ],
    [
      [455, p.top + 2],
      [540, p.top + 20],
      [548, 620],
    ],
  ];
  for (const [a, b, c] of vines) {
    front += stroke(qPath(a, b, c), '#5f9a3c', 4);
    for (let i = 1; i <= 5; i++) {
      const t = i / 5.2;
      const [x, y] = qAt(a, b, c, t);
      const side = i % 2 ? 1 : -1;
      const dir = qDir(a, b, c, t);
      front += heartLeaf(ctx, x, y, dirToRot(dir) + side * 55, 58 - i * 3, pick(ctx, greens));
    }
  }
  return p.back + back + leaves + p.front + front;
}

function snakePlant(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'terracotta', cx: 400, base: BASE, topW: 230, botW: 172, h: 196 });
  const specs: Array<[number, number, number, number]> = [
    [-78, 215, -16, 19],
    [74, 230, 15, 19],
    [-52, 300, -9, 22],
    [50, 285, 9, 22],
    [-24, 330, -4, 24],
    [26, 355, 3, 24],
    [0, 300, -1, 23],
  ];
  let out = '';
  for (const [dx, h, rot, w] of specs) {
    const outer = `M${-w} 0C${f(-w * 1.3)} ${f(-h * 0.45)} ${f(-w * 0.7)} ${f(-h * 0.8)} ${f(w * 0.15)} ${-h}C${f(w * 0.6)} ${f(
      -h * 0.75,
    )} ${f(w * 1.25)} ${f(-h * 0.4)} ${w} 0Z`;
    const wi = w - 6;
    const hi = h - 14;
    const inner = `M${-wi} 0C${f(-wi * 1.3)} ${f(-hi * 0.45)} ${f(-wi * 0.7)} ${f(-hi * 0.8)} ${f(wi * 0.15)} ${-hi}C${f(
      wi * 0.6,
    )} ${f(-hi * 0.75)} ${f(wi * 1.25)} ${f(-hi * 0.4)} ${wi} 0Z`;
    const green = pick(ctx, ['#2e6a3c', '#336f3f', '#2b6338']);
    const cp = clip(ctx, inner);
    let bands = '';
    for (let y = -18; y > -hi; y -= between(ctx, 13, 19)) {
      const a = between(ctx, 3, 7);
      bands += stroke(
        `M${-w * 1.4} ${f(y)}Q${f(-w * 0.5)} ${f(y - a)} 0 ${f(y)}T${w * 1.4} ${f(y)}`,
        ctx.rand() > 0.4 ? '#86b36f' : '#1d4a2b',
        between(ctx, 2.5, 5),
        ' opacity=".55"',
      );
    }
    out += `<g transform="${tr(400 + dx, p.top + 18, rot)}"><path d="${outer}" fill="#e2cf56"/><path d="${inner}" fill="${green}"/><g clip-path="${cp}">${bands}<rect x="0" y="${-h}" width="${w * 2}" height="${h}" fill="#000" opacity=".1"/></g></g>`;
  }
  return p.back + out + p.front;
}

function zzPlant(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'basket', cx: 400, base: BASE, topW: 250, botW: 200, h: 190 });
  let out = '';
  const angles = [-58, -38, -18, 0, 16, 36, 56];
  const lens = [230, 290, 320, 300, 330, 285, 235];
  angles.forEach((a, i) => {
    const len = lens[i]!;
    const rad = (a * Math.PI) / 180;
    const p0: P = [400 + a * 0.8, p.top + 6];
    const p2: P = [p0[0] + Math.sin(rad) * len, p0[1] - Math.cos(rad) * len * 0.9];
    const p1: P = [p0[0] + Math.sin(rad) * len * 0.2, p0[1] - len * 0.75];
    out += stroke(qPath(p0, p1, p2), '#5a8a3a', 9);
    out += stroke(qPath(p0, p1, p2), '#77a24f', 3, ' opacity=".6"');
    for (let t = 0.32; t <= 0.95; t += 0.11) {
      const [x, y] = qAt(p0, p1, p2, t);
      const dir = qDir(p0, p1, p2, t);
      const l = 52 - t * 12;
      out += leaf(x, y, dirToRot(dir) - 52, l, l * 0.34, pick(ctx, ['#2d6a36', '#2a6233', '#347540']), {
        shine: true,
      });
      out += leaf(x, y, dirToRot(dir) + 52, l, l * 0.34, pick(ctx, ['#2d6a36', '#2a6233', '#347540']), {
        shine: true,
      });
    }
    out += leaf(p2[0], p2[1], dirToRot(qDir(p0, p1, p2, 1)), 40, 13, '#347540', { shine: true });
  });
  return p.back + out + p.front;
}

function arecaPalm(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'cement', cx: 400, base: BASE, topW: 250, botW: 205, h: 205 });
  let canes = '';
  let fronds = '';
  const angles = [-58, 52, -40, 36, -22, 20, -6, 6];
  angles.forEach((a, i) => {
    const len = 420 - Math.abs(a) * 1.6 + (i % 2) * 18;
    const s = Math.sin((a * Math.PI) / 180);
    const p0: P = [400 + a * 0.9, p.top + 4];
    const p1: P = [p0[0] + s * len * 0.22, p0[1] - len * 0.98];
    const p2: P = [p0[0] + s * len * 0.95, p0[1] - len * (0.92 - 0.5 * Math.abs(s))];
    canes += stroke(qPath(p0, p1, p2), '#b7b548', 6);
    canes += stroke(
      `M${f(p0[0])} ${f(p0[1])}L${f(qAt(p0, p1, p2, 0.3)[0])} ${f(qAt(p0, p1, p2, 0.3)[1])}`,
      '#8c9a3a',
      9,
    );
    for (let t = 0.3; t <= 0.99; t += 0.032) {
      const [x, y] = qAt(p0, p1, p2, t);
      const dir = qDir(p0, p1, p2, t);
      const l = 96 * (1 - 0.55 * t);
      for (const side of [-1, 1]) {
        let d = dir + side * 50;
        d += (90 - d) * 0.3;
        fronds += leaf(x, y, dirToRot(d), l, 5.5, pick(ctx, ['#4e9a3e', '#3c8733', '#5fae48', '#468f3a']), {
          vein: false,
        });
      }
    }
  });
  return p.back + canes + fronds + p.front;
}

function tulsi(ctx: Ctx): string {
  const p = pot(ctx, {
    kind: 'terracotta',
    cx: 400,
    base: BASE,
    topW: 205,
    botW: 150,
    h: 175,
    color: '#b95e36',
  });
  let stems = '';
  let leaves = '';
  let spikes = '';
  const tops: P[] = [
    [285, 300],
    [340, 225],
    [400, 190],
    [462, 230],
    [515, 295],
    [365, 330],
    [445, 320],
  ];
  tops.forEach((tip, i) => {
    const p0: P = [400 + (tip[0] - 400) * 0.2, p.top + 4];
    const p1: P = [p0[0] + (tip[0] - p0[0]) * 0.3, (p0[1] + tip[1]) / 2];
    stems += stroke(qPath(p0, p1, tip), '#6e7f3e', 5);
    for (let t = 0.3; t < 0.98; t += 0.14) {
      const [x, y] = qAt(p0, p1, tip, t);
      const dir = qDir(p0, p1, tip, t);
      const l = 58 - t * 18;
      for (const s of [-1, 1]) {
        leaves += leaf(
          x,
          y,
          dirToRot(dir) + s * (68 + between(ctx, -8, 8)),
          l,
          l * 0.42,
          pick(ctx, ['#4f9e3f', '#5aab46', '#448f37']),
          {
            veins: 3,
          },
        );
      }
    }
    // flower spikes (manjari) on the outer stems
    if (i < 5) {
      const dir = qDir(p0, p1, tip, 1);
      const rad = (dir * Math.PI) / 180;
      const end: P = [tip[0] + Math.cos(rad) * 70, tip[1] + Math.sin(rad) * 70];
      spikes += stroke(`M${f(tip[0])} ${f(tip[1])}L${f(end[0])} ${f(end[1])}`, '#7b5a6e', 3);
      for (let k = 0; k < 6; k++) {
        const t = 0.15 + k * 0.16;
        const x = tip[0] + (end[0] - tip[0]) * t;
        const y = tip[1] + (end[1] - tip[1]) * t;
        const r = 7 - k * 0.6;
        spikes += `<ellipse cx="${f(x - r)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.55)}" fill="#a479ab"/><ellipse cx="${f(
          x + r,
        )}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.55)}" fill="#c9a6cf"/>`;
      }
    }
  });
  return p.back + stems + leaves + spikes + p.front;
}

function aloeVera(ctx: Ctx): string {
  const p = pot(ctx, {
    kind: 'terracotta',
    cx: 400,
    base: BASE,
    topW: 300,
    botW: 205,
    h: 140,
    color: '#c9744a',
  });
  let out = '';
  const angles = [-80, 78, -62, 60, -44, 42, -26, 24, -10, 8];
  for (const a of angles) {
    const len = 170 + (1 - Math.abs(a) / 85) * 140 + between(ctx, -12, 12);
    const w = 26;
    const bend = a * 0.5;
    const d = `M${-w} 0C${f(-w * 0.9)} ${f(-len * 0.4)} ${f(-w * 0.5 + bend * 0.3)} ${f(-len * 0.75)} ${f(bend)} ${f(-len)}C${f(
      w * 0.4 + bend * 0.3,
    )} ${f(-len * 0.75)} ${f(w * 0.9)} ${f(-len * 0.4)} ${w} 0Z`;
    const fill = linear(ctx, [
      [0, '#5e9468'],
      [0.45, '#8dbb8c'],
      [1, '#4f8259'],
    ]);
    let spots = '';
    for (let k = 0; k < 9; k++) {
      const t = between(ctx, 0.1, 0.7);
      spots += `<ellipse cx="${f(between(ctx, -w * 0.55, w * 0.55) * (1 - t))}" cy="${f(-len * t)}" rx="${f(between(ctx, 2, 4))}" ry="${f(
        between(ctx, 1.2, 2.2),
      )}" fill="#e8f1de" opacity=".75"/>`;
    }
    let teeth = '';
    for (let k = 1; k < 8; k++) {
      const t = k / 9;
      for (const s of [-1, 1]) {
        const x = s * w * (1 - t) * 1.02 + bend * t * t;
        const y = -len * t * 0.95;
        teeth += `<path d="M${f(x)} ${f(y - 4)}l${f(s * 6)} 2l${f(-s * 6)} 4Z" fill="#d6e6c8"/>`;
      }
    }
    out += `<g transform="${tr(400 + a * 0.9, p.top + 10, a * 0.55)}">${teeth}<path d="${d}" fill="${fill}"/>${spots}</g>`;
  }
  return p.back + out + p.front;
}

function chiliPlant(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'growbag', cx: 400, base: BASE, topW: 225, botW: 205, h: 185 });
  let out = '';
  const branches: Array<[P, P]> = [
    [
      [330, 330],
      [270, 300],
    ],
    [
      [380, 300],
      [350, 200],
    ],
    [
      [420, 300],
      [460, 190],
    ],
    [
      [460, 330],
      [540, 290],
    ],
    [
      [400, 360],
      [400, 230],
    ],
  ];
  out += taperedStroke([400, p.top + 6], [398, 440], [400, 360], '#6f8a3a', 12, 8);
  for (const [c, e] of branches) out += taperedStroke([400, 380], c, e, '#6f8a3a', 7, 3);
  let leaves = '';
  for (let i = 0; i < 60; i++) {
    const ang = between(ctx, 0, Math.PI * 2);
    const rr = Math.sqrt(ctx.rand());
    const x = 405 + Math.cos(ang) * 165 * rr;
    const y = 285 + Math.sin(ang) * 115 * rr;
    const rot = ((Math.atan2(y - 330, x - 400) * 180) / Math.PI + 90) * 0.7 + between(ctx, -25, 25);
    leaves += leaf(
      x,
      y,
      rot,
      between(ctx, 44, 58),
      14,
      pick(ctx, ['#3f8f3a', '#4ea045', '#2f7a33', '#58a84c']),
      { veins: 3 },
    );
  }
  let pods = '';
  const podSpots: P[] = [
    [300, 330],
    [340, 360],
    [372, 300],
    [430, 345],
    [470, 310],
    [505, 350],
    [530, 300],
    [280, 280],
    [455, 250],
    [345, 255],
    [405, 385],
    [560, 330],
  ];
  podSpots.forEach(([x, y], i) => {
    const L = between(ctx, 62, 84);
    const red = i % 3 !== 1;
    const col = red ? '#d32f2f' : '#4c9f3f';
    const d = `M-6 0C-10 ${f(L * 0.35)} -4 ${f(L * 0.75)} 4 ${L}C8 ${f(L * 0.7)} 10 ${f(L * 0.35)} 6 0Z`;
    pods += `<g transform="${tr(x, y, between(ctx, -28, 28))}"><path d="${d}" fill="${col}"/><path d="M0 4C-2 ${f(L * 0.4)} 1 ${f(
      L * 0.7,
    )} 3 ${f(L * 0.9)}" stroke="#fff" stroke-width="2" fill="none" opacity=".35"/><path d="M-8 -2Q0 -12 8 -2L6 6L-6 6Z" fill="#3d7a2f"/>${stroke(
      'M0 -6L0 -18',
      '#5d8a3a',
      3,
    )}</g>`;
  });
  const flowers = [
    [318, 230],
    [492, 255],
    [430, 210],
  ]
    .map(([x, y]) => flower(x!, y!, 13, 5, '#ffffff', '#e8d36a', { width: 0.42, edge: '#e2e2d8' }))
    .join('');
  return p.back + out + leaves + pods + flowers + p.front;
}

function hibiscusFlower(ctx: Ctx, cx: number, cy: number, r: number, rot: number, color: string): string {
  const grad = radial(ctx, [
    [0, darken(color, 0.55)],
    [0.3, darken(color, 0.15)],
    [1, color],
  ]);
  let out = `<g transform="${tr(cx, cy, rot)}">`;
  for (let i = 0; i < 5; i++) {
    out += `<path d="M0 0C${f(-r * 0.75)} ${f(-r * 0.25)} ${f(-r * 0.75)} ${f(-r * 1.02)} ${f(-r * 0.1)} ${f(-r)}C${f(
      r * 0.25,
    )} ${f(-r * 1.05)} ${f(r * 0.6)} ${f(-r * 0.95)} ${f(r * 0.55)} ${f(-r * 0.6)}C${f(r * 0.5)} ${f(-r * 0.3)} ${f(r * 0.2)} ${f(
      -r * 0.1,
    )} 0 0Z" fill="${grad}" transform="rotate(${i * 72})"/>`;
    out += stroke(
      `M0 0L${f(-r * 0.1)} ${f(-r * 0.8)}`,
      darken(color, 0.2),
      1.5,
      ` opacity=".5" transform="rotate(${i * 72 + 8})"`,
    );
  }
  out += `<circle r="${f(r * 0.16)}" fill="${darken(color, 0.55)}"/>`;
  // staminal column
  out += stroke(`M0 0Q${f(r * 0.25)} ${f(r * 0.35)} ${f(r * 0.45)} ${f(r * 0.85)}`, '#f6d4c8', 5);
  for (let k = 0; k < 7; k++) {
    out += `<circle cx="${f(r * 0.38 + between(ctx, -8, 8))}" cy="${f(r * 0.7 + between(ctx, -8, 8))}" r="3.5" fill="#f5c542"/>`;
  }
  out += `<circle cx="${f(r * 0.46)}" cy="${f(r * 0.9)}" r="4" fill="#b0152b"/></g>`;
  return out;
}

function hibiscus(ctx: Ctx): string {
  const p = pot(ctx, {
    kind: 'terracotta',
    cx: 400,
    base: BASE,
    topW: 222,
    botW: 165,
    h: 190,
    color: '#b8582f',
  });
  let out = '';
  out += taperedStroke([392, p.top + 4], [380, 420], [360, 330], '#7a5a3a', 10, 6);
  out += taperedStroke([408, p.top + 4], [430, 420], [450, 320], '#7a5a3a', 10, 6);
  let leaves = '';
  for (let i = 0; i < 48; i++) {
    const ang = between(ctx, 0, Math.PI * 2);
    const rr = Math.sqrt(ctx.rand());
    const x = 400 + Math.cos(ang) * 190 * rr;
    const y = 300 + Math.sin(ang) * 140 * rr;
    const rot = (Math.atan2(y - 360, x - 400) * 180) / Math.PI + 90 + between(ctx, -30, 30);
    leaves += leaf(
      x,
      y,
      rot,
      between(ctx, 58, 72),
      27,
      pick(ctx, ['#2f7d3a', '#3f9443', '#286b33', '#378a3e']),
      { veins: 4 },
    );
  }
  const flowers =
    hibiscusFlower(ctx, 300, 275, 70, -20, '#e0282d') +
    hibiscusFlower(ctx, 488, 225, 66, 30, '#e53935') +
    hibiscusFlower(ctx, 430, 365, 58, 80, '#d81b2a');
  const bud = `<g transform="${tr(560, 330, 35)}"><ellipse cx="0" cy="-16" rx="11" ry="24" fill="#d32f2f"/><path d="M-13 0Q-14 -22 0 -24Q14 -22 13 0Z" fill="#3f8f3a"/></g>`;
  return p.back + out + leaves + flowers + bud + p.front;
}

function beli(ctx: Ctx): string {
  const p = pot(ctx, {
    kind: 'ceramic',
    cx: 400,
    base: BASE,
    topW: 215,
    botW: 160,
    h: 190,
    color: '#3b6ea5',
    accent: '#f2efe6',
  });
  let out = '';
  for (const e of [
    [300, 280],
    [360, 220],
    [440, 215],
    [505, 270],
  ] as P[]) {
    out += taperedStroke([400, p.top + 4], [(400 + e[0]) / 2, 380], e, '#6a6a3a', 6, 3);
  }
  let leaves = '';
  for (let i = 0; i < 58; i++) {
    const ang = between(ctx, 0, Math.PI * 2);
    const rr = Math.sqrt(ctx.rand());
    const x = 402 + Math.cos(ang) * 175 * rr;
    const y = 300 + Math.sin(ang) * 125 * rr;
    const rot = (Math.atan2(y - 360, x - 400) * 180) / Math.PI + 90 + between(ctx, -35, 35);
    leaves += leaf(x, y, rot, between(ctx, 44, 54), 20, pick(ctx, ['#2b6a34', '#24602c', '#337a3c']), {
      shine: true,
    });
  }
  let flowers = '';
  const spots: P[] = [
    [300, 250],
    [352, 205],
    [430, 190],
    [495, 232],
    [540, 300],
    [268, 330],
    [395, 270],
    [470, 320],
    [335, 330],
  ];
  for (const [x, y] of spots) {
    const r = between(ctx, 26, 32);
    flowers += flower(x, y, r, 8, '#ffffff', '#f2e6a0', {
      width: 0.3,
      edge: '#dedbd0',
      rot: between(ctx, 0, 45),
    });
    flowers += flower(x, y, r * 0.62, 6, '#fbfaf3', '#f0dd8c', {
      width: 0.36,
      edge: '#e4e0d2',
      rot: between(ctx, 0, 60),
    });
  }
  for (const [x, y] of [
    [320, 190],
    [520, 190],
    [580, 260],
  ] as P[]) {
    flowers += `<g transform="${tr(x, y, between(ctx, -30, 30))}"><ellipse cx="0" cy="-12" rx="8" ry="14" fill="#fbf7ee" stroke="#e4ddd0"/><path d="M-6 0L0 -8L6 0Z" fill="#3f7f3a"/></g>`;
  }
  return p.back + out + leaves + flowers + p.front;
}

function roseHead(ctx: Ctx, cx: number, cy: number, r: number, color: string): string {
  let out = `<g transform="${tr(cx, cy, between(ctx, 0, 60))}">`;
  for (let i = 0; i < 5; i++) {
    out += `<path d="M0 0L${f(-r * 0.3)} ${f(-r * 1.15)}L0 ${f(-r * 0.9)}L${f(r * 0.3)} ${f(-r * 1.15)}Z" fill="#3d7a35" transform="rotate(${i * 72 + 36})"/>`;
  }
  for (let i = 0; i < 5; i++) {
    out += `<circle cx="0" cy="${f(-r * 0.45)}" r="${f(r * 0.58)}" fill="${color}" transform="rotate(${i * 72})"/>`;
    out += stroke(
      `M${f(-r * 0.4)} ${f(-r * 0.8)}Q0 ${f(-r * 1.12)} ${f(r * 0.4)} ${f(-r * 0.8)}`,
      lighten(color, 0.25),
      2.5,
      ` opacity=".6" transform="rotate(${i * 72})"`,
    );
  }
  out += `<circle r="${f(r * 0.66)}" fill="${darken(color, 0.1)}"/><circle r="${f(r * 0.42)}" fill="${darken(color, 0.2)}"/>`;
  out += stroke(
    `M0 0a${f(r * 0.08)} ${f(r * 0.08)} 0 1 1 ${f(r * 0.14)} ${f(r * 0.04)}a${f(r * 0.16)} ${f(r * 0.16)} 0 1 1 ${f(-r * 0.26)} ${f(
      -r * 0.12,
    )}a${f(r * 0.27)} ${f(r * 0.27)} 0 1 1 ${f(r * 0.42)} ${f(r * 0.14)}`,
    darken(color, 0.42),
    3,
  );
  return `${out}</g>`;
}

function roseLeafSet(ctx: Ctx, x: number, y: number, rot: number, size: number): string {
  let out = `<g transform="${tr(x, y, rot)}">${stroke(`M0 0L0 ${f(-size * 2.2)}`, '#4a7a32', 2.5)}`;
  const col = pick(ctx, ['#2f6b35', '#2a6130', '#3a7a3a']);
  out += leaf(0, -size * 2.1, 0, size, size * 0.42, col, { veins: 2 });
  for (const t of [0.8, 1.5]) {
    out += leaf(0, -size * t, -62, size * 0.92, size * 0.4, col, { veins: 2 });
    out += leaf(0, -size * t, 62, size * 0.92, size * 0.4, col, { veins: 2 });
  }
  return `${out}</g>`;
}

function rose(ctx: Ctx): string {
  const p = pot(ctx, {
    kind: 'terracotta',
    cx: 400,
    base: BASE,
    topW: 215,
    botW: 160,
    h: 185,
    color: '#cf7a4b',
  });
  let out = '';
  const stems: Array<[P, P, P]> = [
    [
      [380, p.top + 4],
      [350, 350],
      [310, 215],
    ],
    [
      [400, p.top + 4],
      [410, 320],
      [430, 165],
    ],
    [
      [420, p.top + 4],
      [470, 360],
      [520, 250],
    ],
  ];
  let leaves = '';
  for (const [a, b, c] of stems) {
    out += stroke(qPath(a, b, c), '#4f7a33', 7);
    for (let t = 0.15; t < 0.95; t += 0.12) {
      const [x, y] = qAt(a, b, c, t);
      const s = ctx.rand() > 0.5 ? 1 : -1;
      out += `<path d="M${f(x + s * 3)} ${f(y)}l${s * 9} -3l${-s * 9} -5Z" fill="#8a3b2a"/>`;
    }
    for (const t of [0.3, 0.55, 0.78]) {
      const [x, y] = qAt(a, b, c, t);
      const dir = qDir(a, b, c, t);
      leaves += roseLeafSet(ctx, x, y, dirToRot(dir) + (t === 0.55 ? 55 : -55), 34);
    }
  }
  const heads =
    roseHead(ctx, 310, 205, 46, '#c8102e') +
    roseHead(ctx, 430, 152, 50, '#d0202f') +
    roseHead(ctx, 522, 240, 40, '#b80f2a');
  const bud = `<g transform="${tr(355, 300, -25)}"><path d="M0 0C-14 -10 -12 -32 0 -42C12 -32 14 -10 0 0Z" fill="#c8102e"/><path d="M0 2L-12 -16L-3 -8L0 -22L3 -8L12 -16Z" fill="#3d7a35"/></g>`;
  return p.back + out + leaves + heads + bud + p.front;
}

function bougainvillea(ctx: Ctx): string {
  const p = pot(ctx, {
    kind: 'terracotta',
    cx: 400,
    base: BASE,
    topW: 240,
    botW: 180,
    h: 190,
    color: '#a85a36',
  });
  let out = '';
  out += taperedStroke([400, p.top + 6], [360, 420], [395, 360], '#6b4a32', 22, 16);
  const ends: P[] = [
    [230, 300],
    [300, 210],
    [400, 165],
    [505, 200],
    [575, 290],
    [600, 390],
  ];
  for (const e of ends) out += taperedStroke([395, 365], [(395 + e[0]) / 2, 320], e, '#6b4a32', 12, 4);
  let leaves = '';
  for (let i = 0; i < 40; i++) {
    const ang = between(ctx, Math.PI, Math.PI * 2);
    const rr = Math.sqrt(ctx.rand());
    const x = 410 + Math.cos(ang) * 215 * rr;
    const y = 330 + Math.sin(ang) * 175 * rr;
    leaves += leaf(
      x,
      y,
      between(ctx, -90, 90),
      between(ctx, 34, 42),
      17,
      pick(ctx, ['#3f8a3a', '#4a9a40', '#2f7530']),
    );
  }
  let bracts = '';
  const magentas = ['#d6338a', '#e0529c', '#c2207a', '#e86aab'];
  for (let i = 0; i < 62; i++) {
    const ang = between(ctx, Math.PI * 0.95, Math.PI * 2.05);
    const rr = Math.sqrt(between(ctx, 0.15, 1));
    const x = 410 + Math.cos(ang) * 225 * rr;
    const y = 330 + Math.sin(ang) * 185 * rr;
    const s = between(ctx, 20, 28);
    const col = pick(ctx, magentas);
    let cl = `<g transform="${tr(x, y, between(ctx, 0, 120))}">`;
    for (let k = 0; k < 3; k++) {
      cl += `<path d="M0 0C${f(-s * 0.9)} ${f(-s * 0.3)} ${f(-s * 0.7)} ${f(-s * 1.1)} 0 ${f(-s)}C${f(s * 0.7)} ${f(-s * 1.1)} ${f(
        s * 0.9,
      )} ${f(-s * 0.3)} 0 0Z" fill="${col}" transform="rotate(${k * 120})"/>`;
      cl += stroke(`M0 -2L0 ${f(-s * 0.8)}`, darken(col, 0.2), 1.2, ` transform="rotate(${k * 120})"`);
    }
    cl += '<circle r="3" fill="#fff6e0"/></g>';
    bracts += cl;
  }
  return p.back + out + leaves + bracts + p.front;
}

function hasnahena(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'growbag', cx: 400, base: BASE, topW: 220, botW: 200, h: 180 });
  let out = '';
  const ends: P[] = [
    [250, 300],
    [310, 210],
    [395, 170],
    [480, 200],
    [555, 280],
    [330, 340],
    [470, 330],
  ];
  for (const e of ends) out += taperedStroke([400, p.top + 4], [(400 + e[0]) / 2, 420], e, '#6c7a3a', 7, 3);
  let leaves = '';
  for (let i = 0; i < 55; i++) {
    const ang = between(ctx, 0, Math.PI * 2);
    const rr = Math.sqrt(ctx.rand());
    const x = 400 + Math.cos(ang) * 180 * rr;
    const y = 300 + Math.sin(ang) * 130 * rr;
    const rot = (Math.atan2(y - 380, x - 400) * 180) / Math.PI + 90 + between(ctx, -30, 30);
    leaves += leaf(x, y, rot, between(ctx, 58, 74), 14, pick(ctx, ['#3b7a3c', '#467f3a', '#2f6b33']));
  }
  let clusters = '';
  for (const [ex, ey] of ends) {
    for (let k = 0; k < 13; k++) {
      const a = between(ctx, -150, -30);
      const rad = (a * Math.PI) / 180;
      const L = between(ctx, 18, 34);
      const x2 = ex + Math.cos(rad) * L;
      const y2 = ey + Math.sin(rad) * L;
      clusters += stroke(`M${f(ex)} ${f(ey)}L${f(x2)} ${f(y2)}`, '#e3e8b8', 5);
      clusters += flower(x2, y2, 11, 5, '#fbfbe6', '#dfe6a0', { width: 0.4, rot: a });
    }
  }
  return p.back + out + leaves + clusters + p.front;
}

function pompom(ctx: Ctx, cx: number, cy: number, r: number, color: string): string {
  let out = '';
  const rings: Array<[number, number, number, number]> = [
    [0.78, 16, 0.28, 0],
    [0.55, 12, 0.25, 0.12],
    [0.3, 8, 0.22, 0.22],
  ];
  for (const [rad, n, size, li] of rings) {
    const col = lighten(color, li);
    for (let i = 0; i < n; i++) {
      const a = (Math.PI * 2 * i) / n + between(ctx, -0.1, 0.1);
      out += `<circle cx="${f(cx + Math.cos(a) * r * rad)}" cy="${f(cy + Math.sin(a) * r * rad)}" r="${f(r * size)}" fill="${col}" stroke="${darken(
        color,
        0.15,
      )}" stroke-width="1.2"/>`;
    }
  }
  return `${out}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.18)}" fill="${darken(color, 0.2)}"/>`;
}

function featheryLeaf(ctx: Ctx, x: number, y: number, rot: number, len: number): string {
  const col = pick(ctx, ['#3f8a3a', '#2f7530', '#4a9a40']);
  let out = `<g transform="${tr(x, y, rot)}">${stroke(`M0 0L0 ${-len}`, col, 2.5)}`;
  for (let t = 0.2; t < 1; t += 0.13) {
    out += leaf(0, -len * t, -55, len * 0.28 * (1.1 - t * 0.5), 4, col, { vein: false });
    out += leaf(0, -len * t, 55, len * 0.28 * (1.1 - t * 0.5), 4, col, { vein: false });
  }
  return `${out}</g>`;
}

function marigolds(ctx: Ctx): string {
  let out = '';
  const plants: Array<[number, string, string]> = [
    [290, '#f39c12', '#c56a3f'],
    [515, '#f5c518', '#b8582f'],
  ];
  for (const [cx, color, potCol] of plants) {
    const p = pot(ctx, { kind: 'terracotta', cx, base: BASE, topW: 175, botW: 130, h: 150, color: potCol });
    let foliage = '';
    for (let i = 0; i < 16; i++) {
      foliage += featheryLeaf(
        ctx,
        cx + between(ctx, -30, 30),
        p.top + 4,
        between(ctx, -70, 70),
        between(ctx, 80, 130),
      );
    }
    const heads: P[] = [
      [cx - 52, p.top - 120],
      [cx + 48, p.top - 140],
      [cx - 2, p.top - 190],
    ];
    let flowers = '';
    for (const [hx, hy] of heads) {
      flowers += stroke(`M${cx} ${p.top}Q${f((cx + hx) / 2)} ${f(hy + 60)} ${f(hx)} ${f(hy)}`, '#4a8a3a', 4);
    }
    for (const [hx, hy] of heads) flowers += pompom(ctx, hx, hy, between(ctx, 42, 50), color);
    out += p.back + foliage + flowers + p.front;
  }
  return out;
}

function mangoFruit(ctx: Ctx, x: number, y: number, rot: number, s: number): string {
  const fill = linear(
    ctx,
    [
      [0, '#8fc548'],
      [0.45, '#f4c945'],
      [1, '#ec7a3a'],
    ],
    [0, 0, 0.4, 1],
  );
  return `<g transform="${tr(x, y, rot, s)}">${stroke('M0 -36L0 0', '#5d6b2e', 3)}<path d="M0 0C30 4 36 46 20 76C10 94 -16 90 -21 66C-26 40 -22 6 0 0Z" fill="${fill}"/><ellipse cx="-8" cy="30" rx="5" ry="14" fill="#fff" opacity=".3"/></g>`;
}

function mangoSapling(ctx: Ctx, potSpec?: PotSpec): string {
  const p = pot(ctx, potSpec ?? { kind: 'growbag', cx: 400, base: BASE, topW: 255, botW: 235, h: 195 });
  let out = taperedStroke([400, p.top + 6], [396, 420], [402, 345], '#6d4c33', 18, 14);
  out += `<ellipse cx="399" cy="${f(p.top - 42)}" rx="13" ry="9" fill="#5e4029"/>`;
  const tips: Array<[P, P]> = [
    [
      [350, 300],
      [290, 250],
    ],
    [
      [400, 280],
      [398, 178],
    ],
    [
      [450, 300],
      [515, 245],
    ],
    [
      [360, 340],
      [300, 320],
    ],
    [
      [445, 335],
      [505, 318],
    ],
  ];
  for (const [c, e] of tips) out += taperedStroke([402, 350], c, e, '#6d4c33', 10, 4);
  let leaves = '';
  const greens = ['#2e6b34', '#3a7d3c', '#245c2c', '#33753a', '#2a6230'];
  // a dark mass first so the canopy reads as dense, then long narrow leaves over it
  for (const [x, y, r] of [
    [320, 270, 62],
    [400, 225, 78],
    [480, 268, 64],
    [355, 215, 58],
    [450, 212, 58],
    [400, 290, 60],
  ] as Array<[number, number, number]>) {
    leaves += `<circle cx="${x}" cy="${y}" r="${r}" fill="#1f5128"/>`;
  }
  for (let i = 0; i < 130; i++) {
    const ang = between(ctx, 0, Math.PI * 2);
    const rr = Math.sqrt(ctx.rand());
    const x = 400 + Math.cos(ang) * 165 * rr;
    const y = 250 + Math.sin(ang) * 92 * rr;
    const out = (Math.atan2(y - 280, x - 400) * 180) / Math.PI;
    leaves += leaf(x, y, dirToRot(out) + between(ctx, -60, 60), between(ctx, 62, 84), 11, pick(ctx, greens));
  }
  const fruits =
    mangoFruit(ctx, 298, 318, 12, 0.95) +
    mangoFruit(ctx, 352, 342, -6, 1.05) +
    mangoFruit(ctx, 465, 330, 8, 1) +
    mangoFruit(ctx, 525, 305, -12, 0.9);
  return p.back + out + leaves + fruits + p.front;
}

function lemonTree(ctx: Ctx): string {
  const p = pot(ctx, {
    kind: 'terracotta',
    cx: 400,
    base: BASE,
    topW: 235,
    botW: 175,
    h: 195,
    color: '#c0643a',
  });
  let out = taperedStroke([400, p.top + 6], [404, 430], [398, 360], '#7a5a3c', 15, 11);
  for (const e of [
    [300, 270],
    [400, 200],
    [505, 265],
  ] as P[]) {
    out += taperedStroke([398, 365], [(398 + e[0]) / 2, 330], e, '#7a5a3c', 9, 4);
  }
  let leaves = '';
  for (let i = 0; i < 130; i++) {
    const ang = between(ctx, 0, Math.PI * 2);
    const rr = Math.sqrt(ctx.rand());
    const x = 400 + Math.cos(ang) * 195 * rr;
    const y = 275 + Math.sin(ang) * 135 * rr;
    leaves += leaf(
      x,
      y,
      between(ctx, 0, 360),
      between(ctx, 36, 46),
      15,
      pick(ctx, ['#2d6e35', '#3b8a3f', '#24602c', '#347d3a']),
      {
        shine: true,
      },
    );
  }
  let fruits = '';
  const spots: Array<[number, number, string]> = [
    [300, 320, '#f3d63b'],
    [360, 360, '#c6d844'],
    [455, 345, '#f1d23a'],
    [520, 300, '#9ccc3f'],
    [420, 255, '#f3d63b'],
    [290, 240, '#c6d844'],
    [515, 220, '#9ccc3f'],
  ];
  for (const [x, y, col] of spots) {
    const r = between(ctx, 21, 25);
    const g = radial(
      ctx,
      [
        [0, lighten(col, 0.35)],
        [1, darken(col, 0.12)],
      ],
      0.38,
      0.35,
      0.7,
    );
    fruits += `<circle cx="${x}" cy="${y}" r="${f(r)}" fill="${g}"/><circle cx="${f(x + r * 0.05)}" cy="${f(y + r)}" r="3" fill="${darken(
      col,
      0.2,
    )}"/>`;
  }
  const blossoms = [
    [340, 200],
    [470, 205],
    [560, 270],
    [250, 290],
  ]
    .map(([x, y]) => flower(x!, y!, 14, 5, '#ffffff', '#f0d860', { width: 0.4, edge: '#e6e2d4' }))
    .join('');
  return p.back + out + leaves + fruits + blossoms + p.front;
}

function guavaFruit(ctx: Ctx, x: number, y: number, rot: number, s: number): string {
  const g = radial(
    ctx,
    [
      [0, '#e3f0a8'],
      [0.6, '#b7d766'],
      [1, '#88b640'],
    ],
    0.4,
    0.35,
    0.75,
  );
  let crown = '';
  for (let i = 0; i < 5; i++)
    crown += stroke('M0 86L0 94', '#5b4a2a', 2.5, ` transform="rotate(${i * 72 - 144} 0 86)"`);
  return `<g transform="${tr(x, y, rot, s)}">${stroke('M0 -26L0 4', '#6a5a32', 3)}<path d="M0 0C30 0 50 30 46 60C42 94 -42 94 -46 60C-50 30 -30 0 0 0Z" fill="${g}"/>${crown}<circle cx="0" cy="86" r="4" fill="#6b5a36"/></g>`;
}

function guavaTree(ctx: Ctx): string {
  const p = pot(ctx, {
    kind: 'growbag',
    cx: 400,
    base: BASE,
    topW: 245,
    botW: 225,
    h: 190,
    color: '#e7e4dc',
  });
  let out = taperedStroke([400, p.top + 6], [392, 430], [400, 350], '#9c7356', 16, 12);
  out += '<ellipse cx="396" cy="420" rx="4" ry="12" fill="#c8a27c" opacity=".8"/>';
  for (const e of [
    [280, 270],
    [345, 200],
    [450, 195],
    [525, 270],
  ] as P[]) {
    out += taperedStroke([400, 355], [(400 + e[0]) / 2, 320], e, '#9c7356', 10, 4);
  }
  let leaves = '';
  for (let i = 0; i < 46; i++) {
    const ang = between(ctx, 0, Math.PI * 2);
    const rr = Math.sqrt(ctx.rand());
    const x = 400 + Math.cos(ang) * 200 * rr;
    const y = 265 + Math.sin(ang) * 130 * rr;
    const rot = (Math.atan2(y - 340, x - 400) * 180) / Math.PI + 90 + between(ctx, -30, 30);
    leaves += leaf(
      x,
      y,
      rot,
      between(ctx, 70, 84),
      30,
      pick(ctx, ['#5a9a3c', '#6aab48', '#4c8a34', '#63a043']),
      { veins: 6 },
    );
  }
  const fruits =
    guavaFruit(ctx, 318, 300, 8, 1) +
    guavaFruit(ctx, 470, 285, -10, 1.08) +
    guavaFruit(ctx, 545, 215, -4, 0.85);
  return p.back + out + leaves + fruits + p.front;
}

/** Dragon fruit stems: three-ribbed, with scalloped edges and tufts of spines at each notch. */
function dragonStem(p0: P, p1: P, p2: P, w = 22): string {
  let out = stroke(qPath(p0, p1, p2), '#3f8a3a', w);
  let bumps = '';
  let spines = '';
  const n = 14;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const [x, y] = qAt(p0, p1, p2, t);
    const rad = (qDir(p0, p1, p2, t) * Math.PI) / 180;
    const nx = -Math.sin(rad);
    const ny = Math.cos(rad);
    for (const side of [-1, 1]) {
      const ox = x + nx * side * w * 0.38;
      const oy = y + ny * side * w * 0.38;
      bumps += `<circle cx="${f(ox)}" cy="${f(oy)}" r="${f(w * 0.36)}" fill="#55a548"/>`;
      if (i % 2 === (side > 0 ? 0 : 1)) {
        spines += `<circle cx="${f(x + nx * side * w * 0.62)}" cy="${f(y + ny * side * w * 0.62)}" r="2.2" fill="#efe9cf"/>`;
      }
    }
  }
  out += bumps + stroke(qPath(p0, p1, p2), '#6cbb58', w * 0.22, ' opacity=".8"') + spines;
  return out;
}

function dragonFruit(ctx: Ctx, x: number, y: number, rot: number): string {
  const g = radial(
    ctx,
    [
      [0, '#f06292'],
      [0.7, '#d81b60'],
      [1, '#ad1457'],
    ],
    0.4,
    0.35,
    0.8,
  );
  let scales = '';
  for (const [sx, sy, a] of [
    [-30, -10, -60],
    [30, -8, 60],
    [-34, 22, -80],
    [34, 24, 80],
    [-12, -38, -20],
    [14, -36, 20],
    [0, 40, 180],
    [-18, 8, -40],
    [18, 10, 40],
  ] as Array<[number, number, number]>) {
    scales += `<path d="M0 0L-8 -4L0 -22L8 -4Z" transform="${tr(sx, sy, a)}" fill="#e91e63"/><path d="M0 -14L-3 -10L0 -22L3 -10Z" transform="${tr(
      sx,
      sy,
      a,
    )}" fill="#9ccc65"/>`;
  }
  return `<g transform="${tr(x, y, rot)}"><ellipse cx="0" cy="0" rx="36" ry="44" fill="${g}"/>${scales}<ellipse cx="-12" cy="-12" rx="7" ry="13" fill="#fff" opacity=".25"/></g>`;
}

function dragonFruitPlant(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'cement', cx: 400, base: BASE, topW: 265, botW: 225, h: 185, color: '#a9a59c' });
  let out = `<rect x="383" y="212" width="34" height="${p.top - 206}" fill="${bodyShade(ctx, '#c9c4ba')}"/>`;
  // an old tyre on top of the post holds the hanging stems, as on Bangladeshi rooftops
  out += '<path d="M290 222A110 26 0 0 1 510 222" fill="none" stroke="#2b2b2b" stroke-width="18"/>';
  let stems = '';
  stems += dragonStem([378, p.top], [350, 360], [372, 222], 22);
  stems += dragonStem([420, p.top], [452, 380], [428, 222], 20);
  const drapes: Array<[P, P, P]> = [
    [
      [372, 222],
      [260, 140],
      [235, 340],
    ],
    [
      [392, 218],
      [330, 120],
      [310, 395],
    ],
    [
      [410, 218],
      [505, 120],
      [530, 380],
    ],
    [
      [428, 222],
      [575, 150],
      [590, 300],
    ],
  ];
  for (const [a, b, c] of drapes) stems += dragonStem(a, b, c, 20);
  const ringFront =
    '<path d="M290 222A110 26 0 0 0 510 222" fill="none" stroke="#333" stroke-width="18"/><path d="M300 232A104 20 0 0 0 500 232" fill="none" stroke="#555" stroke-width="3" opacity=".7"/>';
  const fruits =
    dragonFruit(ctx, 236, 376, -8) + dragonFruit(ctx, 318, 432, 6) + dragonFruit(ctx, 538, 420, 12);
  let bloom = '<g transform="translate(592 300) rotate(200)">';
  for (let i = 0; i < 9; i++) {
    bloom += `<ellipse cx="0" cy="-44" rx="10" ry="36" fill="#fffdf5" stroke="#e8e2c8" transform="rotate(${-60 + i * 15})"/>`;
  }
  bloom += '<circle cx="0" cy="-24" r="11" fill="#f3e27a"/><path d="M-12 0Q0 20 12 0Z" fill="#8bc34a"/></g>';
  return p.back + out + stems + ringFront + fruits + bloom + p.front;
}

// ---------------------------------------------------------------------------------------------
// Tools. Each is drawn flat in its own frame and laid diagonally across the stage.

type P4 = [P, P, P, P];

function cAt([p0, p1, p2, p3]: P4, t: number): P {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
}

const cPath = ([_p0, p1, p2, p3]: P4) =>
  `C${f(p1[0])} ${f(p1[1])} ${f(p2[0])} ${f(p2[1])} ${f(p3[0])} ${f(p3[1])}`;

/** Vertical gradient for bars lying along the x axis: lit from above. */
function barShade(ctx: Ctx, color: string, strength = 1): string {
  return linear(
    ctx,
    [
      [0, lighten(color, 0.2 * strength)],
      [0.35, lighten(color, 0.35 * strength)],
      [0.65, color],
      [1, darken(color, 0.3 * strength)],
    ],
    [0, 0, 0, 1],
  );
}

function steelShade(ctx: Ctx, base = '#aeb8bf'): string {
  return linear(
    ctx,
    [
      [0, lighten(base, 0.5)],
      [0.45, base],
      [0.55, darken(base, 0.12)],
      [1, lighten(base, 0.25)],
    ],
    [0, 0, 0.3, 1],
  );
}

/** A turned wooden handle along the x axis from x0 to x1, radius r. */
function woodHandle(ctx: Ctx, x0: number, x1: number, r: number, color: string = C.wood): string {
  let out = `<rect x="${f(x0)}" y="${f(-r)}" width="${f(x1 - x0)}" height="${f(r * 2)}" rx="${f(r)}" fill="${barShade(ctx, color)}"/>`;
  for (let i = 0; i < 6; i++) {
    const y = between(ctx, -r * 0.7, r * 0.7);
    const xa = between(ctx, x0 + r, x1 - 60);
    out += stroke(
      `M${f(xa)} ${f(y)}Q${f(xa + 40)} ${f(y + between(ctx, -4, 4))} ${f(xa + between(ctx, 60, 110))} ${f(y)}`,
      darken(color, 0.25),
      1.6,
      ' opacity=".5"',
    );
  }
  return out;
}

function ferrule(ctx: Ctx, x: number, w: number, r: number): string {
  return `<rect x="${f(x)}" y="${f(-r)}" width="${f(w)}" height="${f(r * 2)}" rx="4" fill="${barShade(ctx, '#9aa5ad', 1.2)}"/>${stroke(
    `M${f(x + w * 0.3)} ${f(-r + 2)}L${f(x + w * 0.3)} ${f(r - 2)}`,
    '#6f7b83',
    2,
  )}`;
}

const laid = (x: number, y: number, rot: number, inner: string, scale = 1) =>
  `<g transform="${tr(x, y, rot, scale)}">${inner}</g>`;

function khurpi(ctx: Ctx): string {
  let out = woodHandle(ctx, -300, -60, 27, '#a8703a');
  out += ferrule(ctx, -70, 40, 30);
  // the forged tang bends down before the blade, which is what makes a khurpi dig at an angle
  out += stroke('M-30 0L20 0Q44 0 56 24', '#353b3f', 14);
  const blade = 'M40 8L300 70Q240 140 150 150Q80 150 46 96Z';
  out += `<path d="${blade}" fill="${steelShade(ctx, '#4d555b')}"/>`;
  out += stroke('M300 70Q240 140 150 150Q80 150 46 96', '#d3dbe0', 7);
  for (let i = 0; i < 18; i++) {
    out += `<circle cx="${f(between(ctx, 80, 240))}" cy="${f(between(ctx, 50, 100))}" r="${f(between(ctx, 2, 4))}" fill="#2f363b" opacity=".35"/>`;
  }
  out += stroke('M60 30L270 72', '#7d878e', 3, ' opacity=".6"');
  return laid(390, 420, -24, out, 1.05);
}

function trowel(ctx: Ctx): string {
  let out = `<rect x="-300" y="-30" width="240" height="60" rx="30" fill="${barShade(ctx, '#f07d00')}"/>`;
  out += `<rect x="-250" y="-31" width="130" height="62" rx="14" fill="${barShade(ctx, '#2b2b2b', 0.6)}"/>`;
  for (let i = 0; i < 7; i++)
    out += `<rect x="${-240 + i * 17}" y="-22" width="7" height="44" rx="3.5" fill="#444"/>`;
  out += '<circle cx="-276" cy="0" r="9" fill="#f1f4ee"/>';
  out += `<path d="M-64 -12L10 -8Q30 -6 36 6L36 14L-64 12Z" fill="${steelShade(ctx)}"/>`;
  const blade = 'M20 -56C110 -66 230 -46 300 0C230 46 110 66 20 56Q2 0 20 -56Z';
  out += `<path d="${blade}" fill="${steelShade(ctx, '#b9c3c9')}"/>`;
  out +=
    '<path d="M40 -30C120 -38 210 -26 262 0C210 26 120 38 40 30Q30 0 40 -30Z" fill="#000" opacity=".08"/>';
  out += stroke('M34 0L280 0', '#e9eef1', 5, ' opacity=".9"');
  for (let i = 1; i <= 4; i++) out += stroke(`M${30 + i * 50} -22L${30 + i * 50} -12`, '#6f7b83', 2.5);
  return laid(400, 400, -32, out);
}

function handCultivator(ctx: Ctx): string {
  let out = `<path d="M-300 -26Q-180 -34 -70 -20L-70 20Q-180 34 -300 26Q-318 0 -300 -26Z" fill="${barShade(ctx, '#2e7d32')}"/>`;
  for (let i = 0; i < 4; i++)
    out += `<ellipse cx="${-250 + i * 40}" cy="22" rx="14" ry="6" fill="#1e5a22" opacity=".6"/>`;
  out += '<circle cx="-282" cy="0" r="8" fill="#f1f4ee"/>';
  out += `<rect x="-76" y="-14" width="70" height="28" rx="6" fill="${barShade(ctx, '#9aa5ad', 1.2)}"/>`;
  const tines: P4[] = [
    [
      [-10, -4],
      [80, -10],
      [160, -90],
      [250, -86],
    ],
    [
      [-10, 0],
      [90, 0],
      [170, 0],
      [270, 8],
    ],
    [
      [-10, 4],
      [80, 10],
      [160, 90],
      [250, 98],
    ],
  ];
  for (const t of tines) {
    out += stroke(`M${f(t[0][0])} ${f(t[0][1])}${cPath(t)}`, '#2f3a40', 18);
    out += stroke(`M${f(t[0][0])} ${f(t[0][1] - 3)}${cPath(t)}`, '#6d7a82', 5, ' opacity=".7"');
    const [ex, ey] = t[3];
    out += `<path d="M${ex - 4} ${ey - 9}L${ex + 34} ${ey + 14}L${ex - 4} ${ey + 9}Z" fill="#2f3a40"/>`;
  }
  out += stroke('M60 -42Q80 0 60 42', '#2f3a40', 14);
  return laid(400, 410, -30, out, 0.95);
}

function kodal(ctx: Ctx): string {
  let out = woodHandle(ctx, -360, 262, 17, '#b07d48');
  // the broad blade angles back towards the user: a kodal digs with a chopping pull, like a hoe
  let blade = `<path d="M-62 24L62 24L84 250Q0 268 -84 250Z" fill="${linear(ctx, [
    [0, '#3d454a'],
    [0.5, '#5f6970'],
    [1, '#434b50'],
  ])}"/>`;
  blade += stroke('M-84 250Q0 268 84 250', '#d6dde1', 9);
  blade += '<path d="M-40 40L10 40L16 200Q-20 206 -52 200Z" fill="#fff" opacity=".07"/>';
  blade += `<rect x="-34" y="-28" width="68" height="60" rx="14" fill="${barShade(ctx, '#4a5358', 1.2)}"/>`;
  out += `<g transform="${tr(236, 0, 34)}">${blade}</g>`;
  const mound = `<path d="M470 660Q520 560 600 556Q690 552 740 660Z" fill="#6d4c33"/><path d="M500 640Q560 590 620 588" stroke="#8a6446" stroke-width="6" fill="none" opacity=".7"/>`;
  let clods = '';
  for (let i = 0; i < 14; i++) {
    clods += `<circle cx="${f(between(ctx, 470, 760))}" cy="${f(between(ctx, 640, 668))}" r="${f(between(ctx, 5, 11))}" fill="${pick(ctx, ['#5a3e29', '#7a563a'])}"/>`;
  }
  return mound + laid(330, 440, -40, out, 0.9) + clods;
}

function kachi(ctx: Ctx): string {
  let out = woodHandle(ctx, -300, -40, 24, '#96602f');
  for (const x of [-270, -90]) out += `<rect x="${x}" y="-25" width="10" height="50" rx="3" fill="#6b4424"/>`;
  out += ferrule(ctx, -50, 34, 26);
  const outer: P4 = [
    [-20, -10],
    [40, -250],
    [330, -270],
    [340, -40],
  ];
  const inner: P4 = [
    [340, -40],
    [290, -200],
    [80, -200],
    [-10, 14],
  ];
  out += `<path d="M-20 -10${cPath(outer)}${cPath(inner)}Z" fill="${steelShade(ctx, '#7d878e')}"/>`;
  let teeth = '';
  for (let i = 2; i < 30; i++) {
    const [x, y] = cAt(inner, i / 31);
    const [x2, y2] = cAt(inner, (i + 0.5) / 31);
    const cx = 160;
    const cy = -60;
    const nx = cx - x;
    const ny = cy - y;
    const nl = Math.hypot(nx, ny);
    teeth += `<path d="M${f(x)} ${f(y)}L${f(x + (nx / nl) * 9)} ${f(y + (ny / nl) * 9)}L${f(x2)} ${f(y2)}Z" fill="#c9d1d6"/>`;
  }
  out += stroke(`M340 -40${cPath(inner)}`, '#c9d1d6', 5) + teeth;
  return laid(390, 470, -12, out, 0.95);
}

function wateringCan(ctx: Ctx): string {
  const green = '#3e9b55';
  let out = '';
  // spout behind the body
  out += `<path d="M470 560L640 330L664 346L500 600Z" fill="${barShade(ctx, darken(green, 0.05))}"/>`;
  out += `<g transform="${tr(664, 326, -55)}"><rect x="-16" y="-10" width="32" height="26" rx="4" fill="#c9a340"/><ellipse cx="0" cy="-12" rx="40" ry="15" fill="${linear(
    ctx,
    [
      [0, '#e6c463'],
      [1, '#b08a2c'],
    ],
  )}"/>`;
  for (let i = 0; i < 14; i++) {
    out += `<circle cx="${f(-28 + (i % 7) * 9.5)}" cy="${f(-16 + Math.floor(i / 7) * 8)}" r="2" fill="#6b5420"/>`;
  }
  out += '</g>';
  for (let i = 0; i < 16; i++) {
    const t = between(ctx, 0.15, 1);
    const x = 700 + t * 60 + between(ctx, -20, 20);
    const y = 330 + t * 210 + between(ctx, -20, 20);
    out += `<path d="M${f(x)} ${f(y - 9)}Q${f(x + 5)} ${f(y)} ${f(x)} ${f(y + 3)}Q${f(x - 5)} ${f(y)} ${f(x)} ${f(y - 9)}Z" fill="#5fb3e0" opacity=".8"/>`;
  }
  // handle arching over the top and down the back
  out += stroke('M230 420C200 270 300 230 420 250C480 262 500 300 505 380', darken(green, 0.15), 30);
  out += stroke(
    'M230 420C200 270 300 230 420 250C480 262 500 300 505 380',
    lighten(green, 0.2),
    8,
    ' opacity=".5"',
  );
  out += `<rect x="170" y="380" width="360" height="290" rx="56" fill="${bodyShade(ctx, green, 1.3)}"/>`;
  out += `<ellipse cx="330" cy="388" rx="92" ry="20" fill="${darken(green, 0.35)}"/><ellipse cx="330" cy="384" rx="80" ry="13" fill="#1d4d2a"/>`;
  out += stroke('M190 470L510 470', lighten(green, 0.25), 4, ' opacity=".5"');
  out += text(350, 590, '10 L', 56, lighten(green, 0.28));
  out += `<rect x="205" y="420" width="16" height="200" rx="8" fill="#fff" opacity=".22"/>`;
  return out;
}

function hoseKit(ctx: Ctx): string {
  let out = '';
  const hose = (d: string) =>
    stroke(d, '#1f7a3a', 30) + stroke(d, '#36a852', 22) + stroke(d, '#8fd19e', 4, ' opacity=".8"');
  for (let i = 0; i < 5; i++) {
    const rx = 200 - i * 22;
    const ry = 118 - i * 12;
    out += hose(`M${330 - rx} ${470}a${rx} ${ry} 0 1 0 ${rx * 2} 0a${rx} ${ry} 0 1 0 ${-rx * 2} 0`);
  }
  out += hose('M530 470C560 560 620 600 660 560C690 530 640 470 600 430');
  // spray gun
  out += `<g transform="${tr(610, 400, -20)}">`;
  out += `<path d="M-30 -20L120 -40Q140 -42 140 -22L140 0Q140 16 120 14L0 20Z" fill="${barShade(ctx, '#0097a7')}"/>`;
  out += `<path d="M-20 0L30 0L10 120Q-10 130 -24 118Z" fill="${barShade(ctx, '#00838f')}"/>`;
  out += '<path d="M36 10Q60 60 40 104L28 100Q42 60 22 12Z" fill="#f39200"/>';
  out += `<rect x="130" y="-48" width="36" height="68" rx="10" fill="${barShade(ctx, '#f39200')}"/>`;
  out += '<circle cx="148" cy="-14" r="9" fill="#5d6a72"/>';
  out += '</g>';
  for (let i = 0; i < 9; i++) {
    const a = -42 + i * 6;
    const rad = (a * Math.PI) / 180;
    out += stroke(
      `M${f(780 - 620 + 600 + Math.cos(rad) * 20)} ${f(350 + Math.sin(rad) * 20)}L${f(760 + Math.cos(rad) * 90)} ${f(350 + Math.sin(rad) * 90)}`,
      '#7cc6ea',
      3,
      ' stroke-dasharray="6 9" opacity=".8"',
    );
  }
  out += `<rect x="92" y="560" width="46" height="30" rx="8" fill="#f39200"/><rect x="80" y="566" width="16" height="18" rx="4" fill="#5d6a72"/>`;
  out += hose('M140 575C170 580 170 540 150 520');
  return out;
}

function pressureSprayer(ctx: Ctx): string {
  let out = '';
  out += stroke('M500 620C590 650 600 560 560 520', '#2f3a40', 10);
  out += `<g transform="${tr(560, 520, -62)}"><rect x="-10" y="-14" width="60" height="28" rx="8" fill="#2f3a40"/><rect x="40" y="-5" width="180" height="10" rx="5" fill="${barShade(
    ctx,
    '#9aa5ad',
  )}"/><path d="M216 -10L244 -6L244 6L216 10Z" fill="#c9a340"/></g>`;
  const tip: P = [560 + Math.cos((-62 * Math.PI) / 180) * 244, 520 + Math.sin((-62 * Math.PI) / 180) * 244];
  for (let i = 0; i < 26; i++) {
    const d = between(ctx, 10, 90);
    const a = ((-62 + between(ctx, -14, 14)) * Math.PI) / 180;
    out += `<circle cx="${f(tip[0] + Math.cos(a) * d)}" cy="${f(tip[1] + Math.sin(a) * d)}" r="${f(between(ctx, 1.5, 3.5))}" fill="#7cc6ea" opacity=".75"/>`;
  }
  const tank =
    'M250 280Q250 240 290 240L470 240Q510 240 510 280L520 640Q520 680 480 680L280 680Q240 680 240 640Z';
  out += `<path d="${tank}" fill="${bodyShade(ctx, '#f3f1e9', 1.2)}"/>`;
  const cp = clip(ctx, tank);
  out += `<g clip-path="${cp}"><rect x="230" y="430" width="300" height="260" fill="#9ccc65" opacity=".55"/><rect x="230" y="430" width="300" height="6" fill="#7cb342" opacity=".7"/></g>`;
  for (let i = 0; i < 4; i++) {
    out += stroke(`M270 ${480 + i * 45}L300 ${480 + i * 45}`, '#7d878e', 3);
  }
  out += text(285, 470, '2L', 24, '#7d878e', { anchor: 'start' });
  out += `<rect x="300" y="300" width="160" height="90" rx="12" fill="#d84315"/>`;
  out += text(380, 358, 'KISAN', 34, '#fff4ec');
  out += `<rect x="330" y="215" width="100" height="32" rx="10" fill="${barShade(ctx, '#d84315')}"/>`;
  out += `<rect x="372" y="120" width="16" height="100" fill="${barShade(ctx, '#9aa5ad')}"/>`;
  out += `<rect x="320" y="104" width="120" height="26" rx="13" fill="${barShade(ctx, '#d84315')}"/>`;
  out += '<rect x="262" y="270" width="14" height="360" rx="7" fill="#fff" opacity=".4"/>';
  return out;
}

function mistBottle(ctx: Ctx): string {
  let out = '';
  const body =
    'M320 330Q320 300 345 290L345 260L455 260L455 290Q480 300 480 330L490 650Q490 680 460 680L340 680Q310 680 310 650Z';
  out += `<path d="${body}" fill="${bodyShade(ctx, '#8fd1b0', 1)}" opacity=".95"/>`;
  const cp = clip(ctx, body);
  out += `<g clip-path="${cp}"><rect x="300" y="420" width="200" height="270" fill="#4fa883" opacity=".45"/></g>`;
  out += '<rect x="330" y="320" width="12" height="320" rx="6" fill="#fff" opacity=".45"/>';
  out += `<rect x="345" y="470" width="110" height="120" rx="12" fill="#fdfcf7"/>`;
  out += leaf(400, 565, 0, 70, 22, C.leafDark, { veins: 3 });
  out += `<path d="M360 200L470 200Q490 200 492 218L496 262L330 262L334 220Q338 200 360 200Z" fill="${barShade(ctx, '#eceff1')}"/>`;
  out += `<path d="M340 170L520 160Q540 160 540 178L540 196Q540 210 520 210L340 214Z" fill="${barShade(ctx, '#eceff1')}"/>`;
  out += '<rect x="532" y="174" width="20" height="22" rx="5" fill="#90a4ae"/>';
  out += `<path d="M470 214Q500 240 488 300L470 300Q478 250 452 218Z" fill="${barShade(ctx, '#cfd8dc')}"/>`;
  for (let i = 0; i < 40; i++) {
    const d = between(ctx, 16, 170);
    const a = (between(ctx, -20, 20) * Math.PI) / 180;
    out += `<circle cx="${f(552 + Math.cos(a) * d)}" cy="${f(185 + Math.sin(a) * d)}" r="${f(between(ctx, 1.5, 4))}" fill="#7cc6ea" opacity="${f(
      1 - d / 220,
    )}"/>`;
  }
  return laid(-40, 10, 0, out, 1.05);
}

function dripKit(ctx: Ctx): string {
  let out = '';
  for (let i = 0; i < 6; i++) {
    const rx = 150 - i * 14;
    const ry = 92 - i * 8;
    out += stroke(
      `M${270 - rx} 560a${rx} ${ry} 0 1 0 ${rx * 2} 0a${rx} ${ry} 0 1 0 ${-rx * 2} 0`,
      '#222',
      16,
    );
    out += stroke(`M${270 - rx} 556a${rx} ${ry} 0 1 0 ${rx * 2} 0`, '#555', 3, ' opacity=".7"');
  }
  out += stroke('M420 560C470 540 470 470 520 460L700 460', '#222', 14);
  for (const [x, col] of [
    [520, '#c56a3f'],
    [650, '#b85a34'],
  ] as Array<[number, string]>) {
    const p = pot(ctx, { kind: 'terracotta', cx: x, base: 680, topW: 110, botW: 82, h: 100, color: col });
    let sprout = '';
    for (let k = 0; k < 5; k++)
      sprout += leaf(
        x + between(ctx, -14, 14),
        p.top + 4,
        between(ctx, -50, 50),
        between(ctx, 40, 60),
        12,
        pick(ctx, ['#4caf50', '#3f9b45']),
      );
    out += p.back + sprout + p.front;
    out += stroke(`M${x} 460Q${x + 30} 500 ${x + 18} ${p.top - 6}`, '#333', 5);
    out += `<rect x="${x + 8}" y="${p.top - 40}" width="20" height="24" rx="5" fill="#d32f2f"/>`;
    out += `<path d="M${x + 18} ${p.top - 4}q6 10 0 14q-6 -4 0 -14Z" fill="#4fb3e6"/>`;
    out += `<circle cx="${x}" cy="460" r="9" fill="#1e88e5"/>`;
  }
  for (const [x, y, r] of [
    [170, 690, -20],
    [250, 700, 10],
    [340, 688, 35],
  ] as Array<[number, number, number]>) {
    out += `<g transform="${tr(x, y, r)}"><path d="M-4 0L4 0L1 60L-1 60Z" fill="#37474f"/><rect x="-12" y="-22" width="24" height="24" rx="6" fill="${
      x === 250 ? '#1e88e5' : '#d32f2f'
    }"/></g>`;
  }
  return out;
}

function secateurs(ctx: Ctx): string {
  let out = '';
  const red = '#d32f2f';
  out += `<path d="M0 0C-60 20 -150 50 -205 28C-160 60 -70 56 6 24Z" fill="${steelShade(ctx, '#5f6970')}"/>`;
  out += `<path d="M0 4C-60 -30 -160 -70 -230 -44C-170 -20 -80 6 -6 24Z" fill="${steelShade(ctx, '#c4cdd2')}"/>`;
  out += stroke('M-6 24C-80 6 -170 -20 -230 -44', '#eef2f4', 4);
  out += `<path d="M10 -14C90 -60 200 -90 290 -80Q318 -74 306 -50C220 -40 110 -10 30 20Z" fill="${barShade(ctx, red)}"/>`;
  out += `<path d="M10 26C90 70 200 110 290 110Q318 106 306 82C220 64 110 30 30 4Z" fill="${barShade(ctx, darken(red, 0.08))}"/>`;
  let spring = 'M40 -4';
  for (let i = 0; i < 6; i++) spring += `L${50 + i * 8} ${i % 2 ? -6 : 18}`;
  out += stroke(spring, '#b0bec5', 4);
  out += `<circle cx="6" cy="8" r="22" fill="${steelShade(ctx, '#8d979e')}"/><circle cx="6" cy="8" r="9" fill="#5f6970"/>${stroke(
    'M0 8L12 8',
    '#cfd8dc',
    3,
  )}`;
  out += `<rect x="236" y="-62" width="34" height="14" rx="7" fill="#37474f" transform="rotate(-8 253 -55)"/>`;
  out += text(170, 77, 'FALCON', 22, '#ffffff', { spacing: 2 }).replace(
    '<text',
    '<text transform="rotate(18 170 77)"',
  );
  return laid(380, 430, -22, out, 1);
}

function hedgeShears(ctx: Ctx): string {
  let out = '';
  // straight blades with a wavy cutting edge that stops stems sliding out
  let edge = '';
  for (let i = 0; i < 12; i++) {
    const x0 = -290 + i * 24;
    edge += `Q${x0 + 12} ${f(14 + (i / 12) * 8)} ${x0 + 24} ${f(6 + ((i + 1) / 12) * 10)}`;
  }
  const bladeD = `M0 -16L-290 -10Q-312 -2 -290 6${edge}L0 16Z`;
  out += `<g transform="rotate(10)"><path d="${bladeD}" fill="${steelShade(ctx, '#b7c1c7')}"/>${stroke('M-20 -6L-270 -2', '#eef2f4', 3)}</g>`;
  out += `<g transform="rotate(-10) scale(1 -1)"><path d="${bladeD}" fill="${steelShade(ctx, '#9ea9b0')}"/></g>`;
  for (const s of [-1, 1]) {
    out += `<g transform="rotate(${s * 12})"><rect x="10" y="-11" width="320" height="22" rx="11" fill="${barShade(ctx, '#2e7d32')}"/><rect x="190" y="-17" width="150" height="34" rx="17" fill="${barShade(
      ctx,
      '#263238',
      0.5,
    )}"/><circle cx="60" cy="${s * -14}" r="10" fill="#263238"/></g>`;
  }
  out += `<circle r="22" fill="${steelShade(ctx, '#7d878e')}"/><circle r="8" fill="#455a64"/>`;
  return laid(400, 420, -24, out, 0.98);
}

function graftingKnife(ctx: Ctx): string {
  let out = '';
  let knife = `<rect x="-230" y="-26" width="260" height="52" rx="24" fill="${barShade(ctx, '#8d5a34')}"/>`;
  for (const x of [-180, -60]) knife += `<circle cx="${x}" cy="0" r="6" fill="#d4a93a"/>`;
  knife += `<rect x="20" y="-28" width="34" height="56" rx="8" fill="${barShade(ctx, '#b0bec5', 1.2)}"/>`;
  knife += `<path d="M-232 -12L-290 -30Q-306 -20 -296 -6L-232 10Z" fill="${barShade(ctx, '#d4a93a')}"/>`;
  knife += `<path d="M50 -22L290 -22Q320 -20 330 6L50 24Z" fill="${steelShade(ctx, '#c4cdd2')}"/>`;
  knife += stroke('M50 22L330 6', '#eef2f4', 4);
  out += laid(380, 360, -18, knife, 1.05);
  // a freshly wrapped cleft graft beside the knife
  let twig = `<rect x="-14" y="-160" width="28" height="300" rx="12" fill="${barShade(ctx, '#7a5a3c')}"/>`;
  twig += `<rect x="-10" y="-250" width="20" height="110" rx="9" fill="${barShade(ctx, '#6f8f3a')}"/>`;
  for (let i = 0; i < 6; i++) {
    twig += `<rect x="-18" y="${-170 + i * 14}" width="36" height="10" rx="4" fill="#e6f0f0" opacity=".85" transform="rotate(-12 0 ${-165 + i * 14})"/>`;
  }
  twig += leaf(0, -245, -35, 60, 18, C.leaf) + leaf(0, -245, 30, 54, 16, C.leafDark);
  out += laid(560, 560, 8, twig, 0.9);
  // a roll of grafting tape
  out += `<g transform="${tr(215, 585, -10)}"><rect x="-46" y="-34" width="70" height="68" fill="${barShade(ctx, '#9fd39a')}"/><ellipse cx="24" cy="0" rx="16" ry="34" fill="#b9e0b3"/><ellipse cx="24" cy="0" rx="7" ry="15" fill="#eef3e8"/><ellipse cx="-46" cy="0" rx="16" ry="34" fill="#86c47f"/></g>`;
  return out;
}

function moistureMeter(ctx: Ctx): string {
  const p = pot(ctx, {
    kind: 'terracotta',
    cx: 400,
    base: BASE,
    topW: 300,
    botW: 220,
    h: 170,
    color: '#c0643a',
  });
  let out = p.back;
  for (let k = 0; k < 5; k++) {
    out += leaf(
      290 + k * 12,
      p.top + 4,
      -50 + k * 14,
      between(ctx, 70, 95),
      18,
      pick(ctx, ['#4caf50', '#3f9b45', '#5bbf5a']),
      { veins: 3 },
    );
  }
  out += `<rect x="428" y="330" width="11" height="${p.top - 320}" rx="4" fill="${barShade(ctx, '#cfd8dc')}"/>`;
  out += `<rect x="468" y="330" width="11" height="${p.top - 320}" rx="4" fill="${barShade(ctx, '#cfd8dc')}"/>`;
  out += `<path d="M418 270L490 270L484 340L424 340Z" fill="${bodyShade(ctx, '#2e5d4a', 0.8)}"/>`;
  out += `<circle cx="454" cy="190" r="96" fill="${bodyShade(ctx, '#2e5d4a', 0.8)}"/>`;
  out += '<circle cx="454" cy="190" r="76" fill="#fdfcf7"/>';
  const arc = (a0: number, a1: number, col: string) => {
    const r = 56;
    const x0 = 454 + Math.cos(a0) * r;
    const y0 = 206 + Math.sin(a0) * r;
    const x1 = 454 + Math.cos(a1) * r;
    const y1 = 206 + Math.sin(a1) * r;
    return `<path d="M${f(x0)} ${f(y0)}A${r} ${r} 0 0 1 ${f(x1)} ${f(y1)}" fill="none" stroke="${col}" stroke-width="12"/>`;
  };
  out +=
    arc(Math.PI * 1.1, Math.PI * 1.38, '#e53935') +
    arc(Math.PI * 1.38, Math.PI * 1.62, '#43a047') +
    arc(Math.PI * 1.62, Math.PI * 1.9, '#1e88e5');
  out += `${stroke('M454 206L486 152', '#263238', 5)}<circle cx="454" cy="206" r="8" fill="#263238"/>`;
  out += text(414, 240, 'DRY', 15, '#e53935') + text(496, 240, 'WET', 15, '#1e88e5');
  out += `<rect x="424" y="290" width="60" height="26" rx="13" fill="#1f3d31"/><circle cx="444" cy="303" r="9" fill="#f39200"/>`;
  return out + p.front;
}

// ---------------------------------------------------------------------------------------------
// Packs (soils and fertilizers): a labelled bag, sack, pouch, block, bottle, jug, tub or box,
// with a heap of what is inside piled in front of it.

type IconKind =
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

type HeapKind =
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

interface HeapSpec {
  kind: HeapKind;
  /** First colour is the mound, the rest are particles. */
  colors: string[];
}

type PackKind = 'bag' | 'woven' | 'pouch' | 'block' | 'bottle' | 'jug' | 'tub' | 'box';

interface PackSpec {
  kind: PackKind;
  color: string;
  accent: string;
  title: string[];
  sub: string;
  badge: string;
  icon: IconKind;
  npk?: string;
  heap?: HeapSpec;
  /** Something other than a heap in front of the pack (liquids, spikes). */
  extra?: (ctx: Ctx) => string;
}

function icon(ctx: Ctx, kind: IconKind, x: number, y: number, s: number, accent: string): string {
  const g = (inner: string) => `<g transform="${tr(x, y, 0, s / 100)}">${inner}</g>`;
  const green = '#3f8f3a';
  switch (kind) {
    case 'leaf':
      return g(
        `${leaf(0, 46, 20, 92, 30, green, { veins: 4 })}${leaf(-4, 46, -38, 64, 20, '#6ab04c', { veins: 2 })}`,
      );
    case 'houseplant':
      return g(
        `${leaf(0, 10, -40, 56, 22, green)}${leaf(0, 10, 0, 64, 24, '#4caf50')}${leaf(0, 10, 40, 56, 22, green)}<path d="M-30 10L30 10L22 50L-22 50Z" fill="${C.terracotta}"/>`,
      );
    case 'cactus':
      return g(
        `<rect x="-14" y="-48" width="28" height="90" rx="14" fill="${green}"/><path d="M-14 6L-34 6Q-40 6 -40 -2L-40 -26" stroke="${green}" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M14 -6L32 -6Q38 -6 38 -14L38 -34" stroke="${green}" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M-34 42L34 42L28 54L-28 54Z" fill="${C.terracotta}"/>`,
      );
    case 'orchid': {
      let o = '';
      for (let i = 0; i < 5; i++)
        o += `<ellipse cx="0" cy="-24" rx="15" ry="26" fill="#c86dd7" transform="rotate(${i * 72})"/>`;
      return g(`${o}<path d="M-14 4Q0 40 14 4Z" fill="#8e3a9d"/><circle r="8" fill="#f6e27a"/>`);
    }
    case 'seedling':
      return g(
        `${stroke('M0 44L0 -4', green, 6)}${leaf(0, -2, -55, 48, 18, '#6ab04c')}${leaf(0, -2, 55, 48, 18, green)}<path d="M-44 44Q0 30 44 44Z" fill="${C.earth}"/>`,
      );
    case 'pebbles':
      return g(
        `<circle cx="-22" cy="14" r="22" fill="#e6e9ea" stroke="#b0bec5" stroke-width="3"/><circle cx="20" cy="18" r="18" fill="#fff" stroke="#b0bec5" stroke-width="3"/><circle cx="0" cy="-16" r="20" fill="#f1f3f4" stroke="#b0bec5" stroke-width="3"/>`,
      );
    case 'sprout':
      return g(
        `<path d="M-50 40Q0 20 50 40L50 50L-50 50Z" fill="${C.earth}"/>${stroke('M0 34L0 -10', green, 6)}${leaf(0, -8, -50, 46, 17, '#6ab04c')}${leaf(0, -8, 50, 46, 17, green)}`,
      );
    case 'dunes':
      return g(
        `<circle cx="26" cy="-20" r="16" fill="#f5b942"/><path d="M-52 40Q-20 0 10 30Q30 10 52 40Z" fill="#d9b57a"/><path d="M-52 46Q0 20 52 46L52 52L-52 52Z" fill="#b9905a"/>`,
      );
    case 'pond':
      return g(
        `<ellipse cx="0" cy="20" rx="50" ry="24" fill="#4f8fbf"/>${stroke('M-30 16Q-20 10 -10 16T10 16', '#cfe6f5', 4)}${stroke('M0 28Q10 22 20 28T40 28', '#cfe6f5', 4)}${leaf(-36, 0, -20, 40, 12, green)}${leaf(-32, 0, 10, 44, 12, '#6ab04c')}`,
      );
    case 'rooftop':
      return g(
        `<rect x="-40" y="-6" width="80" height="56" fill="#90a4ae"/><rect x="-28" y="8" width="14" height="14" fill="#eceff1"/><rect x="-6" y="8" width="14" height="14" fill="#eceff1"/><rect x="16" y="8" width="14" height="14" fill="#eceff1"/><rect x="-46" y="-12" width="92" height="8" fill="#607d8b"/>${leaf(-18, -12, -25, 40, 14, green)}${leaf(-18, -12, 20, 44, 14, '#6ab04c')}${leaf(20, -12, 0, 36, 13, green)}`,
      );
    case 'worm':
      return g(
        `${stroke('M-46 20C-30 -20 -10 40 6 0S36 -20 46 -6', '#d98b8b', 16)}${stroke('M-46 20C-30 -20 -10 40 6 0S36 -20 46 -6', '#b86a6a', 16, ' stroke-dasharray="2 9" opacity=".6"')}<circle cx="44" cy="-8" r="3" fill="#402020"/>`,
      );
    case 'autumn':
      return g(
        `${leaf(0, 46, -20, 90, 34, '#d9822b', { veins: 4 })}${leaf(6, 46, 30, 70, 26, '#b5651d', { veins: 3 })}`,
      );
    case 'cow':
      return g(
        `<path d="M-34 -30Q-56 -44 -50 -16" stroke="#e8dcc0" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M34 -30Q56 -44 50 -16" stroke="#e8dcc0" stroke-width="8" fill="none" stroke-linecap="round"/><ellipse cx="-44" cy="-8" rx="16" ry="9" fill="#8d6e63"/><ellipse cx="44" cy="-8" rx="16" ry="9" fill="#8d6e63"/><path d="M-32 -26Q0 -40 32 -26L26 30Q0 44 -26 30Z" fill="#a1887f"/><ellipse cx="0" cy="32" rx="26" ry="18" fill="#efc7b8"/><circle cx="-9" cy="32" r="4" fill="#5d4037"/><circle cx="9" cy="32" r="4" fill="#5d4037"/><circle cx="-14" cy="-6" r="5" fill="#3e2723"/><circle cx="14" cy="-6" r="5" fill="#3e2723"/>`,
      );
    case 'bone':
      return g(
        `<g transform="rotate(-30)"><rect x="-40" y="-9" width="80" height="18" fill="#f3ead7" stroke="#c9b99a" stroke-width="3"/><circle cx="-42" cy="-10" r="13" fill="#f3ead7" stroke="#c9b99a" stroke-width="3"/><circle cx="-42" cy="10" r="13" fill="#f3ead7" stroke="#c9b99a" stroke-width="3"/><circle cx="42" cy="-10" r="13" fill="#f3ead7" stroke="#c9b99a" stroke-width="3"/><circle cx="42" cy="10" r="13" fill="#f3ead7" stroke="#c9b99a" stroke-width="3"/><rect x="-40" y="-7" width="80" height="14" fill="#f3ead7"/></g>`,
      );
    case 'mustard': {
      let o = stroke('M0 50L0 0', green, 5);
      for (const [cx, cy] of [
        [0, -10],
        [-26, 10],
        [24, 14],
      ] as P[]) {
        for (let i = 0; i < 4; i++)
          o += `<ellipse cx="${cx}" cy="${cy - 12}" rx="8" ry="12" fill="#f5c518" transform="rotate(${i * 90 + 45} ${cx} ${cy})"/>`;
        o += `<circle cx="${cx}" cy="${cy}" r="5" fill="#d89b00"/>`;
      }
      return g(o);
    }
    case 'neem': {
      let o = stroke('M-40 40L40 -40', '#5d8a3a', 4);
      for (let i = 1; i < 6; i++) {
        const px = -40 + i * 14;
        const py = 40 - i * 14;
        o += leaf(px, py, -90, 30, 8, green) + leaf(px, py, 0, 30, 8, '#5aa046');
      }
      return g(o);
    }
    case 'microbe': {
      let o = '<circle r="34" fill="#a5d6a7" stroke="#2e7d32" stroke-width="4"/>';
      for (let i = 0; i < 10; i++) {
        const a = (i * Math.PI) / 5;
        o += stroke(
          `M${f(Math.cos(a) * 34)} ${f(Math.sin(a) * 34)}L${f(Math.cos(a) * 48)} ${f(Math.sin(a) * 48)}`,
          '#2e7d32',
          4,
        );
      }
      return g(
        `${o}<circle cx="-10" cy="-8" r="7" fill="#2e7d32"/><circle cx="12" cy="6" r="5" fill="#2e7d32"/><circle cx="-4" cy="14" r="4" fill="#2e7d32"/>`,
      );
    }
    case 'crystal':
      return g(
        `<path d="M0 -48L34 -10L0 48L-34 -10Z" fill="${lighten(accent, 0.55)}" stroke="${accent}" stroke-width="4"/><path d="M-34 -10L34 -10M0 -48L-12 -10L0 48L12 -10Z" fill="none" stroke="${accent}" stroke-width="3"/>`,
      );
    case 'flower': {
      let o = stroke('M0 50L0 0', green, 5) + leaf(0, 34, -60, 30, 10, green);
      for (let i = 0; i < 6; i++)
        o += `<ellipse cx="0" cy="-30" rx="11" ry="18" fill="#ef5350" transform="rotate(${i * 60} 0 -12)"/>`;
      return g(`${o}<circle cy="-12" r="9" fill="#ffd54f"/>`);
    }
    case 'mango':
      return g(`${leaf(4, -34, 50, 40, 12, green)}${mangoFruit(ctx, -4, -40, -10, 0.9)}`);
    case 'flask':
      return g(
        `<path d="M-12 -48L12 -48L12 -14L40 40Q42 50 32 50L-32 50Q-42 50 -40 40L-12 -14Z" fill="#e3f2fd" stroke="${accent}" stroke-width="4"/><path d="M-28 20L28 20L38 42Q38 46 32 46L-32 46Q-38 46 -38 42Z" fill="#42a5f5"/>${stroke('M-16 -48L16 -48', accent, 6)}`,
      );
    case 'seaweed': {
      let o = '';
      for (const [dx, col] of [
        [-20, '#2e7d32'],
        [0, '#558b2f'],
        [20, '#1b5e20'],
      ] as Array<[number, string]>) {
        o += stroke(`M${dx} 50C${dx - 20} 20 ${dx + 20} 0 ${dx} -20S${dx - 14} -44 ${dx + 4} -52`, col, 10);
      }
      return g(o);
    }
    case 'fish':
      return g(
        `<path d="M-46 0Q-10 -34 30 -4L50 -22L48 22L30 4Q-10 34 -46 0Z" fill="${accent}"/><circle cx="-28" cy="-4" r="4" fill="#fff"/>${stroke('M-14 -14Q-6 0 -14 14', '#fff', 3, ' opacity=".7"')}`,
      );
    case 'spike':
      return g(
        `<path d="M-12 -48L12 -48L4 48L-4 48Z" fill="#43a047"/><path d="M-30 -40L-10 -40L-18 40Z" fill="#66bb6a"/><path d="M30 -40L10 -40L18 40Z" fill="#2e7d32"/>`,
      );
    case 'coconut':
      return g(
        `<circle cx="0" cy="6" r="40" fill="#7b4a25"/><circle cx="-12" cy="-6" r="5" fill="#3e2411"/><circle cx="6" cy="-12" r="5" fill="#3e2411"/><circle cx="4" cy="4" r="5" fill="#3e2411"/>${leaf(20, -30, 40, 50, 10, green)}`,
      );
  }
}

/** Largest font size (up to max) at which bold DejaVu-like capitals fit in maxW. */
function fitSize(textValue: string, maxW: number, max: number, spacing = 0): number {
  return Math.min(max, (maxW / textValue.length - spacing) / 0.75);
}

function label(ctx: Ctx, x: number, y: number, w: number, h: number, s: PackSpec, bg = '#fbf8f0'): string {
  let out = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="16" fill="${bg}" stroke="${s.accent}" stroke-width="4"/>`;
  const cx = x + w / 2;
  const brandSize = Math.min(16, h * 0.065);
  out += text(cx, y + h * 0.1, 'PLANTOPIA', brandSize, darken(s.accent, 0.25), { spacing: 3 });
  out += icon(ctx, s.icon, cx, y + h * 0.29, h * 0.26, s.accent);
  // fixed bands (brand, icon, title, subtitle) so every pack's label reads the same way
  const maxW = w - 28;
  const longest = s.title.reduce((a, b) => (b.length > a.length ? b : a), '');
  const ts = Math.min(fitSize(longest, maxW, h * 0.15), (h * 0.34) / (s.title.length * 1.08));
  const blockH = ts * 1.06 * s.title.length;
  let by = y + h * 0.46 + (h * 0.36 - blockH) / 2 + ts * 0.85;
  for (const line of s.title) {
    out += text(cx, by, line, ts, C.forest);
    by += ts * 1.06;
  }
  const ss = fitSize(s.sub, maxW, h * 0.065, 1);
  out += text(cx, y + h * (s.npk ? 0.87 : 0.9), s.sub, ss, darken(s.accent, 0.3), { spacing: 1 });
  if (s.npk) {
    const pw = Math.max(90, s.npk.length * 14 + 30);
    out += `<rect x="${f(cx - pw / 2)}" y="${f(y + h - 16)}" width="${f(pw)}" height="40" rx="20" fill="${C.forest}"/>`;
    out += text(cx, y + h + 12, s.npk, 22, '#ffffff');
  }
  return out;
}

function weightBadge(x: number, y: number, value: string, accent: string): string {
  const size = fitSize(value, 64, 28);
  return `<circle cx="${f(x)}" cy="${f(y)}" r="44" fill="${C.forest}" stroke="#fff" stroke-width="5"/><circle cx="${f(x)}" cy="${f(
    y,
  )}" r="36" fill="none" stroke="${accent}" stroke-width="2" opacity=".8"/>${text(x, y + size * 0.36, value, size, '#ffffff')}`;
}

function heap(ctx: Ctx, cx: number, base: number, w: number, h: number, spec: HeapSpec): string {
  const [moundColor, ...parts] = spec.colors;
  const n = 16;
  let d = `M${f(cx - w / 2)} ${f(base)}`;
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    const x = cx - w / 2 + w * t;
    const prof = Math.sin(Math.PI * t) ** 0.8;
    const y = base - h * prof * (i === n ? 0 : between(ctx, 0.94, 1.04));
    const xm = x - w / n / 2;
    const ym = base - h * Math.sin(Math.PI * (t - 0.5 / n)) ** 0.8 * between(ctx, 1, 1.08);
    d += `Q${f(xm)} ${f(ym)} ${f(x)} ${f(y)}`;
  }
  let out = `<path d="${d}Z" fill="${moundColor}"/>`;
  const cp = clip(ctx, `${d}Z`);
  const counts: Record<HeapKind, number> = {
    crumb: 150,
    clod: 45,
    granule: 110,
    crystal: 80,
    fiber: 160,
    bark: 45,
    pebble: 70,
    powder: 380,
    sand: 300,
    flakes: 90,
  };
  let pts = '';
  for (let i = 0; i < counts[spec.kind]; i++) {
    const t = ctx.rand();
    const x = cx - w / 2 + w * t;
    const top = base - h * Math.sin(Math.PI * t) ** 0.8;
    const y = between(ctx, top - 4, base);
    const col = pick(ctx, parts);
    switch (spec.kind) {
      case 'crumb':
        pts += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(between(ctx, 3, 7))}" ry="${f(between(ctx, 2.5, 5))}" fill="${col}" transform="rotate(${f(
          between(ctx, 0, 180),
        )} ${f(x)} ${f(y)})"/>`;
        break;
      case 'clod':
        pts += `<path d="M${f(x)} ${f(y - 10)}l${f(between(ctx, 8, 14))} ${f(between(ctx, 2, 6))}l${f(between(ctx, -2, 4))} ${f(
          between(ctx, 8, 12),
        )}l${f(between(ctx, -16, -10))} ${f(between(ctx, 0, 4))}l${f(between(ctx, -6, -2))} ${f(between(ctx, -10, -6))}Z" fill="${col}"/>`;
        break;
      case 'granule':
        pts += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(between(ctx, 5, 7))}" fill="${col}" stroke="${darken(col, 0.12)}" stroke-width="1"/><circle cx="${f(
          x - 2,
        )}" cy="${f(y - 2)}" r="1.8" fill="#fff" opacity=".8"/>`;
        break;
      case 'crystal': {
        const sz = between(ctx, 6, 12);
        pts += `<rect x="${f(x - sz / 2)}" y="${f(y - sz / 2)}" width="${f(sz)}" height="${f(sz * between(ctx, 0.7, 1.3))}" fill="${col}" stroke="${darken(
          col,
          0.18,
        )}" stroke-width="1.2" transform="rotate(${f(between(ctx, 0, 90))} ${f(x)} ${f(y)})"/>`;
        break;
      }
      case 'fiber':
        pts += stroke(
          `M${f(x)} ${f(y)}q${f(between(ctx, -8, 8))} ${f(between(ctx, -6, 6))} ${f(between(ctx, -16, 16))} ${f(between(ctx, -6, 6))}`,
          col,
          between(ctx, 1.5, 3),
        );
        break;
      case 'bark': {
        const sz = between(ctx, 12, 22);
        pts += `<path d="M${f(x - sz / 2)} ${f(y)}l${f(sz * 0.3)} ${f(-sz * 0.5)}l${f(sz * 0.7)} ${f(sz * 0.1)}l${f(-sz * 0.1)} ${f(sz * 0.6)}Z" fill="${col}" stroke="${darken(
          col,
          0.25,
        )}" stroke-width="1.2" transform="rotate(${f(between(ctx, 0, 180))} ${f(x)} ${f(y)})"/>`;
        break;
      }
      case 'pebble':
        pts += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(between(ctx, 6, 11))}" fill="${col}" stroke="#b7c0c4" stroke-width="1.5"/>`;
        break;
      case 'powder':
        pts += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(between(ctx, 1.2, 2.6))}" fill="${col}"/>`;
        break;
      case 'sand':
        pts +=
          ctx.rand() > 0.9
            ? `<rect x="${f(x)}" y="${f(y)}" width="${f(between(ctx, 6, 11))}" height="${f(between(ctx, 5, 9))}" fill="${col}" transform="rotate(${f(
                between(ctx, 0, 90),
              )} ${f(x)} ${f(y)})"/>`
            : `<circle cx="${f(x)}" cy="${f(y)}" r="${f(between(ctx, 1.2, 2.4))}" fill="${col}"/>`;
        break;
      case 'flakes':
        pts += `<path d="M${f(x)} ${f(y)}l${f(between(ctx, 6, 12))} ${f(between(ctx, -4, 2))}l${f(between(ctx, -2, 3))} ${f(
          between(ctx, 5, 9),
        )}l${f(between(ctx, -12, -7))} ${f(between(ctx, -1, 3))}Z" fill="${col}"/>`;
        break;
    }
  }
  out += `<g clip-path="${cp}">${pts}</g>`;
  out += `<path d="${d}Z" fill="${linear(
    ctx,
    [
      [0, '#fff', 0.12],
      [0.5, '#fff', 0],
      [1, '#000', 0.18],
    ],
    [0, 0, 1, 0],
  )}"/>`;
  return out;
}

const PACK_CX = 450;
const PACK_BASE = 684;

function drawPack(ctx: Ctx, s: PackSpec): string {
  const cx = PACK_CX;
  const base = PACK_BASE;
  let body = '';
  let badge = '';
  switch (s.kind) {
    case 'bag': {
      const w = 330;
      const h = 450;
      const top = base - h;
      const l = cx - w / 2;
      const r = cx + w / 2;
      const d = `M${l} ${top + 26}C${l - 16} ${top + 130} ${l - 18} ${base - 90} ${l + 8} ${base - 6}Q${cx} ${base + 8} ${r - 8} ${
        base - 6
      }C${r + 18} ${base - 90} ${r + 16} ${top + 130} ${r} ${top + 26}Z`;
      body += `<path d="${d}" fill="${bodyShade(ctx, s.color, 1.4)}"/>`;
      body += `<rect x="${l}" y="${top}" width="${w}" height="30" rx="4" fill="${darken(s.color, 0.15)}"/>`;
      for (let x = l + 6; x < r - 4; x += 8)
        body += stroke(`M${x} ${top + 4}L${x} ${top + 26}`, darken(s.color, 0.35), 2);
      const cp = clip(ctx, d);
      body += `<g clip-path="${cp}"><path d="M${l - 20} ${base - 70}Q${cx} ${base - 140} ${r + 20} ${base - 110}L${r + 20} ${base + 10}L${l - 20} ${
        base + 10
      }Z" fill="${s.accent}" opacity=".9"/></g>`;
      body += label(ctx, cx - w * 0.38, top + 58, w * 0.76, h * 0.6, s);
      body += `<rect x="${l + 16}" y="${top + 50}" width="14" height="${h - 120}" rx="7" fill="#fff" opacity=".16"/>`;
      badge = weightBadge(r - 30, base - 70, s.badge, s.accent);
      break;
    }
    case 'woven': {
      const w = 350;
      const h = 470;
      const top = base - h;
      const l = cx - w / 2;
      const r = cx + w / 2;
      const neck = top + 62;
      const d = `M${cx - 42} ${neck}C${cx - 150} ${neck + 18} ${l} ${neck + 60} ${l} ${neck + 120}L${l - 8} ${base - 30}Q${l - 6} ${base} ${
        l + 30
      } ${base}L${r - 30} ${base}Q${r + 6} ${base} ${r + 8} ${base - 30}L${r} ${neck + 120}C${r} ${neck + 60} ${cx + 150} ${neck + 18} ${cx + 42} ${neck}Z`;
      let tuft = `M${cx - 42} ${neck}`;
      for (let i = 0; i <= 6; i++) {
        const x = cx - 70 + (140 / 6) * i;
        tuft += `L${f(x)} ${f(top + (i % 2 ? 14 : 0))}`;
      }
      tuft += `L${cx + 42} ${neck}Z`;
      body += `<path d="${tuft}" fill="${darken(s.color, 0.08)}"/>`;
      body += `<path d="${d}" fill="${bodyShade(ctx, s.color, 1.6)}"/>`;
      const pid = ctx.uid('weave');
      ctx.defs.push(
        `<pattern id="${pid}" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 4H8M4 0V8" stroke="${darken(
          s.color,
          0.2,
        )}" stroke-width="1.2"/></pattern>`,
      );
      body += `<path d="${d}" fill="url(#${pid})" opacity=".35"/>`;
      body += `<rect x="${cx - 50}" y="${neck - 8}" width="100" height="16" rx="8" fill="${darken(s.accent, 0.1)}"/>`;
      body += stroke(`M${cx + 40} ${neck}q20 20 4 40`, darken(s.accent, 0.1), 5);
      const cp = clip(ctx, d);
      body += `<g clip-path="${cp}"><rect x="${l - 20}" y="${base - 60}" width="${w + 40}" height="24" fill="${s.accent}"/><rect x="${l - 20}" y="${
        neck + 40
      }" width="${w + 40}" height="12" fill="${s.accent}"/></g>`;
      body += label(ctx, cx - w * 0.37, neck + 78, w * 0.74, h * 0.56, s);
      badge = weightBadge(r - 26, base - 90, s.badge, s.accent);
      break;
    }
    case 'pouch': {
      const w = 300;
      const h = 410;
      const top = base - h;
      const l = cx - w / 2;
      const r = cx + w / 2;
      const d = `M${l + 6} ${top}L${r - 6} ${top}L${r + 6} ${base - 40}Q${r + 8} ${base} ${r - 30} ${base}L${l + 30} ${base}Q${l - 8} ${base} ${l - 6} ${
        base - 40
      }Z`;
      body += `<path d="${d}" fill="${bodyShade(ctx, s.color, 1.2)}"/>`;
      body += `<rect x="${l + 6}" y="${top}" width="${w - 12}" height="26" fill="${darken(s.color, 0.18)}"/>`;
      body += `<path d="M${l + 6} ${top + 34}L${l + 18} ${top + 40}L${l + 6} ${top + 46}Z" fill="${lighten(s.color, 0.5)}"/>`;
      body += stroke(`M${l + 6} ${top + 52}L${r - 6} ${top + 52}`, darken(s.color, 0.25), 4);
      body += stroke(
        `M${l + 6} ${top + 57}L${r - 6} ${top + 57}`,
        lighten(s.color, 0.25),
        2,
        ' opacity=".7"',
      );
      body += label(ctx, cx - w * 0.39, top + 78, w * 0.78, h * 0.64, s);
      body += `<rect x="${l + 12}" y="${top + 70}" width="12" height="${h - 130}" rx="6" fill="#fff" opacity=".16"/>`;
      badge = weightBadge(r - 18, base - 50, s.badge, s.accent);
      break;
    }
    case 'block': {
      const w = 420;
      const h = 230;
      const dx = 56;
      const dy = -50;
      const l = cx - w / 2 - 20;
      const top = base - h;
      const front = `M${l} ${top}L${l + w} ${top}L${l + w} ${base}L${l} ${base}Z`;
      const topFace = `M${l} ${top}L${l + dx} ${top + dy}L${l + w + dx} ${top + dy}L${l + w} ${top}Z`;
      const side = `M${l + w} ${top}L${l + w + dx} ${top + dy}L${l + w + dx} ${base + dy}L${l + w} ${base}Z`;
      body += `<path d="${front}" fill="#8b5a2b"/><path d="${topFace}" fill="#a56d38"/><path d="${side}" fill="#6e4421"/>`;
      for (const [face, n] of [
        [front, 320],
        [topFace, 110],
        [side, 70],
      ] as Array<[string, number]>) {
        const cp = clip(ctx, face);
        let fib = '';
        for (let i = 0; i < n; i++) {
          const x = between(ctx, l, l + w + dx);
          const y = between(ctx, top + dy, base);
          fib += stroke(
            `M${f(x)} ${f(y)}l${f(between(ctx, -14, 14))} ${f(between(ctx, -3, 3))}`,
            pick(ctx, ['#6b4220', '#b07a44', '#5a3818']),
            2,
          );
        }
        body += `<g clip-path="${cp}">${fib}</g>`;
      }
      // the printed wrap band around a compressed coir block
      const bl = l + 36;
      const bw = w - 72;
      body += `<path d="M${bl} ${top}L${bl + dx} ${top + dy}L${bl + bw + dx} ${top + dy}L${bl + bw} ${top}Z" fill="#efe9dc"/>`;
      body += `<rect x="${bl}" y="${top}" width="${bw}" height="${h}" fill="#fbf8f0" stroke="${s.accent}" stroke-width="4"/>`;
      body += icon(ctx, s.icon, bl + 66, top + h / 2, 90, s.accent);
      const tx = bl + 132 + (bw - 140) / 2;
      const ts = fitSize(s.title[0] ?? '', bw - 150, 40);
      body += text(tx, top + 62, 'PLANTOPIA', 14, darken(s.accent, 0.2), { spacing: 3 });
      body += text(tx, top + 122, s.title[0] ?? '', ts, C.forest);
      body += text(tx, top + 164, s.sub, fitSize(s.sub, bw - 150, 17), darken(s.accent, 0.3));
      badge = weightBadge(l + w + 30, top - 60, s.badge, s.accent);
      break;
    }
    case 'bottle': {
      const w = 200;
      const h = 430;
      const top = base - h;
      const l = cx - w / 2;
      const r = cx + w / 2;
      const d = `M${cx - 30} ${top + 60}L${cx + 30} ${top + 60}L${cx + 30} ${top + 90}Q${r} ${top + 110} ${r} ${top + 170}L${r} ${base - 20}Q${r} ${base} ${
        r - 20
      } ${base}L${l + 20} ${base}Q${l} ${base} ${l} ${base - 20}L${l} ${top + 170}Q${l} ${top + 110} ${cx - 30} ${top + 90}Z`;
      body += `<path d="${d}" fill="${bodyShade(ctx, s.color, 1.4)}"/>`;
      body += `<rect x="${cx - 40}" y="${top}" width="80" height="66" rx="10" fill="${barShade(ctx, s.accent, 0.6)}"/>`;
      for (let i = 0; i < 7; i++)
        body += stroke(
          `M${cx - 32 + i * 10.5} ${top + 8}L${cx - 32 + i * 10.5} ${top + 58}`,
          darken(s.accent, 0.2),
          2,
        );
      body += `<rect x="${l + 14}" y="${top + 130}" width="14" height="${h - 170}" rx="7" fill="#fff" opacity=".2"/>`;
      body += label(ctx, l + 6, top + 178, w - 12, 230, s);
      badge = weightBadge(r + 16, top + 120, s.badge, s.accent);
      break;
    }
    case 'jug': {
      const w = 250;
      const h = 400;
      const top = base - h;
      const l = cx - w / 2;
      const r = cx + w / 2;
      const d = `M${l + 40} ${top + 50}L${l + 90} ${top + 50}L${l + 100} ${top + 70}L${r - 40} ${top + 70}Q${r} ${top + 80} ${r} ${top + 130}L${r} ${
        base - 20
      }Q${r} ${base} ${r - 20} ${base}L${l + 20} ${base}Q${l} ${base} ${l} ${base - 20}L${l} ${top + 120}Q${l} ${top + 80} ${l + 40} ${top + 70}Z`;
      body += `<path d="${d}" fill="${bodyShade(ctx, s.color, 1.3)}"/>`;
      body += `<path d="M${r - 90} ${top + 72}Q${r - 80} ${top + 10} ${r - 30} ${top + 30}Q${r + 10} ${top + 50} ${r - 6} ${top + 120}L${r - 36} ${
        top + 110
      }Q${r - 26} ${top + 60} ${r - 50} ${top + 56}Q${r - 66} ${top + 56} ${r - 64} ${top + 76}Z" fill="${darken(s.color, 0.06)}"/>`;
      body += `<rect x="${l + 34}" y="${top}" width="62" height="56" rx="8" fill="${barShade(ctx, s.accent, 0.6)}"/>`;
      body += label(ctx, l + 12, top + 140, w - 24, 240, s);
      badge = weightBadge(r + 16, top + 96, s.badge, s.accent);
      break;
    }
    case 'tub': {
      const w = 300;
      const h = 300;
      const top = base - h;
      const l = cx - w / 2;
      body += `<rect x="${l}" y="${top + 40}" width="${w}" height="${h - 40}" rx="22" fill="${bodyShade(ctx, s.color, 1)}"/>`;
      body += `<rect x="${l - 8}" y="${top}" width="${w + 16}" height="58" rx="14" fill="${barShade(ctx, s.accent, 0.8)}"/>`;
      for (let i = 0; i < 20; i++)
        body += stroke(
          `M${l + 4 + i * 16} ${top + 8}L${l + 4 + i * 16} ${top + 50}`,
          darken(s.accent, 0.2),
          2,
          ' opacity=".6"',
        );
      body += label(ctx, l + 18, top + 78, w - 36, h - 100, s);
      badge = weightBadge(l + w + 4, top + 40, s.badge, s.accent);
      break;
    }
    case 'box': {
      const w = 300;
      const h = 380;
      const dx = 46;
      const dy = -36;
      const l = cx - w / 2 - 16;
      const top = base - h;
      body += `<path d="M${l} ${top}L${l + dx} ${top + dy}L${l + w + dx} ${top + dy}L${l + w} ${top}Z" fill="${lighten(s.color, 0.15)}"/>`;
      body += `<path d="M${l + w} ${top}L${l + w + dx} ${top + dy}L${l + w + dx} ${base + dy}L${l + w} ${base}Z" fill="${darken(s.color, 0.25)}"/>`;
      body += `<rect x="${l}" y="${top}" width="${w}" height="${h}" fill="${s.color}"/>`;
      body += label(ctx, l + 24, top + 24, w - 48, 230, s);
      body += `<rect x="${l + 24}" y="${top + 280}" width="${w - 48}" height="76" rx="10" fill="#e8f5e9" stroke="${darken(s.color, 0.2)}" stroke-width="3"/>`;
      for (let i = 0; i < 9; i++) {
        body += `<path d="M${l + 44 + i * 26} ${top + 290}L${l + 60 + i * 26} ${top + 290}L${l + 52 + i * 26} ${top + 348}Z" fill="${i % 2 ? '#43a047' : '#2e7d32'}"/>`;
      }
      badge = weightBadge(l + w + 20, top + 40, s.badge, s.accent);
      break;
    }
  }
  const grow: Partial<Record<PackKind, number>> = {
    pouch: 1.12,
    bottle: 1.06,
    jug: 1.1,
    tub: 1.2,
    box: 1.05,
  };
  const k = grow[s.kind] ?? 1;
  const scaled = `<g transform="translate(${cx} ${base}) scale(${k}) translate(${-cx} ${-base})">${body}${badge}</g>`;
  const front = s.heap ? heap(ctx, 230, base + 4, 250, 120, s.heap) : '';
  return scaled + front + (s.extra ? s.extra(ctx) : '');
}

function liquidCap(ctx: Ctx, color: string): string {
  return `<g transform="translate(230 640)"><path d="M-46 -60L46 -60L38 40Q0 52 -38 40Z" fill="#ffffff" opacity=".75" stroke="#b0bec5" stroke-width="3"/><path d="M-42 -20L42 -20L38 40Q0 52 -38 40Z" fill="${color}" opacity=".85"/><ellipse cx="0" cy="-20" rx="42" ry="8" fill="${lighten(
    color,
    0.25,
  )}"/>${[...Array(3).keys()].map((i) => stroke(`M-30 ${-44 + i * 14}L-18 ${-44 + i * 14}`, '#90a4ae', 2)).join('')}</g>${`<ellipse cx="${f(
    between(ctx, 300, 320),
  )}" cy="676" rx="26" ry="7" fill="${color}" opacity=".5"/>`}`;
}

const seaweedFronds = (ctx: Ctx) => {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const x = 190 + i * 28;
    const col = pick(ctx, ['#2e7d32', '#558b2f', '#1b5e20', '#689f38']);
    out += stroke(`M${x} 690C${x - 40} 630 ${x + 40} 590 ${x} 540S${x - 30} 480 ${x + 10} 450`, col, 16);
    for (let k = 0; k < 4; k++)
      out += `<ellipse cx="${x + (k % 2 ? 12 : -12)}" cy="${640 - k * 50}" rx="7" ry="10" fill="${lighten(col, 0.2)}"/>`;
  }
  return out;
};

const looseSpikes = (_ctx: Ctx) => {
  let out = '';
  for (const [x, y] of [
    [140, 650],
    [160, 672],
    [130, 694],
  ] as P[]) {
    out += `<g transform="${tr(x, y, -4)}"><path d="M0 -9L150 -2L150 2L0 9Z" fill="#43a047"/><path d="M0 -9L150 -2L150 0L0 0Z" fill="#66bb6a"/><rect x="-6" y="-10" width="10" height="20" rx="3" fill="#2e7d32"/></g>`;
  }
  return out;
};

const PACKS: Record<string, PackSpec> = {
  'premium-potting-mix-5kg': {
    kind: 'bag',
    color: '#1f4d3a',
    accent: '#8bc34a',
    title: ['PREMIUM', 'POTTING MIX'],
    sub: 'ALL-PURPOSE',
    badge: '5 kg',
    icon: 'leaf',
    heap: { kind: 'crumb', colors: ['#4a3326', '#3a271c', '#6b4a35', '#e8dcc0', '#2e1f16'] },
  },
  'indoor-plant-potting-mix-5kg': {
    kind: 'bag',
    color: '#2a7f7a',
    accent: '#f2c14e',
    title: ['INDOOR', 'PLANT MIX'],
    sub: 'WITH PERLITE',
    badge: '5 kg',
    icon: 'houseplant',
    heap: { kind: 'crumb', colors: ['#5a4232', '#3d2c21', '#6e5140', '#ffffff', '#f3f3f0'] },
  },
  'cactus-succulent-mix-2kg': {
    kind: 'pouch',
    color: '#d98e48',
    accent: '#3e7d4f',
    title: ['CACTUS &', 'SUCCULENT'],
    sub: 'FAST DRAINING',
    badge: '2 kg',
    icon: 'cactus',
    heap: { kind: 'sand', colors: ['#c9a36b', '#b5543a', '#d8c08f', '#8a5a3a', '#a0472f'] },
  },
  'orchid-bark-mix-2kg': {
    kind: 'pouch',
    color: '#6b3f7d',
    accent: '#d88fd6',
    title: ['ORCHID', 'BARK MIX'],
    sub: 'CHUNKY & AIRY',
    badge: '2 kg',
    icon: 'orchid',
    heap: { kind: 'bark', colors: ['#6e3f22', '#8a4f2a', '#a8673a', '#222222', '#c08048'] },
  },
  'seed-starting-mix-2kg': {
    kind: 'pouch',
    color: '#7cb342',
    accent: '#33691e',
    title: ['SEED', 'STARTER'],
    sub: 'FINE & STERILE',
    badge: '2 kg',
    icon: 'seedling',
    heap: { kind: 'powder', colors: ['#4a3629', '#3b2a20', '#5a4232', '#2a1d15'] },
  },
  'horticultural-perlite-2kg': {
    kind: 'bag',
    color: '#e4ebf0',
    accent: '#2b6cb0',
    title: ['PERLITE'],
    sub: 'APPROX. 16 LITRES',
    badge: '2 kg',
    icon: 'pebbles',
    heap: { kind: 'pebble', colors: ['#cfd6d9', '#ffffff', '#f1f3f2', '#e4e8e6'] },
  },
  'garden-loam-doash-mati-20kg': {
    kind: 'woven',
    color: '#f3efe3',
    accent: '#2e7d32',
    title: ['GARDEN', 'LOAM'],
    sub: 'DOASH MATI',
    badge: '20 kg',
    icon: 'sprout',
    heap: { kind: 'crumb', colors: ['#7a5536', '#5e402a', '#8c6744', '#6a4a31'] },
  },
  'sand-soil-mix-10kg': {
    kind: 'woven',
    color: '#f1ead8',
    accent: '#d9822b',
    title: ['SAND-SOIL', 'MIX'],
    sub: 'BELE DOASH',
    badge: '10 kg',
    icon: 'dunes',
    heap: { kind: 'sand', colors: ['#cdb07c', '#a57a4f', '#e0c99a', '#8d6a45'] },
  },
  'pond-silt-soil-20kg': {
    kind: 'woven',
    color: '#eef1f3',
    accent: '#1f5f8b',
    title: ['POND SILT', 'SOIL'],
    sub: 'PUKURER MATI',
    badge: '20 kg',
    icon: 'pond',
    heap: { kind: 'clod', colors: ['#2e2621', '#3b312a', '#4a3e35', '#1f1a16', '#574a40'] },
  },
  'rooftop-lightweight-mix-10kg': {
    kind: 'bag',
    color: '#c56a3f',
    accent: '#fce3b8',
    title: ['ROOFTOP', 'LIGHT MIX'],
    sub: 'HALF THE WEIGHT',
    badge: '10 kg',
    icon: 'rooftop',
    heap: { kind: 'crumb', colors: ['#6b4a35', '#8a6a4c', '#a8a8a8', '#4a3326', '#c9b38f'] },
  },
  'cocopeat-block-5kg': {
    kind: 'block',
    color: '#8b5a2b',
    accent: '#8d6e3f',
    title: ['COCOPEAT'],
    sub: 'EXPANDS TO 70 L',
    badge: '5 kg',
    icon: 'coconut',
    heap: { kind: 'fiber', colors: ['#8a5430', '#5e3418', '#b06c38', '#7a4420', '#c58a50'] },
  },
  'vermicompost-enriched-soil-10kg': {
    kind: 'bag',
    color: '#5d4037',
    accent: '#aed581',
    title: ['VERMI-RICH', 'SOIL'],
    sub: '30% VERMICOMPOST',
    badge: '10 kg',
    icon: 'worm',
    heap: { kind: 'crumb', colors: ['#2e2119', '#3d2c21', '#4f3a2b', '#1f1712'] },
  },
  'leaf-mould-compost-soil-10kg': {
    kind: 'bag',
    color: '#8d6e2f',
    accent: '#f0c36a',
    title: ['LEAF MOULD', 'COMPOST'],
    sub: 'FOREST HUMUS',
    badge: '10 kg',
    icon: 'autumn',
    heap: { kind: 'crumb', colors: ['#3a2a1e', '#4b3626', '#c77d2e', '#8a5a2a', '#2c1f16'] },
  },
  'vermicompost-1kg': {
    kind: 'pouch',
    color: '#4e342e',
    accent: '#9ccc65',
    title: ['VERMI-', 'COMPOST'],
    sub: 'KECHO SAR',
    badge: '1 kg',
    icon: 'worm',
    heap: { kind: 'crumb', colors: ['#2b1f18', '#3d2c21', '#1f1712', '#4f3a2b'] },
  },
  'cow-dung-compost-5kg': {
    kind: 'bag',
    color: '#7b5e2a',
    accent: '#f5deb3',
    title: ['COW DUNG', 'COMPOST'],
    sub: 'GOBOR SAR',
    badge: '5 kg',
    icon: 'cow',
    heap: { kind: 'crumb', colors: ['#5a4228', '#6e5232', '#47341f', '#80623c'] },
  },
  'bone-meal-1kg': {
    kind: 'pouch',
    color: '#efe6d2',
    accent: '#b23a2e',
    title: ['BONE', 'MEAL'],
    sub: 'STEAMED',
    badge: '1 kg',
    icon: 'bone',
    npk: '3-15-0',
    heap: { kind: 'powder', colors: ['#e3d8bf', '#cfc0a0', '#f5efe0', '#bfae8a'] },
  },
  'mustard-cake-khoil-1kg': {
    kind: 'pouch',
    color: '#e0a800',
    accent: '#6d4c1f',
    title: ['MUSTARD', 'CAKE'],
    sub: 'SORISHA KHOIL',
    badge: '1 kg',
    icon: 'mustard',
    heap: { kind: 'flakes', colors: ['#7a5a2e', '#8e6b3a', '#5e4522', '#a07a44'] },
  },
  'neem-cake-1kg': {
    kind: 'pouch',
    color: '#2f6b3a',
    accent: '#c5e1a5',
    title: ['NEEM', 'CAKE'],
    sub: 'NEEM KHOIL',
    badge: '1 kg',
    icon: 'neem',
    heap: { kind: 'powder', colors: ['#5d4a35', '#4a3b2a', '#6e5a42', '#3a2e21'] },
  },
  'trichoderma-compost-2kg': {
    kind: 'pouch',
    color: '#1e6f8c',
    accent: '#a5d6a7',
    title: ['TRICHO-', 'COMPOST'],
    sub: 'BIO FERTILISER',
    badge: '2 kg',
    icon: 'microbe',
    heap: { kind: 'crumb', colors: ['#2e241c', '#3e3026', '#f0f0e8', '#4a3a2c'] },
  },
  'urea-1kg': {
    kind: 'pouch',
    color: '#f2f5f8',
    accent: '#1565c0',
    title: ['UREA'],
    sub: 'NITROGEN 46%',
    badge: '1 kg',
    icon: 'crystal',
    npk: '46-0-0',
    heap: { kind: 'granule', colors: ['#e9edf1', '#ffffff', '#f6f8fa', '#eef1f4'] },
  },
  'tsp-triple-super-phosphate-1kg': {
    kind: 'pouch',
    color: '#455a64',
    accent: '#ffb300',
    title: ['TSP'],
    sub: 'TRIPLE SUPER PHOSPHATE',
    badge: '1 kg',
    icon: 'flower',
    npk: '0-46-0',
    heap: { kind: 'granule', colors: ['#6f6e69', '#8f8e88', '#7d7c76', '#a09f99'] },
  },
  'mop-muriate-of-potash-1kg': {
    kind: 'pouch',
    color: '#b71c1c',
    accent: '#ef9a9a',
    title: ['MoP'],
    sub: 'MURIATE OF POTASH',
    badge: '1 kg',
    icon: 'mango',
    npk: '0-0-60',
    heap: { kind: 'crystal', colors: ['#c96a5a', '#d9826f', '#e8a090', '#b85a4a'] },
  },
  'npk-20-20-20-water-soluble-500g': {
    kind: 'pouch',
    color: '#1565c0',
    accent: '#ffd54f',
    title: ['NPK', '20-20-20'],
    sub: 'WATER SOLUBLE',
    badge: '500 g',
    icon: 'flask',
    heap: { kind: 'powder', colors: ['#4d8fe0', '#3f87e0', '#8cbcf5', '#2f6fc0'] },
  },
  'epsom-salt-magnesium-500g': {
    kind: 'tub',
    color: '#fafafa',
    accent: '#6a4c93',
    title: ['EPSOM', 'SALT'],
    sub: 'MAGNESIUM SULPHATE',
    badge: '500 g',
    icon: 'crystal',
    heap: { kind: 'crystal', colors: ['#dfe6ee', '#ffffff', '#eef3f8', '#d6e2ee'] },
  },
  'seaweed-liquid-extract-250ml': {
    kind: 'bottle',
    color: '#2e4d2c',
    accent: '#26a69a',
    title: ['SEAWEED'],
    sub: 'LIQUID EXTRACT',
    badge: '250 ml',
    icon: 'seaweed',
    extra: seaweedFronds,
  },
  'fish-emulsion-500ml': {
    kind: 'jug',
    color: '#fafafa',
    accent: '#0d47a1',
    title: ['FISH', 'EMULSION'],
    sub: 'LIQUID PLANT FOOD',
    badge: '500 ml',
    icon: 'fish',
    npk: '5-1-1',
    extra: (ctx) => liquidCap(ctx, '#8d6e3a'),
  },
  'indoor-plant-food-spikes': {
    kind: 'box',
    color: '#2e7d32',
    accent: '#ffca28',
    title: ['PLANT FOOD', 'SPIKES'],
    sub: 'FOR INDOOR PLANTS',
    badge: '24 pcs',
    icon: 'spike',
    extra: looseSpikes,
  },
};

// ---------------------------------------------------------------------------------------------
// Stage: background, glow and ground shadow shared by every product image

interface Theme {
  bg: string;
  glow: string;
  /** Optional extra decoration drawn between the background and the subject. */
  decor?: (ctx: Ctx) => string;
}

const THEMES = {
  plants: { bg: '#f1f6ee', glow: '#d9ebd2' },
  tools: { bg: '#eff3f4', glow: '#d8e5e8' },
  soils: { bg: '#f7f1e7', glow: '#ecdcc4' },
  fertilizers: { bg: '#f4f6e8', glow: '#e2ebcb' },
} as const satisfies Record<string, Theme>;

function sprig(x: number, y: number, rot: number, color: string): string {
  let out = `<g transform="${tr(x, y, rot)}" opacity=".5">${stroke('M0 0L0 -90', color, 3)}`;
  for (let i = 1; i <= 4; i++) {
    out += `<path d="${leafD(30 - i * 3, 9)}" fill="${color}" transform="translate(0 ${-i * 20}) rotate(${i % 2 ? 50 : -50})"/>`;
  }
  return `${out}<path d="${leafD(24, 8)}" fill="${color}" transform="translate(0 -90)"/></g>`;
}

function productStage(ctx: Ctx, theme: Theme, subject: string, shadowW = 250, shadowY = BASE + 6): string {
  const glow = radial(ctx, [
    [0, theme.glow],
    [0.7, theme.glow, 0.6],
    [1, theme.glow, 0],
  ]);
  const blur = blurFilter(ctx, 9);
  let out = `<rect width="800" height="800" fill="${theme.bg}"/>`;
  out += `<circle cx="400" cy="390" r="350" fill="${glow}"/>`;
  out += sprig(70, 170, -25, darken(theme.glow, 0.08)) + sprig(735, 690, 155, darken(theme.glow, 0.08));
  for (const [x, y, r] of [
    [120, 640, 6],
    [690, 120, 8],
    [660, 170, 4],
    [150, 600, 3],
  ] as Array<[number, number, number]>) {
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${darken(theme.glow, 0.1)}" opacity=".6"/>`;
  }
  if (theme.decor) out += theme.decor(ctx);
  out += `<ellipse cx="400" cy="${shadowY}" rx="${shadowW}" ry="24" fill="${C.forest}" opacity=".18" filter="${blur}"/>`;
  return out + subject;
}

function svgDoc(ctx: Ctx, w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${ctx.defs.join(
    '',
  )}</defs>${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Registry: one drawing per product slug

interface ProductArt {
  draw: (ctx: Ctx) => string;
  theme?: Theme;
  shadowW?: number;
  /** Tools float in a product-shot pose, so their shadow sits higher than a pot's. */
  shadowY?: number;
}

const nightTheme: Theme = {
  bg: '#efecf6',
  glow: '#dcd6ee',
  decor: (ctx) => {
    let out = '<path d="M640 110a58 58 0 1 0 52 86a46 46 0 1 1 -52 -86Z" fill="#f4e3a1"/>';
    for (const [x, y, s] of [
      [560, 90, 8],
      [720, 260, 6],
      [130, 120, 7],
      [220, 70, 5],
      [610, 240, 5],
    ] as Array<[number, number, number]>) {
      out += `<path d="M${x} ${y - s * 2}L${x + s * 0.5} ${y - s * 0.5}L${x + s * 2} ${y}L${x + s * 0.5} ${y + s * 0.5}L${x} ${
        y + s * 2
      }L${x - s * 0.5} ${y + s * 0.5}L${x - s * 2} ${y}L${x - s * 0.5} ${y - s * 0.5}Z" fill="#f4e3a1" opacity="${f(
        between(ctx, 0.6, 1),
      )}"/>`;
    }
    out += stroke('M180 330q30 -30 0 -60t0 -60', '#b9addb', 4, ' opacity=".6"');
    out += stroke('M620 340q30 -30 0 -60t0 -60', '#b9addb', 4, ' opacity=".6"');
    return out;
  },
};

const PRODUCT_ART: Record<string, ProductArt> = {
  'money-plant-golden-pothos': { draw: pothos },
  'snake-plant-laurentii': { draw: snakePlant },
  'zz-plant': { draw: zzPlant },
  'areca-palm': { draw: arecaPalm },
  'tulsi-holy-basil': { draw: tulsi },
  'aloe-vera': { draw: aloeVera },
  'bombai-chili-plant': { draw: chiliPlant },
  'red-hibiscus-joba': { draw: hibiscus },
  'beli-arabian-jasmine': { draw: beli },
  'grafted-red-rose': { draw: rose },
  'magenta-bougainvillea': { draw: bougainvillea },
  'hasnahena-night-jasmine': { draw: hasnahena, theme: nightTheme },
  'marigold-gada-seedlings': { draw: marigolds, shadowW: 300 },
  'amrapali-mango-grafted-sapling': { draw: (ctx) => mangoSapling(ctx) },
  'kagzi-lemon-grafted': { draw: lemonTree },
  'thai-guava-grafted': { draw: guavaTree },
  'red-dragon-fruit-plant': { draw: dragonFruitPlant },
  'khurpi-hand-weeder': { draw: khurpi, shadowY: 650 },
  'stainless-hand-trowel': { draw: trowel, shadowY: 650 },
  'three-prong-hand-cultivator': { draw: handCultivator, shadowY: 650 },
  'kodal-garden-spade': { draw: kodal, shadowY: 650 },
  'kachi-sickle': { draw: kachi, shadowY: 650 },
  'plastic-watering-can-10l': { draw: wateringCan },
  'garden-hose-spray-nozzle-kit': { draw: hoseKit, shadowW: 300 },
  'pressure-sprayer-2l': { draw: pressureSprayer },
  'mist-spray-bottle-1l': { draw: mistBottle, shadowW: 150 },
  'drip-irrigation-kit-10-pots': { draw: dripKit, shadowW: 300 },
  'bypass-pruning-secateurs': { draw: secateurs, shadowY: 650 },
  'hedge-shears': { draw: hedgeShears, shadowY: 650 },
  'grafting-knife': { draw: graftingKnife, shadowY: 650 },
  'soil-moisture-meter': { draw: moistureMeter },
};

// ---------------------------------------------------------------------------------------------
// Blog scenes (1200×675). They reuse the product drawings, scaled and placed on a set.

/** Places an 800×800-stage drawing (base centre at 400,690) with its base centre at (x, ground). */
function place(subject: string, x: number, ground: number, k: number): string {
  return `<g transform="translate(${f(x - 400 * k)} ${f(ground - BASE * k)}) scale(${k})">${subject}</g>`;
}

function groundShadow(ctx: Ctx, x: number, y: number, rx: number): string {
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(rx * 0.12)}" fill="#1f2d25" opacity=".22" filter="${blurFilter(ctx, 5)}"/>`;
}

function sky(ctx: Ctx, top: string, bottom: string): string {
  return `<rect width="${BLOG_W}" height="${BLOG_H}" fill="${linear(
    ctx,
    [
      [0, top],
      [1, bottom],
    ],
    [0, 0, 0, 1],
  )}"/>`;
}

function skyline(
  ctx: Ctx,
  baseY: number,
  color: string,
  minH: number,
  maxH: number,
  windows: string,
): string {
  let out = '';
  let x = -20;
  while (x < BLOG_W + 20) {
    const w = between(ctx, 60, 130);
    const h = between(ctx, minH, maxH);
    out += `<rect x="${f(x)}" y="${f(baseY - h)}" width="${f(w)}" height="${f(h + 2)}" fill="${color}"/>`;
    for (let wy = baseY - h + 14; wy < baseY - 14; wy += 22) {
      for (let wx = x + 10; wx < x + w - 16; wx += 18) {
        if (ctx.rand() > 0.35)
          out += `<rect x="${f(wx)}" y="${f(wy)}" width="9" height="11" fill="${windows}"/>`;
      }
    }
    if (ctx.rand() > 0.45) {
      // rooftop water tanks are the most Dhaka thing on any skyline
      out += `<rect x="${f(x + w * 0.2)}" y="${f(baseY - h - 22)}" width="26" height="22" rx="3" fill="${color}"/>`;
    }
    if (ctx.rand() > 0.7)
      out += stroke(`M${f(x + w * 0.7)} ${f(baseY - h)}L${f(x + w * 0.7)} ${f(baseY - h - 40)}`, color, 3);
    x += w + between(ctx, -6, 8);
  }
  return out;
}

function cloud(x: number, y: number, s: number, color: string, opacity = 1): string {
  return `<g transform="${tr(x, y, 0, s)}" opacity="${opacity}"><ellipse cx="0" cy="0" rx="80" ry="34" fill="${color}"/><circle cx="-34" cy="-18" r="34" fill="${color}"/><circle cx="18" cy="-32" r="44" fill="${color}"/><circle cx="60" cy="-8" r="30" fill="${color}"/></g>`;
}

function rooftopScene(ctx: Ctx): string {
  let out = sky(ctx, '#cfe8f3', '#fdf0d8');
  out += '<circle cx="980" cy="130" r="70" fill="#fde3a7"/><circle cx="980" cy="130" r="52" fill="#fbd27a"/>';
  out += cloud(260, 110, 1, '#ffffff', 0.8) + cloud(640, 70, 0.7, '#ffffff', 0.7);
  out += skyline(ctx, 470, '#c3d3dc', 140, 300, '#dfe9ee');
  out += skyline(ctx, 480, '#a9bcc7', 80, 200, '#c9d7de');
  // rooftop floor and parapet
  out += `<rect x="0" y="470" width="${BLOG_W}" height="70" fill="#e9e2d3"/><rect x="0" y="470" width="${BLOG_W}" height="10" fill="#f5f0e6"/>`;
  for (let x = 0; x < BLOG_W; x += 60) out += stroke(`M${x} 480L${x} 540`, '#d6cdbb', 2);
  out += `<rect x="0" y="540" width="${BLOG_W}" height="135" fill="#cfc6b4"/>`;
  for (let y = 560; y < BLOG_H; y += 36) out += stroke(`M0 ${y}L${BLOG_W} ${y}`, '#bfb5a1', 2);
  for (let x = -200; x < BLOG_W + 200; x += 80) out += stroke(`M${x} 540L${x - 120} ${BLOG_H}`, '#bfb5a1', 2);
  const items: Array<[(c: Ctx) => string, number, number, number]> = [
    [bougainvillea, 140, 530, 0.48],
    [mangoSapling, 330, 610, 0.62],
    [chiliPlant, 560, 640, 0.5],
    [tulsi, 720, 630, 0.42],
    [lemonTree, 910, 615, 0.55],
    [aloeVera, 1100, 650, 0.4],
  ];
  for (const [draw, x, g, k] of items)
    out += groundShadow(ctx, x, g + 4, 110 * k * 1.6) + place(draw(ctx), x, g, k);
  out += place(wateringCan(ctx), 1000, 672, 0.3);
  return out;
}

function monsoonScene(ctx: Ctx): string {
  let out = sky(ctx, '#8fa3b3', '#d5dfe4');
  out +=
    cloud(200, 90, 1.6, '#6f8596') +
    cloud(520, 60, 1.9, '#7b8fa0') +
    cloud(900, 100, 1.7, '#6a7f90') +
    cloud(1120, 50, 1.2, '#7b8fa0');
  out += cloud(360, 140, 1.2, '#8a9cab', 0.9) + cloud(760, 150, 1.3, '#8a9cab', 0.9);
  // balcony floor with puddles
  out += `<rect x="0" y="520" width="${BLOG_W}" height="155" fill="#b7c2c6"/>`;
  for (let x = 0; x < BLOG_W; x += 90) out += stroke(`M${x} 520L${x - 60} ${BLOG_H}`, '#a5b1b6', 2);
  for (const [x, y, rx] of [
    [260, 640, 140],
    [760, 620, 110],
    [1050, 655, 90],
  ] as Array<[number, number, number]>) {
    out += `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.16}" fill="#9fb4c0"/>`;
    out += `<ellipse cx="${x - rx * 0.3}" cy="${y}" rx="${rx * 0.22}" ry="${rx * 0.05}" fill="none" stroke="#d6e4ea" stroke-width="2"/>`;
    out += `<ellipse cx="${x + rx * 0.35}" cy="${y + 2}" rx="${rx * 0.14}" ry="${rx * 0.035}" fill="none" stroke="#d6e4ea" stroke-width="2"/>`;
  }
  // railing
  out += `<rect x="0" y="360" width="${BLOG_W}" height="12" fill="#5d6d75"/>`;
  for (let x = 20; x < BLOG_W; x += 46)
    out += `<rect x="${x}" y="372" width="7" height="150" fill="#5d6d75"/>`;
  // pots raised on bricks so they drain
  const bricks = (x: number, y: number) =>
    `<rect x="${x - 62}" y="${y}" width="54" height="24" rx="2" fill="#a0522d"/><rect x="${x + 8}" y="${y}" width="54" height="24" rx="2" fill="#b5653a"/>`;
  for (const [draw, x, g, k] of [
    [hibiscus, 230, 590, 0.5],
    [snakePlant, 520, 585, 0.45],
    [beli, 800, 590, 0.47],
  ] as Array<[(c: Ctx) => string, number, number, number]>) {
    out += groundShadow(ctx, x, g + 28, 90) + bricks(x, g) + place(draw(ctx), x, g, k);
  }
  // the aloe sheltered under an umbrella
  out += place(aloeVera(ctx), 1060, 600, 0.42);
  out += stroke('M1060 620L1060 300', '#37474f', 6);
  out +=
    '<path d="M900 320Q1060 180 1220 320Q1180 300 1140 320Q1100 300 1060 320Q1020 300 980 320Q940 300 900 320Z" fill="#e53935"/>';
  out +=
    '<path d="M1060 210Q1020 260 980 320Q1020 300 1060 320Z" fill="#c62828"/><path d="M1060 210Q1100 260 1140 320Q1100 300 1060 320Z" fill="#c62828"/>';
  let rain = '';
  for (let i = 0; i < 230; i++) {
    const x = between(ctx, -40, BLOG_W + 40);
    const y = between(ctx, 100, BLOG_H);
    if (x > 900 && x < 1220 && y > 300) continue;
    rain += stroke(`M${f(x)} ${f(y)}l-8 30`, '#e8f1f6', 2.2, ' opacity=".7"');
  }
  return out + rain;
}

function tulsiScene(ctx: Ctx): string {
  let out = `<rect width="${BLOG_W}" height="${BLOG_H}" fill="#f6ecd6"/>`;
  // window with morning light
  out +=
    '<rect x="250" y="40" width="700" height="470" rx="8" fill="#8d6e4f"/><rect x="270" y="60" width="660" height="430" fill="#dff0f5"/>';
  out += `<rect x="270" y="60" width="660" height="430" fill="${linear(
    ctx,
    [
      [0, '#fff6d8'],
      [1, '#cfe8f0'],
    ],
    [0, 0, 0, 1],
  )}"/>`;
  out += '<circle cx="800" cy="150" r="60" fill="#ffe7a3" opacity=".9"/>';
  out += cloud(430, 170, 0.8, '#ffffff', 0.85);
  out +=
    '<rect x="592" y="60" width="16" height="430" fill="#8d6e4f"/><rect x="270" y="266" width="660" height="14" fill="#8d6e4f"/>';
  out += '<path d="M270 490L930 490L1020 675L180 675Z" fill="#fff3c4" opacity=".35"/>';
  // sill and table
  out +=
    '<rect x="200" y="500" width="800" height="30" rx="6" fill="#a37b55"/><rect x="0" y="530" width="1200" height="145" fill="#c9a27a"/>';
  out += stroke('M0 560L1200 560', '#b58d66', 3);
  out += groundShadow(ctx, 600, 528, 130) + place(tulsi(ctx), 600, 522, 0.62);
  // tulsi tea with steam, honey jar and a few picked leaves
  out +=
    '<rect x="850" y="548" width="90" height="80" rx="14" fill="#f7f4ee"/><path d="M940 565q40 0 30 30q-8 20 -30 16" stroke="#f7f4ee" stroke-width="10" fill="none"/>';
  out += '<ellipse cx="895" cy="552" rx="45" ry="8" fill="#b7883b"/>';
  for (const dx of [-16, 6, 26])
    out += stroke(`M${880 + dx} 530q-12 -20 0 -40t0 -40`, '#ffffff', 4, ' opacity=".8"');
  out +=
    '<rect x="300" y="560" width="90" height="100" rx="16" fill="#f0b429" opacity=".9"/><rect x="292" y="540" width="106" height="28" rx="8" fill="#8d6e4f"/>';
  out +=
    '<rect x="310" y="590" width="70" height="40" rx="6" fill="#fbf3dc"/>' +
    text(345, 617, 'MADHU', 14, '#8d6e4f');
  for (let i = 0; i < 6; i++)
    out += leaf(440 + i * 26, 640 + (i % 2) * 8, 70 + i * 25, 34, 14, pick(ctx, ['#4f9e3f', '#5aab46']));
  return out;
}

function compostScene(ctx: Ctx): string {
  let out = `<rect width="${BLOG_W}" height="${BLOG_H}" fill="#f3ecdc"/>`;
  out += '<circle cx="600" cy="250" r="330" fill="#e9dfc5" opacity=".7"/>';
  // cut-away of soil with earthworms
  out += `<rect x="0" y="560" width="${BLOG_W}" height="115" fill="#5a3e2b"/>`;
  out += `<path d="M0 560Q300 540 600 558T1200 552L1200 575L0 575Z" fill="#3f2a1d"/>`;
  for (let i = 0; i < 120; i++) {
    out += `<circle cx="${f(between(ctx, 0, BLOG_W))}" cy="${f(between(ctx, 580, 670))}" r="${f(between(ctx, 2, 5))}" fill="${pick(
      ctx,
      ['#6e4d36', '#47301f', '#7a5a40'],
    )}"/>`;
  }
  for (const [x, y] of [
    [160, 625],
    [520, 645],
    [930, 615],
  ] as P[]) {
    out +=
      stroke(`M${x} ${y}c20 -20 40 20 60 0s40 -20 60 4`, '#d98b8b', 12) +
      stroke(
        `M${x} ${y}c20 -20 40 20 60 0s40 -20 60 4`,
        '#b86a6a',
        12,
        ' stroke-dasharray="2 8" opacity=".6"',
      );
  }
  const vermi = PACKS['vermicompost-1kg']!;
  const khoil = PACKS['mustard-cake-khoil-1kg']!;
  out +=
    groundShadow(ctx, 330, 566, 150) + place(drawPack(ctx, { ...vermi, heap: undefined }), 310, 564, 0.7);
  out +=
    groundShadow(ctx, 600, 566, 150) + place(drawPack(ctx, { ...khoil, heap: undefined }), 585, 564, 0.7);
  // a bucket of fermenting khoil liquid
  out +=
    '<path d="M820 400L1010 400L990 560L840 560Z" fill="#78909c"/><ellipse cx="915" cy="400" rx="95" ry="20" fill="#546e7a"/><ellipse cx="915" cy="402" rx="84" ry="15" fill="#6d5030"/>';
  for (let i = 0; i < 12; i++)
    out += `<circle cx="${f(between(ctx, 850, 980))}" cy="${f(between(ctx, 396, 408))}" r="${f(between(ctx, 3, 7))}" fill="#b99a6a" opacity=".8"/>`;
  out +=
    stroke('M880 560L880 420', '#90a4ae', 4, ' opacity=".5"') +
    stroke('M960 560L960 420', '#90a4ae', 4, ' opacity=".5"');
  out += stroke('M860 400Q915 330 970 400', '#546e7a', 5);
  out += stroke('M990 300L930 410', '#a1887f', 10);
  // a rose that is being fed
  out += groundShadow(ctx, 110, 566, 70) + place(rose(ctx), 110, 562, 0.42);
  return out;
}

function indoorScene(ctx: Ctx): string {
  let out = `<rect width="${BLOG_W}" height="${BLOG_H}" fill="#dfe7df"/>`;
  out += `<rect x="0" y="0" width="${BLOG_W}" height="520" fill="${linear(
    ctx,
    [
      [0, '#e6ede4'],
      [1, '#cfdccf'],
    ],
    [0, 0, 1, 0],
  )}"/>`;
  // window and its pool of light
  out +=
    '<rect x="70" y="70" width="300" height="360" rx="6" fill="#f4f1ea"/><rect x="88" y="88" width="264" height="324" fill="#eaf4f7"/>';
  out +=
    '<rect x="214" y="88" width="12" height="324" fill="#f4f1ea"/><rect x="88" y="244" width="264" height="12" fill="#f4f1ea"/>';
  out +=
    '<path d="M60 60Q110 240 70 440L40 440L40 60Z" fill="#c8a97e"/><path d="M380 60Q330 240 370 440L400 440L400 60Z" fill="#c8a97e"/>';
  out += '<path d="M88 412L352 412L560 675L0 675Z" fill="#fffbe8" opacity=".3"/>';
  // wooden floor
  out += `<rect x="0" y="520" width="${BLOG_W}" height="155" fill="#b98e62"/>`;
  for (let y = 545; y < BLOG_H; y += 28) out += stroke(`M0 ${y}L${BLOG_W} ${y}`, '#a67c52', 2);
  out += '<rect x="0" y="512" width="1200" height="10" fill="#f4f1ea"/>';
  // floating shelf with trailing pothos, floor plants
  out += '<rect x="640" y="300" width="400" height="18" rx="4" fill="#8d6e4f"/>';
  out += place(pothos(ctx), 760, 302, 0.46);
  out +=
    '<rect x="900" y="238" width="70" height="62" rx="4" fill="#f0c36a"/><rect x="974" y="218" width="22" height="82" rx="3" fill="#3b6ea5"/><rect x="1000" y="228" width="18" height="72" rx="3" fill="#c56a3f"/>';
  out += groundShadow(ctx, 250, 600, 110) + place(arecaPalm(ctx), 250, 596, 0.55);
  out += groundShadow(ctx, 560, 632, 90) + place(snakePlant(ctx), 560, 628, 0.5);
  out += groundShadow(ctx, 800, 640, 90) + place(zzPlant(ctx), 800, 636, 0.45);
  // a low armchair corner
  out +=
    '<rect x="930" y="400" width="260" height="150" rx="30" fill="#4f7b6b"/><rect x="950" y="350" width="230" height="110" rx="26" fill="#5f8e7c"/><rect x="950" y="540" width="14" height="60" fill="#6d4c33"/><rect x="1160" y="540" width="14" height="60" fill="#6d4c33"/>';
  return out;
}

function mangoDrumScene(ctx: Ctx): string {
  let out = sky(ctx, '#bfe3f2', '#fff1d6');
  out +=
    '<circle cx="1040" cy="120" r="64" fill="#fde3a7"/><circle cx="1040" cy="120" r="46" fill="#fbd27a"/>';
  out += cloud(220, 120, 0.9, '#ffffff', 0.85) + cloud(560, 80, 0.7, '#ffffff', 0.75);
  out += skyline(ctx, 430, '#bfd0d9', 80, 220, '#dce7ec');
  out += `<rect x="0" y="430" width="${BLOG_W}" height="60" fill="#ece5d6"/><rect x="0" y="430" width="${BLOG_W}" height="8" fill="#f7f2e8"/>`;
  out += `<rect x="0" y="490" width="${BLOG_W}" height="185" fill="#d4cab7"/>`;
  for (let y = 515; y < BLOG_H; y += 40) out += stroke(`M0 ${y}L${BLOG_W} ${y}`, '#c4b9a4', 2);
  // the star: an Amrapali in a cut blue drum raised on bricks
  out += groundShadow(ctx, 560, 655, 200);
  out +=
    '<rect x="430" y="630" width="80" height="30" fill="#a0522d"/><rect x="610" y="630" width="80" height="30" fill="#b5653a"/>';
  out += place(
    mangoSapling(ctx, { kind: 'drum', cx: 400, base: BASE, topW: 290, botW: 270, h: 220, color: '#2f6fb0' }),
    560,
    632,
    0.95,
  );
  const cow = PACKS['cow-dung-compost-5kg']!;
  const bone = PACKS['bone-meal-1kg']!;
  out += groundShadow(ctx, 880, 648, 90) + place(drawPack(ctx, { ...cow, heap: undefined }), 870, 646, 0.45);
  out +=
    groundShadow(ctx, 1050, 650, 70) + place(drawPack(ctx, { ...bone, heap: undefined }), 1040, 648, 0.4);
  out += place(khurpi(ctx), 300, 690, 0.4);
  out += groundShadow(ctx, 160, 640, 80) + place(chiliPlant(ctx), 160, 636, 0.42);
  return out;
}

const BLOG_ART: Record<string, (ctx: Ctx) => string> = {
  'rooftop-gardening-in-dhaka': rooftopScene,
  'monsoon-plant-care': monsoonScene,
  'growing-tulsi-at-home': tulsiScene,
  'vermicompost-and-mustard-cake': compostScene,
  'indoor-plants-for-low-light': indoorScene,
  'amrapali-mango-in-a-drum': mangoDrumScene,
};

// ---------------------------------------------------------------------------------------------
// Main

async function render(svg: string, file: string, width: number, height: number): Promise<number> {
  const buf = await sharp(Buffer.from(svg)).resize(width, height).webp({ quality: 80, effort: 6 }).toBuffer();
  await writeFile(file, buf);
  return buf.length;
}

async function main(): Promise<void> {
  const only = new Set(process.argv.slice(2));
  const wanted = (slug: string) => only.size === 0 || only.has(slug);
  await mkdir(path.join(OUT_DIR, 'products'), { recursive: true });
  await mkdir(path.join(OUT_DIR, 'blog'), { recursive: true });

  let total = 0;
  let count = 0;
  for (const product of DEMO_PRODUCTS) {
    if (!wanted(product.slug)) continue;
    const pack = PACKS[product.slug];
    const art =
      PRODUCT_ART[product.slug] ??
      (pack ? { draw: (ctx: Ctx) => drawPack(ctx, pack), shadowW: 300 } : undefined);
    if (!art) throw new Error(`No drawing for product '${product.slug}'`);
    const ctx = makeCtx(product.slug);
    const subject = art.draw(ctx);
    const body = productStage(ctx, art.theme ?? THEMES[product.category], subject, art.shadowW, art.shadowY);
    const file = path.join(OUT_DIR, 'products', `${product.slug}.webp`);
    total += await render(svgDoc(ctx, PRODUCT_SIZE, PRODUCT_SIZE, body), file, PRODUCT_SIZE, PRODUCT_SIZE);
    count++;
  }
  for (const post of DEMO_POSTS) {
    if (!wanted(post.slug)) continue;
    const scene = BLOG_ART[post.slug];
    if (!scene) throw new Error(`No drawing for blog post '${post.slug}'`);
    const ctx = makeCtx(post.slug);
    const body = scene(ctx);
    const file = path.join(OUT_DIR, 'blog', `${post.slug}.webp`);
    total += await render(svgDoc(ctx, BLOG_W, BLOG_H, body), file, BLOG_W, BLOG_H);
    count++;
  }
  console.log(`Wrote ${count} images, ${(total / 1024).toFixed(0)} KiB in total, to ${OUT_DIR}`);
}

await main();
