// The pack itself: one body shape per PackKind, with its label and weight badge, and the heap in front.
import type { Ctx } from './drawing-context.js';
import { between, pick } from './drawing-context.js';
import { heap } from './heaps.js';
import { icon } from './pack-icons.js';
import { fitSize, label, weightBadge } from './pack-label.js';
import type { PackKind, PackSpec } from './pack-spec.js';
import { C, darken, lighten } from './palette.js';
import { bodyShade, clip, f, stroke, text } from './svg.js';
import { barShade } from './tool-parts.js';

const PACK_CX = 450;
const PACK_BASE = 684;

export function drawPack(ctx: Ctx, s: PackSpec): string {
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
