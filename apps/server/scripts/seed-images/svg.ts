// SVG building blocks every drawing uses: rounding, gradients, filters, clips, transforms and text.
import type { Ctx } from './drawing-context.js';
import { darken, lighten } from './palette.js';

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

// Numbers are rounded to one decimal so the SVG source stays compact and deterministic.
export const f = (v: number) => Math.round(v * 10) / 10;

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

type Stop = [offset: number, color: string, opacity?: number];

function gradient(ctx: Ctx, prefix: string, tag: string, attrs: string, stops: Stop[]): string {
  const id = ctx.uid(prefix);
  const s = stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('');
  ctx.defs.push(`<${tag} id="${id}" ${attrs}>${s}</${tag}>`);
  return `url(#${id})`;
}

export const linear = (ctx: Ctx, stops: Stop[], dir = [0, 0, 1, 0]) =>
  gradient(ctx, 'lg', 'linearGradient', `x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}"`, stops);

export const radial = (ctx: Ctx, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5) =>
  gradient(ctx, 'rg', 'radialGradient', `cx="${cx}" cy="${cy}" r="${r}"`, stops);

/** Gradient direction (x1 y1 x2 y2) from top to bottom; `linear` runs left to right unless told. */
export const DOWN = [0, 0, 0, 1];

/** A two-colour linear gradient: skies, walls, a watering can's rose. */
export const fade = (ctx: Ctx, from: string, to: string, dir?: number[]) =>
  linear(
    ctx,
    [
      [0, from],
      [1, to],
    ],
    dir,
  );

/**
 * A linear gradient of one colour, lightened (positive tint) or darkened (negative) at each offset:
 * enough to make a flat shape read as a lit solid.
 */
export const shade = (ctx: Ctx, color: string, tints: Array<[number, number]>, dir?: number[]) =>
  linear(
    ctx,
    tints.map(([o, t]) => [o, t > 0 ? lighten(color, t) : t < 0 ? darken(color, -t) : color]),
    dir,
  );

/** Lit from the left, so an upright pot, bag or bottle reads as rounded. */
export const bodyShade = (ctx: Ctx, color: string, strength = 1) =>
  shade(ctx, color, [
    [0, -0.12 * strength],
    [0.28, 0.14 * strength],
    [0.6, 0],
    [1, -0.22 * strength],
  ]);

export function blurFilter(ctx: Ctx, std: number): string {
  const id = ctx.uid('bl');
  ctx.defs.push(
    `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
  );
  return `url(#${id})`;
}

export function clip(ctx: Ctx, d: string): string {
  const id = ctx.uid('cp');
  ctx.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  return `url(#${id})`;
}

export const tr = (x: number, y: number, rot = 0, scale = 1) =>
  `translate(${f(x)} ${f(y)})${rot ? ` rotate(${f(rot)})` : ''}${scale !== 1 ? ` scale(${scale})` : ''}`;

export function text(
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

export function stroke(d: string, color: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

export function svgDoc(ctx: Ctx, w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${ctx.defs.join(
    '',
  )}</defs>${body}</svg>`;
}
