import type { AdminCustomerDetail, CustomerOrderRow } from '@plantopia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderScreen } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';
import { CustomerScreen } from './customer-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ID = 'u-7';
const PAGE = `/api/admin/customers/${ID}`;
const shipping = {
  name: 'Asha Rahman',
  email: 'asha@example.com',
  address: 'House 12, Road 5, Dhanmondi',
  city: 'Dhaka City, Dhaka',
  state: 'Dhaka Division',
  postalCode: '1209',
  country: 'Bangladesh',
  phone: '01711000000',
};

const makeDetail = (blocked = false): AdminCustomerDetail => ({
  customer: {
    _id: ID,
    name: 'Asha Rahman',
    email: 'asha@example.com',
    phone: '01711000000',
    role: 'user',
    joinedAt: '2026-01-05T06:00:00.000Z',
    blocked,
    orders: 14,
    spent: 12_500,
    lastOrderAt: '2026-11-20T04:00:00.000Z',
    returns: 2,
    cancellations: 1,
  },
  photoURL: '',
  savedAddress: { ...shipping },
  deliveryAddresses: [{ shipping, orders: 13, lastUsedAt: '2026-11-20T04:00:00.000Z' }],
  phones: [{ phone: '01711000000', delivered: 11, returned: 2, cancelled: 1, open: 0, otherAccounts: 2 }],
  blocks: blocked
    ? [
        {
          reason: 'Refused three parcels',
          blockedAt: '2026-11-21T04:00:00.000Z',
          blockedBy: 'Nadia',
          liftedAt: null,
          liftedBy: null,
        },
      ]
    : [],
});

const order = (n: number): CustomerOrderRow => ({
  _id: `order-${n}`,
  number: `ABC12${n}`,
  createdAt: `2026-11-${String(10 + n).padStart(2, '0')}T04:00:00.000Z`,
  itemCount: 2,
  total: 1250,
  paymentMethod: 'cod',
  paymentStatus: 'unpaid',
  status: 'pending',
});

function stubCustomerPage(start: AdminCustomerDetail) {
  let detail = start;
  return stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === PAGE && method === 'GET') return jsonResponse({ success: true, data: detail });
    if (url.pathname === `${PAGE}/orders`) {
      const page = Number(url.searchParams.get('page'));
      return jsonResponse({ success: true, data: page === 2 ? [order(1)] : [order(3), order(2)], total: 14 });
    }
    if (url.pathname === `${PAGE}/block` && method === 'PUT') {
      const { reason } = JSON.parse(String(init?.body));
      detail = makeDetail(true);
      detail.blocks[0]!.reason = reason;
      return jsonResponse({ success: true, data: detail, message: 'Asha Rahman can no longer place orders' });
    }
    if (url.pathname === `${PAGE}/block` && method === 'DELETE') {
      detail = makeDetail(false);
      return jsonResponse({ success: true, data: detail, message: 'Asha Rahman can place orders again' });
    }
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
}

const renderCustomer = (role: 'admin' | 'staff' = 'admin', url = `/admin/customers/${ID}`) =>
  renderScreen(<CustomerScreen />, { url, path: '/admin/customers/:id', role });

test("the page shows the customer's figures, orders linking to their pages, addresses and phone history", async () => {
  stubScreenWidth(1280);
  stubCustomerPage(makeDetail());
  const { router } = renderCustomer('staff');
  expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rahman' })).toBeInTheDocument();
  const figures = screen.getByRole('region', { name: 'Orders here' });
  for (const text of ['14', '৳12,500.00', 'November 20, 2026']) {
    expect(within(figures).getByText(text)).toBeInTheDocument();
  }

  const orders = await screen.findByRole('table', { name: 'Orders' });
  expect(within(orders).getByRole('link', { name: 'Order #ABC123' })).toHaveAttribute(
    'href',
    '/admin/orders/order-3',
  );
  await userEvent.click(screen.getByRole('button', { name: /Next/ }));
  expect(await within(orders).findByRole('link', { name: 'Order #ABC121' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?orders-page=2');

  const addresses = screen.getByRole('region', { name: 'Addresses' });
  expect(within(addresses).getAllByText(/House 12, Road 5, Dhanmondi/)).toHaveLength(2);
  expect(within(addresses).getByText('13 orders, last on November 20, 2026')).toBeInTheDocument();
  const phones = screen.getByRole('region', { name: 'Phone numbers' });
  expect(within(phones).getByText('2 other accounts have ordered with this number.')).toBeInTheDocument();
  // Staff read; only the admin blocks.
  expect(screen.queryByRole('button', { name: 'Block from ordering' })).not.toBeInTheDocument();
});

test('an admin blocks a customer with a reason the dialog asks for, and lets them order again', async () => {
  stubScreenWidth(1280);
  const { requests } = stubCustomerPage(makeDetail());
  renderCustomer('admin');
  await userEvent.click(await screen.findByRole('button', { name: 'Block from ordering' }));
  const dialog = screen.getByRole('dialog', { name: 'Block Asha Rahman from ordering?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
  expect(within(dialog).getByLabelText('Reason (for the shop only)')).toHaveAttribute('aria-invalid', 'true');
  expect(requests.some((r) => r.init?.method === 'PUT')).toBe(false);

  await userEvent.type(within(dialog).getByLabelText('Reason (for the shop only)'), 'Fake orders twice');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const put = requests.find((r) => r.init?.method === 'PUT')!;
  expect(JSON.parse(String(put.init?.body))).toEqual({ reason: 'Fake orders twice' });
  expect(await screen.findByRole('note')).toHaveTextContent('Blocked from ordering since November 21, 2026');
  expect(screen.getByRole('note')).toHaveTextContent('by Nadia: Fake orders twice');

  await userEvent.click(screen.getByRole('button', { name: 'Allow ordering' }));
  const confirm = screen.getByRole('alertdialog', { name: 'Let Asha Rahman order again?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Allow ordering' }));
  await waitFor(() => expect(screen.queryByRole('note')).not.toBeInTheDocument());
  expect(requests.filter((r) => r.init?.method === 'DELETE')).toHaveLength(1);
  // The closing dialog hands the page back to screen readers a moment after it leaves.
  expect(await screen.findByRole('button', { name: 'Block from ordering' })).toBeInTheDocument();
});

test('an unknown customer says so', async () => {
  stubScreenWidth(390);
  stubCustomerPage(makeDetail());
  renderCustomer('staff', '/admin/customers/nobody');
  expect(await screen.findByText('There is no such customer')).toBeInTheDocument();
});
