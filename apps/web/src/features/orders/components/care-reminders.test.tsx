import type { CareReminderSettings, Locale, Order } from '@plantopia/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { I18nProvider } from '@/lib/i18n/react';
import { MemoryRouter } from '@/lib/router';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { makeOrder } from '@/test/fixtures';
import { createTestI18n } from '@/test/i18n';
import { createTestQueryClient } from '@/test/render';
import { CareReminders } from './care-reminders';
import { MyOrders } from './my-orders';

afterEach(() => vi.unstubAllGlobals());

function renderIn(ui: ReactNode, locale: Locale = 'en') {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <I18nProvider i18n={createTestI18n(locale)}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const OFF: CareReminderSettings = {
  enabled: false,
  channel: 'sms',
  phone: '01711000000',
  email: 'asha@example.com',
  hasDeliveredPlant: true,
};

/** The shop behind fetch: the shopper's orders, their care reminder settings, and what a save answers. */
function stubShop(options: { orders?: Order[]; settings: CareReminderSettings; save?: () => Response }) {
  let settings = options.settings;
  return stubFetch((url, init) => {
    if (url.pathname === '/api/care-reminders' && init?.method === 'PUT') {
      if (options.save) return options.save();
      const body = JSON.parse(String(init.body));
      settings = { ...settings, enabled: body.enabled, channel: body.channel };
      return jsonResponse({ success: true, data: settings });
    }
    if (url.pathname === '/api/care-reminders') return jsonResponse({ success: true, data: settings });
    return jsonResponse({ success: true, data: options.orders ?? [] });
  });
}

const sentBodies = (requests: { url: URL; init: RequestInit | undefined }[]) =>
  requests
    .filter((r) => r.url.pathname === '/api/care-reminders' && r.init?.method === 'PUT')
    .map((r) => JSON.parse(String(r.init?.body)));

const deliveredPlant = makeOrder({
  _id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3c0ffe',
  status: 'delivered',
  shipping: { ...makeOrder().shipping, phone: '01811222333' },
});

test('a delivered plant’s order offers care reminders by SMS to its phone; Save turns them on for that order', async () => {
  // The server offers the latest delivered plant order's phone: this one's.
  const { requests } = stubShop({ orders: [deliveredPlant], settings: { ...OFF, phone: '01811222333' } });
  renderIn(<MyOrders />);
  await userEvent.click(await screen.findByRole('button', { name: /Order #3C0FFE/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Order #3C0FFE' });
  const care = await within(dialog).findByRole('region', { name: 'Plant care reminders' });

  const optIn = within(care).getByRole('checkbox', { name: 'Send me care reminders' });
  expect(optIn).not.toBeChecked();
  expect(within(care).getByRole('group', { name: 'Send them by' })).toBeDisabled();
  const save = within(care).getByRole('button', { name: 'Save' });
  expect(save).toBeDisabled();

  await userEvent.click(optIn);
  expect(within(care).getByRole('radio', { name: 'SMS to 01811222333' })).toBeChecked();
  await userEvent.click(within(care).getByRole('radio', { name: 'Email to asha@example.com' }));
  await userEvent.click(within(care).getByRole('radio', { name: 'SMS to 01811222333' }));
  await userEvent.click(save);

  expect(await within(care).findByRole('status')).toHaveTextContent(
    'Care reminders are on. The first one comes within a day, between 9 am and 8 pm.',
  );
  expect(sentBodies(requests)).toEqual([{ enabled: true, channel: 'sms', orderId: deliveredPlant._id }]);
  expect(optIn).toBeChecked();
  expect(save).toBeDisabled();
});

test('an order not delivered yet, or without a plant, offers no care reminders', async () => {
  const pending = makeOrder({ _id: 'o-000001', status: 'shipped' });
  const toolsOnly = makeOrder({
    _id: 'o-000002',
    status: 'delivered',
    items: [
      {
        _id: 't1',
        variantId: 't1',
        options: [],
        sku: null,
        name: 'Trowel',
        price: 300,
        quantity: 1,
        lineTotal: 300,
        imageUrl: '',
        category: 'tools',
      },
    ],
  });
  stubShop({ orders: [pending, toolsOnly], settings: OFF });
  renderIn(<MyOrders />);
  for (const number of ['000001', '000002']) {
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`Order #${number}`) }));
    const dialog = await screen.findByRole('dialog', { name: `Order #${number}` });
    expect(within(dialog).queryByText('Plant care reminders')).toBeNull();
    await userEvent.keyboard('{Escape}');
  }
});

test('in the profile, reminders on by email can be turned off; a refused save says why', async () => {
  const { requests } = stubShop({ settings: { ...OFF, enabled: true, channel: 'email' } });
  renderIn(<CareReminders />);
  const care = await screen.findByRole('region', { name: 'Plant care reminders' });
  const optIn = await within(care).findByRole('checkbox', { name: 'Send me care reminders' });
  expect(optIn).toBeChecked();
  expect(within(care).getByRole('radio', { name: 'Email to asha@example.com' })).toBeChecked();
  expect(within(care).getByRole('radio', { name: 'SMS to 01711000000' })).not.toBeChecked();

  await userEvent.click(optIn);
  await userEvent.click(within(care).getByRole('button', { name: 'Save' }));
  expect(await within(care).findByRole('status')).toHaveTextContent(
    'Care reminders are off. You can turn them on again here at any time.',
  );
  expect(sentBodies(requests)).toEqual([{ enabled: false, channel: 'email' }]);
});

test('a shopper without a delivered plant is told when reminders become possible, and gets no switch', async () => {
  stubShop({ settings: { ...OFF, phone: null, hasDeliveredPlant: false } });
  renderIn(<CareReminders />);
  expect(
    await screen.findByText(/Once a plant you ordered has been delivered, you can ask here/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).toBeNull();
});

test('a refused save shows the shop’s reason and keeps the choice', async () => {
  stubShop({
    settings: OFF,
    save: () =>
      jsonResponse(
        { success: false, message: 'Care reminders start once a plant you ordered has been delivered' },
        409,
      ),
  });
  renderIn(<CareReminders />);
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Send me care reminders' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Care reminders start once a plant you ordered has been delivered',
  );
  expect(screen.getByRole('checkbox', { name: 'Send me care reminders' })).toBeChecked();
});

test('in Bangla the control reads Bangla, with the phone in Bangla digits', async () => {
  stubShop({ orders: [deliveredPlant], settings: OFF });
  renderIn(<CareReminders order={deliveredPlant} />, 'bn');
  const care = await screen.findByRole('region', { name: 'গাছের যত্নের বার্তা' });
  expect(await within(care).findByRole('checkbox', { name: 'আমাকে যত্নের বার্তা পাঠান' })).toBeInTheDocument();
  expect(within(care).getByRole('radio', { name: '০১৮১১২২২৩৩৩ নম্বরে এসএমএস' })).toBeInTheDocument();
  expect(within(care).getByRole('button', { name: 'সংরক্ষণ করুন' })).toBeDisabled();
});

test('on another delivered order, reminders going by SMS elsewhere say so, and Save moves them to its number', async () => {
  const { requests } = stubShop({ settings: { ...OFF, enabled: true, phone: '01711000000' } });
  renderIn(<CareReminders order={deliveredPlant} />);
  expect(
    await screen.findByText(
      'They now go by SMS to 01711000000. Save to send them to this order’s number instead.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'SMS to 01811222333' })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText(/Care reminders are on/);
  expect(sentBodies(requests)).toEqual([{ enabled: true, channel: 'sms', orderId: deliveredPlant._id }]);
});
