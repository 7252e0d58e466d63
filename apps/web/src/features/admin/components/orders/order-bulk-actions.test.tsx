import type { CourierBookingResult, CourierInfo } from '@plantopia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { makeAdminOrderRow } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';
import { OrderBulkActions } from './order-bulk-actions';
import { OrdersScreen } from './orders-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FIRST = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e7abc12';
const SECOND = '0190-second-order-4def56';
const THIRD = '0190-third-order-9ff001';

const rows = [
  makeAdminOrderRow({ _id: FIRST, status: 'accepted', confirmation: 'confirmed' }),
  makeAdminOrderRow({ _id: SECOND, number: '4DEF56', name: 'Rafiq Hasan', status: 'accepted' }),
  makeAdminOrderRow({
    _id: THIRD,
    number: '9FF001',
    status: 'shipped',
    courier: 'steadfast',
    consignmentId: 'SF-500',
  }),
];

const STEADFAST: CourierInfo = {
  name: 'steadfast',
  label: { en: 'Steadfast', bn: 'স্টেডফাস্ট' },
  placeLevels: [],
  webhook: true,
};
const PATHAO: CourierInfo = {
  name: 'pathao',
  label: { en: 'Pathao', bn: 'পাঠাও' },
  placeLevels: ['district', 'upazila'],
  webhook: true,
};

const booked = (orderId: string, courier: string, consignmentId: string): CourierBookingResult => ({
  orderId,
  outcome: 'booked',
  courier,
  consignmentId,
  trackingCode: `T-${consignmentId}`,
  trackingUrl: `https://courier.example/track/${consignmentId}`,
  reason: null,
  courierMessage: null,
});

const refused = (
  orderId: string,
  courier: string,
  reason: CourierBookingResult['reason'],
  courierMessage: string | null = null,
): CourierBookingResult => ({
  orderId,
  outcome: 'refused',
  courier,
  consignmentId: null,
  trackingCode: null,
  trackingUrl: null,
  reason,
  courierMessage,
});

/** The orders list, the couriers set up, and the bulk booking answered with `results`. */
function stubList(couriers: CourierInfo[], results: CourierBookingResult[] = []) {
  const stub = stubFetch((url, init) => {
    if (url.pathname === '/api/admin/orders') return jsonResponse({ success: true, data: rows, total: 3 });
    if (url.pathname === '/api/admin/couriers') return jsonResponse({ success: true, data: couriers });
    if (url.pathname === '/api/admin/orders/courier-bookings' && init?.method === 'POST')
      return jsonResponse({ success: true, data: results, message: 'Booked' });
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  return {
    ...stub,
    lists: () => stub.requests.filter((r) => r.url.pathname === '/api/admin/orders'),
    bookings: () => stub.requests.filter((r) => r.url.pathname === '/api/admin/orders/courier-bookings'),
  };
}

async function select(...numbers: string[]) {
  for (const number of numbers)
    await userEvent.click(await screen.findByRole('checkbox', { name: `Select Order #${number}` }));
}

test('"Book with Steadfast" books the selection and lists each order: booked with its consignment, or why not', async () => {
  stubScreenWidth(1280);
  const { bookings, lists } = stubList(
    [STEADFAST],
    [
      booked(FIRST, 'steadfast', 'SF-1001'),
      refused(
        SECOND,
        'steadfast',
        {
          code: 'courier.refused',
          params: { courier: STEADFAST.label, reason: 'Invalid recipient phone' },
        },
        'Invalid recipient phone',
      ),
      refused(THIRD, 'steadfast', {
        code: 'courier.already_booked',
        params: { courier: STEADFAST.label, consignment: 'SF-500' },
      }),
    ],
  );
  renderScreen(<OrdersScreen />, { url: '/admin/orders' });
  await select('7ABC12', '4DEF56', '9FF001');
  const toolbar = screen.getByRole('group', { name: 'Selected rows' });
  expect(within(toolbar).getByText('3 selected')).toBeInTheDocument();

  await userEvent.click(within(toolbar).getByRole('button', { name: 'Book with Steadfast' }));
  const dialog = screen.getByRole('dialog', { name: 'Book 3 orders with a courier' });
  expect(dialog).toHaveTextContent('Courier: Steadfast');
  const listsBefore = lists().length;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Book 3 orders with Steadfast' }));

  await waitFor(() => expect(bookings()).toHaveLength(1));
  expect(JSON.parse(String(bookings()[0]!.init?.body))).toEqual({
    courier: 'steadfast',
    ids: [FIRST, SECOND, THIRD],
  });
  const results = await screen.findByRole('dialog', { name: 'Booking with Steadfast' });
  expect(within(results).getByText('Booked: 1. Not booked: 2.')).toHaveFocus();
  const items = within(within(results).getByRole('list', { name: "Each order's booking" })).getAllByRole(
    'listitem',
  );
  // The ones that need staff come first.
  expect(items.map((item) => item.textContent)).toEqual([
    '#4DEF56 Not bookedSteadfast refused the parcel: Invalid recipient phone',
    '#9FF001 Not bookedThis order is already booked with Steadfast (consignment SF-500)',
    '#7ABC12 BookedConsignment SF-1001Tracking page',
  ]);
  expect(within(items[0]!).getByRole('link', { name: '#4DEF56' })).toHaveAttribute(
    'href',
    `/admin/orders/${SECOND}`,
  );
  const tracking = within(items[2]!).getByRole('link', { name: 'Tracking page' });
  expect(tracking).toHaveAttribute('href', 'https://courier.example/track/SF-1001');
  expect(tracking).toHaveAttribute('target', '_blank');
  // The list is read again: booked orders show their courier.
  await waitFor(() => expect(lists().length).toBeGreaterThan(listsBefore));

  await userEvent.click(within(results).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('group', { name: 'Selected rows' })).not.toBeInTheDocument();
  expect(screen.getByText('3 orders')).toBeInTheDocument();
}, 30_000);

test('with two couriers set up the booking asks which; Escape closes it unbooked and keeps the selection', async () => {
  stubScreenWidth(390);
  const { bookings } = stubList([STEADFAST, PATHAO], [booked(SECOND, 'pathao', 'PA-77')]);
  renderScreen(<OrdersScreen />, { url: '/admin/orders' });
  await select('4DEF56');
  await userEvent.click(screen.getByRole('button', { name: 'Book with courier' }));
  let dialog = screen.getByRole('dialog', { name: 'Book 1 order with a courier' });
  expect(within(dialog).getByRole('radio', { name: 'Steadfast' })).toBeChecked();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(bookings()).toHaveLength(0);
  expect(screen.getByText('1 selected')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Book with courier' }));
  dialog = screen.getByRole('dialog', { name: 'Book 1 order with a courier' });
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Pathao' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Book 1 order with Pathao' }));
  await waitFor(() => expect(bookings()).toHaveLength(1));
  expect(JSON.parse(String(bookings()[0]!.init?.body))).toEqual({ courier: 'pathao', ids: [SECOND] });
  const results = await screen.findByRole('dialog', { name: 'Booking with Pathao' });
  expect(results).toHaveTextContent('Booked: 1. Not booked: 0.');
  expect(results).toHaveTextContent('Consignment PA-77');
}, 30_000);

test('in Bangla the booking and its results read in Bangla', async () => {
  stubScreenWidth(1280);
  stubList(
    [STEADFAST],
    [
      refused(FIRST, 'steadfast', {
        code: 'courier.unavailable',
        params: { courier: STEADFAST.label },
      }),
    ],
  );
  renderScreen(<OrdersScreen />, { url: '/admin/orders', locale: 'bn' });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'অর্ডার #7ABC12 বাছাই করুন' }));
  await userEvent.click(screen.getByRole('button', { name: 'স্টেডফাস্ট-এ বুক করুন' }));
  const dialog = screen.getByRole('dialog', { name: '১টি অর্ডার কুরিয়ারে বুক করুন' });
  await userEvent.click(within(dialog).getByRole('button', { name: '১টি অর্ডার স্টেডফাস্ট-এ বুক করুন' }));
  const results = await screen.findByRole('dialog', { name: 'স্টেডফাস্ট-এ বুকিং' });
  expect(results).toHaveTextContent('বুক হয়েছে: ০টি। বুক হয়নি: ১টি।');
  expect(results).toHaveTextContent('স্টেডফাস্ট সাড়া দেয়নি');
});

test('without a courier set up there is no booking; the prints open the selection’s PDFs in a new tab', async () => {
  stubScreenWidth(1280);
  stubList([]);
  renderScreen(<OrdersScreen />, { url: '/admin/orders' });
  await select('9FF001', '7ABC12');
  const toolbar = screen.getByRole('group', { name: 'Selected rows' });
  expect(within(toolbar).queryByRole('button', { name: /Book with/ })).not.toBeInTheDocument();

  const labels = within(toolbar).getByRole('link', { name: 'Print labels (opens in a new tab)' });
  const slips = within(toolbar).getByRole('link', { name: 'Print packing slips (opens in a new tab)' });
  for (const [link, path] of [
    [labels, '/api/admin/orders/labels.pdf'],
    [slips, '/api/admin/orders/packing-slips.pdf'],
  ] as const) {
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe(path);
    // In the order they were selected, as the PDF prints them.
    expect(href.searchParams.get('ids')).toBe(`${THIRD},${FIRST}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  }
});

test('more than 100 selected orders: printing and booking are turned off with the reason', async () => {
  stubFetch((url) =>
    url.pathname === '/api/admin/couriers'
      ? jsonResponse({ success: true, data: [STEADFAST] })
      : jsonResponse({ success: false, message: 'Not found' }, 404),
  );
  const ids = Array.from({ length: 101 }, (_, index) => `order-${index}`);
  renderScreen(<OrderBulkActions selection={{ ids, rows: [], clear: () => {} }} />);
  const book = await screen.findByRole('button', { name: 'Book with Steadfast' });
  expect(book).toBeDisabled();
  expect(book).toHaveAccessibleDescription('Select at most 100 orders to book');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Print labels' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Print packing slips' })).toHaveAccessibleDescription(
    'Select at most 100 orders to print',
  );
});

test('the courier filter offers the couriers set up and asks the server for one', async () => {
  stubScreenWidth(1280);
  const { lists } = stubList([STEADFAST, PATHAO]);
  const { router } = renderScreen(<OrdersScreen />, { url: '/admin/orders' });
  await screen.findByRole('table', { name: 'Orders' });
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  const courier = screen.getByRole('combobox', { name: 'Courier' });
  await waitFor(() =>
    expect(
      within(courier)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any courier', 'Steadfast', 'Pathao']),
  );
  await userEvent.selectOptions(courier, 'Pathao');
  expect(new URLSearchParams(router.state.location.search).get('courier')).toBe('pathao');
  await waitFor(() => expect(lists().at(-1)!.url.searchParams.get('courier')).toBe('pathao'));
  // The table names the courier as people read it.
  expect(within(screen.getByRole('table', { name: 'Orders' })).getByText('Steadfast')).toBeInTheDocument();

  await userEvent.selectOptions(courier, 'Any courier');
  expect(new URLSearchParams(router.state.location.search).has('courier')).toBe(false);
});
