/** The four product categories of the shop (docs/behaviour.md §1.1 and §4 rule 2). */
export const CATEGORY_IDS = ['plants', 'tools', 'soils', 'fertilizers'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export const SUBCATEGORIES = {
  plants: ['Indoor Plants', 'Outdoor Plants', 'Flowering Plants', 'Fruit Plants'],
  tools: ['Gardening Tools', 'Watering Tools', 'Plant Care Tools'],
  soils: ['Potting Mix', 'Garden Soil', 'Organic Soil'],
  fertilizers: ['Organic Fertilizers', 'Chemical Fertilizers', 'Plant Food'],
} as const satisfies Record<CategoryId, readonly string[]>;

/** The first part of a generated SKU (`PLT-0042`); the 0017 migration wrote the same ones. */
export const SKU_PREFIXES = {
  plants: 'PLT',
  tools: 'TOL',
  soils: 'SOL',
  fertilizers: 'FRT',
} as const satisfies Record<CategoryId, string>;

/** A generated SKU: the category's prefix and the number, four digits at least (`PLT-0042`). */
export function skuOf(category: CategoryId, number: number): string {
  return `${SKU_PREFIXES[category]}-${String(number).padStart(4, '0')}`;
}

export type Subcategory<C extends CategoryId = CategoryId> = (typeof SUBCATEGORIES)[C][number];

/** Each subcategory's name in Bangla (the English name stays its id in data and URLs). */
export const SUBCATEGORY_LABELS_BN: Record<Subcategory, string> = {
  'Indoor Plants': 'ঘরের গাছ',
  'Outdoor Plants': 'বাইরের গাছ',
  'Flowering Plants': 'ফুলের গাছ',
  'Fruit Plants': 'ফলের গাছ',
  'Gardening Tools': 'বাগানের সরঞ্জাম',
  'Watering Tools': 'পানি দেওয়ার সরঞ্জাম',
  'Plant Care Tools': 'গাছের যত্নের সরঞ্জাম',
  'Potting Mix': 'পটিং মিক্স',
  'Garden Soil': 'বাগানের মাটি',
  'Organic Soil': 'জৈব মাটি',
  'Organic Fertilizers': 'জৈব সার',
  'Chemical Fertilizers': 'রাসায়নিক সার',
  'Plant Food': 'গাছের খাবার',
};

export interface CategoryDefinition {
  id: CategoryId;
  label: string;
  labelBn: string;
  /** Singular noun used in messages such as 'Plant added successfully'. */
  singular: string;
  description: string;
  descriptionBn: string;
  path: `/${CategoryId}`;
  subcategories: readonly string[];
  /** Tailwind gradient classes for the category's banner and cards. */
  gradient: string;
  /** Name of a lucide icon; the web maps it to the component. */
  icon: 'Sprout' | 'Shovel' | 'Mountain' | 'FlaskConical';
}

export const CATEGORIES: readonly CategoryDefinition[] = [
  {
    id: 'plants',
    label: 'Plants',
    labelBn: 'গাছ',
    singular: 'Plant',
    description: 'Discover our collection of indoor and outdoor plants',
    descriptionBn: 'ঘরের ও বাইরের নানা রকম গাছের সংগ্রহ দেখুন',
    path: '/plants',
    subcategories: SUBCATEGORIES.plants,
    gradient: 'from-emerald-700 to-green-500',
    icon: 'Sprout',
  },
  {
    id: 'tools',
    label: 'Tools',
    labelBn: 'সরঞ্জাম',
    singular: 'Tool',
    description: 'Professional gardening tools for every need',
    descriptionBn: 'সব কাজের জন্য পেশাদার বাগানের সরঞ্জাম',
    path: '/tools',
    subcategories: SUBCATEGORIES.tools,
    gradient: 'from-slate-700 to-teal-600',
    icon: 'Shovel',
  },
  {
    id: 'soils',
    label: 'Soils',
    labelBn: 'মাটি',
    singular: 'Soil',
    description: 'Premium quality soils and potting mixes',
    descriptionBn: 'উন্নত মানের মাটি ও পটিং মিক্স',
    path: '/soils',
    subcategories: SUBCATEGORIES.soils,
    gradient: 'from-amber-800 to-orange-600',
    icon: 'Mountain',
  },
  {
    id: 'fertilizers',
    label: 'Fertilizers',
    labelBn: 'সার',
    singular: 'Fertilizer',
    description: 'Organic and chemical fertilizers for optimal growth',
    descriptionBn: 'গাছের ভালো বৃদ্ধির জন্য জৈব ও রাসায়নিক সার',
    path: '/fertilizers',
    subcategories: SUBCATEGORIES.fertilizers,
    gradient: 'from-lime-700 to-emerald-600',
    icon: 'FlaskConical',
  },
];

export function isCategoryId(value: string): value is CategoryId {
  return (CATEGORY_IDS as readonly string[]).includes(value);
}

export function findCategory(id: string): CategoryDefinition | undefined {
  return CATEGORIES.find((c) => c.id === id);
}
