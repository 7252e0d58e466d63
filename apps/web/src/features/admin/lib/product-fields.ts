import { CATEGORY_DEFAULTS, CATEGORY_FIELDS, type CategoryId, EXTRA_FIELD_NAMES } from '@plantopia/shared';
import type { z } from 'zod';

/*
 * The admin product forms are generated from the shared zod schemas (CATEGORY_FIELDS): each field's
 * control, its choices and its bounds come from the schema the server validates with, so the form can
 * never offer a value the server refuses. Only labels and number steps are added here.
 */

export type FieldControl =
  | { kind: 'text'; maxLength?: number }
  | { kind: 'textarea'; maxLength?: number }
  | { kind: 'number'; step: number; min?: number; max?: number; nullable: boolean }
  | { kind: 'select'; options: readonly string[] }
  | { kind: 'checkbox' }
  | { kind: 'list' };

export interface FieldSpec {
  name: string;
  label: string;
  required: boolean;
  control: FieldControl;
  hint?: string;
}

const LABELS: Record<string, string> = {
  name: 'Name',
  description: 'Description',
  price: 'Price (৳)',
  stock: 'Stock',
  shippingWeightKg: 'Shipping weight (kg)',
  subcategory: 'Subcategory',
  isFeatured: 'Featured product',
  features: 'Features',
  careInstructions: 'Care Instructions',
  sunlightNeeds: 'Sunlight Needs',
  wateringFrequency: 'Watering Frequency',
  size: 'Size',
  difficulty: 'Difficulty',
  indoorOutdoor: 'Indoor / Outdoor',
  matureHeight: 'Mature Height',
  growthRate: 'Growth Rate',
  petFriendly: 'Pet friendly',
  seasonalInstructions: 'Seasonal Instructions',
  brand: 'Brand',
  material: 'Material',
  handleType: 'Handle Type',
  dimensions: 'Dimensions',
  weight: 'Weight (kg)',
  warranty: 'Warranty',
  usage: 'Usage',
  maintenance: 'Maintenance',
  weatherResistant: 'Weather resistant',
  safetyInstructions: 'Safety Instructions',
  ph: 'pH',
  coverage: 'Coverage (sq ft)',
  packagingSize: 'Packaging Size',
  texture: 'Texture',
  drainageRating: 'Drainage Rating',
  waterRetention: 'Water Retention',
  organicStatus: 'Organic',
  applicationInstructions: 'Application Instructions',
  storageInstructions: 'Storage Instructions',
  composition: 'Composition',
  nutrients: 'Nutrients',
  bestFor: 'Best For',
  npkRatio: 'NPK Ratio',
  type: 'Type',
  applicationMethod: 'Application Method',
  releaseType: 'Release Type',
};

/**
 * SPEC §5/§9: price in steps of 0.01, weight and pH in steps of 0.1; the shipping weight to the gram;
 * everything else whole numbers.
 */
const STEPS: Record<string, number> = { price: 0.01, weight: 0.1, ph: 0.1, shippingWeightKg: 0.001 };

const HINTS: Record<string, string> = {
  matureHeight: 'e.g. 60–90 cm',
  dimensions: 'e.g. 30 x 8 x 4 cm',
  npkRatio: 'e.g. 10-10-10',
  coverage: 'e.g. 50 sq ft',
  packagingSize: 'e.g. 5 kg bag',
  shippingWeightKg: 'Packed, pot and soil included: delivery charges may count it',
};

/** Texts longer than this get a multi-line box. */
const TEXTAREA_FROM = 500;

type ZodInternals = { _zod: { def: { type: string } } };

function controlOf(schema: z.ZodType): FieldControl {
  const type = (schema as unknown as ZodInternals)._zod.def.type;
  if (type === 'nullable') {
    const inner = controlOf((schema as z.ZodNullable<z.ZodType>).unwrap());
    return inner.kind === 'number' ? { ...inner, nullable: true } : inner;
  }
  if (type === 'string') {
    const maxLength = (schema as z.ZodString).maxLength ?? undefined;
    return maxLength !== undefined && maxLength > TEXTAREA_FROM
      ? { kind: 'textarea', maxLength }
      : { kind: 'text', maxLength };
  }
  if (type === 'number') {
    const number = schema as z.ZodNumber;
    return {
      kind: 'number',
      step: 1,
      min: number.minValue ?? undefined,
      max: number.maxValue ?? undefined,
      nullable: false,
    };
  }
  if (type === 'enum') return { kind: 'select', options: (schema as z.ZodEnum).options as string[] };
  if (type === 'boolean') return { kind: 'checkbox' };
  // The list fields: an array of strings piped through the blank-dropping transform.
  if (type === 'pipe' || type === 'array') return { kind: 'list' };
  throw new Error(`No form control for a ${type} field`);
}

export function fieldSpec(category: CategoryId, name: string): FieldSpec {
  const schema = (CATEGORY_FIELDS[category] as Record<string, z.ZodType>)[name];
  if (!schema) throw new Error(`${category} has no field ${name}`);
  let control = controlOf(schema);
  if (control.kind === 'number') control = { ...control, step: STEPS[name] ?? 1 };
  return {
    name,
    label: LABELS[name] ?? name,
    // A field without a SPEC default must be filled in (name, description, price, stock, brand).
    required: !(name in CATEGORY_DEFAULTS[category]),
    control,
    hint: HINTS[name],
  };
}

export interface ProductFormLayout {
  basics: FieldSpec[];
  details: FieldSpec[];
  lists: FieldSpec[];
}

const BASICS = ['name', 'subcategory', 'description', 'price', 'stock', 'shippingWeightKg'] as const;
const COMMON_LISTS = ['features', 'careInstructions'] as const;

/** Every SPEC §3 field of the category except the image (which has its own uploader), in sections. */
export function productFormLayout(category: CategoryId): ProductFormLayout {
  const extras = EXTRA_FIELD_NAMES[category].map((name) => fieldSpec(category, name));
  const byKind = (spec: FieldSpec) => spec.control.kind;
  return {
    basics: BASICS.map((name) => fieldSpec(category, name)),
    // Short fields first (two to a row), then the paragraphs, then the yes/no boxes.
    details: [
      ...extras.filter((spec) => !['list', 'checkbox', 'textarea'].includes(byKind(spec))),
      ...extras.filter((spec) => byKind(spec) === 'textarea'),
      ...extras.filter((spec) => byKind(spec) === 'checkbox'),
      fieldSpec(category, 'isFeatured'),
    ],
    lists: [
      ...COMMON_LISTS.map((name) => fieldSpec(category, name)),
      ...extras.filter((s) => byKind(s) === 'list'),
    ],
  };
}

const OPTION_LABELS: Record<string, string> = { '': 'Not specified', 'd-shaped': 'D-shaped' };

/** `partial-sun` → 'Partial sun'. */
export function optionLabel(value: string): string {
  const known = OPTION_LABELS[value];
  if (known !== undefined) return known;
  const words = value.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
