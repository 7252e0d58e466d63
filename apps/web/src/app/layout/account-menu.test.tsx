import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { makeAccount, stubAccountApi } from '@/test/account-api';
import { renderApp } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('signed in: the avatar opens /profile and the menu has Profile, Cart, Wishlist and Logout', async () => {
  stubAccountApi({ signedIn: makeAccount() });
  renderApp('/');
  expect(await screen.findByRole('link', { name: 'Profile of Nadia Islam' })).toHaveAttribute(
    'href',
    '/profile',
  );
  expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  const menu = screen.getByRole('list', { name: 'Account' });
  expect(
    within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Profile', 'Cart', 'Wishlist']);
  expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('list', { name: 'Account' })).not.toBeInTheDocument();
});

test('admins also get the Admin Dashboard link, in the menu and the mobile menu', async () => {
  stubAccountApi({ signedIn: makeAccount({ role: 'admin' }) });
  renderApp('/');
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  await waitFor(() =>
    expect(
      within(screen.getByRole('list', { name: 'Account' })).getByRole('link', { name: 'Admin Dashboard' }),
    ).toHaveAttribute('href', '/admin'),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const mobile = screen.getByRole('navigation', { name: 'Mobile' });
  for (const name of ['Admin Dashboard', 'Profile', 'Cart', 'Wishlist']) {
    expect(within(mobile).getByRole('link', { name })).toBeInTheDocument();
  }
  expect(within(mobile).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});

test('Logout signs out and returns to /, where the Login link is back', async () => {
  const api = stubAccountApi({ signedIn: makeAccount() });
  const { router } = renderApp('/profile');
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  expect(api.calls('POST', '/api/auth/sign-out')).toHaveLength(1);
});

test('an avatar whose photo fails to load falls back to the default avatar', async () => {
  stubAccountApi({ signedIn: makeAccount({ photoURL: 'https://photos.example/missing.jpg' }) });
  renderApp('/');
  const link = await screen.findByRole('link', { name: 'Profile of Nadia Islam' });
  const image = link.querySelector('img')!;
  expect(image).toHaveAttribute('src', 'https://photos.example/missing.jpg');
  fireEvent.error(image);
  await waitFor(() => expect(image).toHaveAttribute('src', '/default-avatar.svg'));
});
