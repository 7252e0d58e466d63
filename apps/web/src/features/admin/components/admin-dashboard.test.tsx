import type { ContactMessage } from '@plantopia/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { adminRowOf, makePlant } from '@/test/fixtures';
import { createTestQueryClient } from '@/test/render';
import { AdminDashboard } from './admin-dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const plant = makePlant({ name: 'Snake Plant', description: 'A'.repeat(80) });
const row = adminRowOf(plant);

function stubShop(
  options: {
    stats?: () => Promise<Response>;
    routes?: (url: URL, init?: RequestInit) => Response | null;
  } = {},
) {
  return stubFetch((url, init) => {
    const routed = options.routes?.(url, init);
    if (routed) return routed;
    if (url.pathname === '/api/admin/stats') {
      return (
        options.stats?.() ??
        jsonResponse({ success: true, data: { totalOrders: 3, totalUsers: 12, totalProducts: 58 } })
      );
    }
    if (url.pathname === '/api/orders') return jsonResponse({ success: true, data: [] });
    if (url.pathname === '/api/admin/products') return jsonResponse({ success: true, data: [row], total: 1 });
    if (url.pathname === `/api/plants/${plant._id}`) return jsonResponse({ success: true, data: plant });
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
}

function renderDashboard() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AdminDashboard />
    </QueryClientProvider>,
  );
}

test('the header shows ... while the counters load, then the totals', async () => {
  let answer: (response: Response) => void = () => {};
  stubShop({ stats: () => new Promise((resolve) => (answer = resolve)) });
  renderDashboard();
  expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  expect(screen.getAllByText('...')).toHaveLength(3);
  answer(jsonResponse({ success: true, data: { totalOrders: 3, totalUsers: 12, totalProducts: 58 } }));
  expect(await screen.findByText('58')).toBeInTheDocument();
  expect(screen.getByText('Total Users').closest('div')).toHaveTextContent('12');
  expect(await screen.findByText('No orders found')).toBeInTheDocument();
});

test('the fifth tab reads Add Product, Cancel while adding, Edit Product while editing', async () => {
  stubShop();
  renderDashboard();
  // The fifth tab is the product editor; Messages, Delivery, Reviews, Coupons and Notifications follow it.
  const tabs = () =>
    screen
      .getAllByRole('tab')
      .slice(0, 5)
      .map((tab) => tab.textContent);
  expect(tabs()).toEqual(['Orders', 'Users', 'Products', 'Blogs', 'Add Product']);
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toHaveLength(10);

  await userEvent.click(screen.getByRole('tab', { name: 'Add Product' }));
  expect(screen.getByRole('heading', { name: 'What are you adding?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Plants.*4 subcategories/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Tools.*3 subcategories/ })).toBeInTheDocument();
  expect(tabs().at(-1)).toBe('Cancel');

  await userEvent.click(screen.getByRole('tab', { name: 'Cancel' }));
  expect(tabs().at(-1)).toBe('Add Product');
  expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');

  // One table row: name, the first 50 characters of the description, category, price in taka, stock.
  expect((await screen.findAllByText('Snake Plant')).length).toBeGreaterThan(0);
  expect(screen.getAllByText(`${'A'.repeat(50)}…`).length).toBeGreaterThan(0);
  expect(screen.getAllByText('৳1,25,000.00').length).toBeGreaterThan(0);

  await userEvent.click(screen.getAllByRole('button', { name: 'Edit Snake Plant' })[0]!);
  expect(tabs().at(-1)).toBe('Edit Product');
  expect(await screen.findByLabelText(/^Name/)).toHaveValue('Snake Plant');

  await userEvent.click(screen.getByRole('button', { name: 'Back to Products' }));
  expect(tabs().at(-1)).toBe('Add Product');
});

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  _id: 'm1',
  name: 'Farhana Rahman',
  email: 'farhana@example.com',
  phone: '+880 1711-111111',
  subject: 'Bulk order',
  message: 'Do you deliver 40 pots to Gulshan?',
  read: false,
  createdAt: '2026-06-08T05:30:00.000Z',
  ...overrides,
});

test('the Messages tab shows the unread count, the messages newest first and the sign-ups; marking read updates the count', async () => {
  let messages = [message(), message({ _id: 'm0', subject: 'Older question', read: true })];
  const { requests } = stubShop({
    routes: (url, init) => {
      if (url.pathname === '/api/admin/stats') {
        const unread = messages.filter((m) => !m.read).length;
        return jsonResponse({
          success: true,
          data: {
            totalOrders: 3,
            totalUsers: 12,
            totalProducts: 58,
            unreadMessages: unread,
            failedMessages: 0,
          },
        });
      }
      if (url.pathname === '/api/admin/messages') {
        const unread = messages.filter((m) => !m.read).length;
        return jsonResponse({ success: true, data: messages, total: messages.length, unread });
      }
      if (url.pathname === '/api/admin/messages/m1' && init?.method === 'PATCH') {
        messages = messages.map((m) => (m._id === 'm1' ? { ...m, read: true } : m));
        return jsonResponse({ success: true, data: messages[0], message: 'Marked as read' });
      }
      if (url.pathname === '/api/admin/newsletter') {
        return jsonResponse({
          success: true,
          data: [{ _id: 's1', email: 'rina@example.com', createdAt: '2026-06-07T05:30:00.000Z' }],
          total: 1,
        });
      }
      return null;
    },
  });
  renderDashboard();
  const tab = await screen.findByRole('tab', { name: 'Messages (1 unread)' });
  await userEvent.click(tab);

  const list = await screen.findByRole('region', { name: /Contact messages/ });
  const items = within(list).getAllByRole('article');
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    'Bulk order',
    'Older question',
  ]);
  expect(within(items[0]!).getByText('New')).toBeInTheDocument();
  expect(within(items[0]!).getByRole('link', { name: 'farhana@example.com' })).toHaveAttribute(
    'href',
    'mailto:farhana@example.com',
  );
  expect(within(items[0]!).getByRole('link', { name: /Reply by email/ })).toHaveAttribute(
    'href',
    'mailto:farhana@example.com?subject=Re%3A%20Bulk%20order',
  );
  expect(within(list).getByText('1 unread')).toBeInTheDocument();
  const signups = screen.getByRole('region', { name: /Newsletter sign-ups/ });
  expect(within(signups).getByRole('link', { name: 'rina@example.com' })).toBeInTheDocument();

  await userEvent.click(within(items[0]!).getByRole('button', { name: 'Mark as read' }));
  expect(await within(items[0]!).findByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
  expect(within(items[0]!).queryByText('New')).toBeNull();
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Messages' })).toBeInTheDocument());
  const patch = requests.find((request) => request.init?.method === 'PATCH');
  expect(JSON.parse(String(patch?.init?.body))).toEqual({ read: true });
});
