import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { makeAccount, stubAccountApi } from '@/test/account-api';
import { renderApp } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a login-required page shows a spinner, then sends a signed-out visitor to /login remembering it', async () => {
  let answer = () => {};
  stubAccountApi({ holdSession: new Promise<void>((resolve) => (answer = resolve)) });
  const { router } = renderApp('/wishlist?tab=all');
  expect(await screen.findByText('Checking your account…')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/wishlist');
  answer();
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.state).toEqual({ from: '/wishlist?tab=all' });
});

test('every login-required route is guarded', async () => {
  stubAccountApi();
  for (const path of ['/wishlist', '/profile', '/shipping']) {
    const { router, unmount } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname, path).toBe('/login'));
    unmount();
  }
});

test('the back office sends anyone but an admin or staff to /', async () => {
  for (const signedIn of [undefined, makeAccount({ role: 'user' })]) {
    stubAccountApi({ signedIn });
    const { router, unmount } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    unmount();
  }
});

test('an admin and staff stay in the back office', async () => {
  for (const role of ['admin', 'staff'] as const) {
    const api = stubAccountApi({ signedIn: makeAccount({ role }) });
    const { router, unmount } = renderApp('/admin/reviews');
    // The role is known once it has been looked up and the guard's spinner is gone.
    await waitFor(() => expect(api.calls('GET', '/api/users/user-1')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Checking your account…')).not.toBeInTheDocument());
    expect(router.state.location.pathname, role).toBe('/admin/reviews');
    unmount();
  }
});
