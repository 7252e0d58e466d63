// Digging and cutting tools (khurpi, trowel, cultivator, kodal, kachi, secateurs, shears, grafting knife).
import type { Ctx } from './drawing-context.js';
import { between, pick } from './drawing-context.js';
import { leaf } from './foliage.js';
import type { P4 } from './geometry.js';
import { cAt, cPath } from './geometry.js';
import { C, darken } from './palette.js';
import { f, linear, stroke, text, tr } from './svg.js';
import { barShade, ferrule, laid, steelShade, woodHandle } from './tool-parts.js';

export function khurpi(ctx: Ctx): string {
  let out = woodHandle(ctx, -300, -60, 27, '#a8703a');
  out += ferrule(ctx, -70, 40, 30);
  // the forged tang bends down before the blade, which is what makes a khurpi dig at an angle
  out += stroke('M-30 0L20 0Q44 0 56 24', '#353b3f', 14);
  const blade = 'M40 8L300 70Q240 140 150 150Q80 150 46 96Z';
  out += `<path d="${blade}" fill="${steelShade(ctx, '#4d555b')}"/>`;
  out += stroke('M300 70Q240 140 150 150Q80 150 46 96', '#d3dbe0', 7);
  for (let i = 0; i < 18; i++) {
    out += `<circle cx="${f(between(ctx, 80, 240))}" cy="${f(between(ctx, 50, 100))}" r="${f(between(ctx, 2, 4))}" fill="#2f363b" opacity=".35"/>`;
  }
  out += stroke('M60 30L270 72', '#7d878e', 3, ' opacity=".6"');
  return laid(390, 420, -24, out, 1.05);
}

export function trowel(ctx: Ctx): string {
  let out = `<rect x="-300" y="-30" width="240" height="60" rx="30" fill="${barShade(ctx, '#f07d00')}"/>`;
  out += `<rect x="-250" y="-31" width="130" height="62" rx="14" fill="${barShade(ctx, '#2b2b2b', 0.6)}"/>`;
  for (let i = 0; i < 7; i++)
    out += `<rect x="${-240 + i * 17}" y="-22" width="7" height="44" rx="3.5" fill="#444"/>`;
  out += '<circle cx="-276" cy="0" r="9" fill="#f1f4ee"/>';
  out += `<path d="M-64 -12L10 -8Q30 -6 36 6L36 14L-64 12Z" fill="${steelShade(ctx)}"/>`;
  const blade = 'M20 -56C110 -66 230 -46 300 0C230 46 110 66 20 56Q2 0 20 -56Z';
  out += `<path d="${blade}" fill="${steelShade(ctx, '#b9c3c9')}"/>`;
  out +=
    '<path d="M40 -30C120 -38 210 -26 262 0C210 26 120 38 40 30Q30 0 40 -30Z" fill="#000" opacity=".08"/>';
  out += stroke('M34 0L280 0', '#e9eef1', 5, ' opacity=".9"');
  for (let i = 1; i <= 4; i++) out += stroke(`M${30 + i * 50} -22L${30 + i * 50} -12`, '#6f7b83', 2.5);
  return laid(400, 400, -32, out);
}

export function handCultivator(ctx: Ctx): string {
  let out = `<path d="M-300 -26Q-180 -34 -70 -20L-70 20Q-180 34 -300 26Q-318 0 -300 -26Z" fill="${barShade(ctx, '#2e7d32')}"/>`;
  for (let i = 0; i < 4; i++)
    out += `<ellipse cx="${-250 + i * 40}" cy="22" rx="14" ry="6" fill="#1e5a22" opacity=".6"/>`;
  out += '<circle cx="-282" cy="0" r="8" fill="#f1f4ee"/>';
  out += `<rect x="-76" y="-14" width="70" height="28" rx="6" fill="${barShade(ctx, '#9aa5ad', 1.2)}"/>`;
  const tines: P4[] = [
    [
      [-10, -4],
      [80, -10],
      [160, -90],
      [250, -86],
    ],
    [
      [-10, 0],
      [90, 0],
      [170, 0],
      [270, 8],
    ],
    [
      [-10, 4],
      [80, 10],
      [160, 90],
      [250, 98],
    ],
  ];
  for (const t of tines) {
    out += stroke(`M${f(t[0][0])} ${f(t[0][1])}${cPath(t)}`, '#2f3a40', 18);
    out += stroke(`M${f(t[0][0])} ${f(t[0][1] - 3)}${cPath(t)}`, '#6d7a82', 5, ' opacity=".7"');
    const [ex, ey] = t[3];
    out += `<path d="M${ex - 4} ${ey - 9}L${ex + 34} ${ey + 14}L${ex - 4} ${ey + 9}Z" fill="#2f3a40"/>`;
  }
  out += stroke('M60 -42Q80 0 60 42', '#2f3a40', 14);
  return laid(400, 410, -30, out, 0.95);
}

export function kodal(ctx: Ctx): string {
  let out = woodHandle(ctx, -360, 262, 17, '#b07d48');
  // the broad blade angles back towards the user: a kodal digs with a chopping pull, like a hoe
  let blade = `<path d="M-62 24L62 24L84 250Q0 268 -84 250Z" fill="${linear(ctx, [
    [0, '#3d454a'],
    [0.5, '#5f6970'],
    [1, '#434b50'],
  ])}"/>`;
  blade += stroke('M-84 250Q0 268 84 250', '#d6dde1', 9);
  blade += '<path d="M-40 40L10 40L16 200Q-20 206 -52 200Z" fill="#fff" opacity=".07"/>';
  blade += `<rect x="-34" y="-28" width="68" height="60" rx="14" fill="${barShade(ctx, '#4a5358', 1.2)}"/>`;
  out += `<g transform="${tr(236, 0, 34)}">${blade}</g>`;
  const mound = `<path d="M470 660Q520 560 600 556Q690 552 740 660Z" fill="#6d4c33"/><path d="M500 640Q560 590 620 588" stroke="#8a6446" stroke-width="6" fill="none" opacity=".7"/>`;
  let clods = '';
  for (let i = 0; i < 14; i++) {
    clods += `<circle cx="${f(between(ctx, 470, 760))}" cy="${f(between(ctx, 640, 668))}" r="${f(between(ctx, 5, 11))}" fill="${pick(ctx, ['#5a3e29', '#7a563a'])}"/>`;
  }
  return mound + laid(330, 440, -40, out, 0.9) + clods;
}

export function kachi(ctx: Ctx): string {
  let out = woodHandle(ctx, -300, -40, 24, '#96602f');
  for (const x of [-270, -90]) out += `<rect x="${x}" y="-25" width="10" height="50" rx="3" fill="#6b4424"/>`;
  out += ferrule(ctx, -50, 34, 26);
  const outer: P4 = [
    [-20, -10],
    [40, -250],
    [330, -270],
    [340, -40],
  ];
  const inner: P4 = [
    [340, -40],
    [290, -200],
    [80, -200],
    [-10, 14],
  ];
  out += `<path d="M-20 -10${cPath(outer)}${cPath(inner)}Z" fill="${steelShade(ctx, '#7d878e')}"/>`;
  let teeth = '';
  for (let i = 2; i < 30; i++) {
    const [x, y] = cAt(inner, i / 31);
    const [x2, y2] = cAt(inner, (i + 0.5) / 31);
    const cx = 160;
    const cy = -60;
    const nx = cx - x;
    const ny = cy - y;
    const nl = Math.hypot(nx, ny);
    teeth += `<path d="M${f(x)} ${f(y)}L${f(x + (nx / nl) * 9)} ${f(y + (ny / nl) * 9)}L${f(x2)} ${f(y2)}Z" fill="#c9d1d6"/>`;
  }
  out += stroke(`M340 -40${cPath(inner)}`, '#c9d1d6', 5) + teeth;
  return laid(390, 470, -12, out, 0.95);
}

export function secateurs(ctx: Ctx): string {
  let out = '';
  const red = '#d32f2f';
  out += `<path d="M0 0C-60 20 -150 50 -205 28C-160 60 -70 56 6 24Z" fill="${steelShade(ctx, '#5f6970')}"/>`;
  out += `<path d="M0 4C-60 -30 -160 -70 -230 -44C-170 -20 -80 6 -6 24Z" fill="${steelShade(ctx, '#c4cdd2')}"/>`;
  out += stroke('M-6 24C-80 6 -170 -20 -230 -44', '#eef2f4', 4);
  out += `<path d="M10 -14C90 -60 200 -90 290 -80Q318 -74 306 -50C220 -40 110 -10 30 20Z" fill="${barShade(ctx, red)}"/>`;
  out += `<path d="M10 26C90 70 200 110 290 110Q318 106 306 82C220 64 110 30 30 4Z" fill="${barShade(ctx, darken(red, 0.08))}"/>`;
  let spring = 'M40 -4';
  for (let i = 0; i < 6; i++) spring += `L${50 + i * 8} ${i % 2 ? -6 : 18}`;
  out += stroke(spring, '#b0bec5', 4);
  out += `<circle cx="6" cy="8" r="22" fill="${steelShade(ctx, '#8d979e')}"/><circle cx="6" cy="8" r="9" fill="#5f6970"/>${stroke(
    'M0 8L12 8',
    '#cfd8dc',
    3,
  )}`;
  out += `<rect x="236" y="-62" width="34" height="14" rx="7" fill="#37474f" transform="rotate(-8 253 -55)"/>`;
  out += text(170, 77, 'FALCON', 22, '#ffffff', { spacing: 2 }).replace(
    '<text',
    '<text transform="rotate(18 170 77)"',
  );
  return laid(380, 430, -22, out, 1);
}

export function hedgeShears(ctx: Ctx): string {
  let out = '';
  // straight blades with a wavy cutting edge that stops stems sliding out
  let edge = '';
  for (let i = 0; i < 12; i++) {
    const x0 = -290 + i * 24;
    edge += `Q${x0 + 12} ${f(14 + (i / 12) * 8)} ${x0 + 24} ${f(6 + ((i + 1) / 12) * 10)}`;
  }
  const bladeD = `M0 -16L-290 -10Q-312 -2 -290 6${edge}L0 16Z`;
  out += `<g transform="rotate(10)"><path d="${bladeD}" fill="${steelShade(ctx, '#b7c1c7')}"/>${stroke('M-20 -6L-270 -2', '#eef2f4', 3)}</g>`;
  out += `<g transform="rotate(-10) scale(1 -1)"><path d="${bladeD}" fill="${steelShade(ctx, '#9ea9b0')}"/></g>`;
  for (const s of [-1, 1]) {
    out += `<g transform="rotate(${s * 12})"><rect x="10" y="-11" width="320" height="22" rx="11" fill="${barShade(ctx, '#2e7d32')}"/><rect x="190" y="-17" width="150" height="34" rx="17" fill="${barShade(
      ctx,
      '#263238',
      0.5,
    )}"/><circle cx="60" cy="${s * -14}" r="10" fill="#263238"/></g>`;
  }
  out += `<circle r="22" fill="${steelShade(ctx, '#7d878e')}"/><circle r="8" fill="#455a64"/>`;
  return laid(400, 420, -24, out, 0.98);
}

export function graftingKnife(ctx: Ctx): string {
  let out = '';
  let knife = `<rect x="-230" y="-26" width="260" height="52" rx="24" fill="${barShade(ctx, '#8d5a34')}"/>`;
  for (const x of [-180, -60]) knife += `<circle cx="${x}" cy="0" r="6" fill="#d4a93a"/>`;
  knife += `<rect x="20" y="-28" width="34" height="56" rx="8" fill="${barShade(ctx, '#b0bec5', 1.2)}"/>`;
  knife += `<path d="M-232 -12L-290 -30Q-306 -20 -296 -6L-232 10Z" fill="${barShade(ctx, '#d4a93a')}"/>`;
  knife += `<path d="M50 -22L290 -22Q320 -20 330 6L50 24Z" fill="${steelShade(ctx, '#c4cdd2')}"/>`;
  knife += stroke('M50 22L330 6', '#eef2f4', 4);
  out += laid(380, 360, -18, knife, 1.05);
  // a freshly wrapped cleft graft beside the knife
  let twig = `<rect x="-14" y="-160" width="28" height="300" rx="12" fill="${barShade(ctx, '#7a5a3c')}"/>`;
  twig += `<rect x="-10" y="-250" width="20" height="110" rx="9" fill="${barShade(ctx, '#6f8f3a')}"/>`;
  for (let i = 0; i < 6; i++) {
    twig += `<rect x="-18" y="${-170 + i * 14}" width="36" height="10" rx="4" fill="#e6f0f0" opacity=".85" transform="rotate(-12 0 ${-165 + i * 14})"/>`;
  }
  twig += leaf(0, -245, -35, 60, 18, C.leaf) + leaf(0, -245, 30, 54, 16, C.leafDark);
  out += laid(560, 560, 8, twig, 0.9);
  // a roll of grafting tape
  out += `<g transform="${tr(215, 585, -10)}"><rect x="-46" y="-34" width="70" height="68" fill="${barShade(ctx, '#9fd39a')}"/><ellipse cx="24" cy="0" rx="16" ry="34" fill="#b9e0b3"/><ellipse cx="24" cy="0" rx="7" ry="15" fill="#eef3e8"/><ellipse cx="-46" cy="0" rx="16" ry="34" fill="#86c47f"/></g>`;
  return out;
}
