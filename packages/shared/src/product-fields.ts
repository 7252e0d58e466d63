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
