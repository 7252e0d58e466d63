import { CART_STORAGE_KEY } from '@plantopia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse } from '@/test/fetch-stub';
import { makePlant } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { bodyOf, stubStorefront } from '@/test/storefront-api';
// Load the lazy page up front so the first test does not pay for it.
import './product-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const POT_SIZE = {
  name: { en: 'Pot size', bn: 'টবের মাপ' },
  values: [
    { en: 'Small', bn: 'ছোট' },
    { en: 'Large', bn: 'বড়' },
  ],
};
const variant = (id: string, size: string, price: number, stock: number) => ({
  _id: id,
  options: [size],
  sku: `SNK-${size}`,
  price,
  compareAtPrice: null,
  stock,
  shippingWeightKg: 2,
  imageUrl: null,
});
const plant = makePlant({
  _id: 'snake',
  name: 'Snake Plant',
  price: 450,
  stock: 6,
  options: [POT_SIZE],
  variants: [variant('snake', 'Small', 450, 6), variant('snake-large', 'Large', 1200, 0)],
});

function stubProduct() {
  stubStorefront({
    routes: { 'GET /api/products/snake': () => jsonResponse({ success: true, data: plant }) },
  });
}

test('the sizes are a radio group; choosing one shows its price and puts it in the address', async () => {
  stubProduct();
  const { router } = renderApp('/product/snake');
  const sizes = await screen.findByRole('group', { name: 'Pot size' });
  expect(within(sizes).getByRole('radio', { name: 'Small' })).toBeChecked();
  expect(screen.getByTestId('product-price')).toHaveTextContent('৳450.00');

  await userEvent.click(within(sizes).getByRole('radio', { name: 'Large, sold out' }));

  expect(router.state.location.search).toBe('?variant=snake-large');
  await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('৳1,200.00'));
  expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
});

test('a sold-out size offers the notify-me form, which asks about that size', async () => {
  const api = stubStorefront({
    routes: {
      'GET /api/products/snake': () => jsonResponse({ success: true, data: plant }),
      'POST /api/products/snake/stock-alerts': () =>
        jsonResponse({ success: true, code: 'stock_alert.requested' }),
    },
  });
  renderApp('/product/snake');
  const sizes = await screen.findByRole('group', { name: 'Pot size' });
  expect(screen.queryByRole('form', { name: 'Tell me when it is back' })).not.toBeInTheDocument();

  await userEvent.click(within(sizes).getByRole('radio', { name: 'Large, sold out' }));
  const form = await screen.findByRole('form', { name: 'Tell me when it is back' });
  await userEvent.type(within(form).getByLabelText('Email address'), 'rafi@example.com');
  await userEvent.click(within(form).getByRole('button', { name: 'Notify me' }));
  await screen.findByText('Thank you! We will let you know when it is back in stock.');
  expect(bodyOf(api.calls('POST', '/api/products/snake/stock-alerts')[0]!)).toEqual({
    email: 'rafi@example.com',
    variantId: 'snake-large',
  });
});

test('a link naming a variant opens it, and Add to Cart adds that variant with its size', async () => {
  stubProduct();
  renderApp('/product/snake?variant=snake');
  await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
  const [line] = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]');
  expect(line).toMatchObject({
    _id: 'snake',
    variantId: 'snake',
    price: 450,
    options: [{ name: POT_SIZE.name, value: POT_SIZE.values[0] }],
  });
});

test('in Bangla the option and its values read in Bangla', async () => {
  stubProduct();
  renderApp('/product/snake', { locale: 'bn' });
  const sizes = await screen.findByRole('group', { name: 'টবের মাপ' });
  expect(within(sizes).getByRole('radio', { name: 'বড়, স্টকে নেই' })).not.toBeChecked();
});

test('a product without options shows no choice at all', async () => {
  const single = makePlant({ _id: 'fern', name: 'Fern' });
  stubStorefront({
    routes: { 'GET /api/products/fern': () => jsonResponse({ success: true, data: single }) },
  });
  renderApp('/product/fern');
  await screen.findByRole('heading', { level: 1, name: 'Fern' });
  expect(screen.queryByTestId('variant-picker')).toBeNull();
});
