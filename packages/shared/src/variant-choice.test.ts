import { expect, test } from 'vitest';
import { nameWithOptions, valueInStock, variantAfterChoice, variantFromLink } from './variant-choice.js';

const SIZE = { en: 'Pot size', bn: 'টবের মাপ' };
const variants = [
  { _id: 's-none', options: ['S', 'None'], stock: 0 },
  { _id: 's-ceramic', options: ['S', 'Ceramic'], stock: 3 },
  { _id: 'l-none', options: ['L', 'None'], stock: 2 },
];

test('a link opens the variant it names, else the first in stock', () => {
  expect(variantFromLink(variants, 'l-none')?._id).toBe('l-none');
  expect(variantFromLink(variants, 'gone')?._id).toBe('s-ceramic');
  expect(variantFromLink(variants, null)?._id).toBe('s-ceramic');
});

test('choosing a value changes only that option when such a variant exists, else takes the first with it', () => {
  expect(variantAfterChoice(variants, variants[0]!, 1, 'Ceramic')?._id).toBe('s-ceramic');
  expect(variantAfterChoice(variants, variants[1]!, 0, 'L')?._id).toBe('l-none');
});

test('a value is sold out when its variant, with the other options as chosen, has no stock', () => {
  expect(valueInStock(variants, variants[1]!, 1, 'None')).toBe(false);
  expect(valueInStock(variants, variants[1]!, 0, 'L')).toBe(true);
});

test('a document names the size bought in the reader’s language, and a product without options alone', () => {
  const chosen = [{ name: SIZE, value: { en: 'Medium', bn: 'মাঝারি' } }];
  expect(nameWithOptions('Snake Plant', chosen, 'en')).toBe('Snake Plant (Pot size: Medium)');
  expect(nameWithOptions('স্নেক প্ল্যান্ট', chosen, 'bn')).toBe('স্নেক প্ল্যান্ট (টবের মাপ: মাঝারি)');
  expect(nameWithOptions('Fern', [], 'en')).toBe('Fern');
});
