import type { OutboundMessage } from '@plantopia/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { createTestQueryClient } from '@/test/render';
import { NotificationsTab } from './notifications-tab';

afterEach(() => {
  vi.unstubAllGlobals();
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

test('the failed order messages show their error, and one can be sent again', async () => {
  let messages = [failedSms];
  const { requests } = stubFetch((url, init) => {
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
    if (url.pathname === '/api/admin/notifications/n1/retry' && init?.method === 'POST') {
      messages = [{ ...failedSms, status: 'pending', attempts: 0, lastError: failedSms.lastError }];
      return jsonResponse({
        success: true,
        data: messages[0],
        message: 'The message will be sent again shortly',
      });
    }
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <NotificationsTab />
    </QueryClientProvider>,
  );

  const section = await screen.findByRole('region', { name: /Order notifications/ });
  const item = await within(section).findByRole('article', { name: 'Order #7ABC12 · Order shipped' });
  expect(within(item).getByText('Failed')).toBeInTheDocument();
  expect(within(item).getByText(/SMS to/)).toHaveTextContent('SMS to 01711000000 · in Bangla');
  expect(within(item).getByText(/Unauthorized \(status 4001\)/)).toBeInTheDocument();
  expect(within(section).getByText('1 failed')).toBeInTheDocument();
  expect(requests[0]?.url.searchParams.get('status')).toBe('failed');

  await userEvent.click(within(item).getByRole('button', { name: 'Send again' }));

  expect(await within(section).findByText('No failed messages')).toBeInTheDocument();
  await userEvent.selectOptions(within(section).getByLabelText('Show'), 'Waiting to be sent');
  const waiting = await within(section).findByRole('article', { name: 'Order #7ABC12 · Order shipped' });
  expect(within(waiting).getByText('Waiting')).toBeInTheDocument();
  expect(within(waiting).queryByRole('button', { name: 'Send again' })).toBeNull();
});
