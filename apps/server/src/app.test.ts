import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestShop, TEST_ORIGIN, type TestShop } from './test/test-app.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

test('the health check reports the database', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json().data.status).toBe('ok');
});

test('an unknown API path is a JSON 404, never the web page', async () => {
  const response = await shop.app.inject({
    method: 'GET',
    url: '/api/nothing/here',
    headers: { accept: 'text/html' },
  });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({
    code: 'request.route_not_found',
    message: 'Not found: GET /api/nothing/here',
  });
});

test('responses carry the security headers', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/health' });
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBeDefined();
});

test('a state-changing request from another site is refused', async () => {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: 'https://evil.example' },
    payload: { email: 'a@example.com', password: 'whatever-123' },
  });
  expect(response.statusCode).toBe(403);
  expect(response.json().success).toBe(false);
});

test('a state-changing request with neither Origin nor Referer is refused like a foreign one', async () => {
  for (const method of ['POST', 'PUT', 'DELETE'] as const) {
    const response = await shop.app.inject({
      method,
      url: method === 'POST' ? '/api/auth/sign-in/email' : '/api/cart/some-user',
      payload: { email: 'a@example.com', password: 'whatever-123' },
    });
    expect(response.statusCode, method).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'request.cross_site',
      message: 'Requests from other sites are not allowed',
    });
  }
  // Without an Origin, the Referer's origin decides: a foreign page is refused, a page of the shop is not.
  const foreignPage = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { referer: 'https://evil.example/login' },
    payload: { email: 'a@example.com', password: 'whatever-123' },
  });
  expect(foreignPage.statusCode).toBe(403);
  const ownPage = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { referer: `${TEST_ORIGIN}/login` },
    remoteAddress: '198.51.100.77',
    payload: { email: 'a@example.com', password: 'whatever-123' },
  });
  expect(ownPage.statusCode).toBe(401);
  // Reads stay open to anyone.
  expect((await shop.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
});

test('a body that is neither JSON nor multipart is refused', async () => {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain' },
    payload: 'email=a@example.com',
  });
  expect(response.statusCode).toBe(415);
  expect(response.json().success).toBe(false);
});

test('malformed JSON is a 400 envelope without a stack trace', async () => {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: '{"email":',
  });
  expect(response.statusCode).toBe(400);
  expect(response.body).not.toMatch(/at .*\.js/);
});

test('the OpenAPI document describes the routes', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const doc = response.json();
  expect(doc.openapi).toMatch(/^3\./);
  for (const path of ['/api/plants', '/api/plants/{id}', '/api/products/{id}', '/api/blogs', '/api/health']) {
    expect(Object.keys(doc.paths)).toContain(path);
  }
});

test('started without PUBLIC_URL, the shop takes writes from 127.0.0.1, the address it prints first', async () => {
  const local = await createTestShop({ env: { PUBLIC_URL: undefined as unknown as string, PORT: '3000' } });
  try {
    const signIn = (origin: string) =>
      local.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        payload: { email: 'nobody@example.com', password: 'wrong-password-1' },
      });
    // Refused for the password (401), not for the origin (403).
    expect((await signIn('http://127.0.0.1:3000')).statusCode).toBe(401);
    expect((await signIn('http://localhost:3000')).statusCode).toBe(401);
    expect((await signIn('http://evil.example')).statusCode).toBe(403);
  } finally {
    await local.close();
  }
});
