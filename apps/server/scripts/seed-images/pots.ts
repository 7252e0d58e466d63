// The containers the plants stand in; the soil surface and the body are returned apart so the
// stems can be drawn between them.
import type { Ctx } from './drawing-context.js';
import { between } from './drawing-context.js';
import { C, darken, lighten } from './palette.js';
import { BASE } from './sizes.js';
import { bodyShade, clip, f, stroke } from './svg.js';

type PotKind = 'terracotta' | 'ceramic' | 'growbag' | 'cement' | 'basket' | 'drum';

export interface PotSpec {
  kind: PotKind;
  /** Centre and ground line; a plant's pot stands in the middle of the product stage unless told. */
  cx?: number;
  base?: number;
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

export function pot(ctx: Ctx, s: PotSpec): PotArt {
  const { cx = 400, topW, botW, base = BASE } = s;
  const top = base - s.h;
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
