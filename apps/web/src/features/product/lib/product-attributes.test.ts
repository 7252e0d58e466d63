import { describe, expect, test } from 'vitest';
import { makePlant, makeTool } from '@/test/fixtures';
import { choiceLabel, productAttributes } from './product-attributes';

describe('productAttributes', () => {
  test('shows every filled plant attribute with a human label, in the admin form order', () => {
    const plant = makePlant({
      sunlightNeeds: 'bright-indirect',
      floweringSeason: 'monsoon',
      wateringFrequency: 'biweekly',
      indoorOutdoor: 'both',
      petFriendly: true,
      matureHeight: '60 cm',
      seasonalInstructions: 'Water less in winter.',
    });
    const views = productAttributes(plant);
    expect(views.map((v) => v.label)).toEqual([
      'Light',
      'Watering',
      'Size',
      'Care level',
      'Indoor or outdoor',
      'Mature height',
      'Growth rate',
      'Pet friendly',
      'Flowering season',
      'Seasonal care',
    ]);
    expect(views).toContainEqual({
      name: 'sunlightNeeds',
      label: 'Light',
      kind: 'fact',
      value: 'Bright, indirect',
    });
    expect(views).toContainEqual({
      name: 'wateringFrequency',
      label: 'Watering',
      kind: 'fact',
      value: 'Every two weeks',
    });
    expect(views).toContainEqual({ name: 'petFriendly', label: 'Pet friendly', kind: 'fact', value: 'Yes' });
    expect(views).toContainEqual({
      name: 'floweringSeason',
      label: 'Flowering season',
      kind: 'fact',
      value: 'Monsoon',
    });
    expect(views).toContainEqual({
      name: 'seasonalInstructions',
      label: 'Seasonal care',
      kind: 'text',
      value: 'Water less in winter.',
    });
  });

  test('leaves out blank text, empty lists and unset numbers; false still reads No', () => {
    const tool = makeTool({
      brand: 'Gardena',
      dimensions: '  ',
      warranty: '',
      weight: null,
      weatherResistant: false,
      safetyInstructions: [],
    });
    const names = productAttributes(tool).map((v) => v.name);
    expect(names).toEqual(['brand', 'material', 'handleType', 'weatherResistant']);
    expect(productAttributes(tool).find((v) => v.name === 'weatherResistant')).toMatchObject({ value: 'No' });
  });

  test('numbers carry their unit and lists stay lists', () => {
    const tool = makeTool({
      weight: 1.2,
      safetyInstructions: ['Wear gloves', ' ', 'Keep away from children'],
    });
    const views = productAttributes(tool);
    expect(views.find((v) => v.name === 'weight')).toMatchObject({ kind: 'fact', value: '1.2 kg' });
    expect(views.find((v) => v.name === 'safetyInstructions')).toEqual({
      name: 'safetyInstructions',
      label: 'Safety instructions',
      kind: 'list',
      items: ['Wear gloves', 'Keep away from children'],
    });
  });
});

test('choice values read as words', () => {
  expect(choiceLabel('full-sun')).toBe('Full sun');
  expect(choiceLabel('carbon-fiber')).toBe('Carbon fiber');
  expect(choiceLabel('d-shaped')).toBe('D-shaped');
  expect(choiceLabel('slow-release')).toBe('Slow release');
});
