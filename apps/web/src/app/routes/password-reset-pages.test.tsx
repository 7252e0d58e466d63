import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { stubAccountApi } from '@/test/account-api';
import { renderApp } from '@/test/render';
import './forgot-password-page';
import './reset-password-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('forgot password asks for a link that comes back to /reset-password, without saying whether the account exists', async () => {
  const api = stubAccountApi();
  renderApp('/forgot-password');
  await userEvent.type(await screen.findByLabelText('Email'), 'nadia@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
  expect(screen.getByText(/If an account exists for/)).toBeInTheDocument();
  expect(api.bodyOf(api.calls('POST', '/api/auth/request-password-reset')[0]!)).toEqual({
    email: 'nadia@example.com',
    redirectTo: `${window.location.origin}/reset-password`,
  });
});

test('a reset link without a token, or one the server refused, offers a new link', async () => {
  stubAccountApi();
  for (const path of ['/reset-password', '/reset-password?error=INVALID_TOKEN']) {
    const { unmount } = renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Send a New Link' })).toHaveAttribute('href', '/forgot-password');
    unmount();
  }
});

test('a new password is set with the token, then the shopper goes to /login with a toast', async () => {
  const api = stubAccountApi();
  const { router } = renderApp('/reset-password?token=abc123');
  await userEvent.type(await screen.findByLabelText('New Password'), 'fresh-password');
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'other-password');
  await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
  expect(api.calls('POST', '/api/auth/reset-password')).toHaveLength(0);

  await userEvent.clear(screen.getByLabelText('Confirm Password'));
  await userEvent.type(screen.getByLabelText('Confirm Password'), 'fresh-password');
  await userEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(await screen.findByText('Your password has been reset. Please log in.')).toBeInTheDocument();
  expect(api.bodyOf(api.calls('POST', '/api/auth/reset-password')[0]!)).toEqual({
    token: 'abc123',
    newPassword: 'fresh-password',
  });
});
