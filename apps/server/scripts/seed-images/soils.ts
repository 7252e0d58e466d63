// What each soil and potting-mix pack looks like, by product slug.
import type { PackSpec } from './pack-spec.js';

export const SOILS: Record<string, PackSpec> = {
  'premium-potting-mix-5kg': {
    look: { kind: 'bag', color: '#1f4d3a', accent: '#8bc34a', icon: 'leaf' },
    print: { title: ['PREMIUM', 'POTTING MIX'], sub: 'ALL-PURPOSE', badge: '5 kg' },
    heap: { kind: 'crumb', colors: ['#4a3326', '#3a271c', '#6b4a35', '#e8dcc0', '#2e1f16'] },
  },
  'indoor-plant-potting-mix-5kg': {
    look: { kind: 'bag', color: '#2a7f7a', accent: '#f2c14e', icon: 'houseplant' },
    print: { title: ['INDOOR', 'PLANT MIX'], sub: 'WITH PERLITE', badge: '5 kg' },
    heap: { kind: 'crumb', colors: ['#5a4232', '#3d2c21', '#6e5140', '#ffffff', '#f3f3f0'] },
  },
  'cactus-succulent-mix-2kg': {
    look: { kind: 'pouch', color: '#d98e48', accent: '#3e7d4f', icon: 'cactus' },
    print: { title: ['CACTUS &', 'SUCCULENT'], sub: 'FAST DRAINING', badge: '2 kg' },
    heap: { kind: 'sand', colors: ['#c9a36b', '#b5543a', '#d8c08f', '#8a5a3a', '#a0472f'] },
  },
  'orchid-bark-mix-2kg': {
    look: { kind: 'pouch', color: '#6b3f7d', accent: '#d88fd6', icon: 'orchid' },
    print: { title: ['ORCHID', 'BARK MIX'], sub: 'CHUNKY & AIRY', badge: '2 kg' },
    heap: { kind: 'bark', colors: ['#6e3f22', '#8a4f2a', '#a8673a', '#222222', '#c08048'] },
  },
  'seed-starting-mix-2kg': {
    look: { kind: 'pouch', color: '#7cb342', accent: '#33691e', icon: 'seedling' },
    print: { title: ['SEED', 'STARTER'], sub: 'FINE & STERILE', badge: '2 kg' },
    heap: { kind: 'powder', colors: ['#4a3629', '#3b2a20', '#5a4232', '#2a1d15'] },
  },
  'horticultural-perlite-2kg': {
    look: { kind: 'bag', color: '#e4ebf0', accent: '#2b6cb0', icon: 'pebbles' },
    print: { title: ['PERLITE'], sub: 'APPROX. 16 LITRES', badge: '2 kg' },
    heap: { kind: 'pebble', colors: ['#cfd6d9', '#ffffff', '#f1f3f2', '#e4e8e6'] },
  },
  'garden-loam-doash-mati-20kg': {
    look: { kind: 'woven', color: '#f3efe3', accent: '#2e7d32', icon: 'sprout' },
    print: { title: ['GARDEN', 'LOAM'], sub: 'DOASH MATI', badge: '20 kg' },
    heap: { kind: 'crumb', colors: ['#7a5536', '#5e402a', '#8c6744', '#6a4a31'] },
  },
  'sand-soil-mix-10kg': {
    look: { kind: 'woven', color: '#f1ead8', accent: '#d9822b', icon: 'dunes' },
    print: { title: ['SAND-SOIL', 'MIX'], sub: 'BELE DOASH', badge: '10 kg' },
    heap: { kind: 'sand', colors: ['#cdb07c', '#a57a4f', '#e0c99a', '#8d6a45'] },
  },
  'pond-silt-soil-20kg': {
    look: { kind: 'woven', color: '#eef1f3', accent: '#1f5f8b', icon: 'pond' },
    print: { title: ['POND SILT', 'SOIL'], sub: 'PUKURER MATI', badge: '20 kg' },
    heap: { kind: 'clod', colors: ['#2e2621', '#3b312a', '#4a3e35', '#1f1a16', '#574a40'] },
  },
  'rooftop-lightweight-mix-10kg': {
    look: { kind: 'bag', color: '#c56a3f', accent: '#fce3b8', icon: 'rooftop' },
    print: { title: ['ROOFTOP', 'LIGHT MIX'], sub: 'HALF THE WEIGHT', badge: '10 kg' },
    heap: { kind: 'crumb', colors: ['#6b4a35', '#8a6a4c', '#a8a8a8', '#4a3326', '#c9b38f'] },
  },
  'cocopeat-block-5kg': {
    look: { kind: 'block', color: '#8b5a2b', accent: '#8d6e3f', icon: 'coconut' },
    print: { title: ['COCOPEAT'], sub: 'EXPANDS TO 70 L', badge: '5 kg' },
    heap: { kind: 'fiber', colors: ['#8a5430', '#5e3418', '#b06c38', '#7a4420', '#c58a50'] },
  },
  'vermicompost-enriched-soil-10kg': {
    look: { kind: 'bag', color: '#5d4037', accent: '#aed581', icon: 'worm' },
    print: { title: ['VERMI-RICH', 'SOIL'], sub: '30% VERMICOMPOST', badge: '10 kg' },
    heap: { kind: 'crumb', colors: ['#2e2119', '#3d2c21', '#4f3a2b', '#1f1712'] },
  },
  'leaf-mould-compost-soil-10kg': {
    look: { kind: 'bag', color: '#8d6e2f', accent: '#f0c36a', icon: 'autumn' },
    print: { title: ['LEAF MOULD', 'COMPOST'], sub: 'FOREST HUMUS', badge: '10 kg' },
    heap: { kind: 'crumb', colors: ['#3a2a1e', '#4b3626', '#c77d2e', '#8a5a2a', '#2c1f16'] },
  },
};
