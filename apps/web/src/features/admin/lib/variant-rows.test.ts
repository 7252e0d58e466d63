import { expect, test } from 'vitest';
import { combinations, variantRows, withChangedStockOnly } from './variant-rows';

const label = (en: string) => ({ en, bn: null });
const SIZE = { name: label('Size'), values: [label('S'), label('L')] };
const PLANTER = { name: label('Planter'), values: [label('None'), label('Ceramic')] };

test('two options of two values each make four variants, in the options’ order', () => {
  expect(combinations([SIZE, PLANTER])).toEqual([
    ['S', 'None'],
    ['S', 'Ceramic'],
    ['L', 'None'],
    ['L', 'Ceramic'],
  ]);
  expect(combinations([])).toEqual([]);
});

test('a value added keeps the rows the owner filled in and starts the new ones without stock', () => {
  const start = { price: 300, shippingWeightKg: 1 };
  const [small] = variantRows([SIZE], [], start);
  const filled = [{ ...small!, _id: 'v1', price: 250, stock: 4 }];
  const rows = variantRows(
    [{ ...SIZE, values: [...SIZE.values, label('XL')] }],
    [...filled, ...variantRows([SIZE], [], start).slice(1)],
    start,
  );
  expect(rows.map((row) => [row.options[0], row._id, row.price, row.stock])).toEqual([
    ['S', 'v1', 250, 4],
    ['L', undefined, 300, 0],
    ['XL', undefined, 300, 0],
  ]);
});

test('an edit leaves out the stock of a variant the owner did not change', () => {
  const rows = variantRows([SIZE], [], { price: 1, shippingWeightKg: 1 }).map((row, index) => ({
    ...row,
    _id: `v${index}`,
    stock: 5,
  }));
  const sent = withChangedStockOnly(
    [rows[0]!, { ...rows[1]!, stock: 9 }],
    [
      { _id: 'v0', stock: 5 },
      { _id: 'v1', stock: 5 },
    ],
  );
  expect(sent[0]).not.toHaveProperty('stock');
  expect(sent[1]).toMatchObject({ stock: 9 });
});
