import type { Envelope } from '@plantopia/shared';
import { commonMessage } from './i18n/active';

/**
 * The one way the web app talks to the API (docs/architecture.md §2, docs/api.md).
 *
 * Every call sends the session cookie, parses the `{ success, data, message }` envelope and turns any
 * failure (HTTP error, `success: false`, unreadable body, network trouble, no answer in time) into an
 * `ApiError`.
 */

export class ApiError extends Error {
  /** HTTP status of the answer; 0 when the request never got one (offline, DNS, CORS …). */
  readonly status: number;
  /** What the answer said, as a code of the shared catalogs (`coupon.refusal.used_up`), when it gave one. */
  readonly code: string | undefined;
  /** The values inside that message (a refused field's path and coded reason, a coupon's dates…). */
  readonly params: Record<string, unknown> | undefined;

  constructor(
    status: number,
    message: string,
    said: { code?: string; params?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = said.code;
    this.params = said.params;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions extends Omit<RequestInit, 'body'> {
  /** A plain object is sent as JSON; FormData (uploads) is sent as multipart. */
  body?: unknown;
  /** Added to the URL as search params; undefined, null and '' are left out. */
  query?: Record<string, QueryValue>;
  /** Give up when the whole answer has not arrived within this many milliseconds (default 15 s). */
  timeoutMs?: number;
}

/** Messages in the page's language, read when the error happens (the language may have changed since load). */
export const networkErrorMessage = () => commonMessage('api.network');
export const timeoutMessage = () => commonMessage('api.timeout');
/** On a weak mobile connection a page of products still arrives well within this. */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The caller's signal (TanStack Query cancelling a query) combined with a timeout. Written out rather
 * than `AbortSignal.any`/`AbortSignal.timeout`, which older phone browsers lack.
 */
function deadline(callerSignal: AbortSignal | null | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(timeoutMessage(), 'TimeoutError'));
  }, timeoutMs);
  const forward = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forward();
  else callerSignal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    /** Whether the caller itself cancelled: its AbortError must reach it unchanged. */
    cancelled: () => Boolean(callerSignal?.aborted) && !timedOut,
    done() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forward);
    },
  };
}

/**
 * How requests leave: the browser's fetch, or, while the server renders a page, a function that hands
 * them to the server's own routes (apps/server web-app module) without a network hop.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(send: typeof fetch): void {
  transport = send;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function messageFrom(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message || undefined;
  }
  return undefined;
}

function isParams(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function defaultMessage(status: number): string {
  if (status === 401) return commonMessage('api.signIn');
  if (status === 403) return commonMessage('api.forbidden');
  if (status === 404) return commonMessage('api.notFound');
  if (status === 429) return commonMessage('api.tooManyRequests');
  if (status >= 500) return commonMessage('api.serverTrouble');
  return `Request failed (${status}).`;
}

/**
 * Sends a request and returns the whole success envelope (use it when the route adds fields beside
 * `data`, such as `total`). Extra fields are typed through `Extra`, from the shared contract.
 */
export async function apiFetch<T, Extra extends object = Record<never, never>>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<Envelope<T> & Extra> {
  const { body, query, headers, signal, timeoutMs = REQUEST_TIMEOUT_MS, ...init } = options;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') {
    requestBody = body;
  } else if (body !== undefined) {
    requestHeaders.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }

  const limit = deadline(signal, timeoutMs);
  // A failure before the whole answer is in: the caller's cancel stays an AbortError (TanStack Query
  // tells it apart); anything else is the network's fault.
  const failure = (error: unknown): unknown => {
    if (limit.cancelled()) {
      return error instanceof DOMException && error.name === 'AbortError'
        ? error
        : new DOMException(commonMessage('api.cancelled'), 'AbortError');
    }
    return new ApiError(0, limit.timedOut() ? timeoutMessage() : networkErrorMessage());
  };

  let response: Response;
  let text: string;
  try {
    response = await transport(buildUrl(path, query), {
      ...init,
      headers: requestHeaders,
      body: requestBody,
      credentials: 'include',
      signal: limit.signal,
    });
    text = await response.text();
  } catch (error) {
    throw failure(error);
  } finally {
    limit.done();
  }

  let parsed: unknown;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }

  const answer =
    parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  if (!response.ok || answer?.success === false) {
    throw new ApiError(response.status, messageFrom(parsed) ?? defaultMessage(response.status), {
      code: typeof answer?.code === 'string' ? answer.code : undefined,
      params: isParams(answer?.params) ? answer.params : undefined,
    });
  }
  if (text && parsed === undefined) {
    throw new ApiError(response.status, commonMessage('api.unreadable'));
  }
  if (answer && 'success' in answer) {
    return answer as unknown as Envelope<T> & Extra;
  }
  // A route that does not use the envelope (e.g. Better Auth's own routes): its body is the data.
  return { success: true, data: parsed as T } as Envelope<T> & Extra;
}

/** Shorthands that return only `data`. */
export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiFetch<T>(path, { ...options, method: 'GET' }).then((envelope) => envelope.data),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiFetch<T>(path, { ...options, method: 'POST', body }).then((envelope) => envelope.data),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiFetch<T>(path, { ...options, method: 'PUT', body }).then((envelope) => envelope.data),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiFetch<T>(path, { ...options, method: 'PATCH', body }).then((envelope) => envelope.data),
  delete: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiFetch<T>(path, { ...options, method: 'DELETE', body }).then((envelope) => envelope.data),
};

/** A message fit to show a shopper, whatever was thrown. */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback ?? commonMessage('api.somethingWrong');
}

/** Why a form could not be sent, in a shopper's words: offline, too many tries, or the shop's own reason. */
export function sendFailureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.isNetworkError && typeof navigator !== 'undefined' && navigator.onLine === false) {
      return commonMessage('api.offlineSend');
    }
    if (error.status === 429) return commonMessage('api.tooManySends');
  }
  return errorMessage(error, commonMessage('api.tryAgainLater'));
}
