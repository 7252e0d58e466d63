import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { adminRowOf, makePlant } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';
import { EditProductScreen, NewProductScreen } from './product-editor';
import { ProductsScreen } from './products-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const plant = makePlant({ name: 'Snake Plant', description: 'A'.repeat(80) });
const row = adminRowOf(plant);

function stubProducts() {
  return stubFetch((url) => {
    if (url.pathname === '/api/admin/products')
      return jsonResponse({ success: true, data: [row], total: 41 });
    if (url.pathname === `/api/products/${plant._id}`) return jsonResponse({ success: true, data: plant });
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
}

const ROUTES = [
  { path: '/admin/products', element: <ProductsScreen /> },
  { path: '/admin/products/new', element: <NewProductScreen /> },
  { path: '/admin/products/:id', element: <EditProductScreen /> },
];

test('the list asks the server for a search, a category and a page, each kept in the address', async () => {
  stubScreenWidth(1280);
  const { requests } = stubProducts();
  const { router } = renderScreen(ROUTES, { url: '/admin/products' });
  // One row: name, the first 50 characters of the description, category, price in taka, stock.
  const product = await screen.findByRole('link', { name: 'Snake Plant' });
  const tableRow = product.closest('tr')!;
  expect(within(tableRow).getByText(`${'A'.repeat(50)}…`)).toBeInTheDocument();
  expect(within(tableRow).getByText('৳1,25,000.00')).toBeInTheDocument();
  expect(screen.getByText('41 products')).toBeInTheDocument();
  expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('Category'), 'Plants');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'snake{Enter}');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(router.state.location.search).toBe('?category=plants&q=snake&page=2');
  await waitFor(() =>
    expect(Object.fromEntries(requests.at(-1)!.url.searchParams)).toEqual({
      q: 'snake',
      category: 'plants',
      page: '2',
      limit: '20',
    }),
  );
});

test('Edit opens the product at its own address, and its Back returns to the filtered list', async () => {
  stubScreenWidth(1280);
  stubProducts();
  const { router } = renderScreen(ROUTES, { url: '/admin/products?q=snake' });
  await userEvent.click(await screen.findByRole('link', { name: 'Edit Snake Plant' }));
  expect(router.state.location.pathname).toBe(`/admin/products/${plant._id}`);
  expect(await screen.findByLabelText(/^Name/)).toHaveValue('Snake Plant');
  expect(screen.getByRole('heading', { level: 1, name: 'Edit product' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Back to Products' }));
  expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/admin/products?q=snake');
});

test('Add Product asks for the category first; the choice is in the address, so Back returns to it', async () => {
  stubScreenWidth(1280);
  stubProducts();
  const { router } = renderScreen(ROUTES, { url: '/admin/products' });
  await userEvent.click(await screen.findByRole('link', { name: 'Add Product' }));
  expect(screen.getByRole('heading', { name: 'What are you adding?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Tools.*3 subcategories/ })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /^Plants.*4 subcategories/ }));
  expect(router.state.location.search).toBe('?category=plants');
  expect(await screen.findByRole('heading', { name: 'Add a new plant' })).toBeInTheDocument();
  await router.navigate(-1);
  expect(await screen.findByRole('heading', { name: 'What are you adding?' })).toBeInTheDocument();
});
