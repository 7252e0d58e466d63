import {
  APPLICATION_METHODS,
  CATEGORY_FIELDS,
  CATEGORY_IDS,
  DRAINAGE_RATINGS,
  FERTILIZER_TYPES,
  FLOWERING_SEASONS,
  GROWTH_RATES,
  HANDLE_TYPES,
  LIGHT_LEVELS,
  RELEASE_TYPES,
  SOIL_TEXTURES,
  SUBCATEGORIES,
  TOOL_MATERIALS,
  TRANSLATED_FIELD_NAMES,
  WATER_RETENTION,
  WATERING_FREQUENCIES,
} from '@plantopia/shared';
import { describe, expect, test } from 'vitest';
import { fieldSpec, optionLabel, productFormLayout } from './product-fields';

describe.each(CATEGORY_IDS)('the %s form', (category) => {
  test('has a labelled control for every field of the schema except the image and the variants editor’s, each once', () => {
    const layout = productFormLayout(category);
    const bilingual = layout.bilingual.flatMap((pair) => [pair.en, pair.bn]);
    const all = [...bilingual, ...layout.basics, ...layout.details, ...layout.lists];
    const names = all.map((spec) => spec.name);
    // The image has its uploader; options and variants their own editor (variants-editor.tsx).
    const own = new Set(['imageUrl', 'options', 'variants']);
    const expected = Object.keys(CATEGORY_FIELDS[category]).filter((name) => !own.has(name));
    expect([...names].sort()).toEqual([...expected].sort());
    expect(new Set(names).size).toBe(names.length);
    for (const spec of all) {
      // A written label, never the raw field name.
      expect(spec.label, spec.name).toMatch(/^(pH|[A-Z][A-Za-z /()৳]+)$/);
    }
    expect(names).toContain('isFeatured');
  });

  test('edits every text a shopper reads in English and Bangla side by side; Bangla is optional', () => {
    const { bilingual } = productFormLayout(category);
    expect(bilingual.map((pair) => [pair.en.name, pair.bn.name])).toEqual([
      ['name', 'nameBn'],
      ['description', 'descriptionBn'],
      ['features', 'featuresBn'],
      ['careInstructions', 'careInstructionsBn'],
      ...TRANSLATED_FIELD_NAMES[category].map((name) => [name, `${name}Bn`]),
    ]);
    for (const { en, bn } of bilingual) {
      expect(bn.control.kind, bn.name).toBe(en.control.kind);
      expect(bn.required, bn.name).toBe(false);
    }
    expect(fieldSpec(category, 'nameBn').control).toEqual({ kind: 'text', maxLength: 200 });
  });

  test('asks for name, description, price and stock, and offers exactly its subcategories', () => {
    for (const name of ['name', 'description', 'price', 'stock']) {
      expect(fieldSpec(category, name).required, name).toBe(true);
    }
    expect(fieldSpec(category, 'subcategory').control).toEqual({
      kind: 'select',
      options: SUBCATEGORIES[category],
    });
    expect(fieldSpec(category, 'isFeatured').control).toEqual({ kind: 'checkbox' });
    expect(fieldSpec(category, 'features').control).toEqual({ kind: 'list' });
    expect(fieldSpec(category, 'description').control.kind).toBe('textarea');
  });

  test('price steps by 0.01 from 0; stock is a whole number from 0', () => {
    expect(fieldSpec(category, 'price').control).toMatchObject({
      kind: 'number',
      step: 0.01,
      min: 0,
      nullable: false,
    });
    expect(fieldSpec(category, 'stock').control).toMatchObject({ kind: 'number', step: 1, min: 0 });
  });
});

test('each select offers exactly the values the product schema allows', () => {
  const selects: [Parameters<typeof fieldSpec>[0], string, readonly string[]][] = [
    ['plants', 'sunlightNeeds', LIGHT_LEVELS],
    ['plants', 'floweringSeason', FLOWERING_SEASONS],
    ['plants', 'wateringFrequency', WATERING_FREQUENCIES],
    ['plants', 'size', ['small', 'medium', 'large']],
    ['plants', 'difficulty', ['easy', 'medium', 'hard']],
    ['plants', 'indoorOutdoor', ['indoor', 'outdoor', 'both']],
    ['plants', 'growthRate', GROWTH_RATES],
    ['tools', 'material', TOOL_MATERIALS],
    ['tools', 'handleType', HANDLE_TYPES],
    ['soils', 'texture', SOIL_TEXTURES],
    ['soils', 'drainageRating', DRAINAGE_RATINGS],
    ['soils', 'waterRetention', WATER_RETENTION],
    ['fertilizers', 'type', FERTILIZER_TYPES],
    ['fertilizers', 'applicationMethod', APPLICATION_METHODS],
    ['fertilizers', 'releaseType', RELEASE_TYPES],
  ];
  for (const [category, name, values] of selects) {
    expect(fieldSpec(category, name).control, name).toEqual({ kind: 'select', options: values });
  }
  expect(LIGHT_LEVELS).toEqual(['low', 'medium', 'bright-indirect', 'full-sun']);
});

test('weight steps by 0.1 from 0 and may stay empty; pH steps by 0.1 between 0 and 14', () => {
  for (const category of ['tools', 'soils', 'fertilizers'] as const) {
    expect(fieldSpec(category, 'weight').control).toEqual({
      kind: 'number',
      step: 0.1,
      min: 0,
      max: 10_000,
      nullable: true,
    });
  }
  expect(fieldSpec('soils', 'ph').control).toEqual({
    kind: 'number',
    step: 0.1,
    min: 0,
    max: 14,
    nullable: true,
  });
});

test('a tool needs a brand; lists and booleans of each category are lists and checkboxes', () => {
  expect(fieldSpec('tools', 'brand')).toMatchObject({
    label: 'Brand',
    required: true,
    control: { kind: 'text' },
  });
  expect(fieldSpec('plants', 'petFriendly').control.kind).toBe('checkbox');
  expect(fieldSpec('tools', 'weatherResistant').control.kind).toBe('checkbox');
  expect(fieldSpec('soils', 'organicStatus').control.kind).toBe('checkbox');
  expect(fieldSpec('tools', 'safetyInstructions').control.kind).toBe('list');
  for (const name of ['composition', 'nutrients', 'bestFor']) {
    expect(fieldSpec('fertilizers', name).control.kind, name).toBe('list');
  }
});

test('option values read as words', () => {
  expect(optionLabel('full-sun')).toBe('Full sun');
  expect(optionLabel('carbon-fiber')).toBe('Carbon fiber');
  expect(optionLabel('d-shaped')).toBe('D-shaped');
  expect(optionLabel('')).toBe('Not specified');
  expect(optionLabel('Indoor Plants')).toBe('Indoor Plants');
});
