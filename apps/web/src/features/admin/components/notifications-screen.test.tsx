import type { OutboundMessage } from '@plantopia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderScreen } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';
import { NotificationsScreen } from './notifications-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const failedSms: OutboundMessage = {
  _id: 'n1',
  orderId: '019a5f4e-7b1c-7d2e-9f00-1234567abc12',
  orderNumber: '7ABC12',
  kind: 'shipped',
  channel: 'sms',
  locale: 'bn',
  recipient: '01711000000',
  summary: 'প্ল্যান্টোপিয়া: আপনার অর্ডার #7ABC12 পাঠানো হয়েছে।',
  status: 'failed',
  attempts: 5,
  lastError: 'SSL Wireless refused the SMS: Unauthorized (status 4001)',
  nextAttemptAt: null,
  sentAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
};

function stubNotifications(start: OutboundMessage[]) {
  let messages = start;
  return stubFetch((url, init) => {
    if (url.pathname === '/api/admin/notifications') {
      const status = url.searchParams.get('status');
      const rows = messages.filter((m) => status === 'all' || m.status === status);
      return jsonResponse({
        success: true,
        data: rows,
        total: rows.length,
        failed: messages.filter((m) => m.status === 'failed').length,
      });
    }
    const retry = url.pathname.match(/^\/api\/admin\/notifications\/(\w+)\/retry$/);
    if (retry && init?.method === 'POST') {
      messages = messages.map((m) => (m._id === retry[1] ? { ...m, status: 'pending', attempts: 0 } : m));
      return jsonResponse({ success: true, data: messages.find((m) => m._id === retry[1]) });
    }
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
}

const rowOf = (text: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(text))!;

test('the failed order messages show their error and link to their order; one is sent again', async () => {
  stubScreenWidth(1280);
  const { requests } = stubNotifications([failedSms]);
  const { router } = renderScreen(<NotificationsScreen />, { url: '/admin/notifications' });

  const link = await screen.findByRole('link', { name: 'Order #7ABC12 · Order shipped' });
  expect(link).toHaveAttribute('href', '/admin/orders/019a5f4e-7b1c-7d2e-9f00-1234567abc12');
  const row = rowOf('7ABC12');
  expect(within(row).getByText('Failed')).toBeInTheDocument();
  expect(row).toHaveTextContent('SMS to 01711000000 · in Bangla');
  expect(within(row).getByText(/Unauthorized \(status 4001\)/)).toBeInTheDocument();
  expect(row).toHaveTextContent('5 attempts');
  expect(screen.getByText('1 failed')).toBeInTheDocument();
  expect(requests[0]?.url.searchParams.get('status')).toBe('failed');

  await userEvent.click(
    within(row).getByRole('button', { name: 'Send again: Order #7ABC12 · Order shipped' }),
  );
  expect(await screen.findByText('No failed messages')).toBeInTheDocument();
  expect(screen.getByText('The message will be sent again shortly')).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByLabelText('Show'), 'Waiting to be sent');
  expect(router.state.location.search).toBe('?status=pending');
  await waitFor(() => expect(within(rowOf('7ABC12')).getByText('Waiting')).toBeInTheDocument());
  expect(within(rowOf('7ABC12')).queryByRole('button', { name: /again/ })).toBeNull();
});

test('several failed messages are sent again at once from the selection', async () => {
  stubScreenWidth(1280);
  const second = {
    ...failedSms,
    _id: 'n2',
    orderNumber: '4DEF56',
    channel: 'email' as const,
    recipient: 'asha@example.com',
  };
  const { requests } = stubNotifications([failedSms, second]);
  renderScreen(<NotificationsScreen />, { url: '/admin/notifications' });
  await screen.findByRole('link', { name: 'Order #4DEF56 · Order shipped' });
  await userEvent.click(screen.getByRole('checkbox', { name: /Select every row/ }));
  await userEvent.click(
    within(screen.getByRole('group', { name: 'Selected rows' })).getByRole('button', { name: 'Send again' }),
  );
  expect(await screen.findByText('2 messages will be sent again shortly')).toBeInTheDocument();
  expect(requests.filter((r) => r.init?.method === 'POST').map((r) => r.url.pathname)).toEqual([
    '/api/admin/notifications/n1/retry',
    '/api/admin/notifications/n2/retry',
  ]);
});

test('in Bangla a failed message reads in Bangla words and digits', async () => {
  stubScreenWidth(1280);
  stubNotifications([failedSms]);
  renderScreen(<NotificationsScreen />, { url: '/admin/notifications', locale: 'bn' });
  const link = await screen.findByRole('link', { name: 'অর্ডার #7ABC12 · অর্ডার পাঠানো হয়েছে' });
  const row = link.closest('tr')!;
  expect(within(row).getByText('ব্যর্থ')).toBeInTheDocument();
  expect(row).toHaveTextContent('এসএমএস প্রাপক: 01711000000 · বাংলায়');
  expect(row).toHaveTextContent('৫বার চেষ্টা');
  expect(
    within(row).getByRole('button', { name: 'আবার পাঠান: অর্ডার #7ABC12 · অর্ডার পাঠানো হয়েছে' }),
  ).toBeInTheDocument();
  expect(screen.getByText('১টি ব্যর্থ')).toBeInTheDocument();
});

test('a message about no order (a back-in-stock alert) is named by its kind and links to no order', async () => {
  stubScreenWidth(1280);
  stubNotifications([
    {
      ...failedSms,
      _id: 'n3',
      orderId: null,
      orderNumber: null,
      kind: 'back_in_stock',
      channel: 'email',
      recipient: 'rafi@example.com',
      summary: 'Snake Plant is back in stock | Plantopia',
    },
  ]);
  renderScreen(<NotificationsScreen />, { url: '/admin/notifications' });
  const title = await screen.findByText('Back in stock (to a shopper)');
  const row = title.closest('tr')!;
  expect(within(row).queryByRole('link')).toBeNull();
  expect(
    within(row).getByRole('button', { name: 'Send again: Back in stock (to a shopper)' }),
  ).toBeInTheDocument();
});
