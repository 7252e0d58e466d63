import type { Locale, Order } from '@plantopia/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, expect, test, vi } from 'vitest';
import { I18nProvider } from '@/lib/i18n/react';
import { MemoryRouter } from '@/lib/router';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { makeOrder } from '@/test/fixtures';
import { createTestI18n } from '@/test/i18n';
import { createTestQueryClient } from '@/test/render';
import { MyOrders } from './my-orders';

function order(id: string, overrides: Partial<Order> = {}): Order {
  return makeOrder({ _id: id, userId: 'u1', ...overrides });
}

function renderOrders(locale: Locale = 'en') {
  const queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={createTestI18n(locale)}>
        <MemoryRouter>
          <MyOrders />
        </MemoryRouter>
      </I18nProvider>
      <Toaster />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

test('with no orders it says so and what to do next', async () => {
  stubFetch(() => jsonResponse({ success: true, data: [] }));
  renderOrders();
  expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  expect(screen.getByText('Start shopping to see your orders here.')).toBeInTheDocument();
});

test('each card shows the short id, the status as customers read it, the item count and the total', async () => {
  stubFetch(() =>
    jsonResponse({ success: true, data: [order('0190-aaaa-bbbbbb-c0ffee', { status: 'accepted' })] }),
  );
  renderOrders();
  const card = await screen.findByRole('button', { name: /Order #C0FFEE/ });
  expect(within(card).getByText('Processing')).toBeInTheDocument();
  expect(within(card).getByText(/2 items/)).toBeInTheDocument();
  expect(within(card).getByText('৳1,000.00')).toBeInTheDocument();

  await userEvent.click(card);
  const dialog = await screen.findByRole('dialog', { name: 'Order #C0FFEE' });
  expect(within(dialog).getByText('Cash on delivery')).toBeInTheDocument();
  expect(within(dialog).getByText(/12 Lake Road/)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Delete Order' })).toBeInTheDocument();
  const invoice = within(dialog).getByRole('link', { name: 'Invoice (PDF)' });
  expect(invoice.getAttribute('href')).toMatch(/^\/api\/orders\/[^/]+c0ffee\/invoice$/i);
});

test("a card's delete button removes the order after confirming", async () => {
  const { requests } = stubFetch((_url, init) =>
    init?.method === 'DELETE'
      ? jsonResponse({
          success: true,
          data: order('o-123456', { status: 'cancelled', deletedByCustomer: true }),
        })
      : jsonResponse({ success: true, data: [order('o-123456')] }),
  );
  renderOrders();
  await userEvent.click(await screen.findByTitle('Delete order'));
  const confirm = await screen.findByRole('dialog', { name: 'Delete this order?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Order' }));
  expect(await screen.findByText('Order deleted successfully')).toBeInTheDocument();
  expect(requests.some((r) => r.init?.method === 'DELETE' && r.url.pathname === '/api/orders/o-123456')).toBe(
    true,
  );
  expect(await screen.findByText('No orders yet')).toBeInTheDocument();
});

test('a failed delete says so and keeps the order', async () => {
  stubFetch((_url, init) =>
    init?.method === 'DELETE'
      ? jsonResponse({ success: false, message: 'nope' }, 500)
      : jsonResponse({ success: true, data: [order('o-654321')] }),
  );
  renderOrders();
  await userEvent.click(await screen.findByTitle('Delete order'));
  const confirm = await screen.findByRole('dialog', { name: 'Delete this order?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Order' }));
  expect(await screen.findByText('Failed to delete order')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Order #654321/ })).toBeInTheDocument();
});

test('deleting a pending card-paid order cancels it and keeps it listed as Refund due', async () => {
  const paid = order('o-777777', { paymentMethod: 'card', paymentStatus: 'paid' });
  stubFetch((_url, init) =>
    init?.method === 'DELETE'
      ? jsonResponse({
          success: true,
          data: { ...paid, status: 'cancelled', paymentStatus: 'refund_due' },
          message: 'Order cancelled. We will refund your card payment.',
        })
      : jsonResponse({ success: true, data: [paid] }),
  );
  renderOrders();
  await userEvent.click(await screen.findByTitle('Delete order'));
  const confirm = await screen.findByRole('dialog', { name: 'Delete this order?' });
  expect(confirm).toHaveTextContent('You paid by card: we will refund you');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Order' }));

  expect(await screen.findByText('Order cancelled. We will refund your card payment.')).toBeInTheDocument();
  const card = screen.getByRole('button', { name: /Order #777777/ });
  expect(within(card).getByText('Cancelled')).toBeInTheDocument();
  expect(within(card).getByText('Refund due')).toBeInTheDocument();
  expect(within(card).getByText('We will refund your card payment.')).toBeInTheDocument();

  await userEvent.click(card);
  const dialog = await screen.findByRole('dialog', { name: 'Order #777777' });
  expect(
    within(dialog).getByText(/We will refund your card payment; no action is needed/),
  ).toBeInTheDocument();
});

test('in Bangla each card reads its status, date, item count and total in Bangla, and so does the dialog', async () => {
  stubFetch(() =>
    jsonResponse({
      success: true,
      data: [
        order('0190-aaaa-bbbbbb-c0ffee', {
          status: 'accepted',
          paymentStatus: 'refund_due',
          createdAt: '2026-11-20T06:00:00.000Z',
        }),
      ],
    }),
  );
  renderOrders('bn');
  const card = await screen.findByRole('button', { name: /^অর্ডার #C0FFEE.*প্রস্তুত হচ্ছে/ });
  expect(within(card).getByText('প্রস্তুত হচ্ছে')).toBeInTheDocument();
  expect(within(card).getByText('টাকা ফেরত বাকি')).toBeInTheDocument();
  expect(within(card).getByText(/২০ নভেম্বর, ২০২৬/)).toBeInTheDocument();
  expect(within(card).getByText(/২টি পণ্য/)).toBeInTheDocument();
  expect(within(card).getByText('৳১,০০০.০০')).toBeInTheDocument();

  await userEvent.click(card);
  const dialog = await screen.findByRole('dialog', { name: 'অর্ডার #C0FFEE' });
  expect(within(dialog).getByText('ক্যাশ অন ডেলিভারি')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'ইনভয়েস (PDF)' })).toBeInTheDocument();
});
