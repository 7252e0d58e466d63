// Fruit plants (mango, lemon, guava, dragon fruit). Each returns the potted plant drawn on an 800×800
// stage with its base on y = BASE.
import type { Ctx } from './drawing-context.js';
import { between } from './drawing-context.js';
import { blossoms, leafCanopy } from './foliage.js';
import type { P } from './geometry.js';
import { fan, qAt, qDir, qPath, taperedStroke } from './geometry.js';
import { darken, lighten } from './palette.js';
import type { PotSpec } from './pots.js';
import { pot } from './pots.js';
import { bodyShade, f, linear, radial, stroke, tr } from './svg.js';

export function mangoFruit(ctx: Ctx, x: number, y: number, rot: number, s: number): string {
  const fill = linear(
    ctx,
    [
      [0, '#8fc548'],
      [0.45, '#f4c945'],
      [1, '#ec7a3a'],
    ],
    [0, 0, 0.4, 1],
  );
  return `<g transform="${tr(x, y, rot, s)}">${stroke('M0 -36L0 0', '#5d6b2e', 3)}<path d="M0 0C30 4 36 46 20 76C10 94 -16 90 -21 66C-26 40 -22 6 0 0Z" fill="${fill}"/><ellipse cx="-8" cy="30" rx="5" ry="14" fill="#fff" opacity=".3"/></g>`;
}

export function mangoSapling(ctx: Ctx, potSpec?: PotSpec): string {
  const p = pot(ctx, potSpec ?? { kind: 'growbag', topW: 255, botW: 235, h: 195 });
  let out = taperedStroke([400, p.top + 6], [396, 420], [402, 345], '#6d4c33', 18, 14);
  out += `<ellipse cx="399" cy="${f(p.top - 42)}" rx="13" ry="9" fill="#5e4029"/>`;
  const tips: Array<[P, P]> = [
    [
      [350, 300],
      [290, 250],
    ],
    [
      [400, 280],
      [398, 178],
    ],
    [
      [450, 300],
      [515, 245],
    ],
    [
      [360, 340],
      [300, 320],
    ],
    [
      [445, 335],
      [505, 318],
    ],
  ];
  for (const [c, e] of tips) out += taperedStroke([402, 350], c, e, '#6d4c33', 10, 4);
  let leaves = '';
  const greens = ['#2e6b34', '#3a7d3c', '#245c2c', '#33753a', '#2a6230'];
  // a dark mass first so the canopy reads as dense, then long narrow leaves over it
  for (const [x, y, r] of [
    [320, 270, 62],
    [400, 225, 78],
    [480, 268, 64],
    [355, 215, 58],
    [450, 212, 58],
    [400, 290, 60],
  ] as Array<[number, number, number]>) {
    leaves += `<circle cx="${x}" cy="${y}" r="${r}" fill="#1f5128"/>`;
  }
  leaves += leafCanopy(ctx, {
    n: 130,
    crown: [400, 250, 165, 92],
    from: 280,
    turn: [-60, 60],
    leaf: { len: [62, 84], w: 11 },
    colors: greens,
  });
  const fruits =
    mangoFruit(ctx, 298, 318, 12, 0.95) +
    mangoFruit(ctx, 352, 342, -6, 1.05) +
    mangoFruit(ctx, 465, 330, 8, 1) +
    mangoFruit(ctx, 525, 305, -12, 0.9);
  return p.back + out + leaves + fruits + p.front;
}

export function lemonTree(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'terracotta', topW: 235, botW: 175, h: 195, color: '#c0643a' });
  let out = taperedStroke([400, p.top + 6], [404, 430], [398, 360], '#7a5a3c', 15, 11);
  const ends: P[] = [
    [300, 270],
    [400, 200],
    [505, 265],
  ];
  out += fan([398, 365], 330, ends, '#7a5a3c', 9, 4);
  const leaves = leafCanopy(ctx, {
    n: 130,
    crown: [400, 275, 195, 135],
    turn: [0, 360],
    leaf: { len: [36, 46], w: 15, shine: true },
    colors: ['#2d6e35', '#3b8a3f', '#24602c', '#347d3a'],
  });
  let fruits = '';
  const spots: Array<[number, number, string]> = [
    [300, 320, '#f3d63b'],
    [360, 360, '#c6d844'],
    [455, 345, '#f1d23a'],
    [520, 300, '#9ccc3f'],
    [420, 255, '#f3d63b'],
    [290, 240, '#c6d844'],
    [515, 220, '#9ccc3f'],
  ];
  for (const [x, y, col] of spots) {
    const r = between(ctx, 21, 25);
    const g = radial(
      ctx,
      [
        [0, lighten(col, 0.35)],
        [1, darken(col, 0.12)],
      ],
      0.38,
      0.35,
      0.7,
    );
    fruits += `<circle cx="${x}" cy="${y}" r="${f(r)}" fill="${g}"/><circle cx="${f(x + r * 0.05)}" cy="${f(y + r)}" r="3" fill="${darken(
      col,
      0.2,
    )}"/>`;
  }
  const flowers = blossoms(
    [
      [340, 200],
      [470, 205],
      [560, 270],
      [250, 290],
    ],
    14,
    '#f0d860',
    { width: 0.4, edge: '#e6e2d4' },
  );
  return p.back + out + leaves + fruits + flowers + p.front;
}

function guavaFruit(ctx: Ctx, x: number, y: number, rot: number, s: number): string {
  const g = radial(
    ctx,
    [
      [0, '#e3f0a8'],
      [0.6, '#b7d766'],
      [1, '#88b640'],
    ],
    0.4,
    0.35,
    0.75,
  );
  let crown = '';
  for (let i = 0; i < 5; i++)
    crown += stroke('M0 86L0 94', '#5b4a2a', 2.5, ` transform="rotate(${i * 72 - 144} 0 86)"`);
  return `<g transform="${tr(x, y, rot, s)}">${stroke('M0 -26L0 4', '#6a5a32', 3)}<path d="M0 0C30 0 50 30 46 60C42 94 -42 94 -46 60C-50 30 -30 0 0 0Z" fill="${g}"/>${crown}<circle cx="0" cy="86" r="4" fill="#6b5a36"/></g>`;
}

export function guavaTree(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'growbag', topW: 245, botW: 225, h: 190, color: '#e7e4dc' });
  let out = taperedStroke([400, p.top + 6], [392, 430], [400, 350], '#9c7356', 16, 12);
  out += '<ellipse cx="396" cy="420" rx="4" ry="12" fill="#c8a27c" opacity=".8"/>';
  const ends: P[] = [
    [280, 270],
    [345, 200],
    [450, 195],
    [525, 270],
  ];
  out += fan([400, 355], 320, ends, '#9c7356', 10, 4);
  const leaves = leafCanopy(ctx, {
    n: 46,
    crown: [400, 265, 200, 130],
    from: 340,
    turn: [-30, 30],
    leaf: { len: [70, 84], w: 30, veins: 6 },
    colors: ['#5a9a3c', '#6aab48', '#4c8a34', '#63a043'],
  });
  const fruits =
    guavaFruit(ctx, 318, 300, 8, 1) +
    guavaFruit(ctx, 470, 285, -10, 1.08) +
    guavaFruit(ctx, 545, 215, -4, 0.85);
  return p.back + out + leaves + fruits + p.front;
}

/** Dragon fruit stems: three-ribbed, with scalloped edges and tufts of spines at each notch. */
function dragonStem(p0: P, p1: P, p2: P, w = 22): string {
  let out = stroke(qPath(p0, p1, p2), '#3f8a3a', w);
  let bumps = '';
  let spines = '';
  const n = 14;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const [x, y] = qAt(p0, p1, p2, t);
    const rad = (qDir(p0, p1, p2, t) * Math.PI) / 180;
    const nx = -Math.sin(rad);
    const ny = Math.cos(rad);
    for (const side of [-1, 1]) {
      const ox = x + nx * side * w * 0.38;
      const oy = y + ny * side * w * 0.38;
      bumps += `<circle cx="${f(ox)}" cy="${f(oy)}" r="${f(w * 0.36)}" fill="#55a548"/>`;
      if (i % 2 === (side > 0 ? 0 : 1)) {
        spines += `<circle cx="${f(x + nx * side * w * 0.62)}" cy="${f(y + ny * side * w * 0.62)}" r="2.2" fill="#efe9cf"/>`;
      }
    }
  }
  out += bumps + stroke(qPath(p0, p1, p2), '#6cbb58', w * 0.22, ' opacity=".8"') + spines;
  return out;
}

function dragonFruit(ctx: Ctx, x: number, y: number, rot: number): string {
  const g = radial(
    ctx,
    [
      [0, '#f06292'],
      [0.7, '#d81b60'],
      [1, '#ad1457'],
    ],
    0.4,
    0.35,
    0.8,
  );
  let scales = '';
  for (const [sx, sy, a] of [
    [-30, -10, -60],
    [30, -8, 60],
    [-34, 22, -80],
    [34, 24, 80],
    [-12, -38, -20],
    [14, -36, 20],
    [0, 40, 180],
    [-18, 8, -40],
    [18, 10, 40],
  ] as Array<[number, number, number]>) {
    scales += `<path d="M0 0L-8 -4L0 -22L8 -4Z" transform="${tr(sx, sy, a)}" fill="#e91e63"/><path d="M0 -14L-3 -10L0 -22L3 -10Z" transform="${tr(
      sx,
      sy,
      a,
    )}" fill="#9ccc65"/>`;
  }
  return `<g transform="${tr(x, y, rot)}"><ellipse cx="0" cy="0" rx="36" ry="44" fill="${g}"/>${scales}<ellipse cx="-12" cy="-12" rx="7" ry="13" fill="#fff" opacity=".25"/></g>`;
}

export function dragonFruitPlant(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'cement', topW: 265, botW: 225, h: 185, color: '#a9a59c' });
  let out = `<rect x="383" y="212" width="34" height="${p.top - 206}" fill="${bodyShade(ctx, '#c9c4ba')}"/>`;
  // an old tyre on top of the post holds the hanging stems, as on Bangladeshi rooftops
  out += '<path d="M290 222A110 26 0 0 1 510 222" fill="none" stroke="#2b2b2b" stroke-width="18"/>';
  let stems = '';
  stems += dragonStem([378, p.top], [350, 360], [372, 222], 22);
  stems += dragonStem([420, p.top], [452, 380], [428, 222], 20);
  const drapes: Array<[P, P, P]> = [
    [
      [372, 222],
      [260, 140],
      [235, 340],
    ],
    [
      [392, 218],
      [330, 120],
      [310, 395],
    ],
    [
      [410, 218],
      [505, 120],
      [530, 380],
    ],
    [
      [428, 222],
      [575, 150],
      [590, 300],
    ],
  ];
  for (const [a, b, c] of drapes) stems += dragonStem(a, b, c, 20);
  const ringFront =
    '<path d="M290 222A110 26 0 0 0 510 222" fill="none" stroke="#333" stroke-width="18"/><path d="M300 232A104 20 0 0 0 500 232" fill="none" stroke="#555" stroke-width="3" opacity=".7"/>';
  const fruits =
    dragonFruit(ctx, 236, 376, -8) + dragonFruit(ctx, 318, 432, 6) + dragonFruit(ctx, 538, 420, 12);
  let bloom = '<g transform="translate(592 300) rotate(200)">';
  for (let i = 0; i < 9; i++) {
    bloom += `<ellipse cx="0" cy="-44" rx="10" ry="36" fill="#fffdf5" stroke="#e8e2c8" transform="rotate(${-60 + i * 15})"/>`;
  }
  bloom += '<circle cx="0" cy="-24" r="11" fill="#f3e27a"/><path d="M-12 0Q0 20 12 0Z" fill="#8bc34a"/></g>';
  return p.back + out + stems + ringFront + fruits + bloom + p.front;
}
