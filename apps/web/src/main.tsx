import './lib/zod-config';
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/errors/app-error-boundary';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, createRoutes } from './app/router';
import { readPageData } from './app/ssr/page-data';
import { setSiteOrigin } from './lib/site-origin';

/**
 * The page's code must be in place before hydrating: a lazy route still loading would render its
 * fallback where the server rendered the page, and React would throw the server's HTML away.
 */
async function loadMatchedPages(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  // Server-rendered (every page the shop's server sends): hydrate; `vite dev` sends the bare shell.
  const pageData = readPageData();
  if (pageData) {
    setSiteOrigin(pageData.origin);
    hydrate(queryClient, pageData.queries);
    await loadMatchedPages(routes);
  }
  const router = createAppRouter(routes, pageData?.router);
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders queryClient={queryClient} signedOut={pageData ? !pageData.signedIn : false}>
          <RouterProvider router={router} />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
  if (pageData) {
    hydrateRoot(container, app, {
      // A page that did not hydrate as rendered works (React renders it again) but flickers and wastes the
      // server's work: say so plainly in the console, where the e2e journeys watch for it.
      onRecoverableError: (error) => console.error('Hydration: React recovered from an error', error),
    });
  } else createRoot(container).render(app);
}

void start();
