import type { Plant, Product, Tool } from '@plantopia/shared';

let counter = 0;

export function makePlant(overrides: Partial<Plant> = {}): Plant {
  counter += 1;
  return {
    _id: `plant-${counter}`,
    category: 'plants',
    name: `Test Plant ${counter}`,
    description: 'A healthy plant for a sunny balcony.',
    price: 450,
    stock: 20,
    imageUrl: `/seed-images/plant-${counter}.jpg`,
    subcategory: 'Indoor Plants',
    isFeatured: false,
    features: [],
    careInstructions: [],
    sunlightNeeds: 'indirect-light',
    wateringFrequency: 'weekly',
    size: 'medium',
    difficulty: 'easy',
    indoorOutdoor: 'indoor',
    matureHeight: '60 cm',
    growthRate: 'medium',
    petFriendly: false,
    seasonalInstructions: '',
    comments: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeTool(overrides: Partial<Tool> = {}): Tool {
  counter += 1;
  return {
    _id: `tool-${counter}`,
    category: 'tools',
    name: `Test Tool ${counter}`,
    description: 'A sturdy hand trowel.',
    price: 650,
    stock: 10,
    imageUrl: '',
    subcategory: 'Gardening Tools',
    isFeatured: false,
    features: [],
    careInstructions: [],
    brand: 'Plantopia',
    material: 'steel',
    handleType: 'ergonomic',
    dimensions: '',
    weight: null,
    warranty: '',
    usage: '',
    maintenance: '',
    weatherResistant: false,
    safetyInstructions: [],
    comments: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export type { Product };
