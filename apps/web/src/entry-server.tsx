import { LOCALES, type Locale } from '@plantopia/shared';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToString, renderToStringAsync } from 'preact-render-to-string';
import type { ReactElement } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { type PageData, serializeError, serializePageData } from './app/ssr/page-data';
import { setApiTransport } from './lib/api-client';
import { HeadCollector } from './lib/document-head';
import { type Catalogs, createI18n, loadAllCatalogs, NAMESPACES, setActiveI18n } from './lib/i18n';
import { setSiteOrigin, siteOrigin } from './lib/site-origin';

/**
 * The server's side of the storefront (built by `vite build --ssr`, loaded by the server's web-app
 * module): renders one page for one request with React Router's static handler and Preact's renderer
 * (decision 040), waiting for everything so the whole page can be cached and sent at once.
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
      /** Errors the page's loaders threw (a 404 is not one): the server logs them. */
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
  const handler = createStaticHandler(
    createRoutes(queryClient, { server: true, signedIn: options.signedIn }),
  );
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // The title, meta and link tags the page renders, for the document's `<head>` (lib/document-head.tsx).
  const headTags: ReactElement[] = [];
  const body = await renderToStringAsync(
    asVNode(
      <HeadCollector.Provider value={headTags}>
        <AppProviders queryClient={queryClient} i18n={i18n} signedOut={!options.signedIn}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </HeadCollector.Provider>,
    ),
  );
  const thrown = Object.values(context.errors ?? {});
  const data: PageData = {
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors
        ? Object.fromEntries(Object.entries(context.errors).map(([id, error]) => [id, serializeError(error)]))
        : null,
    },
    matchedRoutes: context.matches.map((match) => match.route.id),
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
    status: context.statusCode,
    head: headTags.map((tag) => renderToString(asVNode(tag))).join(''),
    body,
    data: serializePageData(data),
    errors: thrown.filter((error) => !isRouteErrorResponse(error) || error.status >= 500),
  };
}

/** The shop's components are typed as React's; the build renders them with Preact (decision 040). */
function asVNode(element: ReactElement): VNode {
  return element as unknown as VNode;
}
