// Foliage plants (pothos, snake plant, ZZ, areca palm, aloe vera). Each returns the potted plant
// drawn on an 800×800 stage with its base on y = BASE.
import type { Ctx } from './drawing-context.js';
import { between, pick } from './drawing-context.js';
import { heartLeaf, leaf } from './foliage.js';
import type { P } from './geometry.js';
import { dirToRot, qAt, qDir, qPath } from './geometry.js';
import { pot } from './pots.js';
import { clip, f, linear, stroke, tr } from './svg.js';

export function pothos(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'ceramic', topW: 220, botW: 170, h: 200, color: '#f3eee4', accent: '#2f7d5b' });
  let back = '';
  // coir moss stick
  back += `<rect x="386" y="140" width="28" height="${p.top - 130}" rx="12" fill="#7b5a3a"/>`;
  for (let i = 0; i < 70; i++) {
    const y = between(ctx, 150, p.top);
    const x = between(ctx, 389, 411);
    back += stroke(
      `M${f(x)} ${f(y)}l${f(between(ctx, -5, 5))} ${f(between(ctx, 4, 10))}`,
      pick(ctx, ['#5e4128', '#9c7a52', '#6b4a2e']),
      2,
    );
  }
  const greens = ['#4caf50', '#3f9b45', '#5bbf5a', '#43a047'];
  let leaves = '';
  for (let i = 0; i < 12; i++) {
    const y = p.top - 14 - i * 27;
    const side = i % 2 ? 1 : -1;
    const l = 98 - i * 4;
    const reach = i % 3 === 2 ? 6 : between(ctx, 22, 40);
    const x = 400 + side * reach;
    const rot = i % 3 === 2 ? side * between(ctx, 10, 25) : side * between(ctx, 62, 88);
    leaves += stroke(
      `M400 ${f(y + 10)}Q${f(400 + side * reach * 0.5)} ${f(y - 6)} ${f(x)} ${f(y - 2)}`,
      '#5f9a3c',
      4,
    );
    leaves += heartLeaf(ctx, x, y - 2, rot, l, pick(ctx, greens));
  }
  // vines spilling over the rim
  let front = '';
  const vines: Array<[P, P, P]> = [
    [
      [340, p.top + 2],
      [268, p.top + 10],
      [262, 655],
    ],
    [
      [455, p.top + 2],
      [540, p.top + 20],
      [548, 620],
    ],
  ];
  for (const [a, b, c] of vines) {
    front += stroke(qPath(a, b, c), '#5f9a3c', 4);
    for (let i = 1; i <= 5; i++) {
      const t = i / 5.2;
      const [x, y] = qAt(a, b, c, t);
      const side = i % 2 ? 1 : -1;
      const dir = qDir(a, b, c, t);
      front += heartLeaf(ctx, x, y, dirToRot(dir) + side * 55, 58 - i * 3, pick(ctx, greens));
    }
  }
  return p.back + back + leaves + p.front + front;
}

/** An upright sword-shaped leaf, half width w and height h, standing on the origin. */
const swordLeafD = (w: number, h: number) =>
  `M${-w} 0C${f(-w * 1.3)} ${f(-h * 0.45)} ${f(-w * 0.7)} ${f(-h * 0.8)} ${f(w * 0.15)} ${-h}C${f(w * 0.6)} ${f(
    -h * 0.75,
  )} ${f(w * 1.25)} ${f(-h * 0.4)} ${w} 0Z`;

export function snakePlant(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'terracotta', topW: 230, botW: 172, h: 196 });
  const specs: Array<[number, number, number, number]> = [
    [-78, 215, -16, 19],
    [74, 230, 15, 19],
    [-52, 300, -9, 22],
    [50, 285, 9, 22],
    [-24, 330, -4, 24],
    [26, 355, 3, 24],
    [0, 300, -1, 23],
  ];
  let out = '';
  for (const [dx, h, rot, w] of specs) {
    const outer = swordLeafD(w, h);
    const hi = h - 14;
    // the inner leaf, inset from the outer one, leaves the yellow margin of the Laurentii
    const inner = swordLeafD(w - 6, hi);
    const green = pick(ctx, ['#2e6a3c', '#336f3f', '#2b6338']);
    const cp = clip(ctx, inner);
    let bands = '';
    for (let y = -18; y > -hi; y -= between(ctx, 13, 19)) {
      const a = between(ctx, 3, 7);
      bands += stroke(
        `M${-w * 1.4} ${f(y)}Q${f(-w * 0.5)} ${f(y - a)} 0 ${f(y)}T${w * 1.4} ${f(y)}`,
        ctx.rand() > 0.4 ? '#86b36f' : '#1d4a2b',
        between(ctx, 2.5, 5),
        ' opacity=".55"',
      );
    }
    out += `<g transform="${tr(400 + dx, p.top + 18, rot)}"><path d="${outer}" fill="#e2cf56"/><path d="${inner}" fill="${green}"/><g clip-path="${cp}">${bands}<rect x="0" y="${-h}" width="${w * 2}" height="${h}" fill="#000" opacity=".1"/></g></g>`;
  }
  return p.back + out + p.front;
}

export function zzPlant(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'basket', topW: 250, botW: 200, h: 190 });
  let out = '';
  const angles = [-58, -38, -18, 0, 16, 36, 56];
  const lens = [230, 290, 320, 300, 330, 285, 235];
  angles.forEach((a, i) => {
    const len = lens[i]!;
    const rad = (a * Math.PI) / 180;
    const p0: P = [400 + a * 0.8, p.top + 6];
    const p2: P = [p0[0] + Math.sin(rad) * len, p0[1] - Math.cos(rad) * len * 0.9];
    const p1: P = [p0[0] + Math.sin(rad) * len * 0.2, p0[1] - len * 0.75];
    out += stroke(qPath(p0, p1, p2), '#5a8a3a', 9);
    out += stroke(qPath(p0, p1, p2), '#77a24f', 3, ' opacity=".6"');
    for (let t = 0.32; t <= 0.95; t += 0.11) {
      const [x, y] = qAt(p0, p1, p2, t);
      const dir = qDir(p0, p1, p2, t);
      const l = 52 - t * 12;
      for (const side of [-1, 1]) {
        const green = pick(ctx, ['#2d6a36', '#2a6233', '#347540']);
        out += leaf(x, y, dirToRot(dir) + side * 52, l, l * 0.34, green, { shine: true });
      }
    }
    out += leaf(p2[0], p2[1], dirToRot(qDir(p0, p1, p2, 1)), 40, 13, '#347540', { shine: true });
  });
  return p.back + out + p.front;
}

export function arecaPalm(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'cement', topW: 250, botW: 205, h: 205 });
  let canes = '';
  let fronds = '';
  const angles = [-58, 52, -40, 36, -22, 20, -6, 6];
  angles.forEach((a, i) => {
    const len = 420 - Math.abs(a) * 1.6 + (i % 2) * 18;
    const s = Math.sin((a * Math.PI) / 180);
    const p0: P = [400 + a * 0.9, p.top + 4];
    const p1: P = [p0[0] + s * len * 0.22, p0[1] - len * 0.98];
    const p2: P = [p0[0] + s * len * 0.95, p0[1] - len * (0.92 - 0.5 * Math.abs(s))];
    canes += stroke(qPath(p0, p1, p2), '#b7b548', 6);
    canes += stroke(
      `M${f(p0[0])} ${f(p0[1])}L${f(qAt(p0, p1, p2, 0.3)[0])} ${f(qAt(p0, p1, p2, 0.3)[1])}`,
      '#8c9a3a',
      9,
    );
    for (let t = 0.3; t <= 0.99; t += 0.032) {
      const [x, y] = qAt(p0, p1, p2, t);
      const dir = qDir(p0, p1, p2, t);
      const l = 96 * (1 - 0.55 * t);
      for (const side of [-1, 1]) {
        let d = dir + side * 50;
        d += (90 - d) * 0.3;
        fronds += leaf(x, y, dirToRot(d), l, 5.5, pick(ctx, ['#4e9a3e', '#3c8733', '#5fae48', '#468f3a']), {
          vein: false,
        });
      }
    }
  });
  return p.back + canes + fronds + p.front;
}

export function aloeVera(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'terracotta', topW: 300, botW: 205, h: 140, color: '#c9744a' });
  let out = '';
  const angles = [-80, 78, -62, 60, -44, 42, -26, 24, -10, 8];
  for (const a of angles) {
    const len = 170 + (1 - Math.abs(a) / 85) * 140 + between(ctx, -12, 12);
    const w = 26;
    const bend = a * 0.5;
    const d = `M${-w} 0C${f(-w * 0.9)} ${f(-len * 0.4)} ${f(-w * 0.5 + bend * 0.3)} ${f(-len * 0.75)} ${f(bend)} ${f(-len)}C${f(
      w * 0.4 + bend * 0.3,
    )} ${f(-len * 0.75)} ${f(w * 0.9)} ${f(-len * 0.4)} ${w} 0Z`;
    const fill = linear(ctx, [
      [0, '#5e9468'],
      [0.45, '#8dbb8c'],
      [1, '#4f8259'],
    ]);
    let spots = '';
    for (let k = 0; k < 9; k++) {
      const t = between(ctx, 0.1, 0.7);
      spots += `<ellipse cx="${f(between(ctx, -w * 0.55, w * 0.55) * (1 - t))}" cy="${f(-len * t)}" rx="${f(between(ctx, 2, 4))}" ry="${f(
        between(ctx, 1.2, 2.2),
      )}" fill="#e8f1de" opacity=".75"/>`;
    }
    let teeth = '';
    for (let k = 1; k < 8; k++) {
      const t = k / 9;
      for (const s of [-1, 1]) {
        const x = s * w * (1 - t) * 1.02 + bend * t * t;
        const y = -len * t * 0.95;
        teeth += `<path d="M${f(x)} ${f(y - 4)}l${f(s * 6)} 2l${f(-s * 6)} 4Z" fill="#d6e6c8"/>`;
      }
    }
    out += `<g transform="${tr(400 + a * 0.9, p.top + 10, a * 0.55)}">${teeth}<path d="${d}" fill="${fill}"/>${spots}</g>`;
  }
  return p.back + out + p.front;
}
