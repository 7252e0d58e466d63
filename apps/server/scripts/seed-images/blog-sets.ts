// Set pieces for the 1200×675 blog scenes: sky, Dhaka skyline, clouds, shadows, and placing a
// product drawing on the set.
import type { Ctx } from './drawing-context.js';
import { between } from './drawing-context.js';
import { BASE, BLOG_H, BLOG_W } from './sizes.js';
import { blurFilter, DOWN, f, fade, stroke, tr } from './svg.js';

/** Places an 800×800-stage drawing (base centre at 400,690) with its base centre at (x, ground). */
export function place(subject: string, x: number, ground: number, k: number): string {
  return `<g transform="translate(${f(x - 400 * k)} ${f(ground - BASE * k)}) scale(${k})">${subject}</g>`;
}

export function groundShadow(ctx: Ctx, x: number, y: number, rx: number): string {
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(rx * 0.12)}" fill="#1f2d25" opacity=".22" filter="${blurFilter(ctx, 5)}"/>`;
}

export function sky(ctx: Ctx, top: string, bottom: string): string {
  return `<rect width="${BLOG_W}" height="${BLOG_H}" fill="${fade(ctx, top, bottom, DOWN)}"/>`;
}

export function skyline(
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

export function cloud(x: number, y: number, s: number, color: string, opacity = 1): string {
  return `<g transform="${tr(x, y, 0, s)}" opacity="${opacity}"><ellipse cx="0" cy="0" rx="80" ry="34" fill="${color}"/><circle cx="-34" cy="-18" r="34" fill="${color}"/><circle cx="18" cy="-32" r="44" fill="${color}"/><circle cx="60" cy="-8" r="30" fill="${color}"/></g>`;
}
