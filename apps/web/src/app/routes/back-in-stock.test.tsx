import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse } from '@/test/fetch-stub';
import { makePlant } from '@/test/fixtures';
import { renderApp } from '@/test/render';
import { bodyOf, stubStorefront } from '@/test/storefront-api';
import './product-page';
import './stock-alert-unsubscribe-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const SUBSCRIBE = '/api/products/p9/stock-alerts';

function stubSoldOut(answer = () => jsonResponse({ success: true, code: 'stock_alert.requested' })) {
  const plant = makePlant({ _id: 'p9', name: 'Bird of Paradise', nameBn: 'বার্ড অব প্যারাডাইস', stock: 0 });
  return stubStorefront({
    routes: {
      'GET /api/products/p9': () => jsonResponse({ success: true, data: plant }),
      [`POST ${SUBSCRIBE}`]: answer,
    },
  });
}

test('a sold-out product asks for an email (or a phone) and says it will tell the shopper once it is back', async () => {
  const user = userEvent.setup();
  const api = stubSoldOut();
  renderApp('/product/p9');
  const form = await screen.findByRole('form', { name: 'Tell me when it is back' });

  await user.click(within(form).getByRole('button', { name: 'Notify me' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Please enter your email address.');
  expect(api.calls('POST', SUBSCRIBE)).toHaveLength(0);

  await user.click(within(form).getByRole('radio', { name: 'By SMS' }));
  await user.type(within(form).getByLabelText('Mobile number'), '01712-345678');
  await user.click(within(form).getByRole('button', { name: 'Notify me' }));
  expect(
    await screen.findByText('Thank you! We will let you know when it is back in stock.'),
  ).toHaveAttribute('role', 'status');
  expect(bodyOf(api.calls('POST', SUBSCRIBE)[0]!)).toEqual({ phone: '01712-345678', variantId: 'p9' });
});

test('in Bangla the form speaks Bangla and shows the server’s refusal under the field', async () => {
  const user = userEvent.setup();
  stubSoldOut(() =>
    jsonResponse(
      {
        success: false,
        code: 'request.invalid_field',
        message: 'email: একটি সঠিক ইমেইল ঠিকানা হতে হবে',
      },
      400,
    ),
  );
  renderApp('/product/p9', { locale: 'bn' });
  const form = await screen.findByRole('form', { name: 'আবার এলে আমাকে জানান' });
  expect(within(form).getByRole('radio', { name: 'এসএমএসে' })).not.toBeChecked();
  await user.type(within(form).getByLabelText('ইমেইল ঠিকানা'), 'rafi@example');
  await user.click(within(form).getByRole('button', { name: 'আমাকে জানান' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('একটি সঠিক ইমেইল ঠিকানা হতে হবে');
  expect(screen.getByRole('form', { name: 'আবার এলে আমাকে জানান' })).toBeInTheDocument();
});

test('in Bangla a phone number reads in Bangla digits, whichever were typed, and is sent as the shop stores it', async () => {
  const user = userEvent.setup();
  const api = stubSoldOut();
  renderApp('/product/p9', { locale: 'bn' });
  const form = await screen.findByRole('form', { name: 'আবার এলে আমাকে জানান' });
  await user.click(within(form).getByRole('radio', { name: 'এসএমএসে' }));
  const phone = within(form).getByLabelText('মোবাইল নম্বর');
  expect(phone).toHaveAttribute('placeholder', '০১৭১২-৩৪৫৬৭৮');
  await user.type(phone, '0171২৩৪৫৬৭৮');
  expect(phone).toHaveValue('০১৭১২৩৪৫৬৭৮');
  await user.click(within(form).getByRole('button', { name: 'আমাকে জানান' }));
  await screen.findByText('ধন্যবাদ! পণ্যটি আবার স্টকে এলে আমরা আপনাকে জানাব।');
  expect(bodyOf(api.calls('POST', SUBSCRIBE)[0]!)).toEqual({ phone: '01712345678', variantId: 'p9' });
});

test('a product in stock offers no such form', async () => {
  stubStorefront({
    routes: {
      'GET /api/products/p1': () =>
        jsonResponse({ success: true, data: makePlant({ _id: 'p1', name: 'Snake Plant', stock: 4 }) }),
    },
  });
  renderApp('/product/p1');
  await screen.findByRole('heading', { level: 1, name: 'Snake Plant' });
  expect(screen.queryByRole('form', { name: 'Tell me when it is back' })).not.toBeInTheDocument();
});

test('the unsubscribe link asks first, then stops the messages and names the address', async () => {
  const user = userEvent.setup();
  const api = stubStorefront({
    routes: {
      'POST /api/stock-alerts/unsubscribe': () =>
        jsonResponse({ success: true, data: { recipient: 'r***@example.com' } }),
    },
  });
  renderApp('/stock-alerts/unsubscribe?token=abc.def');
  await user.click(await screen.findByRole('button', { name: 'Stop the messages' }));
  expect(
    await screen.findByText('You will get no more back-in-stock messages at r***@example.com'),
  ).toBeVisible();
  expect(bodyOf(api.calls('POST', '/api/stock-alerts/unsubscribe')[0]!)).toEqual({ token: 'abc.def' });
});
