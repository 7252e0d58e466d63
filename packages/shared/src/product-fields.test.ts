import { expect, test } from 'vitest';
import { CATEGORY_IDS } from './categories.js';
import { CATEGORY_DEFAULTS, CATEGORY_FIELDS } from './product.js';
import {
  banglaTwin,
  EXTRA_FIELD_NAMES,
  storedAttributeNames,
  TRANSLATED_FIELD_NAMES,
} from './product-fields.js';

test.each(CATEGORY_IDS)(
  'the %s schema defines exactly the extra attributes the pages show, in their order, and their Bangla twins',
  (id) => {
    const common = new Set(
      Object.keys(CATEGORY_FIELDS.plants).filter((key) =>
        CATEGORY_IDS.every((c) => key in CATEGORY_FIELDS[c]),
      ),
    );
    const extras = Object.keys(CATEGORY_FIELDS[id]).filter(
      (key) => !common.has(key) && key !== 'subcategory',
    );
    expect(extras.filter((key) => !key.endsWith('Bn'))).toEqual(EXTRA_FIELD_NAMES[id]);
    expect(new Set(extras)).toEqual(new Set(storedAttributeNames(id)));
  },
);

test.each(CATEGORY_IDS)(
  'every translated %s text is an extra attribute and its twin defaults to none',
  (id) => {
    for (const name of TRANSLATED_FIELD_NAMES[id]) {
      expect(EXTRA_FIELD_NAMES[id]).toContain(name);
      const english = (CATEGORY_DEFAULTS[id] as Record<string, unknown>)[name];
      const twin = (CATEGORY_DEFAULTS[id] as Record<string, unknown>)[banglaTwin(name)];
      expect(twin).toEqual(Array.isArray(english) ? [] : null);
    }
  },
);
