// Which drawing, backdrop and shadow each product slug gets.
import type { Ctx } from './drawing-context.js';
import { FERTILIZERS } from './fertilizers.js';
import { beli, bougainvillea, hasnahena, hibiscus, marigolds, rose } from './flowering-plants.js';
import { aloeVera, arecaPalm, pothos, snakePlant, zzPlant } from './foliage-plants.js';
import { dragonFruitPlant, guavaTree, lemonTree, mangoSapling } from './fruit-plants.js';
import {
  graftingKnife,
  handCultivator,
  hedgeShears,
  kachi,
  khurpi,
  kodal,
  secateurs,
  trowel,
} from './hand-tools.js';
import { chiliPlant, tulsi } from './herbs-and-vegetables.js';
import type { PackSpec } from './pack-spec.js';
import { drawPack } from './packs.js';
import type { Theme } from './product-stage.js';
import { nightTheme } from './product-stage.js';
import { SOILS } from './soils.js';
import {
  dripKit,
  hoseKit,
  mistBottle,
  moistureMeter,
  pressureSprayer,
  wateringCan,
} from './watering-tools.js';

interface ProductArt {
  draw: (ctx: Ctx) => string;
  theme?: Theme;
  shadowW?: number;
  /** Tools float in a product-shot pose, so their shadow sits higher than a pot's. */
  shadowY?: number;
}

const PRODUCT_ART: Record<string, ProductArt> = {
  'money-plant-golden-pothos': { draw: pothos },
  'snake-plant-laurentii': { draw: snakePlant },
  'zz-plant': { draw: zzPlant },
  'areca-palm': { draw: arecaPalm },
  // A smaller palm of the same drawing; its own slug seeds its own fronds.
  'parlour-palm': { draw: arecaPalm },
  'tulsi-holy-basil': { draw: tulsi },
  'aloe-vera': { draw: aloeVera },
  'bombai-chili-plant': { draw: chiliPlant },
  'red-hibiscus-joba': { draw: hibiscus },
  'beli-arabian-jasmine': { draw: beli },
  'grafted-red-rose': { draw: rose },
  'magenta-bougainvillea': { draw: bougainvillea },
  'hasnahena-night-jasmine': { draw: hasnahena, theme: nightTheme },
  'marigold-gada-seedlings': { draw: marigolds, shadowW: 300 },
  'amrapali-mango-grafted-sapling': { draw: (ctx) => mangoSapling(ctx) },
  'kagzi-lemon-grafted': { draw: lemonTree },
  'thai-guava-grafted': { draw: guavaTree },
  'red-dragon-fruit-plant': { draw: dragonFruitPlant },
  'khurpi-hand-weeder': { draw: khurpi, shadowY: 650 },
  'stainless-hand-trowel': { draw: trowel, shadowY: 650 },
  'three-prong-hand-cultivator': { draw: handCultivator, shadowY: 650 },
  'kodal-garden-spade': { draw: kodal, shadowY: 650 },
  'kachi-sickle': { draw: kachi, shadowY: 650 },
  'plastic-watering-can-10l': { draw: wateringCan },
  'garden-hose-spray-nozzle-kit': { draw: hoseKit, shadowW: 300 },
  'pressure-sprayer-2l': { draw: pressureSprayer },
  'mist-spray-bottle-1l': { draw: mistBottle, shadowW: 150 },
  'drip-irrigation-kit-10-pots': { draw: dripKit, shadowW: 300 },
  'bypass-pruning-secateurs': { draw: secateurs, shadowY: 650 },
  'hedge-shears': { draw: hedgeShears, shadowY: 650 },
  'grafting-knife': { draw: graftingKnife, shadowY: 650 },
  'soil-moisture-meter': { draw: moistureMeter },
};

const PACKS: Record<string, PackSpec> = { ...SOILS, ...FERTILIZERS };

/** The drawing for a product slug; every soil and fertilizer is a pack drawn from its spec. */
export function productArt(slug: string): ProductArt | undefined {
  const pack = PACKS[slug];
  return PRODUCT_ART[slug] ?? (pack ? { draw: (ctx: Ctx) => drawPack(ctx, pack), shadowW: 300 } : undefined);
}
