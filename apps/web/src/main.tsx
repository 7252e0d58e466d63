import './lib/zod-config';
import './lib/document-head';
import './lib/joined-texts';
import { LOCALE_COOKIE, resolveLocale } from '@plantopia/shared';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from './lib/router';
import './lib/evaluation-break';
import { AppErrorBoundary } from './app/errors/app-error-boundary';
import { AppProviders, createQueryClient } from './app/providers';
import { createRoutes } from './app/router';
import { readPageData } from './app/ssr/page-data';
import { hydrateInParts } from './lib/hydrate-later';
import { createI18n, setActiveI18n } from './lib/i18n';
import { setSiteOrigin } from './lib/site-origin';

async function start() {
  // Evaluating the app's modules is a task of its own on a slow phone: the set-up (the routes, reading the
  // page data) starts in the next one.
  await new Promise((resolve) => setTimeout(resolve));
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');
  const queryClient = createQueryClient();
  // Server-rendered (every page the shop's server sends): hydrate; `vite dev` sends the bare shell.
  const pageData = readPageData();
  if (pageData) {
    setSiteOrigin(pageData.origin);
    hydrate(queryClient, pageData.queries);
  }
  const router = createBrowserRouter(
    createRoutes(queryClient),
    pageData ? { hydrated: { error: pageData.routeError } } : {},
  );
  // The page's code must be in place before hydrating: a page still loading would render its fallback
  // where the server rendered the page, and the server's HTML would be thrown away.
  if (pageData) await router.ready;
  // The server's language and catalogs, so the first render matches its HTML; `vite dev` sends none.
  const locale = pageData?.locale ?? resolveLocale(cookieValue(LOCALE_COOKIE), navigator.languages.join(','));
  const i18n = createI18n(locale, pageData?.catalogs ?? {});
  setActiveI18n(i18n);
  // Only when it differs: setting it, even to the same value, makes the browser restyle the whole page.
  if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  if (!pageData) await i18n.loadNamespaces('common');
  const app = (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient} i18n={i18n} signedOut={pageData ? !pageData.signedIn : false}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
  // The page is already on screen: hydrating attaches its handlers to the server's elements, the parts
  // marked <HydrateLater> each in a later task (lib/hydrate-later.tsx); `vite dev` sends no page, so the
  // app renders it.
  if (pageData) {
    await hydrateInParts(() => hydrateRoot(container, app), reportMismatch);
  } else createRoot(container).render(app);
}

/**
 * Preact mends a page that did not hydrate as rendered without a word: it renders anew what differs from
 * the server's elements. A page that flickers and wastes the server's work should say so plainly in the
 * console, where the e2e journeys watch for it.
 */
function reportMismatch(element: string): void {
  console.error(`Hydration: the server's HTML did not match at a <${element}>, which was rendered anew`);
}

function cookieValue(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

void start();
