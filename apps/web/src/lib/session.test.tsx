import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { makeAccount, stubAccountApi } from '@/test/account-api';
import { createTestQueryClient } from '@/test/render';
import { SessionProvider, type SessionValue, useSession } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let session: SessionValue;
function Probe() {
  session = useSession();
  const { user, role, loading } = session;
  return <p data-testid="state">{JSON.stringify({ uid: user?.uid ?? null, role, loading })}</p>;
}

function renderSession() {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return () => JSON.parse(screen.getByTestId('state').textContent!);
}

test('signed out: no user, no role, and no sync', async () => {
  const api = stubAccountApi();
  const state = renderSession();
  expect(state().loading).toBe(true);
  await waitFor(() => expect(state()).toEqual({ uid: null, role: null, loading: false }));
  expect(api.calls('POST', '/api/users')).toHaveLength(0);
});

test('signed in: the user is synced, and the sync answers the role', async () => {
  const admin = makeAccount({ uid: 'admin-7', role: 'admin' });
  const api = stubAccountApi({ signedIn: admin });
  const state = renderSession();
  await waitFor(() => expect(state()).toEqual({ uid: 'admin-7', role: 'admin', loading: false }));
  expect(api.bodyOf(api.calls('POST', '/api/users')[0]!)).toEqual({ displayName: admin.displayName });
  expect(session.user).toEqual({
    uid: 'admin-7',
    displayName: 'Nadia Islam',
    email: admin.email,
    phone: '',
    photoURL: '',
  });
});

test('an account made from a mobile number has its number and no email, not the placeholder', async () => {
  stubAccountApi({
    signedIn: makeAccount({ uid: 'phone-1', displayName: '', email: '', phone: '01712345678' }),
  });
  const state = renderSession();
  await waitFor(() => expect(state().uid).toBe('phone-1'));
  expect(session.user).toMatchObject({ email: '', phone: '01712345678' });
});

test('a failed sync keeps the user and sets the role to null', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  stubAccountApi({ signedIn: makeAccount({ role: 'admin' }), syncStatus: 500 });
  const state = renderSession();
  await waitFor(() => expect(state()).toEqual({ uid: 'user-1', role: null, loading: false }));
  expect(error).toHaveBeenCalled();
});

test('refresh after a sign-in picks the user up; sign-out clears user and role', async () => {
  const account = makeAccount();
  const api = stubAccountApi({ accounts: [account] });
  const state = renderSession();
  await waitFor(() => expect(state().loading).toBe(false));

  api.state.current = account;
  await act(() => session.refresh());
  expect(state()).toEqual({ uid: 'user-1', role: 'user', loading: false });

  await act(() => session.signOut());
  expect(state()).toEqual({ uid: null, role: null, loading: false });
  expect(api.calls('POST', '/api/auth/sign-out')).toHaveLength(1);
});
