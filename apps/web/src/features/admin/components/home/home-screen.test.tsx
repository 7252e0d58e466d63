import type { AdminStats } from '@plantopia/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderScreen } from '@/test/render';
import { HomeScreen } from './home-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const stats: AdminStats = {
  toConfirm: 4,
  toBook: 2,
  toShip: 5,
  unreadMessages: 0,
  failedMessages: 1,
  lowStock: 3,
  soldOut: 0,
  sales: {
    today: { sales: 12500, orders: 3 },
    sameDayLastWeek: { sales: 9800.5, orders: 2 },
    week: { sales: 254000, orders: 41 },
    previousWeek: { sales: 198000, orders: 1 },
  },
};

function stubStats(data: AdminStats) {
  stubFetch((url) =>
    url.pathname === '/api/admin/stats'
      ? jsonResponse({ success: true, data })
      : jsonResponse({ success: false, message: 'Not found' }, 404),
  );
}

const tile = (name: RegExp) => screen.findByRole('link', { name });

test('each piece of today’s work is a count that opens the list of exactly those orders or messages', async () => {
  stubStats(stats);
  renderScreen(<HomeScreen />, { url: '/admin' });
  const toConfirm = await tile(/Orders to confirm by phone/);
  expect(toConfirm).toHaveTextContent('4');
  expect(toConfirm).toHaveAttribute('href', '/admin/orders?confirmation=to_confirm,no_answer');
  expect(await tile(/Orders to book with a courier/)).toHaveAttribute(
    'href',
    '/admin/orders?status=accepted&booked=no',
  );
  expect(await tile(/Orders to ship/)).toHaveAttribute('href', '/admin/orders?status=accepted');
  expect(await tile(/Unread messages/)).toHaveAttribute('href', '/admin/messages');
  expect(await tile(/Failed notifications/)).toHaveAttribute('href', '/admin/notifications');
  const low = await tile(/Products low on stock/);
  expect(low).toHaveTextContent('3');
  expect(low).toHaveAttribute('href', '/admin/products?stock=low');
  expect(await tile(/Products sold out/)).toHaveAttribute('href', '/admin/products?stock=sold_out');
});

test('the owner sees today’s and seven days’ sales beside the same days a week before; staff see the work alone', async () => {
  stubStats(stats);
  const { unmount } = renderScreen(<HomeScreen />, { url: '/admin' });
  const sales = await screen.findByRole('region', { name: 'Sales' });
  const today = within(sales).getByRole('link', { name: /Today, 3 orders/ });
  expect(today).toHaveTextContent('৳12,500.00');
  expect(today).toHaveTextContent('Same day last week: ৳9,800.50, 2 orders');
  expect(today).toHaveAttribute('href', '/admin/reports?period=today');
  const week = within(sales).getByRole('link', { name: /Last 7 days, 41 orders/ });
  expect(week).toHaveTextContent('৳2,54,000.00');
  expect(week).toHaveTextContent('The 7 days before: ৳1,98,000.00, 1 order');
  unmount();

  stubStats({ ...stats, sales: null, lowStock: null, soldOut: null });
  renderScreen(<HomeScreen />, { url: '/admin' });
  await tile(/Orders to confirm by phone/);
  expect(screen.queryByRole('region', { name: 'Sales' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Products low on stock/ })).not.toBeInTheDocument();
});

test('in Bangla the counts and takings have Bangla digits and lakh grouping', async () => {
  stubStats(stats);
  renderScreen(<HomeScreen />, { url: '/admin', locale: 'bn' });
  expect(await tile(/ফোনে নিশ্চিত করার অর্ডার/)).toHaveTextContent('৪');
  const week = await tile(/গত ৭ দিন, ৪১টি অর্ডার/);
  expect(week).toHaveTextContent('৳২,৫৪,০০০.০০');
});
