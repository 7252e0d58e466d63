import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { makeAdminOrderRow } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';
import { OrdersScreen } from './orders-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rows = [
  makeAdminOrderRow(),
  makeAdminOrderRow({
    _id: '0190-second-order-4def56',
    number: '4DEF56',
    name: 'Rafiq Hasan',
    phone: '01811000000',
    district: { en: 'Dhaka', bn: 'ঢাকা' },
    total: 2450.5,
    paymentMethod: 'bkash',
    paymentStatus: 'paid',
    status: 'shipped',
    confirmation: null,
    courier: 'steadfast',
    consignmentId: 'SF-991',
    trackingUrl: 'https://steadfast.com.bd/t/TRK991',
    courierStatus: 'in_transit',
  }),
];

function stubOrders() {
  return stubFetch((url) => {
    if (url.pathname === '/api/admin/orders') return jsonResponse({ success: true, data: rows, total: 57 });
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
}

const ordersRequests = (requests: { url: URL }[]) =>
  requests.filter((r) => r.url.pathname === '/api/admin/orders');

test('each row shows number, status, date, customer with phone, district, items, total, payment and courier with its parcel status and tracking', async () => {
  stubScreenWidth(1280);
  stubOrders();
  renderScreen(<OrdersScreen />, { url: '/admin/orders' });
  const table = await screen.findByRole('table', { name: 'Orders' });
  expect(screen.getByText('57 orders')).toBeInTheDocument();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['', 'Order', 'Status', 'Date', 'Customer', 'District', 'Items', 'Total', 'Payment', 'Courier']);
  const second = within(table).getAllByRole('row')[2]!;
  expect(within(second).getByRole('link', { name: 'Order #4DEF56' })).toHaveAttribute(
    'href',
    '/admin/orders/0190-second-order-4def56',
  );
  expect(within(second).getByRole('link', { name: '01811000000' })).toHaveAttribute(
    'href',
    'tel:01811000000',
  );
  for (const text of [
    'Rafiq Hasan',
    'Dhaka',
    '৳2,450.50',
    'bKash',
    'Paid',
    'Shipped',
    'steadfast',
    'In transit',
  ]) {
    expect(within(second).getByText(text)).toBeInTheDocument();
  }
  // The consignment opens the courier's tracking page.
  const tracking = within(second).getByRole('link', { name: /^Consignment SF-991/ });
  expect(tracking).toHaveTextContent('SF-991');
  expect(tracking).toHaveAttribute('href', 'https://steadfast.com.bd/t/TRK991');
  expect(tracking).toHaveAttribute('target', '_blank');
  const first = within(table).getAllByRole('row')[1]!;
  expect(within(first).getByText('Pending')).toBeInTheDocument();
  expect(within(first).getByText('To confirm')).toBeInTheDocument();
  expect(within(first).getByText('Cash on delivery')).toBeInTheDocument();
});

test('the filters, the quick views and the CSV export all ask the server the address’s question', async () => {
  stubScreenWidth(1280);
  const { requests } = stubOrders();
  const { router } = renderScreen(<OrdersScreen />, { url: '/admin/orders' });
  await screen.findByRole('table', { name: 'Orders' });
  expect(Object.fromEntries(ordersRequests(requests)[0]!.url.searchParams)).toEqual({
    sort: 'date',
    dir: 'desc',
    page: '1',
    limit: '25',
  });

  await userEvent.click(screen.getByRole('link', { name: 'To confirm' }));
  expect(router.state.location.search).toBe('?confirmation=to_confirm%2Cno_answer');
  expect(screen.getByRole('link', { name: 'To confirm' })).toHaveAttribute('aria-current', 'page');
  await waitFor(() =>
    expect(ordersRequests(requests).at(-1)!.url.searchParams.get('confirmation')).toBe(
      'to_confirm,no_answer',
    ),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Shipped' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Delivered' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'bKash' }));
  await userEvent.selectOptions(screen.getByLabelText('District'), 'Sylhet');
  await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
  await userEvent.type(screen.getByLabelText('Coupon code'), 'EID25');
  await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('coupon')).toBe('EID25'));
  expect(screen.getByRole('link', { name: 'To confirm' })).not.toHaveAttribute('aria-current');

  await userEvent.click(screen.getByRole('button', { name: 'Total' }));
  const address = new URLSearchParams(router.state.location.search);
  expect(Object.fromEntries(address)).toEqual({
    confirmation: 'to_confirm,no_answer',
    status: 'shipped,delivered',
    paymentMethod: 'bkash',
    districtId: expect.any(String),
    from: '2026-11-01',
    coupon: 'EID25',
    sort: 'total',
    dir: 'desc',
  });
  await waitFor(() => expect(ordersRequests(requests).at(-1)!.url.searchParams.get('sort')).toBe('total'));
  const asked = Object.fromEntries(ordersRequests(requests).at(-1)!.url.searchParams);
  expect(asked).toEqual({ ...Object.fromEntries(address), page: '1', limit: '25' });

  const csv = new URL(
    screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!,
    'http://localhost',
  );
  expect(csv.pathname).toBe('/api/admin/orders.csv');
  expect(Object.fromEntries(csv.searchParams)).toEqual(Object.fromEntries(address));
});

test('a search by the last digits of a phone goes to the server; Back returns to the list before it', async () => {
  stubScreenWidth(1280);
  const { requests } = stubOrders();
  const { router } = renderScreen(<OrdersScreen />, { url: '/admin/orders?status=pending' });
  await screen.findByRole('table', { name: 'Orders' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), '000000{Enter}');
  expect(router.state.location.search).toBe('?status=pending&q=000000');
  await waitFor(() => expect(ordersRequests(requests).at(-1)!.url.searchParams.get('q')).toBe('000000'));
  await router.navigate(-1);
  await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(''));
  expect(router.state.location.search).toBe('?status=pending');
});

test('on a phone an order is a card: number, status, and the rest labelled; the district in Bangla on a Bangla page', async () => {
  stubScreenWidth(390);
  stubOrders();
  renderScreen(<OrdersScreen />, { url: '/admin/orders', locale: 'bn' });
  const cards = await screen.findByRole('list', { name: 'অর্ডার' });
  const card = within(cards).getAllByRole('listitem')[1]!;
  expect(within(card).getByRole('link', { name: 'অর্ডার #4DEF56' })).toBeInTheDocument();
  expect(card).toHaveTextContent('জেলাঢাকা');
  expect(card).toHaveTextContent('৳২,৪৫০.৫০');
  expect(screen.getByText('৫৭টি অর্ডার')).toBeInTheDocument();
});
