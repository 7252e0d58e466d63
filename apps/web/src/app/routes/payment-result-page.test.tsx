import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse } from '@/test/fetch-stub';
import { makeOrder } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { type Shopper, stubStorefront } from '@/test/storefront-api';
import './cart-page';
import './payment-result-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const shopper: Shopper = { uid: 'user-1', displayName: 'Asha Rahman', role: 'user' };
const ORDER_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const PAYMENT_CONFIG = {
  success: true,
  data: {
    provider: 'sandbox',
    publishableKey: null,
    methods: ['cod', 'bkash', 'sslcommerz'],
    holdMinutes: 30,
  },
};

/** A bKash order holding its stock until 15:51 UTC: 21:51 in Dhaka, whatever the browser's clock says. */
const held = makeOrder({
  paymentMethod: 'bkash',
  paymentStatus: 'awaiting_payment',
  paymentDueAt: '2025-03-05T15:51:00.000Z',
  paymentMessage: 'The bKash payment was cancelled',
});

test('a cash-on-delivery order lands on its confirmation: number, items, total, the amount due at the door and what comes next', async () => {
  stubStorefront({
    signedIn: shopper,
    routes: { [`GET /api/orders/${ORDER_ID}`]: () => jsonResponse({ success: true, data: makeOrder() }) },
  });
  renderApp(`/checkout/result/${ORDER_ID}`);
  const page = await screen.findByRole('region', { name: 'Thank you! Your order is placed' });
  expect(within(page).getByText('Order #3F4A5B')).toBeInTheDocument();
  expect(within(page).getByText('Placed on March 5, 2025 at 3:07 PM')).toBeInTheDocument();
  const items = within(page).getByRole('region', { name: 'What you ordered' });
  expect(within(items).getByText('Fern')).toBeInTheDocument();
  expect(within(items).getByText('৳1,000.00')).toBeInTheDocument();
  expect(within(page).getByText('To pay at the door').nextElementSibling).toHaveTextContent('৳1,000.00');
  expect(within(page).getByRole('region', { name: 'When to expect it' })).toHaveTextContent(
    /1–2 business days/,
  );
  expect(within(page).getByRole('region', { name: 'What happens next' })).toHaveTextContent(
    'We will call you or send an SMS to +8801711000000 to confirm the order.',
  );
  expect(within(page).getByRole('link', { name: 'See my orders' })).toHaveAttribute('href', '/profile');
});

test('in Bangla a paid order says so in Bangla only, with Bangla digits and nothing due at the door', async () => {
  stubStorefront({
    signedIn: shopper,
    routes: {
      [`GET /api/orders/${ORDER_ID}`]: () =>
        jsonResponse({
          success: true,
          data: makeOrder({ paymentMethod: 'bkash', paymentStatus: 'paid', paymentReference: 'TRX9' }),
        }),
    },
  });
  renderApp(`/checkout/result/${ORDER_ID}`, { locale: 'bn' });
  const page = await screen.findByRole('region', { name: 'ধন্যবাদ! পেমেন্ট পাওয়া গেছে' });
  expect(within(page).getByText('অর্ডারের সময়: ৫ মার্চ, ২০২৫ এ ১৫:০৭')).toBeInTheDocument();
  expect(within(page).getByText(/আমরা ৳১,০০০\.০০ পেয়েছি \(ট্রানজ্যাকশন TRX9\)/)).toBeInTheDocument();
  expect(within(page).getByText('ডেলিভারির সময় কিছুই পরিশোধ করতে হবে না।')).toBeInTheDocument();
  expect(within(page).getByRole('region', { name: 'এরপর কী হবে' })).toHaveTextContent('+৮৮০১৭১১০০০০০০');
});

test('a gift’s confirmation says whom it goes to, the note and the SMS, that no prices travel with it, and who the courier calls', async () => {
  const gift = {
    recipientName: 'Ayesha Siddiqua',
    recipientPhone: '01812345678',
    note: 'Happy birthday, Ammu!',
    notifyRecipient: true,
  };
  stubStorefront({
    signedIn: shopper,
    routes: {
      [`GET /api/orders/${ORDER_ID}`]: () =>
        jsonResponse({
          success: true,
          data: makeOrder({ paymentMethod: 'bkash', paymentStatus: 'paid', gift }),
        }),
    },
  });
  renderApp(`/checkout/result/${ORDER_ID}`);
  const page = await screen.findByRole('region', { name: 'Thank you! Payment received' });
  const part = within(page).getByRole('region', { name: 'A gift' });
  expect(part).toHaveTextContent('A gift forAyesha Siddiqua · 01812345678');
  expect(part).toHaveTextContent('Gift note“Happy birthday, Ammu!”');
  expect(part).toHaveTextContent('Yes: one SMS to Ayesha Siddiqua, with no prices');
  expect(part).toHaveTextContent('No prices travel with the parcel');
  expect(within(page).getByRole('region', { name: 'What happens next' })).toHaveTextContent(
    'We pack your gift and send you an SMS at +8801711000000 when it ships; the courier calls Ayesha Siddiqua before arriving.',
  );
});

test('a gift held for its bKash payment offers no cash on delivery', async () => {
  stubStorefront({
    signedIn: shopper,
    routes: {
      [`GET /api/orders/${ORDER_ID}`]: () =>
        jsonResponse({
          success: true,
          data: {
            ...held,
            gift: {
              recipientName: 'Ayesha',
              recipientPhone: '01812345678',
              note: '',
              notifyRecipient: false,
            },
          },
        }),
      'GET /api/payments/config': () => jsonResponse(PAYMENT_CONFIG),
    },
  });
  renderApp(`/checkout/result/${ORDER_ID}`);
  expect(await screen.findByText('Try again: a gift is paid online.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /Pay with bKash/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Pay cash on delivery instead' })).toBeNull();
});

test("a Bangla shopper waiting for bKash reads the hold's end in Dhaka time and Bangla, without the provider's English", async () => {
  stubStorefront({
    signedIn: shopper,
    routes: {
      [`GET /api/orders/${ORDER_ID}`]: () => jsonResponse({ success: true, data: held }),
      'GET /api/payments/config': () => jsonResponse(PAYMENT_CONFIG),
    },
  });
  renderApp(`/checkout/result/${ORDER_ID}`, { locale: 'bn' });
  const page = await screen.findByRole('region', { name: 'আপনার পেমেন্টের অপেক্ষায়' });
  const text = within(page).getByText(/পর্যন্ত আপনার জন্য সংরক্ষিত আছে/);
  expect(text).toHaveTextContent('২১:৫১ পর্যন্ত');
  expect(page).not.toHaveTextContent(/AM|PM|cancelled|[0-9]{2}:/);
  expect(
    await within(page).findByRole('button', { name: 'বরং ক্যাশ অন ডেলিভারিতে পরিশোধ করুন' }),
  ).toBeInTheDocument();
});

test('the cart of a shopper back from bKash shows the held order; switching to cash on delivery lands on its confirmation', async () => {
  let order = held;
  const api = stubStorefront({
    signedIn: shopper,
    routes: {
      'GET /api/orders/mine': () => jsonResponse({ success: true, data: [order] }),
      [`GET /api/orders/${ORDER_ID}`]: () => jsonResponse({ success: true, data: order }),
      'GET /api/payments/config': () => jsonResponse(PAYMENT_CONFIG),
      [`POST /api/orders/${ORDER_ID}/cash-on-delivery`]: () => {
        order = makeOrder();
        return jsonResponse({ success: true, data: order });
      },
    },
  });
  const { router } = renderApp('/cart');
  const notice = await screen.findByRole('region', { name: 'Your order is waiting for payment' });
  expect(notice).toHaveTextContent('Order #3F4A5B for ৳1,000.00 is reserved for you until 9:51 PM.');
  expect(await within(notice).findByRole('button', { name: 'Pay with bKash' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeInTheDocument();

  await userEvent.click(within(notice).getByRole('button', { name: 'Pay cash on delivery instead' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/result/${ORDER_ID}`));
  expect(await screen.findByRole('region', { name: 'Thank you! Your order is placed' })).toBeInTheDocument();
  expect(api.calls('POST', `/api/orders/${ORDER_ID}/cash-on-delivery`)).toHaveLength(1);
});
