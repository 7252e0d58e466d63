import type { Coupon } from '@plantopia/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { makeCoupon } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';
import { CouponsScreen } from './coupons-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const eid = makeCoupon();

function renderTab(list: Coupon[], answer?: (body: unknown) => Response, url = '/admin/coupons') {
  stubScreenWidth(1280);
  const stub = stubFetch((_url, init) => {
    if (init?.method === 'POST' || init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      // As the server answers: the code upper-case.
      const saved = { ...eid, ...body, code: String(body.code).toUpperCase() };
      return answer ? answer(body) : jsonResponse({ success: true, data: saved }, 201);
    }
    return jsonResponse({ success: true, data: list });
  });
  renderScreen(<CouponsScreen />, { url });
  return stub;
}

test('lists each code with its discount, conditions, uses so far and status', async () => {
  renderTab([eid, { ...eid, _id: 'c2', code: 'OLD', kind: 'fixed', value: 150, active: false }]);
  const row = (await screen.findAllByRole('row')).find((r) => r.textContent?.includes('EID25'))!;
  expect(row).toHaveTextContent('25% off');
  expect(row).toHaveTextContent('From ৳1,000.00 · Plants, Soils · 1 per shopper');
  expect(row).toHaveTextContent('4 / 10');
  expect(within(row).getByText('Active')).toBeInTheDocument();
  const old = screen.getAllByRole('row').find((r) => r.textContent?.includes('OLD'))!;
  expect(old).toHaveTextContent('৳150.00 off');
  expect(within(old).getByText('Inactive')).toBeInTheDocument();
});

test('a new code with bad terms names the field; fixed, it is sent as the server expects', {
  timeout: 30_000,
}, async () => {
  const { requests } = renderTab([]);
  await userEvent.click(await screen.findByRole('button', { name: 'New Coupon' }));
  const dialog = screen.getByRole('dialog', { name: 'New coupon' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Discount'), 'Taka off');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));
  expect(within(dialog).getByLabelText('Taka off (৳)')).toHaveAccessibleDescription(
    'Taka off must be an amount of taka above 0',
  );
  await userEvent.selectOptions(within(dialog).getByLabelText('Discount'), 'Percent off');
  await userEvent.type(within(dialog).getByLabelText('Code'), 'eid 25');
  await userEvent.type(within(dialog).getByLabelText('Percent off (1–100)'), '150');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));
  expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription(
    'Code may use only letters, digits, - and _',
  );
  expect(within(dialog).getByLabelText('Percent off (1–100)')).toHaveAccessibleDescription(
    'Percent off must be a whole percent from 1 to 100',
  );
  expect(requests.some((r) => r.init?.method === 'POST')).toBe(false);

  await userEvent.clear(within(dialog).getByLabelText('Code'));
  await userEvent.type(within(dialog).getByLabelText('Code'), 'eid25');
  await userEvent.clear(within(dialog).getByLabelText('Percent off (1–100)'));
  await userEvent.type(within(dialog).getByLabelText('Percent off (1–100)'), '25');
  await userEvent.type(within(dialog).getByLabelText('Total uses'), '10');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Plants' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));
  await waitFor(() => expect(requests.some((r) => r.init?.method === 'POST')).toBe(true));
  const sent = JSON.parse(String(requests.find((r) => r.init?.method === 'POST')!.init?.body));
  expect(sent).toMatchObject({
    code: 'eid25',
    kind: 'percent',
    value: 25,
    minSubtotal: 0,
    maxUses: 10,
    maxUsesPerShopper: null,
    categories: ['plants'],
    active: true,
  });
  expect(Date.parse(sent.endsAt)).toBeGreaterThan(Date.parse(sent.startsAt));
  expect(await screen.findByText('Coupon EID25 created')).toBeInTheDocument();
});

test('a code the server refuses (taken) keeps the dialog open with its message', async () => {
  renderTab([], () => jsonResponse({ success: false, message: 'code: EID25 is already a coupon' }, 409));
  await userEvent.click(await screen.findByRole('button', { name: 'New Coupon' }));
  const dialog = screen.getByRole('dialog', { name: 'New coupon' });
  await userEvent.type(within(dialog).getByLabelText('Code'), 'EID25');
  await userEvent.type(within(dialog).getByLabelText('Percent off (1–100)'), '10');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('code: EID25 is already a coupon');
});

test('Deactivate sends the same terms with active off', async () => {
  const { requests } = renderTab([eid], (body) =>
    jsonResponse({ success: true, data: { ...eid, ...(body as object) } }),
  );
  await userEvent.click((await screen.findAllByRole('button', { name: 'Deactivate EID25' }))[0]!);
  await waitFor(() => expect(requests.some((r) => r.init?.method === 'PUT')).toBe(true));
  const put = requests.find((r) => r.init?.method === 'PUT')!;
  expect(put.url.pathname).toBe('/api/admin/coupons/c1');
  const { _id, uses, createdAt, updatedAt, ...terms } = eid;
  expect(JSON.parse(String(put.init?.body))).toEqual({ ...terms, active: false });
});

test('the codes are searched and filtered by their state in the browser, paged 25 at a time', async () => {
  const many = Array.from({ length: 30 }, (_, index) =>
    makeCoupon({ _id: `c${index}`, code: `FEST${index}`, active: index % 2 === 0 }),
  );
  renderTab(many, undefined, '/admin/coupons?state=inactive');
  await screen.findByText('15 codes');
  expect(screen.getAllByRole('row').filter((r) => r.textContent?.includes('Active'))).toHaveLength(0);
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search coupons' }), 'fest1{Enter}');
  // FEST1, FEST11, FEST13…FEST19: the inactive ones among FEST1 and FEST10–FEST19.
  expect(await screen.findByText('6 codes')).toBeInTheDocument();
});
