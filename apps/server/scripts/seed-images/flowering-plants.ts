// Flowering plants (hibiscus, beli, rose, bougainvillea, hasnahena, marigolds). Each returns the
// potted plant drawn on an 800×800 stage with its base on y = BASE.
import type { Ctx } from './drawing-context.js';
import { between, pick } from './drawing-context.js';
import { flower, leaf, leafCanopy } from './foliage.js';
import type { P } from './geometry.js';
import { dirToRot, fan, qAt, qDir, qPath, scatter, taperedStroke } from './geometry.js';
import { darken, lighten } from './palette.js';
import { pot } from './pots.js';
import { f, radial, stroke, tr } from './svg.js';

function hibiscusFlower(ctx: Ctx, cx: number, cy: number, r: number, rot: number, color: string): string {
  const grad = radial(ctx, [
    [0, darken(color, 0.55)],
    [0.3, darken(color, 0.15)],
    [1, color],
  ]);
  let out = `<g transform="${tr(cx, cy, rot)}">`;
  for (let i = 0; i < 5; i++) {
    out += `<path d="M0 0C${f(-r * 0.75)} ${f(-r * 0.25)} ${f(-r * 0.75)} ${f(-r * 1.02)} ${f(-r * 0.1)} ${f(-r)}C${f(
      r * 0.25,
    )} ${f(-r * 1.05)} ${f(r * 0.6)} ${f(-r * 0.95)} ${f(r * 0.55)} ${f(-r * 0.6)}C${f(r * 0.5)} ${f(-r * 0.3)} ${f(r * 0.2)} ${f(
      -r * 0.1,
    )} 0 0Z" fill="${grad}" transform="rotate(${i * 72})"/>`;
    out += stroke(
      `M0 0L${f(-r * 0.1)} ${f(-r * 0.8)}`,
      darken(color, 0.2),
      1.5,
      ` opacity=".5" transform="rotate(${i * 72 + 8})"`,
    );
  }
  out += `<circle r="${f(r * 0.16)}" fill="${darken(color, 0.55)}"/>`;
  // staminal column
  out += stroke(`M0 0Q${f(r * 0.25)} ${f(r * 0.35)} ${f(r * 0.45)} ${f(r * 0.85)}`, '#f6d4c8', 5);
  for (let k = 0; k < 7; k++) {
    out += `<circle cx="${f(r * 0.38 + between(ctx, -8, 8))}" cy="${f(r * 0.7 + between(ctx, -8, 8))}" r="3.5" fill="#f5c542"/>`;
  }
  out += `<circle cx="${f(r * 0.46)}" cy="${f(r * 0.9)}" r="4" fill="#b0152b"/></g>`;
  return out;
}

export function hibiscus(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'terracotta', topW: 222, botW: 165, h: 190, color: '#b8582f' });
  let out = '';
  out += taperedStroke([392, p.top + 4], [380, 420], [360, 330], '#7a5a3a', 10, 6);
  out += taperedStroke([408, p.top + 4], [430, 420], [450, 320], '#7a5a3a', 10, 6);
  const leaves = leafCanopy(ctx, {
    n: 48,
    crown: [400, 300, 190, 140],
    from: 360,
    turn: [-30, 30],
    leaf: { len: [58, 72], w: 27, veins: 4 },
    colors: ['#2f7d3a', '#3f9443', '#286b33', '#378a3e'],
  });
  const flowers =
    hibiscusFlower(ctx, 300, 275, 70, -20, '#e0282d') +
    hibiscusFlower(ctx, 488, 225, 66, 30, '#e53935') +
    hibiscusFlower(ctx, 430, 365, 58, 80, '#d81b2a');
  const bud = `<g transform="${tr(560, 330, 35)}"><ellipse cx="0" cy="-16" rx="11" ry="24" fill="#d32f2f"/><path d="M-13 0Q-14 -22 0 -24Q14 -22 13 0Z" fill="#3f8f3a"/></g>`;
  return p.back + out + leaves + flowers + bud + p.front;
}

export function beli(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'ceramic', topW: 215, botW: 160, h: 190, color: '#3b6ea5', accent: '#f2efe6' });
  const ends: P[] = [
    [300, 280],
    [360, 220],
    [440, 215],
    [505, 270],
  ];
  const out = fan([400, p.top + 4], 380, ends, '#6a6a3a', 6, 3);
  const leaves = leafCanopy(ctx, {
    n: 58,
    crown: [402, 300, 175, 125],
    from: 360,
    turn: [-35, 35],
    leaf: { len: [44, 54], w: 20, shine: true },
    colors: ['#2b6a34', '#24602c', '#337a3c'],
  });
  let flowers = '';
  const spots: P[] = [
    [300, 250],
    [352, 205],
    [430, 190],
    [495, 232],
    [540, 300],
    [268, 330],
    [395, 270],
    [470, 320],
    [335, 330],
  ];
  for (const [x, y] of spots) {
    const r = between(ctx, 26, 32);
    flowers += flower(x, y, r, 8, '#ffffff', '#f2e6a0', {
      width: 0.3,
      edge: '#dedbd0',
      rot: between(ctx, 0, 45),
    });
    flowers += flower(x, y, r * 0.62, 6, '#fbfaf3', '#f0dd8c', {
      width: 0.36,
      edge: '#e4e0d2',
      rot: between(ctx, 0, 60),
    });
  }
  for (const [x, y] of [
    [320, 190],
    [520, 190],
    [580, 260],
  ] as P[]) {
    flowers += `<g transform="${tr(x, y, between(ctx, -30, 30))}"><ellipse cx="0" cy="-12" rx="8" ry="14" fill="#fbf7ee" stroke="#e4ddd0"/><path d="M-6 0L0 -8L6 0Z" fill="#3f7f3a"/></g>`;
  }
  return p.back + out + leaves + flowers + p.front;
}

function roseHead(ctx: Ctx, cx: number, cy: number, r: number, color: string): string {
  let out = `<g transform="${tr(cx, cy, between(ctx, 0, 60))}">`;
  for (let i = 0; i < 5; i++) {
    out += `<path d="M0 0L${f(-r * 0.3)} ${f(-r * 1.15)}L0 ${f(-r * 0.9)}L${f(r * 0.3)} ${f(-r * 1.15)}Z" fill="#3d7a35" transform="rotate(${i * 72 + 36})"/>`;
  }
  for (let i = 0; i < 5; i++) {
    out += `<circle cx="0" cy="${f(-r * 0.45)}" r="${f(r * 0.58)}" fill="${color}" transform="rotate(${i * 72})"/>`;
    out += stroke(
      `M${f(-r * 0.4)} ${f(-r * 0.8)}Q0 ${f(-r * 1.12)} ${f(r * 0.4)} ${f(-r * 0.8)}`,
      lighten(color, 0.25),
      2.5,
      ` opacity=".6" transform="rotate(${i * 72})"`,
    );
  }
  out += `<circle r="${f(r * 0.66)}" fill="${darken(color, 0.1)}"/><circle r="${f(r * 0.42)}" fill="${darken(color, 0.2)}"/>`;
  out += stroke(
    `M0 0a${f(r * 0.08)} ${f(r * 0.08)} 0 1 1 ${f(r * 0.14)} ${f(r * 0.04)}a${f(r * 0.16)} ${f(r * 0.16)} 0 1 1 ${f(-r * 0.26)} ${f(
      -r * 0.12,
    )}a${f(r * 0.27)} ${f(r * 0.27)} 0 1 1 ${f(r * 0.42)} ${f(r * 0.14)}`,
    darken(color, 0.42),
    3,
  );
  return `${out}</g>`;
}

function roseLeafSet(ctx: Ctx, x: number, y: number, rot: number, size: number): string {
  let out = `<g transform="${tr(x, y, rot)}">${stroke(`M0 0L0 ${f(-size * 2.2)}`, '#4a7a32', 2.5)}`;
  const col = pick(ctx, ['#2f6b35', '#2a6130', '#3a7a3a']);
  out += leaf(0, -size * 2.1, 0, size, size * 0.42, col, { veins: 2 });
  for (const t of [0.8, 1.5]) {
    for (const angle of [-62, 62])
      out += leaf(0, -size * t, angle, size * 0.92, size * 0.4, col, { veins: 2 });
  }
  return `${out}</g>`;
}

export function rose(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'terracotta', topW: 215, botW: 160, h: 185, color: '#cf7a4b' });
  let out = '';
  const stems: Array<[P, P, P]> = [
    [
      [380, p.top + 4],
      [350, 350],
      [310, 215],
    ],
    [
      [400, p.top + 4],
      [410, 320],
      [430, 165],
    ],
    [
      [420, p.top + 4],
      [470, 360],
      [520, 250],
    ],
  ];
  let leaves = '';
  for (const [a, b, c] of stems) {
    out += stroke(qPath(a, b, c), '#4f7a33', 7);
    for (let t = 0.15; t < 0.95; t += 0.12) {
      const [x, y] = qAt(a, b, c, t);
      const s = ctx.rand() > 0.5 ? 1 : -1;
      out += `<path d="M${f(x + s * 3)} ${f(y)}l${s * 9} -3l${-s * 9} -5Z" fill="#8a3b2a"/>`;
    }
    for (const t of [0.3, 0.55, 0.78]) {
      const [x, y] = qAt(a, b, c, t);
      const dir = qDir(a, b, c, t);
      leaves += roseLeafSet(ctx, x, y, dirToRot(dir) + (t === 0.55 ? 55 : -55), 34);
    }
  }
  const heads =
    roseHead(ctx, 310, 205, 46, '#c8102e') +
    roseHead(ctx, 430, 152, 50, '#d0202f') +
    roseHead(ctx, 522, 240, 40, '#b80f2a');
  const bud = `<g transform="${tr(355, 300, -25)}"><path d="M0 0C-14 -10 -12 -32 0 -42C12 -32 14 -10 0 0Z" fill="#c8102e"/><path d="M0 2L-12 -16L-3 -8L0 -22L3 -8L12 -16Z" fill="#3d7a35"/></g>`;
  return p.back + out + leaves + heads + bud + p.front;
}

export function bougainvillea(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'terracotta', topW: 240, botW: 180, h: 190, color: '#a85a36' });
  let out = '';
  out += taperedStroke([400, p.top + 6], [360, 420], [395, 360], '#6b4a32', 22, 16);
  const ends: P[] = [
    [230, 300],
    [300, 210],
    [400, 165],
    [505, 200],
    [575, 290],
    [600, 390],
  ];
  out += fan([395, 365], 320, ends, '#6b4a32', 12, 4);
  const leaves = leafCanopy(ctx, {
    n: 40,
    crown: [410, 330, 215, 175],
    arc: [Math.PI, Math.PI * 2],
    turn: [-90, 90],
    leaf: { len: [34, 42], w: 17 },
    colors: ['#3f8a3a', '#4a9a40', '#2f7530'],
  });
  let bracts = '';
  const magentas = ['#d6338a', '#e0529c', '#c2207a', '#e86aab'];
  for (let i = 0; i < 62; i++) {
    const [x, y] = scatter(ctx, 410, 330, 225, 185, [Math.PI * 0.95, Math.PI * 2.05], 0.15);
    const s = between(ctx, 20, 28);
    const col = pick(ctx, magentas);
    let cl = `<g transform="${tr(x, y, between(ctx, 0, 120))}">`;
    for (let k = 0; k < 3; k++) {
      cl += `<path d="M0 0C${f(-s * 0.9)} ${f(-s * 0.3)} ${f(-s * 0.7)} ${f(-s * 1.1)} 0 ${f(-s)}C${f(s * 0.7)} ${f(-s * 1.1)} ${f(
        s * 0.9,
      )} ${f(-s * 0.3)} 0 0Z" fill="${col}" transform="rotate(${k * 120})"/>`;
      cl += stroke(`M0 -2L0 ${f(-s * 0.8)}`, darken(col, 0.2), 1.2, ` transform="rotate(${k * 120})"`);
    }
    cl += '<circle r="3" fill="#fff6e0"/></g>';
    bracts += cl;
  }
  return p.back + out + leaves + bracts + p.front;
}

export function hasnahena(ctx: Ctx): string {
  const p = pot(ctx, { kind: 'growbag', topW: 220, botW: 200, h: 180 });
  let out = '';
  const ends: P[] = [
    [250, 300],
    [310, 210],
    [395, 170],
    [480, 200],
    [555, 280],
    [330, 340],
    [470, 330],
  ];
  out += fan([400, p.top + 4], 420, ends, '#6c7a3a', 7, 3);
  const leaves = leafCanopy(ctx, {
    n: 55,
    crown: [400, 300, 180, 130],
    from: 380,
    turn: [-30, 30],
    leaf: { len: [58, 74], w: 14 },
    colors: ['#3b7a3c', '#467f3a', '#2f6b33'],
  });
  let clusters = '';
  for (const [ex, ey] of ends) {
    for (let k = 0; k < 13; k++) {
      const a = between(ctx, -150, -30);
      const rad = (a * Math.PI) / 180;
      const L = between(ctx, 18, 34);
      const x2 = ex + Math.cos(rad) * L;
      const y2 = ey + Math.sin(rad) * L;
      clusters += stroke(`M${f(ex)} ${f(ey)}L${f(x2)} ${f(y2)}`, '#e3e8b8', 5);
      clusters += flower(x2, y2, 11, 5, '#fbfbe6', '#dfe6a0', { width: 0.4, rot: a });
    }
  }
  return p.back + out + leaves + clusters + p.front;
}

function pompom(ctx: Ctx, cx: number, cy: number, r: number, color: string): string {
  let out = '';
  const rings: Array<[number, number, number, number]> = [
    [0.78, 16, 0.28, 0],
    [0.55, 12, 0.25, 0.12],
    [0.3, 8, 0.22, 0.22],
  ];
  for (const [rad, n, size, li] of rings) {
    const col = lighten(color, li);
    for (let i = 0; i < n; i++) {
      const a = (Math.PI * 2 * i) / n + between(ctx, -0.1, 0.1);
      out += `<circle cx="${f(cx + Math.cos(a) * r * rad)}" cy="${f(cy + Math.sin(a) * r * rad)}" r="${f(r * size)}" fill="${col}" stroke="${darken(
        color,
        0.15,
      )}" stroke-width="1.2"/>`;
    }
  }
  return `${out}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.18)}" fill="${darken(color, 0.2)}"/>`;
}

function featheryLeaf(ctx: Ctx, x: number, y: number, rot: number, len: number): string {
  const col = pick(ctx, ['#3f8a3a', '#2f7530', '#4a9a40']);
  let out = `<g transform="${tr(x, y, rot)}">${stroke(`M0 0L0 ${-len}`, col, 2.5)}`;
  for (let t = 0.2; t < 1; t += 0.13) {
    for (const angle of [-55, 55]) {
      out += leaf(0, -len * t, angle, len * 0.28 * (1.1 - t * 0.5), 4, col, { vein: false });
    }
  }
  return `${out}</g>`;
}

export function marigolds(ctx: Ctx): string {
  let out = '';
  const plants: Array<[number, string, string]> = [
    [290, '#f39c12', '#c56a3f'],
    [515, '#f5c518', '#b8582f'],
  ];
  for (const [cx, color, potCol] of plants) {
    const p = pot(ctx, { kind: 'terracotta', cx, topW: 175, botW: 130, h: 150, color: potCol });
    let foliage = '';
    for (let i = 0; i < 16; i++) {
      foliage += featheryLeaf(
        ctx,
        cx + between(ctx, -30, 30),
        p.top + 4,
        between(ctx, -70, 70),
        between(ctx, 80, 130),
      );
    }
    const heads: P[] = [
      [cx - 52, p.top - 120],
      [cx + 48, p.top - 140],
      [cx - 2, p.top - 190],
    ];
    let flowers = '';
    for (const [hx, hy] of heads) {
      flowers += stroke(`M${cx} ${p.top}Q${f((cx + hx) / 2)} ${f(hy + 60)} ${f(hx)} ${f(hy)}`, '#4a8a3a', 4);
    }
    for (const [hx, hy] of heads) flowers += pompom(ctx, hx, hy, between(ctx, 42, 50), color);
    out += p.back + foliage + flowers + p.front;
  }
  return out;
}
