import type { AdminProduct } from '@plantopia/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { makePlant } from '@/test/fixtures';
import { createTestQueryClient } from '@/test/render';
import { AdminDashboard } from './admin-dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const plant = makePlant({ name: 'Snake Plant', description: 'A'.repeat(80) });
const row: AdminProduct = {
  _id: plant._id,
  category: 'plants',
  categoryLabel: 'Plants',
  subcategory: plant.subcategory,
  name: plant.name,
  description: plant.description,
  price: 125000,
  stock: 7,
  imageUrl: '',
  isFeatured: false,
  createdAt: plant.createdAt,
  updatedAt: plant.updatedAt,
};

function stubShop(options: { stats?: () => Promise<Response> } = {}) {
  return stubFetch((url) => {
    if (url.pathname === '/api/admin/stats') {
      return (
        options.stats?.() ??
        jsonResponse({ success: true, data: { totalOrders: 3, totalUsers: 12, totalProducts: 58 } })
      );
    }
    if (url.pathname === '/api/orders') return jsonResponse({ success: true, data: [] });
    if (url.pathname === '/api/admin/products') return jsonResponse({ success: true, data: [row], total: 1 });
    if (url.pathname === `/api/plants/${plant._id}`) return jsonResponse({ success: true, data: plant });
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
}

function renderDashboard() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AdminDashboard />
    </QueryClientProvider>,
  );
}

test('the header shows ... while the counters load, then the totals', async () => {
  let answer: (response: Response) => void = () => {};
  stubShop({ stats: () => new Promise((resolve) => (answer = resolve)) });
  renderDashboard();
  expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  expect(screen.getAllByText('...')).toHaveLength(3);
  answer(jsonResponse({ success: true, data: { totalOrders: 3, totalUsers: 12, totalProducts: 58 } }));
  expect(await screen.findByText('58')).toBeInTheDocument();
  expect(screen.getByText('Total Users').closest('div')).toHaveTextContent('12');
  expect(await screen.findByText('No orders found')).toBeInTheDocument();
});

test('the fifth tab reads Add Product, Cancel while adding, Edit Product while editing', async () => {
  stubShop();
  renderDashboard();
  const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
  expect(tabs()).toEqual(['Orders', 'Users', 'Products', 'Blogs', 'Add Product']);

  await userEvent.click(screen.getByRole('tab', { name: 'Add Product' }));
  expect(screen.getByRole('heading', { name: 'What are you adding?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Plants.*4 subcategories/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Tools.*3 subcategories/ })).toBeInTheDocument();
  expect(tabs().at(-1)).toBe('Cancel');

  await userEvent.click(screen.getByRole('tab', { name: 'Cancel' }));
  expect(tabs().at(-1)).toBe('Add Product');
  expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');

  // One table row: name, the first 50 characters of the description, category, price in taka, stock.
  expect((await screen.findAllByText('Snake Plant')).length).toBeGreaterThan(0);
  expect(screen.getAllByText(`${'A'.repeat(50)}…`).length).toBeGreaterThan(0);
  expect(screen.getAllByText('৳1,25,000.00').length).toBeGreaterThan(0);

  await userEvent.click(screen.getAllByRole('button', { name: 'Edit Snake Plant' })[0]!);
  expect(tabs().at(-1)).toBe('Edit Product');
  expect(await screen.findByLabelText(/^Name/)).toHaveValue('Snake Plant');

  await userEvent.click(screen.getByRole('button', { name: 'Back to Products' }));
  expect(tabs().at(-1)).toBe('Add Product');
});
