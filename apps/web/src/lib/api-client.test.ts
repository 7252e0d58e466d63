import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '@/test/fetch-stub';
import { ApiError, api, apiFetch, networkErrorMessage, timeoutMessage } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  test('returns data from the envelope and sends the session cookie', async () => {
    const { last } = stubFetch(() => jsonResponse({ success: true, data: [{ _id: '1' }] }));
    await expect(api.get('/api/products/featured')).resolves.toEqual([{ _id: '1' }]);
    expect(last()?.init?.credentials).toBe('include');
    expect(last()?.url.pathname).toBe('/api/products/featured');
  });

  test('keeps fields that a route adds beside data', async () => {
    stubFetch(() => jsonResponse({ success: true, data: [], total: 42, highestPrice: 1250 }));
    const envelope = await apiFetch<unknown[], { total: number; highestPrice: number }>('/api/plants');
    expect(envelope.total).toBe(42);
    expect(envelope.highestPrice).toBe(1250);
  });

  test('leaves empty query values out of the URL', async () => {
    const { last } = stubFetch(() => jsonResponse({ success: true, data: [] }));
    await apiFetch('/api/plants', { query: { q: '', sort: 'price', minPrice: undefined, page: 2 } });
    expect(last()?.url.search).toBe('?sort=price&page=2');
  });

  test('sends a body as JSON', async () => {
    const { last } = stubFetch(() => jsonResponse({ success: true, data: { ok: true } }, 201));
    await api.post('/api/orders', { paymentMethod: 'cod' });
    expect(last()?.init?.method).toBe('POST');
    expect(last()?.init?.body).toBe('{"paymentMethod":"cod"}');
    expect(new Headers(last()?.init?.headers).get('Content-Type')).toBe('application/json');
  });

  test('a failure answer becomes an ApiError with its status and message', async () => {
    stubFetch(() => jsonResponse({ success: false, message: 'Product not found' }, 404));
    const error = await api.get('/api/plants/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Product not found' });
  });

  test("a failure keeps the answer's code and params, for a caller that acts on the cause", async () => {
    const params = { minSubtotal: { taka: 1000 } };
    const message = 'This code needs a subtotal of ৳1,000.00';
    stubFetch(() =>
      jsonResponse({ success: false, code: 'coupon.refusal.below_minimum', message, params }, 409),
    );
    await expect(api.post('/api/orders', {})).rejects.toMatchObject({
      status: 409,
      message,
      code: 'coupon.refusal.below_minimum',
      params,
    });
  });

  test('success: false is a failure even with status 200', async () => {
    stubFetch(() => jsonResponse({ success: false, message: 'Nope' }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 200, message: 'Nope' });
  });

  test('a server error without a body gets a readable message', async () => {
    stubFetch(() => new Response('', { status: 502 }));
    await expect(api.get('/api/x')).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/trouble/),
    });
  });

  test('a network failure becomes an ApiError with status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: networkErrorMessage(), isNetworkError: true });
  });

  /** A fetch that never answers, as on a network that has gone quiet; it stops only when aborted. */
  const silentNetwork = () =>
    stubFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );

  test('a request without an answer in time becomes an ApiError with a clear message', async () => {
    silentNetwork();
    const error = await api.get('/api/x', { timeoutMs: 20 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: timeoutMessage(), isNetworkError: true });
  });

  test('every request has a timeout by default, 15 seconds', async () => {
    vi.useFakeTimers();
    try {
      silentNetwork();
      const pending = api.get('/api/x').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(14_999);
      let settled = false;
      void pending.then(() => {
        settled = true;
      });
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ status: 0, message: timeoutMessage() });
    } finally {
      vi.useRealTimers();
    }
  });

  test("the caller's cancel stays an AbortError, not an ApiError", async () => {
    silentNetwork();
    const controller = new AbortController();
    const pending = api.get('/api/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  test('an answer whose body breaks off midway is a network failure, never empty data', async () => {
    stubFetch(
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"success":true,"da'));
              controller.error(new TypeError('network error'));
            },
          }),
          { status: 200 },
        ),
    );
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, message: networkErrorMessage() });
  });
});
