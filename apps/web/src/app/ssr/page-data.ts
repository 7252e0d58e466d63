import type { Locale } from '@plantopia/shared';
import type { DehydratedState } from '@tanstack/react-query';
import { type HydrationState, isRouteErrorResponse } from 'react-router';
import type { Catalogs } from '@/lib/i18n/catalogs';
import { jsonForScript } from '@/lib/json-for-script';

/**
 * What a server-rendered page hands the browser so it can hydrate without fetching again: the router's
 * state (loader data and route errors) and the TanStack Query cache. It travels in a
 * `<script type="application/json">` block, which the browser never executes, so the CSP's `script-src
 * 'self'` (no inline scripts) holds.
 */
export const PAGE_DATA_ID = 'page-data';

export interface PageData {
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, SerializedError> | null;
  };
  /** The ids of the routes the page matched, outermost first (app/ssr/matched-routes.ts). */
  matchedRoutes: string[];
  queries: DehydratedState;
  /** The shop's public origin (lib/site-origin.ts). */
  origin: string;
  /** Whether the page was rendered for a signed-in visitor (else: for anyone without a session). */
  signedIn: boolean;
  /** The language the page was rendered in, and the catalogs it used: the browser hydrates in it without fetching them. */
  locale: Locale;
  catalogs: Catalogs;
}

/** A route error as JSON: a thrown `data(…, { status })` response, or any other error (its message only). */
export type SerializedError =
  | { kind: 'response'; status: number; statusText: string; data: unknown }
  | { kind: 'error'; message: string };

export function serializeError(error: unknown): SerializedError {
  if (isRouteErrorResponse(error)) {
    return { kind: 'response', status: error.status, statusText: error.statusText, data: error.data };
  }
  return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Back to what the route saw on the server. React Router's `isRouteErrorResponse` recognises an error
 * response by its fields (status, statusText, internal, data), so a plain object with them is one.
 */
function deserializeError(error: SerializedError): unknown {
  if (error.kind === 'response') {
    return { status: error.status, statusText: error.statusText, internal: false, data: error.data };
  }
  return new Error(error.message);
}

export function serializePageData(data: PageData): string {
  return jsonForScript(data);
}

/** The page's data block, when the server rendered this page (not in `vite dev`). */
export function readPageData(): {
  router: HydrationState;
  matchedRoutes: string[];
  queries: DehydratedState;
  origin: string;
  signedIn: boolean;
  locale: Locale;
  catalogs: Catalogs;
} | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  const data = JSON.parse(text) as PageData;
  const errors = data.router.errors
    ? Object.fromEntries(Object.entries(data.router.errors).map(([id, e]) => [id, deserializeError(e)]))
    : null;
  return {
    router: { ...data.router, errors },
    matchedRoutes: data.matchedRoutes ?? [],
    queries: data.queries,
    origin: data.origin,
    signedIn: data.signedIn,
    locale: data.locale,
    catalogs: data.catalogs,
  };
}
