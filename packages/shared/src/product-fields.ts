import type { CategoryId } from './categories.js';

/**
 * The extra (category-specific) attributes of each category, in display order. Kept apart from the zod
 * schemas in product.ts so a page that only shows products does not download zod;
 * product-fields.test.ts checks that the schemas define exactly these.
 */
export const EXTRA_FIELD_NAMES: Record<CategoryId, readonly string[]> = {
  plants: [
    'sunlightNeeds',
    'wateringFrequency',
    'size',
    'difficulty',
    'indoorOutdoor',
    'matureHeight',
    'growthRate',
    'petFriendly',
    'floweringSeason',
    'seasonalInstructions',
  ],
  tools: [
    'brand',
    'material',
    'handleType',
    'dimensions',
    'weight',
    'warranty',
    'usage',
    'maintenance',
    'weatherResistant',
    'safetyInstructions',
  ],
  soils: [
    'weight',
    'coverage',
    'packagingSize',
    'organicStatus',
    'applicationInstructions',
    'storageInstructions',
    'composition',
    'nutrients',
    'bestFor',
    'ph',
    'texture',
    'drainageRating',
    'waterRetention',
  ],
  fertilizers: [
    'weight',
    'coverage',
    'packagingSize',
    'organicStatus',
    'applicationInstructions',
    'storageInstructions',
    'composition',
    'nutrients',
    'bestFor',
    'npkRatio',
    'type',
    'applicationMethod',
    'releaseType',
  ],
};

/**
 * The extra attributes a shopper reads as words the owner wrote, each with a Bangla twin named `<name>Bn`
 * (`banglaTwin`) in the schema and the admin form (docs/behaviour.md §11). A brand and an NPK ratio read
 * the same in both languages and have none.
 */
export const TRANSLATED_FIELD_NAMES: Record<CategoryId, readonly string[]> = {
  plants: ['matureHeight', 'seasonalInstructions'],
  tools: ['dimensions', 'warranty', 'usage', 'maintenance', 'safetyInstructions'],
  soils: [
    'coverage',
    'packagingSize',
    'applicationInstructions',
    'storageInstructions',
    'composition',
    'nutrients',
    'bestFor',
  ],
  fertilizers: [
    'coverage',
    'packagingSize',
    'applicationInstructions',
    'storageInstructions',
    'composition',
    'nutrients',
    'bestFor',
  ],
};

/** The name of a text's Bangla twin: `usage` → `usageBn`. */
export function banglaTwin(name: string): string {
  return `${name}Bn`;
}

/**
 * Every attribute a product of the category keeps in its `attributes` document: the extras in their order,
 * each translated one followed by its Bangla twin.
 */
export function storedAttributeNames(category: CategoryId): string[] {
  const translated = new Set(TRANSLATED_FIELD_NAMES[category]);
  return EXTRA_FIELD_NAMES[category].flatMap((name) =>
    translated.has(name) ? [name, banglaTwin(name)] : [name],
  );
}
