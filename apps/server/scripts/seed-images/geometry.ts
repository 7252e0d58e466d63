// Curves the drawings grow along: stems follow quadratic Béziers, tool outlines cubic ones.
import type { Ctx } from './drawing-context.js';
import { between } from './drawing-context.js';
import { f, stroke } from './svg.js';

export type P = [number, number];

export function qAt(p0: P, p1: P, p2: P, t: number): P {
  const u = 1 - t;
  return [
    u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
    u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
  ];
}

/** Direction of a quadratic Bézier at t, in degrees (0 = +x, 90 = down). */
export function qDir(p0: P, p1: P, p2: P, t: number): number {
  const dx = 2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]);
  const dy = 2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]);
  return (Math.atan2(dy, dx) * 180) / Math.PI;
}

/** Leaf shapes point "up" at rotation 0; this turns a travel direction into that rotation. */
export const dirToRot = (deg: number) => deg + 90;

export const qPath = (p0: P, p1: P, p2: P) =>
  `M${f(p0[0])} ${f(p0[1])}Q${f(p1[0])} ${f(p1[1])} ${f(p2[0])} ${f(p2[1])}`;

/** A branch drawn as a few overlapping strokes, thick at the base and thin at the tip. */
export function taperedStroke(p0: P, p1: P, p2: P, color: string, w0: number, w1: number): string {
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

/** Branches from one fork to each end, bowed through a control point at height midY. */
export const fan = (from: P, midY: number, ends: P[], color: string, w0: number, w1: number) =>
  ends.map((e) => taperedStroke(from, [(from[0] + e[0]) / 2, midY], e, color, w0, w1)).join('');

/**
 * A random point spread evenly over an ellipse, or over the part of it between angles a0 and a1
 * and outside `inner` (a fraction of the area) of its middle.
 */
export function scatter(
  ctx: Ctx,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  [a0, a1] = [0, Math.PI * 2],
  inner = 0,
): P {
  const ang = between(ctx, a0, a1);
  const rr = Math.sqrt(between(ctx, inner, 1));
  return [cx + Math.cos(ang) * rx * rr, cy + Math.sin(ang) * ry * rr];
}

/** An ellipse as a path (two arcs from its left end), so it can be stroked like any other curve. */
export const ringPath = (cx: number, cy: number, rx: number, ry: number) =>
  `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${rx * 2} 0a${rx} ${ry} 0 1 0 ${-rx * 2} 0`;

export type P4 = [P, P, P, P];

export function cAt([p0, p1, p2, p3]: P4, t: number): P {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
}

export const cPath = ([_p0, p1, p2, p3]: P4) =>
  `C${f(p1[0])} ${f(p1[1])} ${f(p2[0])} ${f(p2[1])} ${f(p3[0])} ${f(p3[1])}`;
