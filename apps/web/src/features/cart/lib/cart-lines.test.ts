import type { CartItem } from '@plantopia/shared';
import { expect, test } from 'vitest';
import { addLine, mergeCarts, parseStoredCart, setLineQuantity } from './cart-lines';

function line(id: string, quantity: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    _id: id,
    name: `Plant ${id}`,
    price: 100,
    imageUrl: '',
    category: 'plants',
    quantity,
    stock: 10,
    ...overrides,
  };
}

test('adding stops at the stock and says how many were really added', () => {
  const product = { _id: 'a', name: 'Fern', price: 100, imageUrl: '', category: 'plants' as const, stock: 3 };
  const first = addLine([], product, 2);
  expect(first).toMatchObject({ added: 2, existed: false });
  const second = addLine(first.items, product, 5);
  expect(second).toMatchObject({ added: 1, existed: true });
  expect(second.items[0]?.quantity).toBe(3);
  expect(addLine(second.items, product, 1).added).toBe(0);
  expect(addLine([], { ...product, stock: 0 }, 1).added).toBe(0);
});

test('a quantity below 1 removes the line; above the stock it stops at the stock', () => {
  const items = [line('a', 2), line('b', 1, { stock: 4 })];
  expect(setLineQuantity(items, 'a', 0).map((item) => item._id)).toEqual(['b']);
  expect(setLineQuantity(items, 'b', 9).find((item) => item._id === 'b')?.quantity).toBe(4);
});

test('the sign-in merge sums the same products and adds the others', () => {
  const server = [line('a', 1), line('b', 2)];
  const local = [line('b', 3), line('c', 1)];
  expect(mergeCarts(local, server).map((item) => [item._id, item.quantity])).toEqual([
    ['a', 1],
    ['b', 5],
    ['c', 1],
  ]);
  expect(server[1]?.quantity).toBe(2);
});

test('a saved line keeps its Bangla name', () => {
  const rose = { ...line('r', 1), nameBn: 'গোলাপ' };
  expect(parseStoredCart(JSON.stringify([rose]))).toEqual([rose]);
});

test('a saved cart that is broken or old is read as far as it is sound', () => {
  expect(parseStoredCart(null)).toEqual([]);
  expect(parseStoredCart('not json')).toEqual([]);
  expect(parseStoredCart('{"a":1}')).toEqual([]);
  const good = line('a', 2);
  expect(parseStoredCart(JSON.stringify([good, { ...good, _id: 'x', quantity: 0 }, { _id: 'y' }]))).toEqual([
    good,
  ]);
});

test('two sizes of one product are two lines, each changed and removed on its own (docs/decisions/038)', () => {
  const small = line('rose', 1, { variantId: 'rose', options: [] });
  const large = line('rose', 1, { variantId: 'rose-large', price: 900, options: [] });
  const { items } = addLine(addLine([], small, 1).items, large, 2);
  expect(items.map((item) => [item.variantId, item.quantity])).toEqual([
    ['rose', 1],
    ['rose-large', 2],
  ]);
  expect(setLineQuantity(items, 'rose-large', 0).map((item) => item.variantId)).toEqual(['rose']);
});

test('a line saved before variants keeps naming only its product; one with a variant keeps it', () => {
  const saved = JSON.stringify([
    line('fern', 1),
    {
      ...line('rose', 1),

      variantId: 'rose-large',
      options: [{ name: { en: 'Pot size', bn: null }, value: { en: 'Large', bn: null } }],
    },
    { ...line('mint', 1), variantId: 7 },
  ]);
  const [fern, rose, ...rest] = parseStoredCart(saved);
  expect(fern).not.toHaveProperty('variantId');
  expect(rose).toMatchObject({ variantId: 'rose-large', options: [{ value: { en: 'Large' } }] });
  expect(rest).toEqual([]);
});
