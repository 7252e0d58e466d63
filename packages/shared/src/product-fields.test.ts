import { expect, test } from 'vitest';
import { CATEGORY_IDS } from './categories.js';
import { CATEGORY_FIELDS } from './product.js';
import { EXTRA_FIELD_NAMES } from './product-fields.js';

test.each(CATEGORY_IDS)(
  'the %s schema defines exactly the extra attributes the pages show, in their order',
  (id) => {
    const common = new Set(
      Object.keys(CATEGORY_FIELDS.plants).filter((key) =>
        CATEGORY_IDS.every((c) => key in CATEGORY_FIELDS[c]),
      ),
    );
    const extras = Object.keys(CATEGORY_FIELDS[id]).filter(
      (key) => !common.has(key) && key !== 'subcategory',
    );
    expect(extras).toEqual(EXTRA_FIELD_NAMES[id]);
  },
);
