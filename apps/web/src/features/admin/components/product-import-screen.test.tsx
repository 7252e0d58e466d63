import type { ProductImport, ProductImportRow } from '@plantopia/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderScreen } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';
import { ProductImportScreen } from './product-import-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const checked: ProductImport = {
  _id: 'imp1',
  status: 'checked',
  fileName: 'spring.csv',
  withImages: false,
  rows: { total: 3, create: 1, update: 1, refused: 1 },
  progress: { applied: 0, failed: 0, pending: 0, skipped: 0 },
  createdAt: '2026-11-26T04:00:00.000Z',
  startedAt: null,
  finishedAt: null,
};

const rows: ProductImportRow[] = [
  {
    row: 2,
    sku: 'PLT-0101',
    name: 'Snake plant',
    action: 'create',
    state: 'planned',
    errors: [],
    productId: null,
  },
  {
    row: 3,
    sku: 'PLT-0002',
    name: 'Monstera',
    action: 'update',
    state: 'planned',
    errors: [],
    productId: null,
  },
  {
    row: 4,
    sku: 'PLT-0103',
    name: 'Fern',
    action: null,
    state: 'refused',
    errors: [{ column: 'price', reason: { code: 'field.number' } }],
    productId: null,
  },
];

function stubImportApi(listed: ProductImportRow[] = rows, dryRun: ProductImport = checked) {
  let job = dryRun;
  return stubFetch((url, init) => {
    if (url.pathname === '/api/admin/product-imports/imp1/start' && init?.method === 'POST') {
      job = {
        ...checked,
        status: 'running',
        startedAt: '2026-11-26T04:01:00.000Z',
        progress: { applied: 1, failed: 0, pending: 1, skipped: 0 },
      };
      return jsonResponse({ success: true, data: job, code: 'import.started', message: 'Import started' });
    }
    if (url.pathname === '/api/admin/product-imports/imp1/rows') {
      const view = url.searchParams.get('view');
      const shown = view === 'refused' ? listed.filter((row) => row.state === 'refused') : listed;
      return jsonResponse({ success: true, data: shown, total: shown.length });
    }
    if (url.pathname === '/api/admin/product-imports/imp1') return jsonResponse({ success: true, data: job });
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
}

const routes = [{ path: '/admin/products/import/:id', element: <ProductImportScreen /> }];

test('the dry run shows each row’s verdict and a refused row’s column and reason; the rest are imported without it', async () => {
  stubScreenWidth(1280);
  const api = stubImportApi();
  renderScreen(routes, { url: '/admin/products/import/imp1' });

  expect(await screen.findByText('spring.csv')).toBeInTheDocument();
  const refusedRow = (await screen.findByText('PLT-0103')).closest('tr')!;
  expect(within(refusedRow).getByText('Refused')).toBeInTheDocument();
  expect(within(refusedRow).getByText('price')).toBeInTheDocument();
  expect(within(refusedRow).getByText('must be a number')).toBeInTheDocument();
  expect(within(screen.getByText('PLT-0101').closest('tr')!).getByText('New')).toBeInTheDocument();
  expect(within(screen.getByText('PLT-0002').closest('tr')!).getByText('Update')).toBeInTheDocument();
  expect(screen.getByText(/1 row is refused/)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Import 2 without the refused rows' }));
  const start = api.requests.find((request) => request.url.pathname.endsWith('/start'))!;
  expect(JSON.parse(String(start.init?.body))).toEqual({ withoutRefused: true });
  const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '1');
  expect(bar).toHaveAttribute('aria-valuemax', '2');
  expect(screen.getByRole('button', { name: 'Cancel the import' })).toBeInTheDocument();
});

test('in Bangla, on a phone, the refused rows alone are listed with their reasons in Bangla', async () => {
  stubScreenWidth(390);
  const api = stubImportApi();
  const { router } = renderScreen(routes, { url: '/admin/products/import/imp1?view=refused', locale: 'bn' });
  expect(await screen.findByText('PLT-0103')).toBeInTheDocument();
  expect(screen.getByText('সংখ্যা হতে হবে')).toBeInTheDocument();
  expect(screen.queryByText('PLT-0101')).not.toBeInTheDocument();
  expect(api.last()!.url.searchParams.get('view')).toBe('refused');
  expect(router.state.location.search).toBe('?view=refused');
});

test('a product’s variant rows show their options; one refused names its column, and its siblings the row to fix', async () => {
  stubScreenWidth(1280);
  const variantRow = (row: number, sku: string, options: string): ProductImportRow => ({
    row,
    sku,
    name: `Boston Fern (Pot size: ${options})`,
    action: null,
    state: 'refused',
    errors: [{ column: '', reason: { code: 'import.product_refused', params: { row: 3 } } }],
    productId: null,
  });
  stubImportApi(
    [
      variantRow(2, 'FERN-S', 'Small'),
      {
        ...variantRow(3, 'FERN-X', 'Small'),
        errors: [{ column: 'options', reason: { code: 'field.duplicate_value' } }],
      },
    ],
    { ...checked, rows: { total: 2, create: 0, update: 0, refused: 2 } },
  );
  renderScreen(routes, { url: '/admin/products/import/imp1' });
  const duplicate = (await screen.findByText('FERN-X')).closest('tr')!;
  expect(within(duplicate).getByText('Boston Fern (Pot size: Small)')).toBeInTheDocument();
  expect(within(duplicate).getByText('options')).toBeInTheDocument();
  expect(within(duplicate).getByText('must not name the same value twice')).toBeInTheDocument();
  const sibling = screen.getByText('FERN-S').closest('tr')!;
  expect(within(sibling).getByText(/row 3 of the same product is refused/)).toBeInTheDocument();
});
