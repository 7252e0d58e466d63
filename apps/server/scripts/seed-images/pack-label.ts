// The printed label and weight badge, laid out in fixed bands so every pack reads the same way.
import type { Ctx } from './drawing-context.js';
import { icon } from './pack-icons.js';
import type { PackSpec } from './pack-spec.js';
import { C, darken } from './palette.js';
import { f, text } from './svg.js';

/** Largest font size (up to max) at which bold DejaVu-like capitals fit in maxW. */
export function fitSize(textValue: string, maxW: number, max: number, spacing = 0): number {
  return Math.min(max, (maxW / textValue.length - spacing) / 0.75);
}

export function label(ctx: Ctx, x: number, y: number, w: number, h: number, s: PackSpec): string {
  const { accent } = s.look;
  const { title, sub, npk } = s.print;
  let out = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="16" fill="#fbf8f0" stroke="${accent}" stroke-width="4"/>`;
  const cx = x + w / 2;
  const brandSize = Math.min(16, h * 0.065);
  out += text(cx, y + h * 0.1, 'PLANTOPIA', brandSize, darken(accent, 0.25), { spacing: 3 });
  out += icon(ctx, s.look.icon, cx, y + h * 0.29, h * 0.26, accent);
  // fixed bands (brand, icon, title, subtitle) so every pack's label reads the same way
  const maxW = w - 28;
  const longest = title.reduce((a, b) => (b.length > a.length ? b : a), '');
  const ts = Math.min(fitSize(longest, maxW, h * 0.15), (h * 0.34) / (title.length * 1.08));
  const blockH = ts * 1.06 * title.length;
  let by = y + h * 0.46 + (h * 0.36 - blockH) / 2 + ts * 0.85;
  for (const line of title) {
    out += text(cx, by, line, ts, C.forest);
    by += ts * 1.06;
  }
  const ss = fitSize(sub, maxW, h * 0.065, 1);
  out += text(cx, y + h * (npk ? 0.87 : 0.9), sub, ss, darken(accent, 0.3), { spacing: 1 });
  if (npk) {
    const pw = Math.max(90, npk.length * 14 + 30);
    out += `<rect x="${f(cx - pw / 2)}" y="${f(y + h - 16)}" width="${f(pw)}" height="40" rx="20" fill="${C.forest}"/>`;
    out += text(cx, y + h + 12, npk, 22, '#ffffff');
  }
  return out;
}

export function weightBadge(x: number, y: number, value: string, accent: string): string {
  const size = fitSize(value, 64, 28);
  return `<circle cx="${f(x)}" cy="${f(y)}" r="44" fill="${C.forest}" stroke="#fff" stroke-width="5"/><circle cx="${f(x)}" cy="${f(
    y,
  )}" r="36" fill="none" stroke="${accent}" stroke-width="2" opacity=".8"/>${text(x, y + size * 0.36, value, size, '#ffffff')}`;
}
