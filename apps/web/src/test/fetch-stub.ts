import { vi } from 'vitest';

export interface RecordedRequest {
  url: URL;
  init: RequestInit | undefined;
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces `fetch` (the network boundary) with a handler; returns the requests it saw, newest last.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubFetch(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    requests.push({ url, init });
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock, last: () => requests.at(-1) };
}
