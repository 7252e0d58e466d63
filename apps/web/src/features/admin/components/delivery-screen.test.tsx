import { DEFAULT_SHIPPING_TABLE, type ShippingTable } from '@plantopia/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderScreen } from '@/test/render';
import { DeliveryScreen } from './delivery-screen';

afterEach(() => vi.unstubAllGlobals());

function renderTab(table: ShippingTable = DEFAULT_SHIPPING_TABLE) {
  const stub = stubFetch((_url, init) =>
    init?.method === 'PUT'
      ? jsonResponse({
          success: true,
          data: JSON.parse(String(init.body)),
          message: 'Delivery charges saved',
        })
      : jsonResponse({ success: true, data: table }),
  );
  renderScreen(<DeliveryScreen />, { url: '/admin/delivery' });
  return stub;
}

test('shows the default table: its zones at ৳100 and ৳100 everywhere else', async () => {
  renderTab();
  const city = await screen.findByRole('group', { name: 'Inside Dhaka City' });
  expect(within(city).getByLabelText('Fee (৳)')).toHaveValue('100');
  expect(within(city).getByRole('listitem')).toHaveTextContent('Dhaka City (ঢাকা মহানগর), Dhaka');
  expect(screen.getByLabelText('Fee everywhere else (৳)')).toHaveValue('100');
  expect(screen.getByLabelText('Cash on delivery up to (৳)')).toHaveValue('');
}, 30_000);

test('a new zone of a whole district and one upazila is saved with its fee and the limits', async () => {
  const { requests } = renderTab({ ...DEFAULT_SHIPPING_TABLE, zones: [] });
  await userEvent.click(await screen.findByRole('button', { name: 'Add a zone' }));
  const zone = screen.getByRole('group', { name: 'Zone 1' });
  await userEvent.type(within(zone).getByLabelText('Zone name'), 'Sylhet');
  await userEvent.type(within(zone).getByLabelText('Zone name in Bangla'), 'সিলেট');
  await userEvent.type(within(zone).getByLabelText('Fee (৳)'), '80');
  await userEvent.click(within(zone).getByText(/^Whole districts/));
  await userEvent.click(within(zone).getByRole('checkbox', { name: 'Moulvibazar (মৌলভীবাজার)' }));
  await userEvent.selectOptions(
    within(zone).getByLabelText('Single upazilas or thanas of'),
    'Sylhet (সিলেট)',
  );
  await userEvent.click(within(zone).getByRole('checkbox', { name: 'Sylhet Sadar (সিলেট সদর)' }));
  await userEvent.type(screen.getByLabelText('Cash on delivery up to (৳)'), '5000');
  await userEvent.click(screen.getByRole('button', { name: 'Save delivery charges' }));

  expect(await screen.findByText('Delivery charges saved')).toBeInTheDocument();
  const put = requests.find((request) => request.init?.method === 'PUT')!;
  expect(JSON.parse(String(put.init?.body))).toEqual({
    ...DEFAULT_SHIPPING_TABLE,
    zones: [{ name: 'Sylhet', nameBn: 'সিলেট', fee: 80, districtIds: [37], upazilaIds: [281] }],
    codMaxTotal: 5000,
  });
}, 60_000);

test('a zone without a name or fee is not sent, and each field says what is wrong', async () => {
  const { requests } = renderTab({ ...DEFAULT_SHIPPING_TABLE, zones: [] });
  await userEvent.click(await screen.findByRole('button', { name: 'Add a zone' }));
  fireEvent.input(screen.getByLabelText('Fee everywhere else (৳)'), { target: { value: '' } });
  await userEvent.click(screen.getByRole('button', { name: 'Save delivery charges' }));
  expect(await screen.findByText('Zone name is required')).toBeInTheDocument();
  expect(screen.getByText('Fee is required')).toBeInTheDocument();
  expect(screen.getByText('Fee everywhere else (৳) is required')).toBeInTheDocument();
  await waitFor(() => expect(requests.some((request) => request.init?.method === 'PUT')).toBe(false));
}, 30_000);
