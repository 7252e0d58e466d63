import type {
  AdminOrderDetail,
  AdminOrderRow,
  AdminProduct,
  Coupon,
  Order,
  Plant,
  Product,
  Quote,
  Tool,
} from '@plantopia/shared';

let counter = 0;

/** A product without options has one variant, of its id, price, stock and weight (docs/decisions/038). */
function withOneVariant<P extends Product>(product: Omit<P, 'variants'> & Partial<Pick<P, 'variants'>>): P {
  const variants = product.variants ?? [
    {
      _id: product._id,
      options: [],
      sku: product.sku,
      price: product.price,
      compareAtPrice: null,
      stock: product.stock,
      shippingWeightKg: product.shippingWeightKg,
      imageUrl: null,
    },
  ];
  return { ...product, variants } as P;
}

export function makePlant(overrides: Partial<Plant> = {}): Plant {
  counter += 1;
  return withOneVariant<Plant>({
    _id: `plant-${counter}`,
    category: 'plants',
    sku: `PLT-${String(counter).padStart(4, '0')}`,
    name: `Test Plant ${counter}`,
    description: 'A healthy plant for a sunny balcony.',
    price: 450,
    stock: 20,
    lowStockThreshold: null,
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
    sunlightNeeds: 'bright-indirect',
    wateringFrequency: 'weekly',
    size: 'medium',
    difficulty: 'easy',
    indoorOutdoor: 'indoor',
    matureHeight: '60 cm',
    growthRate: 'medium',
    petFriendly: false,
    floweringSeason: 'none',
    seasonalInstructions: '',
    matureHeightBn: null,
    seasonalInstructionsBn: null,
    comments: [],
    rating: { average: 0, count: 0 },
    reviews: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    options: [],
    ...overrides,
  });
}

/** A plant sold in two pot sizes (docs/decisions/038): the small one carries the product's id. */
export function makeSizedPlant(overrides: Partial<Plant> = {}): Plant {
  const plant = makePlant(overrides);
  const size = (id: string, value: string, price: number) => ({
    _id: id,
    options: [value],
    sku: `${plant.sku}-${value[0]}`,
    price,
    compareAtPrice: null,
    stock: 3,
    shippingWeightKg: 2,
    imageUrl: null,
  });
  return {
    ...plant,
    options: [
      {
        name: { en: 'Pot size', bn: 'টবের মাপ' },
        values: [
          { en: 'Small', bn: 'ছোট' },
          { en: 'Large', bn: 'বড়' },
        ],
      },
    ],
    variants: [size(plant._id, 'Small', plant.price), size(`${plant._id}-large`, 'Large', plant.price * 2)],
  };
}

export function makeTool(overrides: Partial<Tool> = {}): Tool {
  counter += 1;
  return withOneVariant<Tool>({
    _id: `tool-${counter}`,
    category: 'tools',
    sku: `TOL-${String(counter).padStart(4, '0')}`,
    name: `Test Tool ${counter}`,
    description: 'A sturdy hand trowel.',
    price: 650,
    stock: 10,
    lowStockThreshold: null,
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
    dimensionsBn: null,
    warrantyBn: null,
    usageBn: null,
    maintenanceBn: null,
    safetyInstructionsBn: [],
    comments: [],
    rating: { average: 0, count: 0 },
    reviews: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    options: [],
    ...overrides,
  });
}

export type { Product };

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
    userId: 'user-1',
    items: [
      {
        _id: 'p1',
        variantId: 'p1',
        options: [],
        sku: 'PLT-0001',
        name: 'Fern',
        price: 450,
        quantity: 2,
        lineTotal: 900,
        imageUrl: '',
        category: 'plants',
      },
    ],
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

/** The server's quote for two ৳450 lines and the default ৳100 delivery, without a code or a zone. */
export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    lines: [{ _id: 'p1', variantId: 'p1', price: 450, quantity: 2, lineTotal: 900 }],
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

/** A plant as the admin's Products tab lists it, at ৳1,25,000 with 7 in stock. */
export function adminRowOf(product: Plant): AdminProduct {
  return {
    _id: product._id,
    category: product.category,
    categoryLabel: 'Plants',
    sku: product.sku,
    subcategory: product.subcategory,
    name: product.name,
    description: product.description,
    price: 125000,
    stock: 7,
    lowStockThreshold: null,
    stockLevel: 'in_stock',
    variantStock: { count: 1, low: 0, soldOut: 0 },
    imageUrl: '',
    isFeatured: false,
    rating: { average: 0, count: 0 },
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

/** EID25: 25 % off plants and soils from ৳1,000, 4 of 10 uses taken, one per shopper. */
export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    _id: 'c1',
    code: 'EID25',
    kind: 'percent',
    value: 25,
    minSubtotal: 1000,
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2099-01-01T00:00:00.000Z',
    maxUses: 10,
    maxUsesPerShopper: 1,
    categories: ['plants', 'soils'],
    active: true,
    uses: 4,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeAdminOrderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    _id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e7abc12',
    number: '7ABC12',
    createdAt: '2026-11-20T04:30:00.000Z',
    name: 'Asha Rahman',
    phone: '01711000000',
    email: 'asha@example.com',
    district: { en: 'Sylhet', bn: 'সিলেট' },
    deliveryZone: null,
    itemCount: 2,
    total: 1000,
    paymentMethod: 'cod',
    paymentStatus: 'unpaid',
    status: 'pending',
    confirmation: 'to_confirm',
    courier: null,
    consignmentId: null,
    trackingUrl: null,
    courierStatus: null,
    couponCode: null,
    ...overrides,
  };
}

/** An order's back-office page: a new cash-on-delivery order waiting for its call, with a short timeline. */
export function makeAdminOrderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  const order = makeOrder({
    _id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e7abc12',
    shipping: { ...makeOrder().shipping, phone: '01711000000' },
  });
  return {
    order,
    confirmation: 'to_confirm',
    callAttempts: 0,
    deliveryAttempts: 0,
    cancelReason: null,
    returnReason: null,
    courier: null,
    consignmentId: null,
    trackingUrl: null,
    courierStatus: null,
    events: [
      { _id: 'e1', at: '2025-03-05T09:07:00.000Z', actor: null, kind: 'placed', data: {} },
      {
        _id: 'e2',
        at: '2025-03-05T09:07:05.000Z',
        actor: null,
        kind: 'message',
        data: {
          event: 'placed',
          channel: 'sms',
          status: 'sent',
          recipient: '01711000000',
          summary: 'Plantopia: Your order #7ABC12 is placed.',
        },
      },
    ],
    risk: {
      history: { delivered: 0, returned: 0, cancelled: 0 },
      openOrders: [],
      largeCashOnDelivery: false,
    },
    payments: { attempts: [], refunds: [] },
    ...overrides,
  };
}
