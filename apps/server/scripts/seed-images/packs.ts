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

const cx = 450;
const base = 684;

/** Width, height, top, left and right of a pack standing centred on the ground line. */
const frame = (w: number, h: number) => ({ w, h, top: base - h, l: cx - w / 2, r: cx + w / 2 });

/** n vertical strokes `step` apart from x0, between y0 and y1: stitching, cap grips and lid ribs. */
const ribs = (n: number, x0: number, step: number, y0: number, y1: number, color: string, extra = '') =>
  Array.from({ length: n }, (_, i) =>
    stroke(`M${x0 + i * step} ${y0}L${x0 + i * step} ${y1}`, color, 2, extra),
  ).join('');

/** The white reflection down the left of a glossy bag or bottle. */
const gloss = (x: number, y: number, w: number, h: number, opacity = '.16') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#fff" opacity="${opacity}"/>`;

/** A box seen from the front and a little from the right: its front, top and right faces. */
function cuboid(w: number, h: number, dx: number, dy: number, shift: number) {
  const l = cx - w / 2 - shift;
  const top = base - h;
  return {
    l,
    top,
    front: `M${l} ${top}L${l + w} ${top}L${l + w} ${base}L${l} ${base}Z`,
    topFace: `M${l} ${top}L${l + dx} ${top + dy}L${l + w + dx} ${top + dy}L${l + w} ${top}Z`,
    side: `M${l + w} ${top}L${l + w + dx} ${top + dy}L${l + w + dx} ${base + dy}L${l + w} ${base}Z`,
  };
}

interface Drawn {
  body: string;
  badge: string;
}

function bag(ctx: Ctx, s: PackSpec): Drawn {
  const { color, accent } = s.look;
  const { w, h, top, l, r } = frame(330, 450);
  const d = `M${l} ${top + 26}C${l - 16} ${top + 130} ${l - 18} ${base - 90} ${l + 8} ${base - 6}Q${cx} ${base + 8} ${r - 8} ${
    base - 6
  }C${r + 18} ${base - 90} ${r + 16} ${top + 130} ${r} ${top + 26}Z`;
  let body = `<path d="${d}" fill="${bodyShade(ctx, color, 1.4)}"/>`;
  body += `<rect x="${l}" y="${top}" width="${w}" height="30" rx="4" fill="${darken(color, 0.15)}"/>`;
  // the stitched seam runs the width of the bag, one stitch every 8 px
  body += ribs(Math.ceil((w - 10) / 8), l + 6, 8, top + 4, top + 26, darken(color, 0.35));
  const cp = clip(ctx, d);
  body += `<g clip-path="${cp}"><path d="M${l - 20} ${base - 70}Q${cx} ${base - 140} ${r + 20} ${base - 110}L${r + 20} ${base + 10}L${l - 20} ${
    base + 10
  }Z" fill="${accent}" opacity=".9"/></g>`;
  body += label(ctx, cx - w * 0.38, top + 58, w * 0.76, h * 0.6, s);
  body += gloss(l + 16, top + 50, 14, h - 120);
  return { body, badge: weightBadge(r - 30, base - 70, s.print.badge, accent) };
}

function woven(ctx: Ctx, s: PackSpec): Drawn {
  const { color, accent } = s.look;
  const { w, h, top, l, r } = frame(350, 470);
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
  let body = `<path d="${tuft}" fill="${darken(color, 0.08)}"/>`;
  body += `<path d="${d}" fill="${bodyShade(ctx, color, 1.6)}"/>`;
  const pid = ctx.uid('weave');
  ctx.defs.push(
    `<pattern id="${pid}" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 4H8M4 0V8" stroke="${darken(
      color,
      0.2,
    )}" stroke-width="1.2"/></pattern>`,
  );
  body += `<path d="${d}" fill="url(#${pid})" opacity=".35"/>`;
  body += `<rect x="${cx - 50}" y="${neck - 8}" width="100" height="16" rx="8" fill="${darken(accent, 0.1)}"/>`;
  body += stroke(`M${cx + 40} ${neck}q20 20 4 40`, darken(accent, 0.1), 5);
  const cp = clip(ctx, d);
  body += `<g clip-path="${cp}"><rect x="${l - 20}" y="${base - 60}" width="${w + 40}" height="24" fill="${accent}"/><rect x="${l - 20}" y="${
    neck + 40
  }" width="${w + 40}" height="12" fill="${accent}"/></g>`;
  body += label(ctx, cx - w * 0.37, neck + 78, w * 0.74, h * 0.56, s);
  return { body, badge: weightBadge(r - 26, base - 90, s.print.badge, accent) };
}

function pouch(ctx: Ctx, s: PackSpec): Drawn {
  const { color, accent } = s.look;
  const { w, h, top, l, r } = frame(300, 410);
  const d = `M${l + 6} ${top}L${r - 6} ${top}L${r + 6} ${base - 40}Q${r + 8} ${base} ${r - 30} ${base}L${l + 30} ${base}Q${l - 8} ${base} ${l - 6} ${
    base - 40
  }Z`;
  let body = `<path d="${d}" fill="${bodyShade(ctx, color, 1.2)}"/>`;
  body += `<rect x="${l + 6}" y="${top}" width="${w - 12}" height="26" fill="${darken(color, 0.18)}"/>`;
  body += `<path d="M${l + 6} ${top + 34}L${l + 18} ${top + 40}L${l + 6} ${top + 46}Z" fill="${lighten(color, 0.5)}"/>`;
  // the press-seal zip: a dark groove with a lit edge below it
  body += stroke(`M${l + 6} ${top + 52}L${r - 6} ${top + 52}`, darken(color, 0.25), 4);
  body += stroke(`M${l + 6} ${top + 57}L${r - 6} ${top + 57}`, lighten(color, 0.25), 2, ' opacity=".7"');
  body += label(ctx, cx - w * 0.39, top + 78, w * 0.78, h * 0.64, s);
  body += gloss(l + 12, top + 70, 12, h - 130);
  return { body, badge: weightBadge(r - 18, base - 50, s.print.badge, accent) };
}

function block(ctx: Ctx, s: PackSpec): Drawn {
  const { accent } = s.look;
  const [w, h, dx, dy] = [420, 230, 56, -50];
  const { l, top, front, topFace, side } = cuboid(w, h, dx, dy, 20);
  let body = `<path d="${front}" fill="#8b5a2b"/><path d="${topFace}" fill="#a56d38"/><path d="${side}" fill="#6e4421"/>`;
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
  const [title = ''] = s.print.title;
  body += `<path d="M${bl} ${top}L${bl + dx} ${top + dy}L${bl + bw + dx} ${top + dy}L${bl + bw} ${top}Z" fill="#efe9dc"/>`;
  body += `<rect x="${bl}" y="${top}" width="${bw}" height="${h}" fill="#fbf8f0" stroke="${accent}" stroke-width="4"/>`;
  body += icon(ctx, s.look.icon, bl + 66, top + h / 2, 90, accent);
  const tx = bl + 132 + (bw - 140) / 2;
  body += text(tx, top + 62, 'PLANTOPIA', 14, darken(accent, 0.2), { spacing: 3 });
  body += text(tx, top + 122, title, fitSize(title, bw - 150, 40), C.forest);
  body += text(tx, top + 164, s.print.sub, fitSize(s.print.sub, bw - 150, 17), darken(accent, 0.3));
  return { body, badge: weightBadge(l + w + 30, top - 60, s.print.badge, accent) };
}

function bottle(ctx: Ctx, s: PackSpec): Drawn {
  const { color, accent } = s.look;
  const { w, h, top, l, r } = frame(200, 430);
  const d = `M${cx - 30} ${top + 60}L${cx + 30} ${top + 60}L${cx + 30} ${top + 90}Q${r} ${top + 110} ${r} ${top + 170}L${r} ${base - 20}Q${r} ${base} ${
    r - 20
  } ${base}L${l + 20} ${base}Q${l} ${base} ${l} ${base - 20}L${l} ${top + 170}Q${l} ${top + 110} ${cx - 30} ${top + 90}Z`;
  let body = `<path d="${d}" fill="${bodyShade(ctx, color, 1.4)}"/>`;
  body += `<rect x="${cx - 40}" y="${top}" width="80" height="66" rx="10" fill="${barShade(ctx, accent, 0.6)}"/>`;
  body += ribs(7, cx - 32, 10.5, top + 8, top + 58, darken(accent, 0.2));
  body += gloss(l + 14, top + 130, 14, h - 170, '.2');
  body += label(ctx, l + 6, top + 178, w - 12, 230, s);
  return { body, badge: weightBadge(r + 16, top + 120, s.print.badge, accent) };
}

function jug(ctx: Ctx, s: PackSpec): Drawn {
  const { color, accent } = s.look;
  const { w, top, l, r } = frame(250, 400);
  const d = `M${l + 40} ${top + 50}L${l + 90} ${top + 50}L${l + 100} ${top + 70}L${r - 40} ${top + 70}Q${r} ${top + 80} ${r} ${top + 130}L${r} ${
    base - 20
  }Q${r} ${base} ${r - 20} ${base}L${l + 20} ${base}Q${l} ${base} ${l} ${base - 20}L${l} ${top + 120}Q${l} ${top + 80} ${l + 40} ${top + 70}Z`;
  let body = `<path d="${d}" fill="${bodyShade(ctx, color, 1.3)}"/>`;
  body += `<path d="M${r - 90} ${top + 72}Q${r - 80} ${top + 10} ${r - 30} ${top + 30}Q${r + 10} ${top + 50} ${r - 6} ${top + 120}L${r - 36} ${
    top + 110
  }Q${r - 26} ${top + 60} ${r - 50} ${top + 56}Q${r - 66} ${top + 56} ${r - 64} ${top + 76}Z" fill="${darken(color, 0.06)}"/>`;
  body += `<rect x="${l + 34}" y="${top}" width="62" height="56" rx="8" fill="${barShade(ctx, accent, 0.6)}"/>`;
  body += label(ctx, l + 12, top + 140, w - 24, 240, s);
  return { body, badge: weightBadge(r + 16, top + 96, s.print.badge, accent) };
}

function tub(ctx: Ctx, s: PackSpec): Drawn {
  const { color, accent } = s.look;
  const { w, h, top, l } = frame(300, 300);
  let body = `<rect x="${l}" y="${top + 40}" width="${w}" height="${h - 40}" rx="22" fill="${bodyShade(ctx, color, 1)}"/>`;
  body += `<rect x="${l - 8}" y="${top}" width="${w + 16}" height="58" rx="14" fill="${barShade(ctx, accent, 0.8)}"/>`;
  body += ribs(20, l + 4, 16, top + 8, top + 50, darken(accent, 0.2), ' opacity=".6"');
  body += label(ctx, l + 18, top + 78, w - 36, h - 100, s);
  return { body, badge: weightBadge(l + w + 4, top + 40, s.print.badge, accent) };
}

function box(ctx: Ctx, s: PackSpec): Drawn {
  const { color, accent } = s.look;
  const [w, h] = [300, 380];
  const { l, top, topFace, side } = cuboid(w, h, 46, -36, 16);
  let body = `<path d="${topFace}" fill="${lighten(color, 0.15)}"/>`;
  body += `<path d="${side}" fill="${darken(color, 0.25)}"/>`;
  body += `<rect x="${l}" y="${top}" width="${w}" height="${h}" fill="${color}"/>`;
  body += label(ctx, l + 24, top + 24, w - 48, 230, s);
  // a window in the box showing the spikes inside
  body += `<rect x="${l + 24}" y="${top + 280}" width="${w - 48}" height="76" rx="10" fill="#e8f5e9" stroke="${darken(color, 0.2)}" stroke-width="3"/>`;
  for (let i = 0; i < 9; i++) {
    body += `<path d="M${l + 44 + i * 26} ${top + 290}L${l + 60 + i * 26} ${top + 290}L${l + 52 + i * 26} ${top + 348}Z" fill="${i % 2 ? '#43a047' : '#2e7d32'}"/>`;
  }
  return { body, badge: weightBadge(l + w + 20, top + 40, s.print.badge, accent) };
}

const BODIES: Record<PackKind, (ctx: Ctx, s: PackSpec) => Drawn> = {
  bag,
  woven,
  pouch,
  block,
  bottle,
  jug,
  tub,
  box,
};

/** Smaller packs are drawn a little larger so every pack fills the stage about as much as a bag. */
const GROW: Partial<Record<PackKind, number>> = { pouch: 1.12, bottle: 1.06, jug: 1.1, tub: 1.2, box: 1.05 };

export function drawPack(ctx: Ctx, s: PackSpec): string {
  const { body, badge } = BODIES[s.look.kind](ctx, s);
  const k = GROW[s.look.kind] ?? 1;
  const scaled = `<g transform="translate(${cx} ${base}) scale(${k}) translate(${-cx} ${-base})">${body}${badge}</g>`;
  const front = s.heap ? heap(ctx, 230, base + 4, 250, 120, s.heap) : '';
  return scaled + front + (s.extra ? s.extra(ctx) : '');
}
