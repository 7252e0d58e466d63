// The heap of a pack's contents piled in front of it: a mound filled with particles of its kind.
import type { Ctx } from './drawing-context.js';
import { between, pick } from './drawing-context.js';
import type { HeapKind, HeapSpec } from './pack-spec.js';
import { darken } from './palette.js';
import { clip, f, linear, stroke } from './svg.js';

export function heap(ctx: Ctx, cx: number, base: number, w: number, h: number, spec: HeapSpec): string {
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
