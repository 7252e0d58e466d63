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

test('the stock filter asks the server for low or sold-out products; such rows carry their badge', async () => {
  stubScreenWidth(1280);
  const low = { ...adminRowOf(makePlant({ name: 'Peace Lily' })), stock: 2, stockLevel: 'low' as const };
  const gone = {
    ...adminRowOf(makePlant({ name: 'Money Tree' })),
    stock: 0,
    stockLevel: 'sold_out' as const,
  };
  // One of its three sizes is sold out: its total of 23 alone would hide it.
  const sized = {
    ...adminRowOf(makePlant({ name: 'Sized Fern' })),
    stock: 23,
    stockLevel: 'sold_out' as const,
    variantStock: { count: 3, low: 1, soldOut: 1 },
  };
  const { requests } = stubFetch((url) =>
    url.pathname === '/api/admin/products'
      ? jsonResponse({ success: true, data: [row, low, gone, sized], total: 4 })
      : jsonResponse({ success: false, message: 'Not found' }, 404),
  );
  const { router } = renderScreen(ROUTES, { url: '/admin/products' });
  const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;
  expect(within(await rowOf('Peace Lily')).getByText('Low stock')).toBeInTheDocument();
  expect(within(await rowOf('Money Tree')).getByText('Sold out')).toBeInTheDocument();
  expect(within(await rowOf('Sized Fern')).getByText('1 of 3 variants sold out')).toBeInTheDocument();
  const snake = await rowOf('Snake Plant');
  expect(within(snake).queryByText('Low stock')).toBeNull();
  expect(within(snake).getByText(plant.sku)).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('Stock'), 'Low stock');
  expect(router.state.location.search).toBe('?stock=low');
  await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('stock')).toBe('low'));
});

test("the product's page records a stock change with its reason and shows the history, orders included", async () => {
  stubScreenWidth(390);
  const history = [
    {
      _id: 'm2',
      change: -2,
      stockAfter: 18,
      reason: 'sold',
      orderId: '019a5f4e-7b1c-7d2e-9f00-1234567abc12',
      orderNumber: '7ABC12',
      actorName: null,
      note: null,
      createdAt: '2026-11-20T04:00:00.000Z',
    },
    {
      _id: 'm1',
      change: 10,
      stockAfter: 20,
      reason: 'received',
      orderId: null,
      orderNumber: null,
      actorName: 'Owner Akter',
      note: 'Nursery delivery',
      createdAt: '2026-11-19T04:00:00.000Z',
    },
  ];
  const { requests } = stubFetch((url, init) => {
    if (url.pathname === `/api/products/${plant._id}`) return jsonResponse({ success: true, data: plant });
    if (url.pathname === `/api/admin/products/${plant._id}/stock-history`)
      return jsonResponse({ success: true, data: history, total: 2 });
    if (url.pathname === `/api/admin/products/${plant._id}/stock-adjustments` && init?.method === 'POST')
      return jsonResponse(
        { success: true, data: { stock: 15 }, code: 'stock.adjusted', params: { stock: 15 } },
        201,
      );
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  renderScreen(ROUTES, { url: `/admin/products/${plant._id}` });

  const stock = await screen.findByRole('region', { name: 'Stock' });
  const lines = await within(stock).findByRole('list', { name: 'Stock history' });
  const [sold, received] = within(lines).getAllByRole('listitem');
  expect(sold).toHaveTextContent('Sold · order #7ABC12');
  expect(within(sold!).getByRole('link', { name: 'order #7ABC12' })).toHaveAttribute(
    'href',
    '/admin/orders/019a5f4e-7b1c-7d2e-9f00-1234567abc12',
  );
  expect(sold).toHaveTextContent('−2');
  expect(received).toHaveTextContent('by Owner Akter · Nursery delivery');
  expect(received).toHaveTextContent('+10');

  await userEvent.selectOptions(within(stock).getByLabelText('What happened'), 'Counted');
  await userEvent.type(within(stock).getByLabelText('Pieces on the shelf'), '15');
  await userEvent.type(within(stock).getByLabelText('Note (optional)'), 'Monthly count');
  const before = requests.length;
  await userEvent.click(within(stock).getByRole('button', { name: 'Record' }));
  expect(await screen.findByText('Stock updated: now 15')).toBeInTheDocument();
  const sent = requests.find((request) => request.url.pathname.endsWith('/stock-adjustments'))!;
  expect(JSON.parse(String(sent.init?.body))).toEqual({
    reason: 'counted',
    quantity: 15,
    note: 'Monthly count',
  });
  // The history is read again, so the new line shows.
  await waitFor(() =>
    expect(
      requests.slice(before).filter((request) => request.url.pathname.endsWith('/stock-history')).length,
    ).toBeGreaterThan(0),
  );
});

test('a stock change without a whole number of pieces is not sent', async () => {
  stubScreenWidth(1280);
  const { requests } = stubFetch((url) => {
    if (url.pathname === `/api/products/${plant._id}`) return jsonResponse({ success: true, data: plant });
    if (url.pathname.endsWith('/stock-history')) return jsonResponse({ success: true, data: [], total: 0 });
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  renderScreen(ROUTES, { url: `/admin/products/${plant._id}` });
  const stock = await screen.findByRole('region', { name: 'Stock' });
  expect(await within(stock).findByText('No stock changes yet.')).toBeInTheDocument();
  await userEvent.click(within(stock).getByRole('button', { name: 'Record' }));
  expect(within(stock).getByRole('alert')).toHaveTextContent('Enter a whole number of pieces');
  expect(requests.some((request) => request.url.pathname.endsWith('/stock-adjustments'))).toBe(false);
});
