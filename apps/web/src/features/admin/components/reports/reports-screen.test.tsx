import { addDays, dhakaDay, type Report } from '@plantopia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderScreen } from '@/test/render';
import { ReportsScreen } from './reports-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const totals = {
  sales: 123456.5,
  orders: 3,
  averageOrderValue: 41152.17,
  cancelled: 1,
  cancelledSales: 500,
  returned: 1,
  returnedSales: 750,
  refunded: 750,
  refundDue: 0,
  discount: 100,
};

const report: Report = {
  period: { from: '2026-11-01', to: '2026-11-02' },
  previousPeriod: { from: '2026-10-30', to: '2026-10-31' },
  totals,
  previousTotals: { ...totals, sales: 100000, orders: 2 },
  series: [
    { bucket: '2026-11-01', sales: 120000, orders: 2, averageOrderValue: 60000 },
    { bucket: '2026-11-02', sales: 3456.5, orders: 1, averageOrderValue: 3456.5 },
  ],
  byMethod: [
    { method: 'cod', orders: 2, sales: 120000 },
    { method: 'bkash', orders: 1, sales: 3456.5 },
  ],
  codReturnRate: 0.25,
  topProducts: [
    { productId: 'p1', name: 'Monstera', nameBn: 'মনস্টেরা', units: 2, revenue: 120000 },
    { productId: 'p2', name: '=HYPERLINK("x")', nameBn: null, units: 5, revenue: 3000 },
  ],
  topProductsByUnits: [
    { productId: 'p2', name: '=HYPERLINK("x")', nameBn: null, units: 5, revenue: 3000 },
    { productId: 'p1', name: 'Monstera', nameBn: 'মনস্টেরা', units: 2, revenue: 120000 },
  ],
  byCategory: [{ category: 'plants', units: 7, revenue: 123000 }],
  topDistricts: [{ districtId: 47, name: { en: 'Dhaka', bn: 'ঢাকা' }, orders: 3, sales: 123456.5 }],
  coupons: [{ code: 'BOISHAKH', uses: 2, discount: 100 }],
  cancelReasons: [{ reason: 'fake', orders: 1 }],
  returnReasons: [{ reason: 'refused', orders: 1 }],
};

function stubReports() {
  return stubFetch((url) =>
    url.pathname === '/api/admin/reports'
      ? jsonResponse({ success: true, data: report })
      : jsonResponse({ success: false, message: 'Not found' }, 404),
  );
}

/** The text of every file the page saves, caught where the browser would be handed it. */
function catchDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(), revokeObjectURL: vi.fn() }));
  vi.mocked(URL.createObjectURL).mockImplementation((blob) => {
    // Read as bytes: Blob.text() would drop the BOM the file must start with.
    const bytes = (blob as Blob).arrayBuffer();
    files.push({
      name: '',
      text: bytes.then((buffer) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(buffer)),
    });
    return 'blob:report';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.at(-1)!.name = this.download;
  });
  return files;
}

const section = (name: string) => screen.getByRole('region', { name });
/** A headline figure: its term and values. */
const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).parentElement!;

test('the period and grouping are read from the address and asked of the server; choosing another period changes it', async () => {
  const { requests } = stubReports();
  const { router } = renderScreen(<ReportsScreen />, {
    url: '/admin/reports?period=custom&from=2026-11-01&to=2026-11-02&by=week',
  });
  await screen.findByRole('region', { name: 'Sales over time' });
  const asked = requests.at(-1)!.url.searchParams;
  expect([asked.get('from'), asked.get('to'), asked.get('by')]).toEqual(['2026-11-01', '2026-11-02', 'week']);
  expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');

  await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
  expect(router.state.location.search).toBe('?period=7d&by=week');
  const today = dhakaDay(new Date());
  await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('from')).toBe(addDays(today, -6)));
  expect(requests.at(-1)!.url.searchParams.get('to')).toBe(today);
  expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
});

test('each chart has a table of its figures in the page’s words, and the change on the period before', async () => {
  stubReports();
  renderScreen(<ReportsScreen />, { url: '/admin/reports' });
  const overTime = await screen.findByRole('region', { name: 'Sales over time' });
  const rows = within(within(overTime).getByRole('table')).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'DaySalesOrdersAverage order',
    'November 1, 2026৳1,20,000.002৳60,000.00',
    'November 2, 2026৳3,456.501৳3,456.50',
  ]);
  expect(screen.getByRole('img', { name: /Chart: Sales — Day/ })).toBeInTheDocument();
  expect(figure('Sales')).toHaveTextContent('৳1,23,456.50');
  // 1,23,456.50 against 1,00,000: up 23.5%.
  expect(screen.getByText('+23.5% on the period before')).toBeInTheDocument();
  expect(
    within(section('Cash on delivery and prepaid')).getByText('Cash-on-delivery parcels returned: 25%'),
  ).toBeInTheDocument();
  expect(within(section('Why orders were cancelled')).getByRole('row', { name: /1$/ })).toBeInTheDocument();

  // The products chart and table follow the ranking chosen.
  const products = section('Top products');
  expect(
    within(products)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Monstera', '=HYPERLINK("x")']);
  await userEvent.selectOptions(within(products).getByLabelText('Rank products by'), 'By units');
  expect(within(products).getAllByRole('rowheader')[0]).toHaveTextContent('=HYPERLINK("x")');
});

test('a section’s CSV holds its table as plain figures, UTF-8 with a BOM, a formula-looking name escaped', async () => {
  stubReports();
  const files = catchDownloads();
  renderScreen(<ReportsScreen />, { url: '/admin/reports?period=custom&from=2026-11-01&to=2026-11-02' });
  await userEvent.click(await screen.findByRole('button', { name: 'Download Sales over time as CSV' }));
  expect(files[0]!.name).toBe('sales-by-day-2026-11-01_2026-11-02.csv');
  expect(await files[0]!.text).toBe(
    '\uFEFFDay,Sales,Orders,Average order\r\n2026-11-01,120000,2,60000\r\n2026-11-02,3456.5,1,3456.5\r\n',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Download Top products as CSV' }));
  expect(await files[1]!.text).toBe(
    '\uFEFFProduct,Units,Revenue\r\nMonstera,2,120000\r\n"\'=HYPERLINK(""x"")",5,3000\r\n',
  );
});

test('in Bangla the figures have Bangla digits with lakh grouping, and the CSV Bangla headings', async () => {
  stubReports();
  const files = catchDownloads();
  renderScreen(<ReportsScreen />, {
    url: '/admin/reports?period=custom&from=2026-11-01&to=2026-11-02',
    locale: 'bn',
  });
  const overTime = await screen.findByRole('region', { name: 'সময়ের সঙ্গে বিক্রি' });
  expect(within(overTime).getAllByRole('row')[1]).toHaveTextContent('১ নভেম্বর, ২০২৬৳১,২০,০০০.০০২৳৬০,০০০.০০');
  // The chart's axis speaks Bangla too.
  expect([...overTime.querySelectorAll('svg text')].map((text) => text.textContent)).toContain('১,২০,০০০');
  expect(figure('বিক্রি')).toHaveTextContent('৳১,২৩,৪৫৬.৫০');
  expect(screen.getByText('আগের সময়ের তুলনায় +২৩.৫%')).toBeInTheDocument();
  expect(within(section('সেরা পণ্য')).getAllByRole('rowheader')[0]).toHaveTextContent('মনস্টেরা');

  await userEvent.click(screen.getByRole('button', { name: 'সেরা জেলা CSV হিসেবে ডাউনলোড করুন' }));
  expect(await files[0]!.text).toBe('\uFEFFজেলা,অর্ডার,বিক্রি\r\nঢাকা,3,123456.5\r\n');
});

test('a custom range that ends before it starts asks nothing and says why', async () => {
  const { requests } = stubReports();
  renderScreen(<ReportsScreen />, { url: '/admin/reports?period=custom&from=2026-11-05&to=2026-11-01' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Choose a start on or before the end');
  expect(requests.filter((request) => request.url.pathname === '/api/admin/reports')).toHaveLength(0);
});
