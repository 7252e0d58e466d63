import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, type TestShop } from './test/test-app.js';

const STOREFRONT = 'https://storefront.example';

describe('CORS_ORIGINS', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ seed: true, env: { CORS_ORIGINS: `${STOREFRONT}, https://app.example/` } });
  });
  afterAll(() => shop.close());

  test('a listed origin may read answers with credentials, and sees the request id', async () => {
    const response = await shop.app.inject({ url: '/api/plants', headers: { origin: STOREFRONT } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(STOREFRONT);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-expose-headers']).toContain('x-request-id');
    expect(response.headers.vary).toContain('Origin');
  });

  test('a preflight from a listed origin is answered', async () => {
    const response = await shop.app.inject({
      method: 'OPTIONS',
      url: '/api/orders',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, idempotency-key',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'idempotency-key',
    );
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  test('an origin not listed, or no Origin at all, gets no CORS header of any kind and no preflight', async () => {
    const corsHeaders = (headers: Record<string, unknown>) =>
      Object.keys(headers).filter((name) => name.startsWith('access-control-'));
    for (const headers of [{ origin: 'https://evil.example' }, {}]) {
      const response = await shop.app.inject({ url: '/api/plants', headers });
      expect(response.statusCode).toBe(200);
      expect(corsHeaders(response.headers)).toEqual([]);
      const preflight = await shop.app.inject({
        method: 'OPTIONS',
        url: '/api/orders',
        headers: { ...headers, 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).not.toBe(204);
      expect(corsHeaders(preflight.headers)).toEqual([]);
    }
  });

  test('a listed origin may also send writes; others are still refused by the CSRF check', async () => {
    const body = { email: 'nobody@example.com', password: 'wrong-password-1' };
    const listed = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: STOREFRONT },
      payload: body,
    });
    expect(listed.statusCode).toBe(401);
    const foreign = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: body,
    });
    expect(foreign.statusCode).toBe(403);
  });

  test('product images may be shown by pages on other origins', async () => {
    const product = (await shop.app.inject('/api/plants')).json().data[0];
    expect(product.imageUrl).toMatch(/^\/seed-images\//);
    const image = await shop.app.inject(`${product.imageUrl}?w=320`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The shop's pages and API answers keep the same-origin default.
    const api = await shop.app.inject('/api/plants');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

test('without CORS_ORIGINS no answer carries CORS headers', async () => {
  const shop = await createTestShop();
  try {
    const response = await shop.app.inject({ url: '/api/health', headers: { origin: STOREFRONT } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  } finally {
    await shop.close();
  }
});

test('CORS_ORIGINS must list origins', () => {
  // Checked by the config parser: a path or a bare host names no origin a browser would send.
  return Promise.all(
    ['https://shop.example/path', 'shop.example', '*'].map(async (value) => {
      await expect(createTestShop({ env: { CORS_ORIGINS: value } })).rejects.toThrow(/CORS_ORIGINS/);
    }),
  );
});

describe('the OpenAPI document', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop();
  });
  afterAll(() => shop.close());

  test('is browsable at /api/docs from files the shop serves itself', async () => {
    const page = await shop.app.inject('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const asset = await shop.app.inject(new URL(src, 'http://localhost/api/docs/').pathname);
      expect(asset.statusCode).toBe(200);
    }
    const spec = await shop.app.inject('/api/docs/json');
    expect(spec.json().paths['/api/ready']).toBeDefined();
    expect(spec.json().paths['/metrics']).toBeUndefined();
  });

  test('describes the care reminder routes, the stop link among them, with their bodies', async () => {
    const { paths } = (await shop.app.inject('/api/openapi.json')).json();
    expect(paths['/api/care-reminders'].get.summary).toMatch(/plant care reminders/);
    expect(paths['/api/care-reminders'].put.summary).toMatch(/at most one a week/);
    expect(paths['/api/care-reminders'].put.requestBody.content['application/json'].schema.required).toEqual([
      'enabled',
      'channel',
    ]);
    expect(paths['/api/care-reminders/stop'].post.summary).toMatch(/no sign-in needed/);
  });
});
