/*
 * A plant's care facts (issue 25): the closed sets the product schema takes, the listing's filters over them
 * and the plant finder's questions. Zod-free, so the listing and the finder can use them without downloading
 * the schemas (product.ts builds its enums from these).
 */

/** How much light a plant needs, from a dim corner to an open roof. */
export const LIGHT_LEVELS = ['low', 'medium', 'bright-indirect', 'full-sun'] as const;
export type LightLevel = (typeof LIGHT_LEVELS)[number];

/**
 * The words `sunlightNeeds` took before the four light levels, and the level each became (the data
 * migration `plant-light-levels` moves stored plants the same way; a CSV may still say them).
 */
export const OLD_LIGHT_WORDS: Readonly<Record<string, LightLevel>> = {
  shade: 'low',
  'partial-sun': 'medium',
  'indirect-light': 'bright-indirect',
};

export const WATERING_FREQUENCIES = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
/** How big the plant grows (its mature size); `matureHeight` says it in words. */
export const PLANT_SIZES = ['small', 'medium', 'large'] as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const INDOOR_OUTDOOR = ['indoor', 'outdoor', 'both'] as const;
export const GROWTH_RATES = ['slow', 'medium', 'fast'] as const;

/**
 * When the plant flowers, in the seasons a Bangladeshi gardener counts: spring (বসন্ত, February–March),
 * summer (গ্রীষ্ম, April–May), monsoon (বর্ষা, June–September), autumn (শরৎ–হেমন্ত, October–November),
 * winter (শীত, December–January); `none` for foliage, fruit and herb plants grown for their leaves.
 */
export const FLOWERING_SEASONS = [
  'none',
  'spring',
  'summer',
  'monsoon',
  'autumn',
  'winter',
  'all-year',
] as const;
export type FloweringSeason = (typeof FLOWERING_SEASONS)[number];

/**
 * The facts the plants listing filters by (`GET /api/plants?sunlightNeeds=low&petFriendly=true`), each
 * with the values a filter may take, in the order the listing shows them.
 */
export const PLANT_FACETS = {
  sunlightNeeds: LIGHT_LEVELS,
  wateringFrequency: WATERING_FREQUENCIES,
  petFriendly: ['true', 'false'],
  difficulty: DIFFICULTIES,
  size: PLANT_SIZES,
  indoorOutdoor: ['indoor', 'outdoor'],
  floweringSeason: FLOWERING_SEASONS,
} as const;
export type PlantFacet = keyof typeof PLANT_FACETS;
export type PlantFacetValue<F extends PlantFacet = PlantFacet> = (typeof PLANT_FACETS)[F][number];
export const PLANT_FACET_NAMES = Object.keys(PLANT_FACETS) as PlantFacet[];

/** The plant-fact filters of a listing: at most one value per fact. */
export type PlantFacetFilters = { [F in PlantFacet]?: PlantFacetValue<F> };

/** How many plants each value of each fact would show, every other filter applied (facet counts). */
export type PlantFacetCounts = { [F in PlantFacet]: Record<PlantFacetValue<F>, number> };

/**
 * The stored values a filter value admits: a plant for indoors and out is an indoor plant and an outdoor
 * one; a plant that flowers all year flowers in every season. Other values admit themselves.
 */
export function admittedValues<F extends PlantFacet>(facet: F, value: PlantFacetValue<F>): string[] {
  if (facet === 'indoorOutdoor') return [value, 'both'];
  if (facet === 'floweringSeason' && value !== 'none' && value !== 'all-year') return [value, 'all-year'];
  return [value];
}

/** The plant finder's questions and the answers each offers, in the order the page asks them. */
export const FINDER_QUESTIONS = {
  place: ['indoor', 'outdoor'],
  light: LIGHT_LEVELS,
  pets: ['yes', 'no'],
  time: ['little', 'some', 'plenty'],
} as const;
export type FinderQuestion = keyof typeof FINDER_QUESTIONS;
export type FinderAnswers = { [Q in FinderQuestion]?: (typeof FINDER_QUESTIONS)[Q][number] };
export const FINDER_QUESTION_NAMES = Object.keys(FINDER_QUESTIONS) as FinderQuestion[];

/** How many plants the finder shows at most: a short list to choose from, not a catalog. */
export const FINDER_RESULTS = 24;

/** The light each answer to "how much light" admits: up to the light there is, but only sun-lovers in full sun. */
const LIGHT_ADMITS: Record<LightLevel, readonly LightLevel[]> = {
  low: ['low'],
  medium: ['low', 'medium'],
  'bright-indirect': ['low', 'medium', 'bright-indirect'],
  'full-sun': ['medium', 'full-sun'],
};

/**
 * What the finder's answers ask of a plant, fact by fact: the stored values each fact may have (`petFriendly`
 * as 'true'). A question left unanswered, or answered "no pets", "plenty of time", asks nothing.
 */
export function finderConditions(answers: FinderAnswers): { [F in PlantFacet]?: readonly string[] } {
  const conditions: { [F in PlantFacet]?: readonly string[] } = {};
  if (answers.place) conditions.indoorOutdoor = [answers.place, 'both'];
  if (answers.light) conditions.sunlightNeeds = LIGHT_ADMITS[answers.light];
  if (answers.pets === 'yes') conditions.petFriendly = ['true'];
  if (answers.time === 'little') {
    conditions.difficulty = ['easy'];
    conditions.wateringFrequency = ['weekly', 'biweekly', 'monthly'];
  }
  if (answers.time === 'some') conditions.difficulty = ['easy', 'medium'];
  return conditions;
}
