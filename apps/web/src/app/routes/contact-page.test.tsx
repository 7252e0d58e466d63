import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse } from '@/test/fetch-stub';
import { goOffline, restoreOnline } from '@/test/network';
import { renderApp } from '@/test/render';
import { stubStorefront } from '@/test/storefront-api';
import './contact-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  restoreOnline();
});

const letter = {
  name: 'Farhana Rahman',
  email: 'farhana@example.com',
  subject: 'Bulk order',
  message: 'Do you deliver 40 pots to Gulshan?',
};

async function fillIn(user: ReturnType<typeof userEvent.setup>, values = letter) {
  await user.type(await screen.findByLabelText('Name'), values.name);
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Subject'), values.subject);
  await user.type(screen.getByLabelText('Message'), values.message);
}

const contactRequests = (requests: { url: URL; init?: RequestInit }[]) =>
  requests.filter((request) => request.url.pathname === '/api/contact');

test('name, email, subject and message are required; phone is optional; nothing is sent until they are valid', async () => {
  const user = userEvent.setup();
  const { requests } = stubStorefront();
  renderApp('/contact');
  await user.click(await screen.findByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Subject is required')).toBeInTheDocument();
  expect(screen.getByText('Message is required')).toBeInTheDocument();
  expect(screen.queryByText(/^Phone (is|must)/)).toBeNull();

  await user.type(screen.getByLabelText('Email'), 'farhana@');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();
  expect(contactRequests(requests)).toHaveLength(0);
});

test('sending stores the message with the shop and confirms it in the page, never with alert()', async () => {
  const user = userEvent.setup();
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const { requests } = stubStorefront({
    routes: {
      'POST /api/contact': () =>
        jsonResponse(
          {
            success: true,
            data: { _id: 'm1', createdAt: '2026-06-08T05:30:00.000Z' },
            message: 'Thank you for your message! We will get back to you soon.',
          },
          201,
        ),
    },
  });
  renderApp('/contact');
  await fillIn(user);
  await user.type(screen.getByLabelText('Phone (optional)'), '01711-111111');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  // The confirmation is a status message in the page, where the form was.
  const status = (await screen.findByText('Message sent')).closest<HTMLElement>('[role="status"]')!;
  expect(status).not.toBeNull();
  expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();
  expect(status).toHaveTextContent('Thank you for your message! We will get back to you soon.');
  expect(status).toHaveTextContent('Our reply will go to farhana@example.com.');
  expect(alert).not.toHaveBeenCalled();
  const [sent] = contactRequests(requests);
  expect(JSON.parse(String(sent?.init?.body))).toEqual({ ...letter, phone: '01711-111111' });

  // Another message starts from an empty form.
  await user.click(within(status).getByRole('button', { name: 'Send another message' }));
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.getByLabelText('Message')).toHaveValue('');
});

test('a failure says the message was not sent and keeps what was typed', async () => {
  const user = userEvent.setup();
  stubStorefront({
    routes: {
      'POST /api/contact': () =>
        jsonResponse({ success: false, message: 'Rate limit exceeded, retry in 1 minute' }, 429),
    },
  });
  renderApp('/contact');
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your message was not sent. You have sent this several times in a short while. Please wait a minute and try again.',
  );
  expect(screen.queryByText('Message sent')).toBeNull();
  expect(screen.getByLabelText('Message')).toHaveValue(letter.message);
});

test('offline, sending fails at once with a clear message instead of waiting', async () => {
  const user = userEvent.setup();
  stubStorefront({ routes: { 'POST /api/contact': () => Promise.reject(new TypeError('Failed to fetch')) } });
  renderApp('/contact');
  await fillIn(user);
  goOffline();
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your message was not sent. You are offline, so nothing was sent. Please try again when you are back online.',
  );
});

test('the page offers WhatsApp and Facebook', async () => {
  stubStorefront();
  renderApp('/contact');
  expect(await screen.findByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    expect.stringContaining('wa.me'),
  );
  expect(screen.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
    'href',
    expect.stringContaining('facebook.com'),
  );
});
