/** The four product categories of the shop (SPEC §2, DESIGN §4 rule 2). */
export const CATEGORY_IDS = ['plants', 'tools', 'soils', 'fertilizers'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export const SUBCATEGORIES = {
  plants: ['Indoor Plants', 'Outdoor Plants', 'Flowering Plants', 'Fruit Plants'],
  tools: ['Gardening Tools', 'Watering Tools', 'Plant Care Tools'],
  soils: ['Potting Mix', 'Garden Soil', 'Organic Soil'],
  fertilizers: ['Organic Fertilizers', 'Chemical Fertilizers', 'Plant Food'],
} as const satisfies Record<CategoryId, readonly string[]>;

export type Subcategory<C extends CategoryId = CategoryId> = (typeof SUBCATEGORIES)[C][number];

export interface CategoryDefinition {
  id: CategoryId;
  label: string;
  /** Singular noun used in messages such as 'Plant added successfully'. */
  singular: string;
  description: string;
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
    singular: 'Plant',
    description: 'Discover our collection of indoor and outdoor plants',
    path: '/plants',
    subcategories: SUBCATEGORIES.plants,
    gradient: 'from-emerald-700 to-green-500',
    icon: 'Sprout',
  },
  {
    id: 'tools',
    label: 'Tools',
    singular: 'Tool',
    description: 'Professional gardening tools for every need',
    path: '/tools',
    subcategories: SUBCATEGORIES.tools,
    gradient: 'from-slate-700 to-teal-600',
    icon: 'Shovel',
  },
  {
    id: 'soils',
    label: 'Soils',
    singular: 'Soil',
    description: 'Premium quality soils and potting mixes',
    path: '/soils',
    subcategories: SUBCATEGORIES.soils,
    gradient: 'from-amber-800 to-orange-600',
    icon: 'Mountain',
  },
  {
    id: 'fertilizers',
    label: 'Fertilizers',
    singular: 'Fertilizer',
    description: 'Organic and chemical fertilizers for optimal growth',
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
