import type { Order, Plant, Product, Quote, Tool } from '@plantopia/shared';

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
    nameBn: null,
    descriptionBn: null,
    featuresBn: [],
    careInstructionsBn: [],
    shippingWeightKg: 1,
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
    rating: { average: 0, count: 0 },
    reviews: [],
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
    nameBn: null,
    descriptionBn: null,
    featuresBn: [],
    careInstructionsBn: [],
    shippingWeightKg: 1,
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
    rating: { average: 0, count: 0 },
    reviews: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export type { Product };

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
    userId: 'user-1',
    items: [{ _id: 'p1', name: 'Fern', price: 450, quantity: 2, imageUrl: '', category: 'plants' }],
    shipping: {
      name: 'Asha Rahman',
      email: 'asha@example.com',
      address: '12 Lake Road',
      city: 'Sylhet',
      state: 'Sylhet',
      postalCode: '3100',
      country: 'Bangladesh',
      phone: '+8801711000000',
    },
    summary: { subtotal: 900, shipping: 100, total: 1000 },
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
    paymentIntentId: null,
    status: 'pending',
    deletedByCustomer: false,
    createdAt: '2025-03-05T09:07:00.000Z',
    updatedAt: '2025-03-05T09:07:00.000Z',
    ...overrides,
  };
}

/** The server's quote for two ৳450 lines and SPEC's ৳100 delivery, without a code or a zone. */
export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    lines: [{ _id: 'p1', price: 450, quantity: 2, lineTotal: 900 }],
    subtotal: 900,
    shipping: 100,
    discount: 0,
    total: 1000,
    deliveryZone: null,
    deliveryZoneBn: null,
    cashOnDelivery: true,
    codMaxTotal: null,
    coupon: null,
    couponRefusal: null,
    ...overrides,
  };
}
