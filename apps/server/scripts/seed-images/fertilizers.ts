// What each fertilizer pack looks like, by product slug; liquids and spikes show a sample
// instead of a heap.
import type { Ctx } from './drawing-context.js';
import { between, pick } from './drawing-context.js';
import type { P } from './geometry.js';
import type { PackSpec } from './pack-spec.js';
import { lighten } from './palette.js';
import { f, stroke, tr } from './svg.js';

function liquidCap(ctx: Ctx, color: string): string {
  return `<g transform="translate(230 640)"><path d="M-46 -60L46 -60L38 40Q0 52 -38 40Z" fill="#ffffff" opacity=".75" stroke="#b0bec5" stroke-width="3"/><path d="M-42 -20L42 -20L38 40Q0 52 -38 40Z" fill="${color}" opacity=".85"/><ellipse cx="0" cy="-20" rx="42" ry="8" fill="${lighten(
    color,
    0.25,
  )}"/>${[...Array(3).keys()].map((i) => stroke(`M-30 ${-44 + i * 14}L-18 ${-44 + i * 14}`, '#90a4ae', 2)).join('')}</g>${`<ellipse cx="${f(
    between(ctx, 300, 320),
  )}" cy="676" rx="26" ry="7" fill="${color}" opacity=".5"/>`}`;
}

const seaweedFronds = (ctx: Ctx) => {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const x = 190 + i * 28;
    const col = pick(ctx, ['#2e7d32', '#558b2f', '#1b5e20', '#689f38']);
    out += stroke(`M${x} 690C${x - 40} 630 ${x + 40} 590 ${x} 540S${x - 30} 480 ${x + 10} 450`, col, 16);
    for (let k = 0; k < 4; k++)
      out += `<ellipse cx="${x + (k % 2 ? 12 : -12)}" cy="${640 - k * 50}" rx="7" ry="10" fill="${lighten(col, 0.2)}"/>`;
  }
  return out;
};

const looseSpikes = (_ctx: Ctx) => {
  let out = '';
  for (const [x, y] of [
    [140, 650],
    [160, 672],
    [130, 694],
  ] as P[]) {
    out += `<g transform="${tr(x, y, -4)}"><path d="M0 -9L150 -2L150 2L0 9Z" fill="#43a047"/><path d="M0 -9L150 -2L150 0L0 0Z" fill="#66bb6a"/><rect x="-6" y="-10" width="10" height="20" rx="3" fill="#2e7d32"/></g>`;
  }
  return out;
};

export const FERTILIZERS: Record<string, PackSpec> = {
  'vermicompost-1kg': {
    look: { kind: 'pouch', color: '#4e342e', accent: '#9ccc65', icon: 'worm' },
    print: { title: ['VERMI-', 'COMPOST'], sub: 'KECHO SAR', badge: '1 kg' },
    heap: { kind: 'crumb', colors: ['#2b1f18', '#3d2c21', '#1f1712', '#4f3a2b'] },
  },
  'cow-dung-compost-5kg': {
    look: { kind: 'bag', color: '#7b5e2a', accent: '#f5deb3', icon: 'cow' },
    print: { title: ['COW DUNG', 'COMPOST'], sub: 'GOBOR SAR', badge: '5 kg' },
    heap: { kind: 'crumb', colors: ['#5a4228', '#6e5232', '#47341f', '#80623c'] },
  },
  'bone-meal-1kg': {
    look: { kind: 'pouch', color: '#efe6d2', accent: '#b23a2e', icon: 'bone' },
    print: { title: ['BONE', 'MEAL'], sub: 'STEAMED', badge: '1 kg', npk: '3-15-0' },
    heap: { kind: 'powder', colors: ['#e3d8bf', '#cfc0a0', '#f5efe0', '#bfae8a'] },
  },
  'mustard-cake-khoil-1kg': {
    look: { kind: 'pouch', color: '#e0a800', accent: '#6d4c1f', icon: 'mustard' },
    print: { title: ['MUSTARD', 'CAKE'], sub: 'SORISHA KHOIL', badge: '1 kg' },
    heap: { kind: 'flakes', colors: ['#7a5a2e', '#8e6b3a', '#5e4522', '#a07a44'] },
  },
  'neem-cake-1kg': {
    look: { kind: 'pouch', color: '#2f6b3a', accent: '#c5e1a5', icon: 'neem' },
    print: { title: ['NEEM', 'CAKE'], sub: 'NEEM KHOIL', badge: '1 kg' },
    heap: { kind: 'powder', colors: ['#5d4a35', '#4a3b2a', '#6e5a42', '#3a2e21'] },
  },
  'trichoderma-compost-2kg': {
    look: { kind: 'pouch', color: '#1e6f8c', accent: '#a5d6a7', icon: 'microbe' },
    print: { title: ['TRICHO-', 'COMPOST'], sub: 'BIO FERTILISER', badge: '2 kg' },
    heap: { kind: 'crumb', colors: ['#2e241c', '#3e3026', '#f0f0e8', '#4a3a2c'] },
  },
  'urea-1kg': {
    look: { kind: 'pouch', color: '#f2f5f8', accent: '#1565c0', icon: 'crystal' },
    print: { title: ['UREA'], sub: 'NITROGEN 46%', badge: '1 kg', npk: '46-0-0' },
    heap: { kind: 'granule', colors: ['#e9edf1', '#ffffff', '#f6f8fa', '#eef1f4'] },
  },
  'tsp-triple-super-phosphate-1kg': {
    look: { kind: 'pouch', color: '#455a64', accent: '#ffb300', icon: 'flower' },
    print: { title: ['TSP'], sub: 'TRIPLE SUPER PHOSPHATE', badge: '1 kg', npk: '0-46-0' },
    heap: { kind: 'granule', colors: ['#6f6e69', '#8f8e88', '#7d7c76', '#a09f99'] },
  },
  'mop-muriate-of-potash-1kg': {
    look: { kind: 'pouch', color: '#b71c1c', accent: '#ef9a9a', icon: 'mango' },
    print: { title: ['MoP'], sub: 'MURIATE OF POTASH', badge: '1 kg', npk: '0-0-60' },
    heap: { kind: 'crystal', colors: ['#c96a5a', '#d9826f', '#e8a090', '#b85a4a'] },
  },
  'npk-20-20-20-water-soluble-500g': {
    look: { kind: 'pouch', color: '#1565c0', accent: '#ffd54f', icon: 'flask' },
    print: { title: ['NPK', '20-20-20'], sub: 'WATER SOLUBLE', badge: '500 g' },
    heap: { kind: 'powder', colors: ['#4d8fe0', '#3f87e0', '#8cbcf5', '#2f6fc0'] },
  },
  'epsom-salt-magnesium-500g': {
    look: { kind: 'tub', color: '#fafafa', accent: '#6a4c93', icon: 'crystal' },
    print: { title: ['EPSOM', 'SALT'], sub: 'MAGNESIUM SULPHATE', badge: '500 g' },
    heap: { kind: 'crystal', colors: ['#dfe6ee', '#ffffff', '#eef3f8', '#d6e2ee'] },
  },
  'seaweed-liquid-extract-250ml': {
    look: { kind: 'bottle', color: '#2e4d2c', accent: '#26a69a', icon: 'seaweed' },
    print: { title: ['SEAWEED'], sub: 'LIQUID EXTRACT', badge: '250 ml' },
    extra: seaweedFronds,
  },
  'fish-emulsion-500ml': {
    look: { kind: 'jug', color: '#fafafa', accent: '#0d47a1', icon: 'fish' },
    print: { title: ['FISH', 'EMULSION'], sub: 'LIQUID PLANT FOOD', badge: '500 ml', npk: '5-1-1' },
    extra: (ctx) => liquidCap(ctx, '#8d6e3a'),
  },
  'indoor-plant-food-spikes': {
    look: { kind: 'box', color: '#2e7d32', accent: '#ffca28', icon: 'spike' },
    print: { title: ['PLANT FOOD', 'SPIKES'], sub: 'FOR INDOOR PLANTS', badge: '24 pcs' },
    extra: looseSpikes,
  },
};
