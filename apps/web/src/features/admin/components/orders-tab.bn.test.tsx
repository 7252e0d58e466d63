import type { Order } from '@plantopia/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { I18nextProvider } from 'react-i18next';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { makeOrder } from '@/test/fixtures';
import { createTestI18n, createTestQueryClient } from '@/test/render';
import { OrdersTab } from './orders-tab';

afterEach(() => vi.unstubAllGlobals());

function renderTabInBangla(orders: Order[]) {
  const { requests } = stubFetch((_url, init) => {
    if (init?.method === 'PUT') {
      const sent = JSON.parse(String(init.body)) as Partial<Order>;
      return jsonResponse({ success: true, data: { ...orders[0], ...sent } });
    }
    return jsonResponse({ success: true, data: orders });
  });
  render(
    <I18nextProvider i18n={createTestI18n('bn')}>
      <QueryClientProvider client={createTestQueryClient()}>
        <OrdersTab />
        <Toaster />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return requests;
}

test('in Bangla the admin ships an order with a tracking code, asked and answered in Bangla', async () => {
  const accepted = makeOrder({ _id: '0190-ship-abc123', status: 'accepted', paymentMethod: 'cod' });
  const requests = renderTabInBangla([accepted]);

  await userEvent.click(await screen.findByRole('button', { name: 'Asha Rahman-এর অর্ডার #ABC123' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.selectOptions(within(dialog).getByLabelText('অবস্থা বদলান'), 'পাঠানো হয়েছে');

  const confirm = within(dialog).getByRole('group', { name: 'নতুন অবস্থা নিশ্চিত করুন' });
  expect(confirm).toHaveTextContent('অর্ডারটির অবস্থা “গৃহীত” থেকে “পাঠানো হয়েছে” করবেন?');
  await userEvent.type(within(confirm).getByLabelText('ট্র্যাকিং কোড (ঐচ্ছিক)'), 'SA-123456');
  await userEvent.click(within(confirm).getByRole('button', { name: 'নিশ্চিত করুন: পাঠানো হয়েছে' }));

  expect(await screen.findByText('অর্ডারটি পাঠানো হয়েছে বলে চিহ্নিত হয়েছে')).toBeInTheDocument();
  const put = requests.find((r) => r.init?.method === 'PUT')!;
  expect(JSON.parse(String(put.init?.body))).toMatchObject({ status: 'shipped', trackingCode: 'SA-123456' });
});

test('in Bangla a cancelled card order shows the refund due in taka with Bangla digits', async () => {
  const owed = makeOrder({
    _id: '0190-refund-c0ffee',
    paymentMethod: 'card',
    paymentStatus: 'refund_due',
    status: 'cancelled',
  });
  renderTabInBangla([owed]);

  await userEvent.click(await screen.findByRole('button', { name: 'Asha Rahman-এর অর্ডার #C0FFEE' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('রিফান্ড বাকি: কার্ডে পরিশোধ করা ৳১,০০০.০০')).toBeInTheDocument();
  expect(within(dialog).getByText('এই অর্ডারের অবস্থা এখন “বাতিল”; এটি আর বদলানো যাবে না।')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'রিফান্ড হয়েছে বলে চিহ্নিত করুন' }));
  expect(within(dialog).getByText('আপনি কি Asha Rahman-কে ৳১,০০০.০০ ফেরত দিয়েছেন?')).toBeInTheDocument();
});
