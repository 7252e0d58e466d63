// The backdrop every product image shares, so the catalog grid looks like one set of photos.
import type { Ctx } from './drawing-context.js';
import { between } from './drawing-context.js';
import { leafD } from './foliage.js';
import { C, darken } from './palette.js';
import { BASE } from './sizes.js';
import { blurFilter, f, radial, stroke, tr } from './svg.js';

export interface Theme {
  bg: string;
  glow: string;
  /** Optional extra decoration drawn between the background and the subject. */
  decor?: (ctx: Ctx) => string;
}

export const THEMES = {
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

export function productStage(
  ctx: Ctx,
  theme: Theme,
  subject: string,
  shadowW = 250,
  shadowY = BASE + 6,
): string {
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

export const nightTheme: Theme = {
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
