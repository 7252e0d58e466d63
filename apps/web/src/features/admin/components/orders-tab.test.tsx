import type { Order } from '@plantopia/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { makeOrder } from '@/test/fixtures';
import { createTestQueryClient } from '@/test/render';
import { OrdersTab } from './orders-tab';

afterEach(() => vi.unstubAllGlobals());

function renderTab() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <OrdersTab />
      <Toaster />
    </QueryClientProvider>,
  );
}

const owed = makeOrder({
  _id: '0190-refund-c0ffee',
  paymentMethod: 'card',
  paymentStatus: 'refund_due',
  status: 'cancelled',
});

test('a cancelled card order shows "Refund due", and the admin marks it refunded after confirming', async () => {
  const { requests } = stubFetch((url, init) => {
    if (init?.method === 'PUT' && url.pathname === `/api/orders/${owed._id}/payment-status`) {
      const refunded: Order = { ...owed, paymentStatus: 'refunded' };
      return jsonResponse({ success: true, data: refunded, message: 'Payment marked as refunded' });
    }
    return jsonResponse({ success: true, data: [owed] });
  });
  renderTab();
  const card = await screen.findByRole('button', { name: /Order #C0FFEE/ });
  expect(within(card).getByText('Refund due')).toBeInTheDocument();

  await userEvent.click(card);
  const dialog = await screen.findByRole('dialog', { name: 'Order #C0FFEE' });
  expect(within(dialog).getByText('Refund due: ৳1,000.00 paid by card')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as refunded' }));
  expect(within(dialog).getByText('Have you returned ৳1,000.00 to Asha Rahman?')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm: Refunded' }));

  expect(await screen.findByText('Payment marked as refunded')).toBeInTheDocument();
  const put = requests.find((r) => r.init?.method === 'PUT')!;
  expect(JSON.parse(String(put.init?.body))).toEqual({ paymentStatus: 'refunded' });
  expect(within(dialog).getByText('Refunded')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Mark as refunded' })).not.toBeInTheDocument();
  expect(within(card).queryByText('Refund due')).not.toBeInTheDocument();
});

test('a paid order offers no refund mark', async () => {
  stubFetch(() =>
    jsonResponse({ success: true, data: [makeOrder({ paymentMethod: 'card', paymentStatus: 'paid' })] }),
  );
  renderTab();
  await userEvent.click(await screen.findByRole('button', { name: /^Order #/ }));
  const dialog = await screen.findByRole('dialog', { name: /^Order #/ });
  expect(within(dialog).getByText('Paid')).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Mark as refunded' })).not.toBeInTheDocument();
});
