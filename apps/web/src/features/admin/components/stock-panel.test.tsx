import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { makePlant } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';
import { EditProductScreen } from './product-editor';

afterEach(() => {
  vi.unstubAllGlobals();
});

const POT_SIZE = {
  name: { en: 'Pot size', bn: 'টবের মাপ' },
  values: [
    { en: 'Small', bn: 'ছোট' },
    { en: 'Large', bn: 'বড়' },
  ],
};
const variant = (id: string, size: string, stock: number) => ({
  _id: id,
  options: [size],
  sku: `SNK-${size}`,
  price: 450,
  compareAtPrice: null,
  stock,
  shippingWeightKg: 2,
  imageUrl: null,
});
const plant = makePlant({
  _id: 'snake',
  name: 'Snake Plant',
  stock: 6,
  options: [POT_SIZE],
  variants: [variant('snake', 'Small', 6), variant('snake-large', 'Large', 0)],
});
const history = [
  {
    _id: 'm1',
    change: 4,
    variantId: 'snake-large',
    stockAfter: 4,
    reason: 'received',
    orderId: null,
    orderNumber: null,
    actorName: 'Owner Akter',
    note: null,
    createdAt: '2026-11-19T04:00:00.000Z',
  },
];

function stubShop() {
  return stubFetch((url, init) => {
    if (url.pathname === '/api/products/snake') return jsonResponse({ success: true, data: plant });
    if (url.pathname === '/api/admin/products/snake/stock-history')
      return jsonResponse({ success: true, data: history, total: 1 });
    if (url.pathname === '/api/admin/products/snake/stock-adjustments' && init?.method === 'POST')
      return jsonResponse(
        { success: true, data: { stock: 3 }, code: 'stock.adjusted', params: { stock: 3 } },
        201,
      );
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
}

const ROUTES = [{ path: '/admin/products/:id', element: <EditProductScreen /> }];

test('on a phone, in Bangla, a stock change asks which size and the history names it', async () => {
  stubScreenWidth(390);
  const { requests } = stubShop();
  renderScreen(ROUTES, { url: '/admin/products/snake', locale: 'bn' });

  const stock = await screen.findByRole('region', { name: 'স্টক' });
  const [line] = within(await within(stock).findByRole('list', { name: 'স্টকের ইতিহাস' })).getAllByRole(
    'listitem',
  );
  expect(line).toHaveTextContent('টবের মাপ: বড়');

  const picker = within(stock).getByLabelText('কোন ধরন');
  expect(
    within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['টবের মাপ: ছোট — স্টকে ৬টি', 'টবের মাপ: বড় — স্টকে ০টি']);
  await userEvent.selectOptions(picker, 'snake-large');
  await userEvent.type(within(stock).getByLabelText('কয়টি এসেছে'), '3');
  await userEvent.click(within(stock).getByRole('button', { name: 'লিখে রাখুন' }));
  expect(await screen.findByText('স্টক হালনাগাদ হয়েছে: এখন ৩')).toBeInTheDocument();
  const sent = requests.find((request) => request.url.pathname.endsWith('/stock-adjustments'))!;
  expect(JSON.parse(String(sent.init?.body))).toEqual({
    reason: 'received',
    quantity: 3,
    note: '',
    variantId: 'snake-large',
  });
});

test('a product without options asks no such question', async () => {
  stubScreenWidth(1280);
  stubFetch((url) => {
    if (url.pathname === `/api/products/p1`)
      return jsonResponse({ success: true, data: makePlant({ _id: 'p1', name: 'Aloe' }) });
    if (url.pathname.endsWith('/stock-history')) return jsonResponse({ success: true, data: [], total: 0 });
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  renderScreen(ROUTES, { url: '/admin/products/p1' });
  const stock = await screen.findByRole('region', { name: 'Stock' });
  expect(await within(stock).findByText('No stock changes yet.')).toBeInTheDocument();
  expect(within(stock).queryByLabelText('Which variant')).not.toBeInTheDocument();
});
