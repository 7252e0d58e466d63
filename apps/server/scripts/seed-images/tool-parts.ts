// Parts several tools share: shaded bars, steel, turned wooden handles and ferrules. Tools are drawn
// flat in their own frame along the x axis and laid diagonally across the stage.
import type { Ctx } from './drawing-context.js';
import { between } from './drawing-context.js';
import { C, darken } from './palette.js';
import { DOWN, f, shade, stroke, tr } from './svg.js';

/** Lit from above, so a bar lying along the x axis reads as round. */
export const barShade = (ctx: Ctx, color: string, strength = 1) =>
  shade(
    ctx,
    color,
    [
      [0, 0.2 * strength],
      [0.35, 0.35 * strength],
      [0.65, 0],
      [1, -0.3 * strength],
    ],
    DOWN,
  );

/** A bright band across the top and a dark one below the middle: how polished steel catches light. */
export const steelShade = (ctx: Ctx, base = '#aeb8bf') =>
  shade(
    ctx,
    base,
    [
      [0, 0.5],
      [0.45, 0],
      [0.55, -0.12],
      [1, 0.25],
    ],
    [0, 0, 0.3, 1],
  );

/** A turned wooden handle along the x axis from x0 to x1, radius r. */
export function woodHandle(ctx: Ctx, x0: number, x1: number, r: number, color: string = C.wood): string {
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

export function ferrule(ctx: Ctx, x: number, w: number, r: number): string {
  return `<rect x="${f(x)}" y="${f(-r)}" width="${f(w)}" height="${f(r * 2)}" rx="4" fill="${barShade(ctx, '#9aa5ad', 1.2)}"/>${stroke(
    `M${f(x + w * 0.3)} ${f(-r + 2)}L${f(x + w * 0.3)} ${f(r - 2)}`,
    '#6f7b83',
    2,
  )}`;
}

export const laid = (x: number, y: number, rot: number, inner: string, scale = 1) =>
  `<g transform="${tr(x, y, rot, scale)}">${inner}</g>`;
