// Leaves and flowers, drawn at the origin and moved into place, so every plant can reuse them.
import type { Ctx } from './drawing-context.js';
import { between, pick } from './drawing-context.js';
import type { P } from './geometry.js';
import { scatter } from './geometry.js';
import { lighten } from './palette.js';
import { f, stroke, tr } from './svg.js';

/** Base to tip along the right edge; closed on its own it is the half a leaf's shadow covers. */
const rightEdge = (len: number, w: number) =>
  `M0 0C${f(w)} ${f(-len * 0.2)} ${f(w * 1.05)} ${f(-len * 0.68)} 0 ${f(-len)}`;
/** Lance/oval leaf, base at (0,0), tip at (0,-len); w is the half width. */
export const leafD = (len: number, w: number) =>
  `${rightEdge(len, w)}C${f(-w * 1.05)} ${f(-len * 0.68)} ${f(-w)} ${f(-len * 0.2)} 0 0Z`;

interface LeafOpts {
  vein?: boolean;
  veins?: number;
  shine?: boolean;
}

export function leaf(
  x: number,
  y: number,
  rot: number,
  len: number,
  w: number,
  color: string,
  opts: LeafOpts = {},
): string {
  let inner = `<path d="${leafD(len, w)}" fill="${color}"/><path d="${rightEdge(len, w)}Z" fill="#000" opacity=".13"/>`;
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

/** Small white five-petalled flowers at the given points, as chilies and citrus carry them. */
export const blossoms = (at: P[], r: number, centre: string, opts: { width: number; edge: string }) =>
  at.map(([x, y]) => flower(x, y, r, 5, '#ffffff', centre, opts)).join('');

interface Canopy {
  n: number;
  /** The ellipse the leaves are scattered over: centre x, centre y, radius x, radius y. */
  crown: [number, number, number, number];
  /** Angles (radians) of the part of the crown to fill; the whole ellipse unless told. */
  arc?: [number, number];
  /**
   * Leaves point away from (400, from), as they would grow out from the branches below; `lean`
   * below 1 keeps them more upright. Without `from`, leaves are turned at random.
   */
  from?: number;
  lean?: number;
  /** Random turn added to each leaf, in degrees. */
  turn: [number, number];
  /** Each leaf's length is picked from `len`; w is its half width. */
  leaf: { len: [number, number]; w: number } & LeafOpts;
  colors: readonly string[];
}

/** A crown of n leaves scattered over an ellipse: the foliage of every shrub and tree. */
export function leafCanopy(ctx: Ctx, c: Canopy): string {
  const { len, w, ...opts } = c.leaf;
  let out = '';
  for (let i = 0; i < c.n; i++) {
    const [x, y] = scatter(ctx, ...c.crown, c.arc);
    const rot =
      c.from === undefined
        ? between(ctx, ...c.turn)
        : ((Math.atan2(y - c.from, x - 400) * 180) / Math.PI + 90) * (c.lean ?? 1) + between(ctx, ...c.turn);
    out += leaf(x, y, rot, between(ctx, ...len), w, pick(ctx, c.colors), opts);
  }
  return out;
}

/** Left half of a heart-shaped leaf (pothos), base at (0,0), tip at (0,-l); a negative w gives the right. */
const heartHalf = (l: number, w: number) =>
  `M0 0C${f(-w * 0.5)} ${f(l * 0.12)} ${f(-w * 1.1)} ${f(-l * 0.1)} ${f(-w)} ${f(-l * 0.4)}C${f(-w * 0.9)} ${f(
    -l * 0.72,
  )} ${f(-w * 0.3)} ${f(-l * 0.86)} 0 ${f(-l)}`;
const heartD = (l: number, w: number) =>
  `${heartHalf(l, w)}C${f(w * 0.3)} ${f(-l * 0.86)} ${f(w * 0.9)} ${f(-l * 0.72)} ${f(w)} ${f(
    -l * 0.4,
  )}C${f(w * 1.1)} ${f(-l * 0.1)} ${f(w * 0.5)} ${f(l * 0.12)} 0 0Z`;

export function heartLeaf(
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
  inner += `<path d="${heartHalf(l, -w)}Z" fill="#000" opacity=".12"/>`;
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
export function flower(
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
