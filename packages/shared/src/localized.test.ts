import { describe, expect, test } from 'vitest';
import { findCategory } from './categories.js';
import {
  categoryLabel,
  localizedBlog,
  localizedProduct,
  pickList,
  pickText,
  subcategoryLabel,
} from './localized.js';

describe('pickText', () => {
  test('a Bangla page shows the Bangla text where it exists', () => {
    expect(pickText('Rose', 'গোলাপ', 'bn')).toBe('গোলাপ');
  });

  test('a Bangla page falls back to the English when the Bangla is missing or blank', () => {
    expect(pickText('Rose', null, 'bn')).toBe('Rose');
    expect(pickText('Rose', undefined, 'bn')).toBe('Rose');
    expect(pickText('Rose', '  ', 'bn')).toBe('Rose');
  });

  test('an English page shows the English even when a Bangla text exists', () => {
    expect(pickText('Rose', 'গোলাপ', 'en')).toBe('Rose');
  });
});

describe('pickList', () => {
  test('a Bangla page shows the Bangla list only when it has entries', () => {
    expect(pickList(['Thorny'], ['কাঁটাযুক্ত'], 'bn')).toEqual(['কাঁটাযুক্ত']);
    expect(pickList(['Thorny'], [], 'bn')).toEqual(['Thorny']);
    expect(pickList(['Thorny'], ['কাঁটাযুক্ত'], 'en')).toEqual(['Thorny']);
  });
});

describe('localizedProduct', () => {
  const rose = {
    _id: 'p1',
    price: 450,
    name: 'Grafted Red Rose',
    description: 'A red rose.',
    nameBn: 'কলম করা লাল গোলাপ',
    descriptionBn: null,
    features: ['Grafted'],
    featuresBn: ['কলম করা'],
    careInstructions: ['Full sun'],
    careInstructionsBn: [],
  };

  test('a Bangla page shows each field in Bangla where it exists and in English otherwise', () => {
    expect(localizedProduct(rose, 'bn')).toEqual({
      ...rose,
      name: 'কলম করা লাল গোলাপ',
      description: 'A red rose.',
      features: ['কলম করা'],
      careInstructions: ['Full sun'],
    });
  });

  test('an English page gets the product unchanged', () => {
    expect(localizedProduct(rose, 'en')).toBe(rose);
  });

  test("a Bangla page shows the category's other texts in Bangla, each falling back to its English", () => {
    const spade = {
      ...rose,
      category: 'tools',
      usage: 'Dig the bed.',
      usageBn: 'বেড খুঁড়ুন।',
      warranty: '1 year',
      warrantyBn: null,
      safetyInstructions: ['Wear gloves'],
      safetyInstructionsBn: ['দস্তানা পরুন'],
      brand: 'Fiskars',
    };
    expect(localizedProduct(spade, 'bn')).toMatchObject({
      usage: 'বেড খুঁড়ুন।',
      warranty: '1 year',
      safetyInstructions: ['দস্তানা পরুন'],
      brand: 'Fiskars',
    });
  });

  test('a list row without features is localized by name and description alone', () => {
    const row = { name: 'Rose', description: 'Red', nameBn: 'গোলাপ', descriptionBn: 'লাল' };
    expect(localizedProduct(row, 'bn')).toEqual({ ...row, name: 'গোলাপ', description: 'লাল' });
  });
});

describe('localizedBlog', () => {
  test('a Bangla page shows the Bangla title and content, falling back one field at a time', () => {
    const post = { title: 'Tulsi', content: '<p>Grow it</p>', titleBn: 'তুলসী', contentBn: null };
    expect(localizedBlog(post, 'bn')).toEqual({ ...post, title: 'তুলসী', content: '<p>Grow it</p>' });
    expect(localizedBlog(post, 'en')).toBe(post);
  });

  test('a Bangla page shows the author and tags in Bangla when the post has them', () => {
    const post = {
      title: 'Tulsi',
      content: '<p>Grow it</p>',
      author: 'Nusrat Jahan',
      authorBn: 'নুসরাত জাহান',
      tags: ['herbs'],
      tagsBn: [],
    };
    expect(localizedBlog(post, 'bn')).toMatchObject({ author: 'নুসরাত জাহান', tags: ['herbs'] });
  });
});

describe('category and subcategory labels', () => {
  test('every category and subcategory has a Bangla label', () => {
    expect(categoryLabel(findCategory('plants')!, 'bn')).toBe('গাছ');
    expect(categoryLabel(findCategory('plants')!, 'en')).toBe('Plants');
    expect(subcategoryLabel('Fruit Plants', 'bn')).toBe('ফলের গাছ');
    expect(subcategoryLabel('Fruit Plants', 'en')).toBe('Fruit Plants');
  });

  test('a subcategory outside the shop list keeps its stored name', () => {
    expect(subcategoryLabel('Bonsai', 'bn')).toBe('Bonsai');
  });
});
