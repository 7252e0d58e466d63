import type { AdminOrderDetail, CourierInfo, CourierParcelStatus } from '@plantopia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { makeAdminOrderDetail, makeOrder } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';
import { OrderScreen } from './order-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e7abc12';
const PAGE = `/api/admin/orders/${ID}`;
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

const accepted = (overrides: Partial<AdminOrderDetail> = {}) =>
  makeAdminOrderDetail({
    confirmation: 'confirmed',
    order: makeOrder({ _id: ID, status: 'accepted', trackingCode: null }),
    ...overrides,
  });

const courierEvent = (minute: number, status: string, consignmentId = 'SF-77') => ({
  _id: `courier-${minute}`,
  at: `2026-11-20T05:${String(minute).padStart(2, '0')}:00.000Z`,
  actor: minute === 0 ? { id: 'staff-1', name: 'Rahim', role: 'staff' } : null,
  kind: 'courier' as const,
  data: { courier: 'steadfast', status, consignmentId },
});

const bookedDetail = (courierStatus: CourierParcelStatus = 'booked', events = [courierEvent(0, 'booked')]) =>
  accepted({
    courier: 'steadfast',
    consignmentId: 'SF-77',
    courierStatus,
    trackingUrl: 'https://steadfast.com.bd/t/TRK77',
    order: makeOrder({ _id: ID, status: 'accepted', trackingCode: 'TRK77' }),
    events: [...makeAdminOrderDetail().events, ...events],
  });

/** The order's page, the couriers set up, and its booking answered by `book` (the page is read again after). */
function stubBooking(
  start: AdminOrderDetail,
  couriers: CourierInfo[],
  book: (courier: string) => { status: number; body: unknown; next?: AdminOrderDetail },
) {
  let detail = start;
  const stub = stubFetch((url, init) => {
    if (url.pathname === '/api/admin/couriers') return jsonResponse({ success: true, data: couriers });
    if (url.pathname === PAGE && (init?.method ?? 'GET') === 'GET')
      return jsonResponse({ success: true, data: detail });
    if (url.pathname === `${PAGE}/courier` && init?.method === 'POST') {
      const answer = book(JSON.parse(String(init.body)).courier);
      if (answer.next) detail = answer.next;
      return jsonResponse(answer.body, answer.status);
    }
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  return { ...stub, posts: () => stub.requests.filter((r) => r.init?.method === 'POST') };
}

function renderOrder(locale: 'en' | 'bn' = 'en') {
  return renderScreen(<OrderScreen />, {
    url: `/admin/orders/${ID}`,
    path: '/admin/orders/:id',
    locale,
    role: 'staff',
  });
}

test('"Book with Steadfast" on an accepted order, confirmed with the cash to collect, shows the booking', async () => {
  stubScreenWidth(1280);
  const { posts } = stubBooking(accepted(), [STEADFAST, PATHAO], (courier) => ({
    status: 200,
    body: {
      success: true,
      data: {
        orderId: ID,
        outcome: 'booked',
        courier,
        consignmentId: 'SF-77',
        trackingCode: 'TRK77',
        trackingUrl: 'https://steadfast.com.bd/t/TRK77',
        reason: null,
        courierMessage: null,
      },
      message: 'Booked with Steadfast: consignment SF-77',
    },
    next: bookedDetail(),
  }));
  renderOrder();
  const status = await screen.findByRole('region', { name: 'Status' });
  expect(await within(status).findByRole('button', { name: 'Book with Pathao' })).toBeInTheDocument();
  await userEvent.click(within(status).getByRole('button', { name: 'Book with Steadfast' }));
  const ask = screen.getByRole('alertdialog', { name: 'Book order #7ABC12 with Steadfast?' });
  expect(ask).toHaveTextContent('Steadfast will collect ৳1,000.00 in cash on delivery.');
  expect(posts()).toHaveLength(0);
  await userEvent.click(within(ask).getByRole('button', { name: 'Book with Steadfast' }));

  await waitFor(() => expect(posts()).toHaveLength(1));
  expect(JSON.parse(String(posts()[0]!.init?.body))).toEqual({ courier: 'steadfast' });
  expect(await screen.findByText('Booked with Steadfast: consignment SF-77')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  // The page is read again: the booking shows, and the order cannot be booked twice.
  await waitFor(() =>
    expect(within(status).queryByRole('button', { name: /^Book with/ })).not.toBeInTheDocument(),
  );
  const booking = within(status).getByText('Parcel status').closest('dl')!;
  expect(booking).toHaveTextContent('CourierSteadfast');
  expect(booking).toHaveTextContent('Parcel statusBooked');
  expect(booking).toHaveTextContent('ConsignmentSF-77');
  expect(booking).toHaveTextContent('Tracking codeTRK77');
  const tracking = within(booking).getByRole('link', { name: "Open the courier's tracking page" });
  expect(tracking).toHaveAttribute('href', 'https://steadfast.com.bd/t/TRK77');
  expect(tracking).toHaveAttribute('target', '_blank');
  expect(tracking).toHaveAttribute('rel', 'noopener');
  // The timeline names the courier as people read it.
  const timeline = screen.getByRole('region', { name: 'Timeline' });
  expect(within(timeline).getByText('Steadfast: Booked')).toBeInTheDocument();
});

test('a refusal leaves the order bookable and says what the courier said', async () => {
  stubScreenWidth(390);
  const paid = accepted({
    order: makeOrder({ _id: ID, status: 'accepted', paymentMethod: 'bkash', paymentStatus: 'paid' }),
  });
  const { posts } = stubBooking(paid, [STEADFAST], () => ({
    status: 409,
    body: {
      success: false,
      code: 'courier.refused',
      params: { courier: STEADFAST.label, reason: 'Invalid recipient phone' },
      message: 'Steadfast refused the parcel: Invalid recipient phone',
    },
  }));
  renderOrder();
  await userEvent.click(await screen.findByRole('button', { name: 'Book with Steadfast' }));
  const ask = screen.getByRole('alertdialog');
  expect(ask).toHaveTextContent('Nothing to collect: the order is paid.');
  await userEvent.click(within(ask).getByRole('button', { name: 'Book with Steadfast' }));
  await waitFor(() => expect(posts()).toHaveLength(1));
  // Hidden from assistive technology until the dialog has closed.
  const status = await screen.findByRole('region', { name: 'Status' });
  expect(await within(status).findByRole('alert')).toHaveTextContent(
    'Steadfast refused the parcel: Invalid recipient phone',
  );
  expect(within(status).getByRole('button', { name: 'Book with Steadfast' })).toBeEnabled();
});

test('a booked parcel shows where the courier last said it stands, and a cancelled one can be booked again', async () => {
  stubBooking(
    // The server keeps the parcel's status (a late "in transit" after "delivered" does not move it back).
    bookedDetail('delivered', [
      courierEvent(0, 'booked'),
      courierEvent(1, 'delivered'),
      courierEvent(2, 'in_transit'),
    ]),
    [STEADFAST],
    () => ({ status: 500, body: {} }),
  );
  const first = renderOrder('bn');
  const status = await screen.findByRole('region', { name: 'অবস্থা' });
  expect(within(status).getByText('পার্সেলের অবস্থা').nextSibling).toHaveTextContent('ডেলিভারি হয়েছে');
  await waitFor(() => expect(within(status).getByText('স্টেডফাস্ট')).toBeInTheDocument());
  expect(within(status).queryByRole('button', { name: /বুক করুন/ })).not.toBeInTheDocument();
  first.unmount();
  vi.unstubAllGlobals();

  stubBooking(
    bookedDetail('cancelled', [courierEvent(0, 'booked'), courierEvent(1, 'cancelled')]),
    [STEADFAST],
    () => ({
      status: 500,
      body: {},
    }),
  );
  renderOrder();
  const again = await screen.findByRole('region', { name: 'Status' });
  expect(within(again).getByText('Parcel status').nextSibling).toHaveTextContent('Cancelled by the courier');
  expect(await within(again).findByRole('button', { name: 'Book with Steadfast' })).toBeInTheDocument();
});

test('an order not accepted offers no booking; the order page prints its label and packing slip', async () => {
  const { requests } = stubBooking(makeAdminOrderDetail(), [STEADFAST], () => ({ status: 500, body: {} }));
  renderOrder();
  await screen.findByRole('region', { name: 'Status' });
  const label = screen.getByRole('link', { name: 'Print label (opens in a new tab)' });
  expect(label).toHaveAttribute('href', `/api/admin/orders/labels.pdf?ids=${ID}`);
  expect(label).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: 'Print packing slip (opens in a new tab)' })).toHaveAttribute(
    'href',
    `/api/admin/orders/packing-slips.pdf?ids=${ID}`,
  );
  // The couriers have been read, and a pending order still has no booking button.
  await waitFor(() =>
    expect(requests.some((request) => request.url.pathname === '/api/admin/couriers')).toBe(true),
  );
  await waitFor(() => expect(screen.queryByRole('button', { name: /Book with/ })).not.toBeInTheDocument());
});
