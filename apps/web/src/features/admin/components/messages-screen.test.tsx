import type { ContactMessage } from '@plantopia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderScreen } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';
import { MessagesScreen } from './messages-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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

function stubInbox() {
  let messages = [message(), message({ _id: 'm0', subject: 'Older question', read: true })];
  return stubFetch((url, init) => {
    if (url.pathname === '/api/admin/messages') {
      const unread = messages.filter((m) => !m.read).length;
      return jsonResponse({ success: true, data: messages, total: messages.length, unread });
    }
    const one = url.pathname.match(/^\/api\/admin\/messages\/(\w+)$/);
    if (one && init?.method === 'PATCH') {
      const { read } = JSON.parse(String(init.body));
      messages = messages.map((m) => (m._id === one[1] ? { ...m, read } : m));
      return jsonResponse({ success: true, data: messages.find((m) => m._id === one[1]) });
    }
    if (url.pathname === '/api/admin/newsletter') {
      return jsonResponse({
        success: true,
        data: [{ _id: 's1', email: 'rina@example.com', createdAt: '2026-06-07T05:30:00.000Z' }],
        total: 1,
      });
    }
    return jsonResponse({ success: false, message: 'Not found' }, 404);
  });
}

const rowOf = (text: string) => screen.getAllByRole('row').find((row) => row.textContent?.includes(text))!;

test('the contact messages, newest first with the new ones marked, and the sign-ups beside them', async () => {
  stubScreenWidth(1280);
  stubInbox();
  renderScreen(<MessagesScreen />, { url: '/admin/messages' });
  const messages = await screen.findByRole('table', { name: 'Contact messages' });
  await waitFor(() => expect(within(messages).getAllByRole('row')).toHaveLength(3));
  expect(screen.getByText('2 messages · 1 unread')).toBeInTheDocument();
  const first = rowOf('Bulk order');
  expect(within(first).getByText('New')).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'farhana@example.com' })).toHaveAttribute(
    'href',
    'mailto:farhana@example.com',
  );
  expect(within(first).getByRole('link', { name: '+880 1711-111111' })).toHaveAttribute(
    'href',
    'tel:+8801711111111',
  );
  expect(within(first).getByRole('link', { name: 'Reply by email to “Bulk order”' })).toHaveAttribute(
    'href',
    'mailto:farhana@example.com?subject=Re%3A%20Bulk%20order',
  );
  expect(within(rowOf('Older question')).queryByText('New')).toBeNull();
  const signups = screen.getByRole('table', { name: 'Newsletter sign-ups' });
  expect(within(signups).getByRole('link', { name: 'rina@example.com' })).toBeInTheDocument();
});

test('one message or a selection is marked read, and the unread count follows', async () => {
  stubScreenWidth(1280);
  const { requests } = stubInbox();
  renderScreen(<MessagesScreen />, { url: '/admin/messages' });
  await screen.findByText('2 messages · 1 unread');
  await userEvent.click(
    within(rowOf('Bulk order')).getByRole('button', { name: 'Mark “Bulk order” as read' }),
  );
  expect(await screen.findByText('2 messages')).toBeInTheDocument();
  expect(within(rowOf('Bulk order')).queryByText('New')).toBeNull();
  const patches = () => requests.filter((r) => r.init?.method === 'PATCH');
  expect(JSON.parse(String(patches()[0]!.init?.body))).toEqual({ read: true });

  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Bulk order' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Older question' }));
  await userEvent.click(
    within(screen.getByRole('group', { name: 'Selected rows' })).getByRole('button', {
      name: 'Mark as unread',
    }),
  );
  expect(await screen.findByText('2 messages · 2 unread')).toBeInTheDocument();
  expect(screen.getByText('2 messages marked as unread')).toBeInTheDocument();
  expect(
    patches()
      .slice(1)
      .map((r) => r.url.pathname),
  ).toEqual(['/api/admin/messages/m1', '/api/admin/messages/m0']);
});
