import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { MemoryRouter } from '@/lib/router';
import { makePlant } from '@/test/fixtures';
import { ProductGrid } from './product-grid';

test('the first row on a phone (two cards) loads its images at once and first; the rest wait until near view', () => {
  const products = ['Aloe', 'Basil', 'Cactus', 'Daisy'].map((name, i) => makePlant({ _id: `p${i}`, name }));
  render(
    <MemoryRouter>
      <ProductGrid products={products} />
    </MemoryRouter>,
  );
  const images = screen.getAllByRole('img');
  expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'high', null, null]);
});
