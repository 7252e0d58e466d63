import type { AdminUser } from '@plantopia/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { renderScreen } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';
import { CustomersScreen } from './customers-screen';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const user = (overrides: Partial<AdminUser>): AdminUser =>
  ({
    uid: 'u1',
    displayName: 'Asha Rahman',
    email: 'asha@example.com',
    photoURL: '',
    role: 'user',
    shippingAddress: {},
    createdAt: '2026-01-05T06:00:00.000Z',
    orderCount: 3,
    cartItemCount: 1,
    ...overrides,
  }) as AdminUser;

test('the accounts are searched, filtered by role and sorted by orders, in the address', async () => {
  stubScreenWidth(1280);
  stubFetch(() =>
    jsonResponse({
      success: true,
      data: [
        user({}),
        user({
          uid: 'u2',
          displayName: 'Rahim',
          email: 'rahim@plantopia.test',
          role: 'staff',
          orderCount: 0,
        }),
        user({
          uid: 'u3',
          displayName: 'Kamal Hossain',
          email: 'kamal@example.com',
          orderCount: 9,
          createdAt: '2025-01-01T00:00:00.000Z',
        }),
      ],
    }),
  );
  const { router } = renderScreen(<CustomersScreen />, { url: '/admin/customers' });
  expect(await screen.findByText('3 accounts')).toBeInTheDocument();
  expect(within(screen.getByText('Rahim').closest('tr')!).getByText('Staff')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Orders' }));
  expect(router.state.location.search).toBe('?sort=orders&dir=desc');
  const names = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
  expect(names()).toEqual(['Kamal Hossain', 'Asha Rahman', 'Rahim']);

  await userEvent.selectOptions(screen.getByLabelText('Role'), 'Customer');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'example.com{Enter}');
  expect(names()).toEqual(['Kamal Hossain', 'Asha Rahman']);
  expect(screen.getByText('2 accounts')).toBeInTheDocument();
});
