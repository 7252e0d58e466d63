// The picture on a pack's label that says what the product is for.
import type { Ctx } from './drawing-context.js';
import { leaf } from './foliage.js';
import { mangoFruit } from './fruit-plants.js';
import type { P } from './geometry.js';
import type { IconKind } from './pack-spec.js';
import { C, lighten } from './palette.js';
import { f, stroke, tr } from './svg.js';

export function icon(ctx: Ctx, kind: IconKind, x: number, y: number, s: number, accent: string): string {
  const g = (inner: string) => `<g transform="${tr(x, y, 0, s / 100)}">${inner}</g>`;
  const green = '#3f8f3a';
  switch (kind) {
    case 'leaf':
      return g(
        `${leaf(0, 46, 20, 92, 30, green, { veins: 4 })}${leaf(-4, 46, -38, 64, 20, '#6ab04c', { veins: 2 })}`,
      );
    case 'houseplant':
      return g(
        `${leaf(0, 10, -40, 56, 22, green)}${leaf(0, 10, 0, 64, 24, '#4caf50')}${leaf(0, 10, 40, 56, 22, green)}<path d="M-30 10L30 10L22 50L-22 50Z" fill="${C.terracotta}"/>`,
      );
    case 'cactus':
      return g(
        `<rect x="-14" y="-48" width="28" height="90" rx="14" fill="${green}"/><path d="M-14 6L-34 6Q-40 6 -40 -2L-40 -26" stroke="${green}" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M14 -6L32 -6Q38 -6 38 -14L38 -34" stroke="${green}" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M-34 42L34 42L28 54L-28 54Z" fill="${C.terracotta}"/>`,
      );
    case 'orchid': {
      let o = '';
      for (let i = 0; i < 5; i++)
        o += `<ellipse cx="0" cy="-24" rx="15" ry="26" fill="#c86dd7" transform="rotate(${i * 72})"/>`;
      return g(`${o}<path d="M-14 4Q0 40 14 4Z" fill="#8e3a9d"/><circle r="8" fill="#f6e27a"/>`);
    }
    case 'seedling':
      return g(
        `${stroke('M0 44L0 -4', green, 6)}${leaf(0, -2, -55, 48, 18, '#6ab04c')}${leaf(0, -2, 55, 48, 18, green)}<path d="M-44 44Q0 30 44 44Z" fill="${C.earth}"/>`,
      );
    case 'pebbles':
      return g(
        `<circle cx="-22" cy="14" r="22" fill="#e6e9ea" stroke="#b0bec5" stroke-width="3"/><circle cx="20" cy="18" r="18" fill="#fff" stroke="#b0bec5" stroke-width="3"/><circle cx="0" cy="-16" r="20" fill="#f1f3f4" stroke="#b0bec5" stroke-width="3"/>`,
      );
    case 'sprout':
      return g(
        `<path d="M-50 40Q0 20 50 40L50 50L-50 50Z" fill="${C.earth}"/>${stroke('M0 34L0 -10', green, 6)}${leaf(0, -8, -50, 46, 17, '#6ab04c')}${leaf(0, -8, 50, 46, 17, green)}`,
      );
    case 'dunes':
      return g(
        `<circle cx="26" cy="-20" r="16" fill="#f5b942"/><path d="M-52 40Q-20 0 10 30Q30 10 52 40Z" fill="#d9b57a"/><path d="M-52 46Q0 20 52 46L52 52L-52 52Z" fill="#b9905a"/>`,
      );
    case 'pond':
      return g(
        `<ellipse cx="0" cy="20" rx="50" ry="24" fill="#4f8fbf"/>${stroke('M-30 16Q-20 10 -10 16T10 16', '#cfe6f5', 4)}${stroke('M0 28Q10 22 20 28T40 28', '#cfe6f5', 4)}${leaf(-36, 0, -20, 40, 12, green)}${leaf(-32, 0, 10, 44, 12, '#6ab04c')}`,
      );
    case 'rooftop':
      return g(
        `<rect x="-40" y="-6" width="80" height="56" fill="#90a4ae"/><rect x="-28" y="8" width="14" height="14" fill="#eceff1"/><rect x="-6" y="8" width="14" height="14" fill="#eceff1"/><rect x="16" y="8" width="14" height="14" fill="#eceff1"/><rect x="-46" y="-12" width="92" height="8" fill="#607d8b"/>${leaf(-18, -12, -25, 40, 14, green)}${leaf(-18, -12, 20, 44, 14, '#6ab04c')}${leaf(20, -12, 0, 36, 13, green)}`,
      );
    case 'worm':
      return g(
        `${stroke('M-46 20C-30 -20 -10 40 6 0S36 -20 46 -6', '#d98b8b', 16)}${stroke('M-46 20C-30 -20 -10 40 6 0S36 -20 46 -6', '#b86a6a', 16, ' stroke-dasharray="2 9" opacity=".6"')}<circle cx="44" cy="-8" r="3" fill="#402020"/>`,
      );
    case 'autumn':
      return g(
        `${leaf(0, 46, -20, 90, 34, '#d9822b', { veins: 4 })}${leaf(6, 46, 30, 70, 26, '#b5651d', { veins: 3 })}`,
      );
    case 'cow':
      return g(
        `<path d="M-34 -30Q-56 -44 -50 -16" stroke="#e8dcc0" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M34 -30Q56 -44 50 -16" stroke="#e8dcc0" stroke-width="8" fill="none" stroke-linecap="round"/><ellipse cx="-44" cy="-8" rx="16" ry="9" fill="#8d6e63"/><ellipse cx="44" cy="-8" rx="16" ry="9" fill="#8d6e63"/><path d="M-32 -26Q0 -40 32 -26L26 30Q0 44 -26 30Z" fill="#a1887f"/><ellipse cx="0" cy="32" rx="26" ry="18" fill="#efc7b8"/><circle cx="-9" cy="32" r="4" fill="#5d4037"/><circle cx="9" cy="32" r="4" fill="#5d4037"/><circle cx="-14" cy="-6" r="5" fill="#3e2723"/><circle cx="14" cy="-6" r="5" fill="#3e2723"/>`,
      );
    case 'bone':
      return g(
        `<g transform="rotate(-30)"><rect x="-40" y="-9" width="80" height="18" fill="#f3ead7" stroke="#c9b99a" stroke-width="3"/><circle cx="-42" cy="-10" r="13" fill="#f3ead7" stroke="#c9b99a" stroke-width="3"/><circle cx="-42" cy="10" r="13" fill="#f3ead7" stroke="#c9b99a" stroke-width="3"/><circle cx="42" cy="-10" r="13" fill="#f3ead7" stroke="#c9b99a" stroke-width="3"/><circle cx="42" cy="10" r="13" fill="#f3ead7" stroke="#c9b99a" stroke-width="3"/><rect x="-40" y="-7" width="80" height="14" fill="#f3ead7"/></g>`,
      );
    case 'mustard': {
      let o = stroke('M0 50L0 0', green, 5);
      for (const [cx, cy] of [
        [0, -10],
        [-26, 10],
        [24, 14],
      ] as P[]) {
        for (let i = 0; i < 4; i++)
          o += `<ellipse cx="${cx}" cy="${cy - 12}" rx="8" ry="12" fill="#f5c518" transform="rotate(${i * 90 + 45} ${cx} ${cy})"/>`;
        o += `<circle cx="${cx}" cy="${cy}" r="5" fill="#d89b00"/>`;
      }
      return g(o);
    }
    case 'neem': {
      let o = stroke('M-40 40L40 -40', '#5d8a3a', 4);
      for (let i = 1; i < 6; i++) {
        const px = -40 + i * 14;
        const py = 40 - i * 14;
        o += leaf(px, py, -90, 30, 8, green) + leaf(px, py, 0, 30, 8, '#5aa046');
      }
      return g(o);
    }
    case 'microbe': {
      let o = '<circle r="34" fill="#a5d6a7" stroke="#2e7d32" stroke-width="4"/>';
      for (let i = 0; i < 10; i++) {
        const a = (i * Math.PI) / 5;
        o += stroke(
          `M${f(Math.cos(a) * 34)} ${f(Math.sin(a) * 34)}L${f(Math.cos(a) * 48)} ${f(Math.sin(a) * 48)}`,
          '#2e7d32',
          4,
        );
      }
      return g(
        `${o}<circle cx="-10" cy="-8" r="7" fill="#2e7d32"/><circle cx="12" cy="6" r="5" fill="#2e7d32"/><circle cx="-4" cy="14" r="4" fill="#2e7d32"/>`,
      );
    }
    case 'crystal':
      return g(
        `<path d="M0 -48L34 -10L0 48L-34 -10Z" fill="${lighten(accent, 0.55)}" stroke="${accent}" stroke-width="4"/><path d="M-34 -10L34 -10M0 -48L-12 -10L0 48L12 -10Z" fill="none" stroke="${accent}" stroke-width="3"/>`,
      );
    case 'flower': {
      let o = stroke('M0 50L0 0', green, 5) + leaf(0, 34, -60, 30, 10, green);
      for (let i = 0; i < 6; i++)
        o += `<ellipse cx="0" cy="-30" rx="11" ry="18" fill="#ef5350" transform="rotate(${i * 60} 0 -12)"/>`;
      return g(`${o}<circle cy="-12" r="9" fill="#ffd54f"/>`);
    }
    case 'mango':
      return g(`${leaf(4, -34, 50, 40, 12, green)}${mangoFruit(ctx, -4, -40, -10, 0.9)}`);
    case 'flask':
      return g(
        `<path d="M-12 -48L12 -48L12 -14L40 40Q42 50 32 50L-32 50Q-42 50 -40 40L-12 -14Z" fill="#e3f2fd" stroke="${accent}" stroke-width="4"/><path d="M-28 20L28 20L38 42Q38 46 32 46L-32 46Q-38 46 -38 42Z" fill="#42a5f5"/>${stroke('M-16 -48L16 -48', accent, 6)}`,
      );
    case 'seaweed': {
      let o = '';
      for (const [dx, col] of [
        [-20, '#2e7d32'],
        [0, '#558b2f'],
        [20, '#1b5e20'],
      ] as Array<[number, string]>) {
        o += stroke(`M${dx} 50C${dx - 20} 20 ${dx + 20} 0 ${dx} -20S${dx - 14} -44 ${dx + 4} -52`, col, 10);
      }
      return g(o);
    }
    case 'fish':
      return g(
        `<path d="M-46 0Q-10 -34 30 -4L50 -22L48 22L30 4Q-10 34 -46 0Z" fill="${accent}"/><circle cx="-28" cy="-4" r="4" fill="#fff"/>${stroke('M-14 -14Q-6 0 -14 14', '#fff', 3, ' opacity=".7"')}`,
      );
    case 'spike':
      return g(
        `<path d="M-12 -48L12 -48L4 48L-4 48Z" fill="#43a047"/><path d="M-30 -40L-10 -40L-18 40Z" fill="#66bb6a"/><path d="M30 -40L10 -40L18 40Z" fill="#2e7d32"/>`,
      );
    case 'coconut':
      return g(
        `<circle cx="0" cy="6" r="40" fill="#7b4a25"/><circle cx="-12" cy="-6" r="5" fill="#3e2411"/><circle cx="6" cy="-12" r="5" fill="#3e2411"/><circle cx="4" cy="4" r="5" fill="#3e2411"/>${leaf(20, -30, 40, 50, 10, green)}`,
      );
  }
}
