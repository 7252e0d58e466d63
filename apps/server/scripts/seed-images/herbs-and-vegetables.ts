// Herbs and vegetables (tulsi, chili). Each returns the potted plant drawn on an 800×800 stage with
// its base on y = BASE.
import type { Ctx } from './drawing-context.js';
import { between, pick } from './drawing-context.js';
import { blossoms, leaf, leafCanopy } from './foliage.js';
import type { P } from './geometry.js';
import { dirToRot, qAt, qDir, qPath, taperedStroke } from './geometry.js';
import { pot } from './pots.js';
import { f, stroke, tr } from './svg.js';

export function tulsi(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'terracotta', topW: 205, botW: 150, h: 175, color: '#b95e36' });
  let stems = '';
  let leaves = '';
  let spikes = '';
  const tops: P[] = [
    [285, 300],
    [340, 225],
    [400, 190],
    [462, 230],
    [515, 295],
    [365, 330],
    [445, 320],
  ];
  tops.forEach((tip, i) => {
    const p0: P = [400 + (tip[0] - 400) * 0.2, p.top + 4];
    const p1: P = [p0[0] + (tip[0] - p0[0]) * 0.3, (p0[1] + tip[1]) / 2];
    stems += stroke(qPath(p0, p1, tip), '#6e7f3e', 5);
    for (let t = 0.3; t < 0.98; t += 0.14) {
      const [x, y] = qAt(p0, p1, tip, t);
      const dir = qDir(p0, p1, tip, t);
      const l = 58 - t * 18;
      for (const s of [-1, 1]) {
        leaves += leaf(
          x,
          y,
          dirToRot(dir) + s * (68 + between(ctx, -8, 8)),
          l,
          l * 0.42,
          pick(ctx, ['#4f9e3f', '#5aab46', '#448f37']),
          {
            veins: 3,
          },
        );
      }
    }
    // flower spikes (manjari) on the outer stems
    if (i < 5) {
      const dir = qDir(p0, p1, tip, 1);
      const rad = (dir * Math.PI) / 180;
      const end: P = [tip[0] + Math.cos(rad) * 70, tip[1] + Math.sin(rad) * 70];
      spikes += stroke(`M${f(tip[0])} ${f(tip[1])}L${f(end[0])} ${f(end[1])}`, '#7b5a6e', 3);
      for (let k = 0; k < 6; k++) {
        const t = 0.15 + k * 0.16;
        const x = tip[0] + (end[0] - tip[0]) * t;
        const y = tip[1] + (end[1] - tip[1]) * t;
        const r = 7 - k * 0.6;
        spikes += `<ellipse cx="${f(x - r)}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.55)}" fill="#a479ab"/><ellipse cx="${f(
          x + r,
        )}" cy="${f(y)}" rx="${f(r)}" ry="${f(r * 0.55)}" fill="#c9a6cf"/>`;
      }
    }
  });
  return p.back + stems + leaves + spikes + p.front;
}

export function chiliPlant(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'growbag', topW: 225, botW: 205, h: 185 });
  let out = '';
  const branches: Array<[P, P]> = [
    [
      [330, 330],
      [270, 300],
    ],
    [
      [380, 300],
      [350, 200],
    ],
    [
      [420, 300],
      [460, 190],
    ],
    [
      [460, 330],
      [540, 290],
    ],
    [
      [400, 360],
      [400, 230],
    ],
  ];
  out += taperedStroke([400, p.top + 6], [398, 440], [400, 360], '#6f8a3a', 12, 8);
  for (const [c, e] of branches) out += taperedStroke([400, 380], c, e, '#6f8a3a', 7, 3);
  const leaves = leafCanopy(ctx, {
    n: 60,
    crown: [405, 285, 165, 115],
    from: 330,
    lean: 0.7,
    turn: [-25, 25],
    leaf: { len: [44, 58], w: 14, veins: 3 },
    colors: ['#3f8f3a', '#4ea045', '#2f7a33', '#58a84c'],
  });
  let pods = '';
  const podSpots: P[] = [
    [300, 330],
    [340, 360],
    [372, 300],
    [430, 345],
    [470, 310],
    [505, 350],
    [530, 300],
    [280, 280],
    [455, 250],
    [345, 255],
    [405, 385],
    [560, 330],
  ];
  podSpots.forEach(([x, y], i) => {
    const L = between(ctx, 62, 84);
    const red = i % 3 !== 1;
    const col = red ? '#d32f2f' : '#4c9f3f';
    const d = `M-6 0C-10 ${f(L * 0.35)} -4 ${f(L * 0.75)} 4 ${L}C8 ${f(L * 0.7)} 10 ${f(L * 0.35)} 6 0Z`;
    pods += `<g transform="${tr(x, y, between(ctx, -28, 28))}"><path d="${d}" fill="${col}"/><path d="M0 4C-2 ${f(L * 0.4)} 1 ${f(
      L * 0.7,
    )} 3 ${f(L * 0.9)}" stroke="#fff" stroke-width="2" fill="none" opacity=".35"/><path d="M-8 -2Q0 -12 8 -2L6 6L-6 6Z" fill="#3d7a2f"/>${stroke(
      'M0 -6L0 -18',
      '#5d8a3a',
      3,
    )}</g>`;
  });
  const flowers = blossoms(
    [
      [318, 230],
      [492, 255],
      [430, 210],
    ],
    13,
    '#e8d36a',
    { width: 0.42, edge: '#e2e2d8' },
  );
  return p.back + out + leaves + pods + flowers + p.front;
}
