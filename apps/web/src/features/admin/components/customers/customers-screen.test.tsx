import type { AdminCustomerRow } from '@plantopia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderScreen } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';
import { CustomersScreen } from './customers-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const customer = (overrides: Partial<AdminCustomerRow> = {}): AdminCustomerRow => ({
  _id: 'u-1',
  name: 'Asha Rahman',
  email: 'asha@example.com',
  phone: '01711000000',
  role: 'user',
  joinedAt: '2026-01-05T06:00:00.000Z',
  blocked: false,
  orders: 12,
  spent: 125_430.5,
  lastOrderAt: '2026-11-20T04:00:00.000Z',
  returns: 1,
  cancellations: 2,
  ...overrides,
});

const rows = [
  customer(),
  customer({
    _id: 'u-2',
    name: 'Rahim Uddin',
    email: 'rahim@example.com',
    phone: '',
    role: 'staff',
    blocked: true,
    orders: 0,
    spent: 0,
    lastOrderAt: null,
    returns: 0,
    cancellations: 0,
  }),
];

function stubCustomers() {
  return stubFetch((url) => {
    if (url.pathname === '/api/admin/customers')
      return jsonResponse({ success: true, data: rows, total: 143 });
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
}

const listRequests = (requests: { url: URL }[]) =>
  requests.filter((r) => r.url.pathname === '/api/admin/customers');

test('each row shows the customer, role and block, phone, orders, spent, last order, returns, cancellations and joined date', async () => {
  stubScreenWidth(1280);
  stubCustomers();
  renderScreen(<CustomersScreen />, { url: '/admin/customers' });
  const table = await screen.findByRole('table', { name: 'Customers' });
  expect(screen.getByText('143 customers')).toBeInTheDocument();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Customer', 'Phone', 'Orders', 'Spent', 'Last order', 'Returns', 'Cancelled', 'Joined']);
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first!).getByRole('link', { name: 'Customer Asha Rahman' })).toHaveAttribute(
    'href',
    '/admin/customers/u-1',
  );
  expect(within(first!).getByRole('link', { name: '01711000000' })).toHaveAttribute(
    'href',
    'tel:01711000000',
  );
  for (const text of ['asha@example.com', '12', '৳1,25,430.50', 'November 20, 2026']) {
    expect(within(first!).getByText(text)).toBeInTheDocument();
  }
  expect(within(second!).getByText('Blocked')).toBeInTheDocument();
  expect(within(second!).getByText('Staff')).toBeInTheDocument();
  expect(within(first!).queryByText('Blocked')).not.toBeInTheDocument();
});

test('search, filters and sort are the server’s, in the address, and the CSV link asks for the same', async () => {
  stubScreenWidth(1280);
  const { requests } = stubCustomers();
  const { router } = renderScreen(<CustomersScreen />, { url: '/admin/customers' });
  await screen.findByRole('table', { name: 'Customers' });
  expect(listRequests(requests).at(-1)!.url.search).toBe('?sort=joined&dir=desc&page=1&limit=25');

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), '5678{Enter}');
  await userEvent.selectOptions(screen.getByLabelText('Ordering'), 'Blocked');
  await userEvent.selectOptions(screen.getByLabelText('Role'), 'Customer');
  await userEvent.click(screen.getByRole('button', { name: 'Spent' }));
  await waitFor(() =>
    expect(router.state.location.search).toBe('?q=5678&blocked=yes&role=user&sort=spent&dir=desc'),
  );
  const asked = listRequests(requests).at(-1)!.url.searchParams;
  expect(Object.fromEntries(asked)).toEqual({
    q: '5678',
    blocked: 'yes',
    role: 'user',
    sort: 'spent',
    dir: 'desc',
    page: '1',
    limit: '25',
  });
  expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    '/api/admin/customers.csv?q=5678&role=user&blocked=yes&sort=spent&dir=desc',
  );
});

test('on a phone each customer is a card, in Bangla with Bangla digits', async () => {
  stubScreenWidth(390);
  stubCustomers();
  renderScreen(<CustomersScreen />, { url: '/admin/customers', locale: 'bn' });
  const card = (await screen.findByRole('link', { name: 'ক্রেতা Asha Rahman' })).closest('li')!;
  expect(within(card).getByText('৳১,২৫,৪৩০.৫০')).toBeInTheDocument();
  expect(within(card).getByText('১২')).toBeInTheDocument();
  expect(screen.getByText('১৪৩জন ক্রেতা')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
