import { LOCALES, type Locale } from '@plantopia/shared';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToString, renderToStringAsync } from 'preact-render-to-string';
import type { ReactElement } from 'react';
import {
  createRouter,
  isRouteErrorResponse,
  matchRoutes,
  memoryHistory,
  prepareMatches,
  Redirect,
  RouterProvider,
} from '@/lib/router';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { type PageData, serializeError, serializePageData } from './app/ssr/page-data';
import { setApiTransport } from './lib/api-client';
import { HeadCollector } from './lib/document-head';
import { type Catalogs, createI18n, loadAllCatalogs, NAMESPACES, setActiveI18n } from './lib/i18n';
import { setSiteOrigin, siteOrigin } from './lib/site-origin';

/**
 * The server's side of the storefront (built by `vite build --ssr`, loaded by the server's web-app
 * module): renders one page for one request, its loaders awaited, with Preact's renderer (decision 040),
 * waiting for everything so the whole page can be cached and sent at once.
 */

/** Every catalog of each language, read once: the server renders any page in either. */
const catalogs = new Map<Locale, Promise<Catalogs>>(
  LOCALES.map((locale) => [locale, loadAllCatalogs(locale, NAMESPACES)]),
);

/** Once, at start: the shop's public origin and how the renderer reads the API. */
export async function configureServerRendering(options: {
  origin: string;
  transport: typeof fetch;
}): Promise<void> {
  setSiteOrigin(options.origin);
  setApiTransport(options.transport);
  setActiveI18n(createI18n('en', await catalogsOf('en')));
}

function catalogsOf(locale: Locale): Promise<Catalogs> {
  // Both languages are in the map; the fallback only satisfies the type.
  return catalogs.get(locale) ?? Promise.resolve({});
}

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** `<title>`, `<meta>` and `<link>` elements the page rendered, for the document's `<head>`. */
      head: string;
      /** The app's markup, for `<div id="root">`. */
      body: string;
      /** The data block (JSON) the browser hydrates from. */
      data: string;
      /** The error the page's loaders threw (a 404 is not one): the server logs it. */
      errors: unknown[];
    };

/** `locale`: the language the visitor reads (the server's web-app module resolves it per request). */
export async function renderPage(
  request: Request,
  options: { signedIn: boolean; locale: Locale },
): Promise<RenderedPage> {
  const { locale } = options;
  const all = await catalogsOf(locale);
  const i18n = createI18n(locale, all);
  // One cache per request: what one visitor's page fetched never leaks into another's.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const routes = createRoutes(queryClient, { server: true, signedIn: options.signedIn });
  const url = new URL(request.url);
  const prepared = await prepareMatches(matchRoutes(routes, url.pathname) ?? [], url);
  if (prepared instanceof Redirect) {
    return { kind: 'redirect', status: prepared.status, location: prepared.location };
  }
  const { error } = prepared;
  // Everything is loaded: the router only holds the page's address and error while it renders.
  const router = createRouter(routes, memoryHistory([`${url.pathname}${url.search}`]), {
    hydrated: { error },
  });
  // The title, meta and link tags the page renders, for the document's `<head>` (lib/document-head.tsx).
  const headTags: ReactElement[] = [];
  const body = await renderToStringAsync(
    asVNode(
      <HeadCollector.Provider value={headTags}>
        <AppProviders queryClient={queryClient} i18n={i18n} signedOut={!options.signedIn}>
          <RouterProvider router={router} />
        </AppProviders>
      </HeadCollector.Provider>,
    ),
  );
  const data: PageData = {
    routeError: error && { depth: error.depth, error: serializeError(error.error) },
    queries: dehydrate(queryClient),
    origin: siteOrigin(),
    signedIn: options.signedIn,
    locale,
    // Only the catalogs this page's components asked for travel with it; others load when needed.
    catalogs: Object.fromEntries(
      ['common', ...i18n.usedNamespaces()].map((namespace) => [namespace, all[namespace as keyof Catalogs]]),
    ),
  };
  return {
    kind: 'page',
    status: error ? (isRouteErrorResponse(error.error) ? error.error.status : 500) : 200,
    head: headTags.map((tag) => renderToString(asVNode(tag))).join(''),
    body,
    data: serializePageData(data),
    errors: error && !(isRouteErrorResponse(error.error) && error.error.status < 500) ? [error.error] : [],
  };
}

/** The shop's components are typed as React's; the build renders them with Preact (decision 040). */
function asVNode(element: ReactElement): VNode {
  return element as unknown as VNode;
}
