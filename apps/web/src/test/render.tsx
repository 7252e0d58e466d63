import { EMPTY_SHIPPING_ADDRESS, type Locale, type Role } from '@plantopia/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { setActiveI18n } from '@/lib/i18n/active';
import { I18nProvider } from '@/lib/i18n/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from '@/lib/router';
import { SessionProvider } from '@/lib/session';
import { jsonResponse } from './fetch-stub';
import { createTestI18n } from './i18n';

/**
 * Every web test's QueryClient: no retries and so no back-off (the app's own client retries a 5xx twice,
 * seconds per failing test), and nothing refetched behind a test's back.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/** Renders the real app (layout, routes, lazy pages, providers) at a URL, in memory. */
export function renderApp(path = '/', options: { locale?: Locale } = {}) {
  const queryClient = createTestQueryClient();
  const i18n = createTestI18n(options.locale);
  // As main.tsx does: messages made outside React (form resolvers, the api client) follow the page.
  setActiveI18n(i18n);
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, i18n };
}

/**
 * Answers the session's own requests as a signed-in account with `role` does, and hands every other
 * request to the test's stub (so call it after `stubFetch`).
 */
function signInAs(role: Role) {
  const account = { uid: 'staff-1', displayName: 'Rahim', email: 'rahim@example.com', photoURL: '', role };
  const next = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/auth/get-session') {
      return jsonResponse({
        user: { id: account.uid, name: account.displayName, email: account.email, image: null },
      });
    }
    if (url.pathname === '/api/users' && init?.method === 'POST')
      return jsonResponse({ success: true, data: account });
    if (url.pathname === `/api/users/${account.uid}`) {
      return jsonResponse({
        success: true,
        data: {
          ...account,
          shippingAddress: EMPTY_SHIPPING_ADDRESS,
          createdAt: '2025-03-05T09:07:00.000Z',
          orders: [],
        },
      });
    }
    return next(input, init);
  });
}

/**
 * Renders one screen (a back-office screen, say) at `url` in a memory router of its own, with the
 * query client, the language's catalogs and the toaster, but without the app's layout. `path` is the
 * route pattern the screen is mounted at (`/admin/orders/:id`); several screens a flow moves between
 * are given as routes instead. With `role`, the screen runs signed in with that role (call it after the
 * test's `stubFetch`).
 */
export function renderScreen(
  screen: ReactElement | RouteObject[],
  options: { url?: string; path?: string; locale?: Locale; role?: Role } = {},
) {
  const { url = '/', path = '*', locale = 'en', role } = options;
  if (role) signInAs(role);
  const queryClient = createTestQueryClient();
  const i18n = createTestI18n(locale);
  setActiveI18n(i18n);
  const routes = Array.isArray(screen) ? screen : [{ path, element: screen }];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {role ? (
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        ) : (
          <RouterProvider router={router} />
        )}
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, router, queryClient, i18n };
}
