import { EXTRA_FIELD_NAMES, type Product } from '@plantopia/shared';

/** One category attribute as the product page shows it. */
export type AttributeView =
  | { name: string; label: string; kind: 'fact'; value: string }
  | { name: string; label: string; kind: 'text'; value: string }
  | { name: string; label: string; kind: 'list'; items: string[] };

/** Human labels for every extra attribute of the four categories (docs/behaviour.md §4 rule 1 names). */
export const ATTRIBUTE_LABELS: Record<string, string> = {
  sunlightNeeds: 'Light',
  wateringFrequency: 'Watering',
  size: 'Size',
  difficulty: 'Care level',
  indoorOutdoor: 'Indoor or outdoor',
  matureHeight: 'Mature height',
  growthRate: 'Growth rate',
  petFriendly: 'Pet friendly',
  floweringSeason: 'Flowering season',
  seasonalInstructions: 'Seasonal care',
  brand: 'Brand',
  material: 'Material',
  handleType: 'Handle',
  dimensions: 'Dimensions',
  weight: 'Weight',
  warranty: 'Warranty',
  usage: 'How to use',
  maintenance: 'Maintenance',
  weatherResistant: 'Weather resistant',
  safetyInstructions: 'Safety instructions',
  ph: 'pH',
  coverage: 'Coverage',
  packagingSize: 'Pack size',
  texture: 'Texture',
  drainageRating: 'Drainage',
  waterRetention: 'Water retention',
  organicStatus: 'Organic',
  applicationInstructions: 'How to apply',
  storageInstructions: 'Storage',
  composition: 'Composition',
  nutrients: 'Nutrients',
  bestFor: 'Best for',
  npkRatio: 'NPK ratio',
  type: 'Type',
  applicationMethod: 'Application method',
  releaseType: 'Release',
};

/** Attributes holding a choice from a fixed list ('full-sun', 'carbon-fiber'): shown as words. */
const CHOICE_FIELDS = new Set([
  'sunlightNeeds',
  'wateringFrequency',
  'size',
  'difficulty',
  'indoorOutdoor',
  'growthRate',
  'floweringSeason',
  'material',
  'handleType',
  'texture',
  'drainageRating',
  'waterRetention',
  'type',
  'applicationMethod',
  'releaseType',
]);

/** Whether the attribute holds a choice from a fixed list (its words can come from a catalog). */
export function isChoiceField(name: string): boolean {
  return CHOICE_FIELDS.has(name);
}

/** Free-text attributes written as sentences: shown as paragraphs rather than in the facts table. */
const PARAGRAPH_FIELDS = new Set([
  'seasonalInstructions',
  'usage',
  'maintenance',
  'applicationInstructions',
  'storageInstructions',
]);

const CHOICE_WORDS: Record<string, string> = {
  'd-shaped': 'D-shaped',
  biweekly: 'Every two weeks',
  both: 'Indoor and outdoor',
  none: 'No flowers',
  'bright-indirect': 'Bright, indirect',
};

/** 'full-sun' → 'Full sun', 'slow-release' → 'Slow release'. */
export function choiceLabel(value: string): string {
  const word = CHOICE_WORDS[value];
  if (word) return word;
  const spaced = value.replaceAll('-', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function factValue(name: string, value: number): string {
  if (name === 'weight') return `${value} kg`;
  return String(value);
}

/**
 * Every extra attribute of the product's category that has a value, in the order of the admin form:
 * booleans as Yes/No, numbers with their unit, choices in words, lists as lists, long text as text.
 * Blank text, empty lists and unset numbers are left out.
 */
export function productAttributes(product: Product): AttributeView[] {
  const source = product as unknown as Record<string, unknown>;
  const views: AttributeView[] = [];
  for (const name of EXTRA_FIELD_NAMES[product.category]) {
    const value = source[name];
    const label = ATTRIBUTE_LABELS[name] ?? name;
    if (Array.isArray(value)) {
      const items = value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
      if (items.length > 0) views.push({ name, label, kind: 'list', items });
    } else if (typeof value === 'boolean') {
      views.push({ name, label, kind: 'fact', value: value ? 'Yes' : 'No' });
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      views.push({ name, label, kind: 'fact', value: factValue(name, value) });
    } else if (typeof value === 'string' && value.trim() !== '') {
      const text = value.trim();
      if (PARAGRAPH_FIELDS.has(name)) views.push({ name, label, kind: 'text', value: text });
      else
        views.push({ name, label, kind: 'fact', value: CHOICE_FIELDS.has(name) ? choiceLabel(text) : text });
    }
  }
  return views;
}
