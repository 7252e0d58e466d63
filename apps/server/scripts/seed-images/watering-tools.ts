// Watering tools (can, hose, sprayers, drip kit) and the moisture meter that says when to water.
import type { Ctx } from './drawing-context.js';
import { between, pick } from './drawing-context.js';
import { leaf } from './foliage.js';
import type { P } from './geometry.js';
import { ringPath } from './geometry.js';
import { C, darken, lighten } from './palette.js';
import { pot } from './pots.js';
import { bodyShade, clip, f, fade, stroke, text, tr } from './svg.js';
import { barShade, laid } from './tool-parts.js';

interface Spray {
  n: number;
  from: P;
  /** Direction in degrees, and how far either side of it a droplet may fly. */
  aim: number;
  spread: number;
  reach: [number, number];
  size: [number, number];
}

/** Droplets flying from a nozzle; a coarse spray keeps one opacity, a mist fades with distance. */
function spray(ctx: Ctx, s: Spray, opacity = (_d: number) => '.75'): string {
  let out = '';
  for (let i = 0; i < s.n; i++) {
    const d = between(ctx, ...s.reach);
    const a = ((s.aim + between(ctx, -s.spread, s.spread)) * Math.PI) / 180;
    out += `<circle cx="${f(s.from[0] + Math.cos(a) * d)}" cy="${f(s.from[1] + Math.sin(a) * d)}" r="${f(between(ctx, ...s.size))}" fill="#7cc6ea" opacity="${opacity(d)}"/>`;
  }
  return out;
}

export function wateringCan(ctx: Ctx): string {
  const green = '#3e9b55';
  let out = '';
  // spout behind the body
  out += `<path d="M470 560L640 330L664 346L500 600Z" fill="${barShade(ctx, darken(green, 0.05))}"/>`;
  out += `<g transform="${tr(664, 326, -55)}"><rect x="-16" y="-10" width="32" height="26" rx="4" fill="#c9a340"/><ellipse cx="0" cy="-12" rx="40" ry="15" fill="${fade(ctx, '#e6c463', '#b08a2c')}"/>`;
  for (let i = 0; i < 14; i++) {
    out += `<circle cx="${f(-28 + (i % 7) * 9.5)}" cy="${f(-16 + Math.floor(i / 7) * 8)}" r="2" fill="#6b5420"/>`;
  }
  out += '</g>';
  for (let i = 0; i < 16; i++) {
    const t = between(ctx, 0.15, 1);
    const x = 700 + t * 60 + between(ctx, -20, 20);
    const y = 330 + t * 210 + between(ctx, -20, 20);
    out += `<path d="M${f(x)} ${f(y - 9)}Q${f(x + 5)} ${f(y)} ${f(x)} ${f(y + 3)}Q${f(x - 5)} ${f(y)} ${f(x)} ${f(y - 9)}Z" fill="#5fb3e0" opacity=".8"/>`;
  }
  // handle arching over the top and down the back
  out += stroke('M230 420C200 270 300 230 420 250C480 262 500 300 505 380', darken(green, 0.15), 30);
  out += stroke(
    'M230 420C200 270 300 230 420 250C480 262 500 300 505 380',
    lighten(green, 0.2),
    8,
    ' opacity=".5"',
  );
  out += `<rect x="170" y="380" width="360" height="290" rx="56" fill="${bodyShade(ctx, green, 1.3)}"/>`;
  out += `<ellipse cx="330" cy="388" rx="92" ry="20" fill="${darken(green, 0.35)}"/><ellipse cx="330" cy="384" rx="80" ry="13" fill="#1d4d2a"/>`;
  out += stroke('M190 470L510 470', lighten(green, 0.25), 4, ' opacity=".5"');
  out += text(350, 590, '10 L', 56, lighten(green, 0.28));
  out += `<rect x="205" y="420" width="16" height="200" rx="8" fill="#fff" opacity=".22"/>`;
  return out;
}

export function hoseKit(ctx: Ctx): string {
  let out = '';
  const hose = (d: string) =>
    stroke(d, '#1f7a3a', 30) + stroke(d, '#36a852', 22) + stroke(d, '#8fd19e', 4, ' opacity=".8"');
  for (let i = 0; i < 5; i++) {
    const rx = 200 - i * 22;
    const ry = 118 - i * 12;
    out += hose(ringPath(330, 470, rx, ry));
  }
  out += hose('M530 470C560 560 620 600 660 560C690 530 640 470 600 430');
  // spray gun
  out += `<g transform="${tr(610, 400, -20)}">`;
  out += `<path d="M-30 -20L120 -40Q140 -42 140 -22L140 0Q140 16 120 14L0 20Z" fill="${barShade(ctx, '#0097a7')}"/>`;
  out += `<path d="M-20 0L30 0L10 120Q-10 130 -24 118Z" fill="${barShade(ctx, '#00838f')}"/>`;
  out += '<path d="M36 10Q60 60 40 104L28 100Q42 60 22 12Z" fill="#f39200"/>';
  out += `<rect x="130" y="-48" width="36" height="68" rx="10" fill="${barShade(ctx, '#f39200')}"/>`;
  out += '<circle cx="148" cy="-14" r="9" fill="#5d6a72"/>';
  out += '</g>';
  for (let i = 0; i < 9; i++) {
    const a = -42 + i * 6;
    const rad = (a * Math.PI) / 180;
    out += stroke(
      `M${f(780 - 620 + 600 + Math.cos(rad) * 20)} ${f(350 + Math.sin(rad) * 20)}L${f(760 + Math.cos(rad) * 90)} ${f(350 + Math.sin(rad) * 90)}`,
      '#7cc6ea',
      3,
      ' stroke-dasharray="6 9" opacity=".8"',
    );
  }
  out += `<rect x="92" y="560" width="46" height="30" rx="8" fill="#f39200"/><rect x="80" y="566" width="16" height="18" rx="4" fill="#5d6a72"/>`;
  out += hose('M140 575C170 580 170 540 150 520');
  return out;
}

export function pressureSprayer(ctx: Ctx): string {
  let out = '';
  out += stroke('M500 620C590 650 600 560 560 520', '#2f3a40', 10);
  out += `<g transform="${tr(560, 520, -62)}"><rect x="-10" y="-14" width="60" height="28" rx="8" fill="#2f3a40"/><rect x="40" y="-5" width="180" height="10" rx="5" fill="${barShade(
    ctx,
    '#9aa5ad',
  )}"/><path d="M216 -10L244 -6L244 6L216 10Z" fill="#c9a340"/></g>`;
  const tip: P = [560 + Math.cos((-62 * Math.PI) / 180) * 244, 520 + Math.sin((-62 * Math.PI) / 180) * 244];
  out += spray(ctx, { n: 26, from: tip, aim: -62, spread: 14, reach: [10, 90], size: [1.5, 3.5] });
  const tank =
    'M250 280Q250 240 290 240L470 240Q510 240 510 280L520 640Q520 680 480 680L280 680Q240 680 240 640Z';
  out += `<path d="${tank}" fill="${bodyShade(ctx, '#f3f1e9', 1.2)}"/>`;
  const cp = clip(ctx, tank);
  out += `<g clip-path="${cp}"><rect x="230" y="430" width="300" height="260" fill="#9ccc65" opacity=".55"/><rect x="230" y="430" width="300" height="6" fill="#7cb342" opacity=".7"/></g>`;
  for (let i = 0; i < 4; i++) {
    out += stroke(`M270 ${480 + i * 45}L300 ${480 + i * 45}`, '#7d878e', 3);
  }
  out += text(285, 470, '2L', 24, '#7d878e', { anchor: 'start' });
  out += `<rect x="300" y="300" width="160" height="90" rx="12" fill="#d84315"/>`;
  out += text(380, 358, 'KISAN', 34, '#fff4ec');
  out += `<rect x="330" y="215" width="100" height="32" rx="10" fill="${barShade(ctx, '#d84315')}"/>`;
  out += `<rect x="372" y="120" width="16" height="100" fill="${barShade(ctx, '#9aa5ad')}"/>`;
  out += `<rect x="320" y="104" width="120" height="26" rx="13" fill="${barShade(ctx, '#d84315')}"/>`;
  out += '<rect x="262" y="270" width="14" height="360" rx="7" fill="#fff" opacity=".4"/>';
  return out;
}

export function mistBottle(ctx: Ctx): string {
  let out = '';
  const body =
    'M320 330Q320 300 345 290L345 260L455 260L455 290Q480 300 480 330L490 650Q490 680 460 680L340 680Q310 680 310 650Z';
  out += `<path d="${body}" fill="${bodyShade(ctx, '#8fd1b0', 1)}" opacity=".95"/>`;
  const cp = clip(ctx, body);
  out += `<g clip-path="${cp}"><rect x="300" y="420" width="200" height="270" fill="#4fa883" opacity=".45"/></g>`;
  out += '<rect x="330" y="320" width="12" height="320" rx="6" fill="#fff" opacity=".45"/>';
  out += `<rect x="345" y="470" width="110" height="120" rx="12" fill="#fdfcf7"/>`;
  out += leaf(400, 565, 0, 70, 22, C.leafDark, { veins: 3 });
  out += `<path d="M360 200L470 200Q490 200 492 218L496 262L330 262L334 220Q338 200 360 200Z" fill="${barShade(ctx, '#eceff1')}"/>`;
  out += `<path d="M340 170L520 160Q540 160 540 178L540 196Q540 210 520 210L340 214Z" fill="${barShade(ctx, '#eceff1')}"/>`;
  out += '<rect x="532" y="174" width="20" height="22" rx="5" fill="#90a4ae"/>';
  out += `<path d="M470 214Q500 240 488 300L470 300Q478 250 452 218Z" fill="${barShade(ctx, '#cfd8dc')}"/>`;
  // a fine mist thins out as it drifts away from the nozzle
  const mist: Spray = { n: 40, from: [552, 185], aim: 0, spread: 20, reach: [16, 170], size: [1.5, 4] };
  out += spray(ctx, mist, (d) => `${f(1 - d / 220)}`);
  return laid(-40, 10, 0, out, 1.05);
}

export function dripKit(ctx: Ctx): string {
  let out = '';
  for (let i = 0; i < 6; i++) {
    const rx = 150 - i * 14;
    const ry = 92 - i * 8;
    out += stroke(ringPath(270, 560, rx, ry), '#222', 16);
    out += stroke(`M${270 - rx} 556a${rx} ${ry} 0 1 0 ${rx * 2} 0`, '#555', 3, ' opacity=".7"');
  }
  out += stroke('M420 560C470 540 470 470 520 460L700 460', '#222', 14);
  for (const [x, col] of [
    [520, '#c56a3f'],
    [650, '#b85a34'],
  ] as Array<[number, string]>) {
    const p = pot(ctx, { kind: 'terracotta', cx: x, base: 680, topW: 110, botW: 82, h: 100, color: col });
    let sprout = '';
    for (let k = 0; k < 5; k++)
      sprout += leaf(
        x + between(ctx, -14, 14),
        p.top + 4,
        between(ctx, -50, 50),
        between(ctx, 40, 60),
        12,
        pick(ctx, ['#4caf50', '#3f9b45']),
      );
    out += p.back + sprout + p.front;
    out += stroke(`M${x} 460Q${x + 30} 500 ${x + 18} ${p.top - 6}`, '#333', 5);
    out += `<rect x="${x + 8}" y="${p.top - 40}" width="20" height="24" rx="5" fill="#d32f2f"/>`;
    out += `<path d="M${x + 18} ${p.top - 4}q6 10 0 14q-6 -4 0 -14Z" fill="#4fb3e6"/>`;
    out += `<circle cx="${x}" cy="460" r="9" fill="#1e88e5"/>`;
  }
  for (const [x, y, r] of [
    [170, 690, -20],
    [250, 700, 10],
    [340, 688, 35],
  ] as Array<[number, number, number]>) {
    out += `<g transform="${tr(x, y, r)}"><path d="M-4 0L4 0L1 60L-1 60Z" fill="#37474f"/><rect x="-12" y="-22" width="24" height="24" rx="6" fill="${
      x === 250 ? '#1e88e5' : '#d32f2f'
    }"/></g>`;
  }
  return out;
}

export function moistureMeter(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'terracotta', topW: 300, botW: 220, h: 170, color: '#c0643a' });
  let out = p.back;
  for (let k = 0; k < 5; k++) {
    out += leaf(
      290 + k * 12,
      p.top + 4,
      -50 + k * 14,
      between(ctx, 70, 95),
      18,
      pick(ctx, ['#4caf50', '#3f9b45', '#5bbf5a']),
      { veins: 3 },
    );
  }
  for (const x of [428, 468]) {
    out += `<rect x="${x}" y="330" width="11" height="${p.top - 320}" rx="4" fill="${barShade(ctx, '#cfd8dc')}"/>`;
  }
  out += `<path d="M418 270L490 270L484 340L424 340Z" fill="${bodyShade(ctx, '#2e5d4a', 0.8)}"/>`;
  out += `<circle cx="454" cy="190" r="96" fill="${bodyShade(ctx, '#2e5d4a', 0.8)}"/>`;
  out += '<circle cx="454" cy="190" r="76" fill="#fdfcf7"/>';
  const arc = (a0: number, a1: number, col: string) => {
    const r = 56;
    const x0 = 454 + Math.cos(a0) * r;
    const y0 = 206 + Math.sin(a0) * r;
    const x1 = 454 + Math.cos(a1) * r;
    const y1 = 206 + Math.sin(a1) * r;
    return `<path d="M${f(x0)} ${f(y0)}A${r} ${r} 0 0 1 ${f(x1)} ${f(y1)}" fill="none" stroke="${col}" stroke-width="12"/>`;
  };
  out +=
    arc(Math.PI * 1.1, Math.PI * 1.38, '#e53935') +
    arc(Math.PI * 1.38, Math.PI * 1.62, '#43a047') +
    arc(Math.PI * 1.62, Math.PI * 1.9, '#1e88e5');
  out += `${stroke('M454 206L486 152', '#263238', 5)}<circle cx="454" cy="206" r="8" fill="#263238"/>`;
  out += text(414, 240, 'DRY', 15, '#e53935') + text(496, 240, 'WET', 15, '#1e88e5');
  out += `<rect x="424" y="290" width="60" height="26" rx="13" fill="#1f3d31"/><circle cx="444" cy="303" r="9" fill="#f39200"/>`;
  return out + p.front;
}
