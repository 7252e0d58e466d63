import type { Locale } from '@plantopia/shared';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { setActiveI18n } from '@/lib/i18n/active';
import type { Catalog, Catalogs } from '@/lib/i18n/catalogs';
import { createI18n } from '@/lib/i18n/create-i18n';

const catalogFiles = import.meta.glob<Catalog>('../locales/*/*.json', { eager: true, import: 'default' });
const messageFiles = import.meta.glob<Catalog>('../../../../packages/shared/src/messages/*.json', {
  eager: true,
  import: 'default',
});

/** Every catalog of one language, at once (as the server holds them). */
export function testCatalogs(locale: Locale): Catalogs {
  return {
    ...Object.fromEntries(
      Object.entries(catalogFiles)
        .filter(([file]) => file.includes(`/locales/${locale}/`))
        .map(([file, catalog]) => [file.replace(/^.*\/(\w+)\.json$/, '$1'), catalog]),
    ),
    messages: messageFiles[`../../../../packages/shared/src/messages/${locale}.json`],
  };
}

/** The app's i18n in `locale` with every catalog loaded, as a server-rendered page starts. */
export function createTestI18n(locale: Locale = 'en') {
  return createI18n(locale, testCatalogs(locale));
}

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
