import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { makeAccount, stubAccountApi } from '@/test/account-api';
import { renderApp } from '@/test/render';
import './login-page';
import './profile-page';
import './register-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const account = makeAccount();

async function fillLogin(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  test('email and password are required before anything is sent', async () => {
    const api = stubAccountApi({ accounts: [account] });
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', '/api/auth/sign-in/email')).toHaveLength(0);
  });

  test("a refused sign-in shows the server's message in a red box and a toast", async () => {
    stubAccountApi({ accounts: [account] });
    renderApp('/login');
    await fillLogin(account.email, 'wrong-password');
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Invalid email or password');
    await waitFor(() => expect(screen.getAllByText('Invalid email or password')).toHaveLength(2));
  });

  test('signing in says so and returns to the protected page that sent the shopper here', async () => {
    const api = stubAccountApi({ accounts: [account] });
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await fillLogin(account.email, account.password);
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(api.calls('POST', '/api/users')).toHaveLength(1);
  });

  test('without an origin, signing in goes home', async () => {
    stubAccountApi({ accounts: [account] });
    const { router } = renderApp('/login');
    await fillLogin(account.email, account.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  test('without Google configured there is no Google button and no "or"', async () => {
    const api = stubAccountApi({ google: false });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', '/api/auth-config')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^or$/i)).not.toBeInTheDocument();
  });

  test('with Google configured, "Continue with Google" is offered below an "or" and starts the sign-in', async () => {
    const api = stubAccountApi({ google: true });
    renderApp('/login?from=/wishlist');
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(screen.getByText(/^or$/i)).toBeInTheDocument();
    await userEvent.click(google);
    await waitFor(() => expect(api.calls('POST', '/api/auth/sign-in/social')).toHaveLength(1));
    const sent = api.bodyOf(api.calls('POST', '/api/auth/sign-in/social')[0]!);
    expect(sent).toMatchObject({ provider: 'google' });
    expect(new URL(sent.callbackURL).searchParams.get('from')).toBe('/wishlist');
  });

  test('links lead to registration and to the password reset', async () => {
    stubAccountApi();
    renderApp('/login');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(within(main).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});

test('the register page, too, offers Google only when the shop has it configured', async () => {
  stubAccountApi({ google: false });
  const { unmount } = renderApp('/register');
  expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  unmount();
  vi.unstubAllGlobals();

  stubAccountApi({ google: true });
  renderApp('/register');
  expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
});
