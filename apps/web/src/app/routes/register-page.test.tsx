import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { makeAccount, stubAccountApi } from '@/test/account-api';
import { renderApp } from '@/test/render';
import './checkout-page';
import './login-page';
import './profile-page';
import './register-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillRegister(values: { name: string; email: string; password: string; confirm: string }) {
  await userEvent.type(await screen.findByLabelText('Full Name'), values.name);
  await userEvent.type(screen.getByLabelText('Email'), values.email);
  await userEvent.type(screen.getByLabelText('Password'), values.password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), values.confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
}

describe('register page', () => {
  test('every field is required', async () => {
    const api = stubAccountApi();
    renderApp('/register');
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  test('passwords that differ give "Passwords do not match" in a red box and a toast, and nothing is sent', async () => {
    const api = stubAccountApi();
    renderApp('/register');
    await fillRegister({
      name: 'Rafi',
      email: 'rafi@example.com',
      password: 'first-password',
      confirm: 'other-password',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    await waitFor(() =>
      expect(screen.getAllByText('Passwords do not match').length).toBeGreaterThanOrEqual(2),
    );
    expect(api.calls('POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  test('a registered email is not signed in: the page says to check the email, not that it worked', async () => {
    stubAccountApi({ accounts: [makeAccount({ email: 'taken@example.com' })] });
    const { router } = renderApp('/register');
    await fillRegister({
      name: 'Rafi',
      email: 'taken@example.com',
      password: 'long-password',
      confirm: 'long-password',
    });
    // Toasts are statuses too: find the page's own by its heading.
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    const status = heading.closest<HTMLElement>('[role="status"]')!;
    expect(status).not.toBeNull();
    expect(status).toHaveTextContent('taken@example.com');
    expect(within(status).getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(within(status).getByRole('link', { name: 'Reset password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByText('Registration successful!')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.queryByRole('link', { name: /Profile of/ })).not.toBeInTheDocument();
  });

  test('a new account is signed in, welcomed and sent home', async () => {
    const api = stubAccountApi();
    const { router } = renderApp('/register');
    await fillRegister({
      name: 'Rafi Ahmed',
      email: 'rafi@example.com',
      password: 'long-password',
      confirm: 'long-password',
    });
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.bodyOf(api.calls('POST', '/api/auth/sign-up/email')[0]!)).toEqual({
      name: 'Rafi Ahmed',
      email: 'rafi@example.com',
      password: 'long-password',
    });
    expect(await screen.findByRole('link', { name: 'Profile of Rafi Ahmed' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  test('a signed-out shopper who leaves the checkout to sign in by email reads why, and registering returns to the checkout', async () => {
    stubAccountApi();
    const { router } = renderApp('/checkout');
    await userEvent.click(await screen.findByRole('link', { name: 'Sign in with email' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const why = 'Sign in or create an account to place your order. Your cart is kept';
    expect(await screen.findByRole('note')).toHaveTextContent(why);
    await userEvent.click(screen.getByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(await screen.findByRole('note')).toHaveTextContent(why);
    await fillRegister({
      name: 'Rafi Ahmed',
      email: 'rafi@example.com',
      password: 'long-password',
      confirm: 'long-password',
    });
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  test('a sign-in page reached from anywhere else gives no checkout reason', async () => {
    stubAccountApi();
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  test('links to the terms and the privacy policy', async () => {
    stubAccountApi();
    renderApp('/register');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(main).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
