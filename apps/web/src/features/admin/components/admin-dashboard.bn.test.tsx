import { formatDate, type OutboundMessage } from '@plantopia/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { makeAccount, stubAccountApi } from '@/test/account-api';
import { jsonResponse } from '@/test/fetch-stub';
import { makeOrder } from '@/test/fixtures';
import { renderApp } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const order = makeOrder({ _id: '0190-bangla-c0ffee' });

const failedSms: OutboundMessage = {
  _id: 'n1',
  orderId: order._id,
  orderNumber: 'C0FFEE',
  kind: 'shipped',
  channel: 'sms',
  locale: 'bn',
  recipient: '01711000000',
  summary: 'Plantopia: আপনার অর্ডার #C0FFEE পাঠানো হয়েছে।',
  status: 'failed',
  attempts: 5,
  lastError: 'SSL Wireless refused the SMS: Unauthorized (status 4001)',
  nextAttemptAt: null,
  sentAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
};

/** An admin's session (the account stub) plus the dashboard's own endpoints. */
function stubAdminShop() {
  stubAccountApi({ signedIn: makeAccount({ role: 'admin' }) });
  const accountFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admin/stats') {
      return jsonResponse({
        success: true,
        data: { totalOrders: 1234, totalUsers: 12, totalProducts: 58, unreadMessages: 3, failedMessages: 2 },
      });
    }
    if (url.pathname === '/api/orders') return jsonResponse({ success: true, data: [order] });
    if (url.pathname === '/api/admin/notifications') {
      return jsonResponse({ success: true, data: [failedSms], total: 1, failed: 1 });
    }
    return accountFetch(input, init);
  });
}

test('in Bangla the dashboard names its tabs in Bangla and counts in Bangla digits', async () => {
  stubAdminShop();
  renderApp('/admin', { locale: 'bn' });

  expect(await screen.findByRole('heading', { name: 'অ্যাডমিন ড্যাশবোর্ড' })).toBeInTheDocument();
  expect(await screen.findByText('১,২৩৪')).toBeInTheDocument();
  expect(screen.getByText('মোট ব্যবহারকারী').closest('div')).toHaveTextContent('১২');
  expect(screen.getByText('মোট পণ্য').closest('div')).toHaveTextContent('৫৮');

  const tabs = screen.getByRole('tablist', { name: 'ড্যাশবোর্ডের অংশ' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual([
    'অর্ডার',
    'ব্যবহারকারী',
    'পণ্য',
    'ব্লগ',
    'পণ্য যোগ করুন',
    'বার্তা৩',
    'ডেলিভারি',
    'রিভিউ',
    'কুপন',
    'নোটিফিকেশন২',
  ]);
  expect(within(tabs).getByRole('tab', { name: 'বার্তা (৩টি অপঠিত)' })).toBeInTheDocument();

  // The order card: its date, item count and total in Bangla.
  const card = await screen.findByRole('button', { name: 'Asha Rahman-এর অর্ডার #C0FFEE' });
  expect(card).toHaveTextContent(formatDate(order.createdAt, 'bn'));
  expect(card).toHaveTextContent('২টি পণ্য');
  expect(card).toHaveTextContent('৳১,০০০.০০');

  await userEvent.click(within(tabs).getByRole('tab', { name: 'নোটিফিকেশন (২টি ব্যর্থ)' }));
  const section = await screen.findByRole('region', { name: /অর্ডারের নোটিফিকেশন/ });
  expect(within(section).getByText('১টি ব্যর্থ')).toBeInTheDocument();
  const item = await within(section).findByRole('article', { name: 'অর্ডার #C0FFEE · অর্ডার পাঠানো হয়েছে' });
  expect(within(item).getByText('ব্যর্থ')).toBeInTheDocument();
  expect(item).toHaveTextContent('এসএমএস প্রাপক: 01711000000 · বাংলায়');
  expect(item).toHaveTextContent('৫বার চেষ্টা');
  expect(within(item).getByRole('button', { name: 'আবার পাঠান' })).toBeInTheDocument();
});
