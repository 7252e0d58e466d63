import { screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse } from '@/test/fetch-stub';
import { makeQuote } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { stubStorefront } from '@/test/storefront-api';
import './cart-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

test('a Bangla cart names its lines in Bangla and prices them in Bangla digits', async () => {
  window.localStorage.setItem(
    'plantopia_cart',
    JSON.stringify([
      {
        _id: 'p1',
        name: 'Rose',
        nameBn: 'গোলাপ',
        price: 300,
        imageUrl: '',
        category: 'plants',
        quantity: 2,
        stock: 9,
      },
      { _id: 'p2', name: 'Hand Trowel', price: 150, imageUrl: '', category: 'tools', quantity: 1, stock: 9 },
    ]),
  );
  stubStorefront({
    routes: {
      'POST /api/pricing/quote': () =>
        jsonResponse({
          success: true,
          data: makeQuote({
            lines: [
              { _id: 'p1', variantId: 'p1', price: 300, quantity: 2, lineTotal: 600 },
              { _id: 'p2', variantId: 'p2', price: 150, quantity: 1, lineTotal: 150 },
            ],
            subtotal: 750,
            total: 850,
          }),
        }),
    },
  });
  renderApp('/cart', { locale: 'bn' });

  const heading = await screen.findByRole('heading', { level: 1, name: 'শপিং কার্ট' });
  expect(heading.nextElementSibling).toHaveTextContent('৩টি পণ্য');
  const lines = screen.getByRole('region', { name: 'পণ্যসমূহ' });
  expect(within(lines).getByRole('link', { name: 'গোলাপ' })).toHaveAttribute('href', '/product/p1');
  // A product without a Bangla name keeps its English one.
  expect(within(lines).getByRole('link', { name: 'Hand Trowel' })).toBeInTheDocument();
  expect(await within(lines).findByText('৳৬০০.০০')).toBeInTheDocument();
  expect(within(lines).getByText('প্রতিটি ৳৩০০.০০')).toBeInTheDocument();
  expect(within(lines).getByRole('button', { name: 'গোলাপ সরান' })).toBeInTheDocument();
});
