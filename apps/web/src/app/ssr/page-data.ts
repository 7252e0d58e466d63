import type { Locale } from '@plantopia/shared';
import type { DehydratedState } from '@tanstack/react-query';
import type { Catalogs } from '@/lib/i18n/catalogs';
import { jsonForScript } from '@/lib/json-for-script';
import { ErrorResponse, isRouteErrorResponse, type RouteError } from '@/lib/router';

/**
 * What a server-rendered page hands the browser so it can hydrate without fetching again: the error its
 * route showed (a 404, say) and the TanStack Query cache. It travels in a
 * `<script type="application/json">` block, which the browser never executes, so the CSP's `script-src
 * 'self'` (no inline scripts) holds.
 */
export const PAGE_DATA_ID = 'page-data';

export interface PageData {
  /** The error the page's route showed, and the depth of the route whose error screen showed it. */
  routeError: { depth: number; error: SerializedError } | null;
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

/** Back to what the route saw on the server. */
function deserializeError(error: SerializedError): unknown {
  if (error.kind === 'response') return new ErrorResponse(error.status, error.statusText, error.data);
  return new Error(error.message);
}

export function serializePageData(data: PageData): string {
  return jsonForScript(data);
}

/** The page's data block, when the server rendered this page (not in `vite dev`). */
export function readPageData(): {
  routeError: RouteError | null;
  queries: DehydratedState;
  origin: string;
  signedIn: boolean;
  locale: Locale;
  catalogs: Catalogs;
} | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  const data = JSON.parse(text) as PageData;
  const { routeError } = data;
  return {
    routeError: routeError && { depth: routeError.depth, error: deserializeError(routeError.error) },
    queries: data.queries,
    origin: data.origin,
    signedIn: data.signedIn,
    locale: data.locale,
    catalogs: data.catalogs,
  };
}
