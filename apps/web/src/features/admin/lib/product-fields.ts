import {
  banglaTwin,
  CATEGORY_DEFAULTS,
  CATEGORY_FIELDS,
  type CategoryId,
  EXTRA_FIELD_NAMES,
  TRANSLATED_FIELD_NAMES,
} from '@plantopia/shared';
import type { z } from 'zod';
import english from '@/locales/en/adminCatalog.json';

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
  /** The English label (error messages name the field by it); the form shows `t(labelKey)`. */
  label: string;
  labelKey: string;
  required: boolean;
  control: FieldControl;
  hint?: string;
  hintKey?: string;
}

// The words live in the adminCatalog catalogs (English and Bangla); the English one names them here.
const LABELS: Record<string, string> = english.productFields.labels;
const HINTS: Record<string, string> = english.productFields.hints;

/**
 * docs/behaviour.md §16.2: price in steps of 0.01, weight and pH in steps of 0.1; the shipping weight to the
 * gram; everything else whole numbers.
 */
const STEPS: Record<string, number> = { price: 0.01, weight: 0.1, ph: 0.1, shippingWeightKg: 0.001 };

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
  // A transformed field is drawn as what it takes in: the lists (an array of strings piped through the
  // blank-dropping transform) and the Bangla texts (a string whose blank becomes null).
  if (type === 'pipe') return controlOf((schema as unknown as { in: z.ZodType }).in);
  if (type === 'array') return { kind: 'list' };
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
    labelKey: `productFields.labels.${name}`,
    // A field without a default must be filled in (name, description, price, stock, brand).
    required: !(name in CATEGORY_DEFAULTS[category]),
    control,
    hint: HINTS[name],
    hintKey: name in HINTS ? `productFields.hints.${name}` : undefined,
  };
}

/** A text the shop shows in English and, where it has one, in Bangla (docs/behaviour.md §11): edited side by side. */
export interface BilingualPair {
  en: FieldSpec;
  bn: FieldSpec;
}

export interface ProductFormLayout {
  bilingual: BilingualPair[];
  basics: FieldSpec[];
  details: FieldSpec[];
  lists: FieldSpec[];
}

const BILINGUAL = ['name', 'description', 'features', 'careInstructions'] as const;
const BASICS = ['sku', 'subcategory', 'price', 'stock', 'lowStockThreshold', 'shippingWeightKg'] as const;

/**
 * Every field of the category except the image (which has its own uploader), in sections: the texts
 * in both languages first (the common ones, then the category's own, TRANSLATED_FIELD_NAMES), then the
 * basics, the category's other details and its own lists.
 */
export function productFormLayout(category: CategoryId): ProductFormLayout {
  const translated = TRANSLATED_FIELD_NAMES[category];
  const extras = EXTRA_FIELD_NAMES[category]
    .filter((name) => !translated.includes(name))
    .map((name) => fieldSpec(category, name));
  const byKind = (spec: FieldSpec) => spec.control.kind;
  return {
    bilingual: [...BILINGUAL, ...translated].map((name) => ({
      en: fieldSpec(category, name),
      bn: fieldSpec(category, banglaTwin(name)),
    })),
    basics: BASICS.map((name) => fieldSpec(category, name)),
    // Short fields first (two to a row), then the paragraphs, then the yes/no boxes.
    details: [
      ...extras.filter((spec) => !['list', 'checkbox', 'textarea'].includes(byKind(spec))),
      ...extras.filter((spec) => byKind(spec) === 'textarea'),
      ...extras.filter((spec) => byKind(spec) === 'checkbox'),
      fieldSpec(category, 'isFeatured'),
    ],
    lists: extras.filter((s) => byKind(s) === 'list'),
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
