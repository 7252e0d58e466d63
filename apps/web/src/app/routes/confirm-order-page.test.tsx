import type { ConfirmLinkState, ConfirmLinkView } from '@plantopia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse } from '@/test/fetch-stub';
import { renderApp } from '@/test/render';
import { bodyOf, stubStorefront } from '@/test/storefront-api';
import './confirm-order-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = 'AZrBssPUfl-KmwwdLnq8Eg.t4k2qo.q1w2e3r4t5y6u7i8o9p0aa';
const API = `/api/order-confirmations/${TOKEN}`;

const open: ConfirmLinkView = {
  number: '7ABC12',
  items: [
    { name: 'Snake Plant', nameBn: 'স্নেক প্ল্যান্ট', quantity: 2, lineTotal: 1000 },
    { name: 'Clay Pot', nameBn: null, quantity: 1, lineTotal: 250 },
  ],
  delivery: 150,
  discount: 50,
  total: 1350,
  cashOnDelivery: 1350,
  state: 'open',
  expiresAt: '2026-11-28T06:00:00.000Z',
};

/** The link's order as the server answers it, its answer to the shopper's choice, and how the order stands after. */
function stubLink(answer: (choice: string) => Response, after: ConfirmLinkState = 'confirmed') {
  let current = open;
  return stubStorefront({
    routes: {
      [`GET ${API}`]: () => jsonResponse({ success: true, data: current }),
      [`POST ${API}`]: (_url, init) => {
        current = { ...current, state: after };
        return answer(JSON.parse(String(init?.body)).choice);
      },
    },
  });
}

test('the link shows the order’s number, items, total and the cash to pay; “Confirm my order” confirms it', async () => {
  const api = stubLink((choice) =>
    jsonResponse({
      success: true,
      data: { ...open, state: choice === 'confirm' ? 'confirmed' : 'cancelled' },
      message: 'Thank you! Your order is confirmed.',
    }),
  );
  renderApp(`/confirm-order/${TOKEN}`);
  expect(await screen.findByRole('heading', { name: 'Your order #7ABC12' })).toBeInTheDocument();
  const items = screen.getByRole('region', { name: 'Items' });
  const lines = within(items).getAllByRole('listitem');
  expect(lines.map((line) => line.textContent)).toEqual(['Snake Plant × 2৳1,000.00', 'Clay Pot × 1৳250.00']);
  // What makes the total up: the items, delivery and the discount.
  expect(within(items).getByText('Delivery').nextSibling).toHaveTextContent('৳150.00');
  expect(within(items).getByText('Discount').nextSibling).toHaveTextContent('-৳50.00');
  expect(within(items).getByText('Total').nextSibling).toHaveTextContent('৳1,350.00');
  expect(within(items).getByText('Cash to pay on delivery').nextSibling).toHaveTextContent('৳1,350.00');
  expect(screen.getByText('This link works until November 28, 2026 at 12:00 PM.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Confirm my order' }));
  expect(await screen.findByText('Your order is confirmed')).toBeInTheDocument();
  expect(bodyOf(api.calls('POST', API)[0]!)).toEqual({ choice: 'confirm' });
  expect(screen.queryByRole('button', { name: 'Confirm my order' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel my order' })).not.toBeInTheDocument();
}, 30_000);

test('“Cancel my order” is asked once more; kept, nothing is sent; confirmed, the order is cancelled', async () => {
  const api = stubLink(
    () =>
      jsonResponse({
        success: true,
        data: { ...open, state: 'cancelled' },
        message: 'Your order is cancelled.',
      }),
    'cancelled',
  );
  renderApp(`/confirm-order/${TOKEN}`);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel my order' }));
  expect(screen.getByText('Cancel order #7ABC12? We will not send it.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'No, keep my order' }));
  expect(api.calls('POST', API)).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Confirm my order' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Cancel my order' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel my order' }));
  expect(await screen.findByText('Your order is cancelled')).toBeInTheDocument();
  expect(screen.getByText('Nothing will be sent and you pay nothing.')).toBeInTheDocument();
  expect(bodyOf(api.calls('POST', API)[0]!)).toEqual({ choice: 'cancel' });
}, 30_000);

test('in Bangla: Bangla names, Bangla digits and Bangla buttons', async () => {
  stubLink(() => jsonResponse({ success: true, data: open }));
  renderApp(`/confirm-order/${TOKEN}`, { locale: 'bn' });
  expect(await screen.findByRole('heading', { name: 'আপনার অর্ডার #7ABC12' })).toBeInTheDocument();
  const items = screen.getByRole('region', { name: 'পণ্য' });
  expect(within(items).getAllByRole('listitem')[0]).toHaveTextContent('স্নেক প্ল্যান্ট × ২৳১,০০০.০০');
  expect(within(items).getByText('ডেলিভারির সময় নগদ দিতে হবে').nextSibling).toHaveTextContent('৳১,৩৫০.০০');
  expect(screen.getByRole('button', { name: 'আমার অর্ডার নিশ্চিত করছি' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'আমার অর্ডার বাতিল করুন' })).toBeInTheDocument();
}, 30_000);

test('a forged or expired link says it cannot be used, with the shop’s reason, and offers no answer', async () => {
  stubStorefront({
    routes: {
      [`GET ${API}`]: () =>
        jsonResponse(
          {
            success: false,
            code: 'confirm_link.expired',
            message: 'This link has expired. The shop will call you to confirm your order.',
          },
          403,
        ),
    },
  });
  renderApp(`/confirm-order/${TOKEN}`);
  expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This link has expired. The shop will call you to confirm your order.',
  );
  expect(screen.queryByRole('button', { name: 'Confirm my order' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the shop' })).toHaveAttribute('href', '/');
}, 30_000);

test('an order the shop answered meanwhile: the refusal is shown and the page shows how it stands now', async () => {
  const api = stubLink(() =>
    jsonResponse(
      {
        success: false,
        code: 'confirm_link.settled',
        message: 'This order has already been answered: Confirmed',
      },
      409,
    ),
  );
  renderApp(`/confirm-order/${TOKEN}`);
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel my order' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel my order' }));
  expect(await screen.findByText('This order has already been answered: Confirmed')).toHaveAttribute(
    'role',
    'alert',
  );
  // The shop's call confirmed it first: the page reads it again and shows it so.
  await waitFor(() => expect(api.calls('GET', API).length).toBeGreaterThan(1));
  expect(await screen.findByText('Your order is confirmed')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm my order' })).not.toBeInTheDocument();
}, 30_000);
