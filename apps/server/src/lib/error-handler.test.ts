import net from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestShop, request, type TestShop } from '../test/test-app.js';

/*
 * Every failure answers the shop's `{ success: false, message }` envelope with a 4xx status, Fastify's
 * own included (before, `/api/products/%ff` answered Fastify's `{ error, code, statusCode }` and an
 * over-long id a bare 414).
 */

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

function expectEnvelope(response: { statusCode: number; json(): unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String) });
  // Nothing beside the envelope's own fields: no stack, no driver detail.
  expect(Object.keys(body).every((key) => ['success', 'code', 'message', 'params'].includes(key))).toBe(true);
}

test('a path that does not decode is a 400 envelope', async () => {
  for (const url of ['/api/products/%ff', '/api/plants/%E0%A4%A', '/api/blogs/%ED%A0%80']) {
    const response = await request(shop, null, { method: 'GET', url });
    expectEnvelope(response, 400);
    expect(response.json().message).toBe('The address is not valid: it has a malformed %-escape');
  }
});

test('an id longer than the router takes is a 404 envelope, like any id that names no row', async () => {
  const url = `/api/products/${'a'.repeat(150)}`;
  const response = await request(shop, null, { method: 'GET', url });
  expectEnvelope(response, 404);
  expect(response.json().message).toBe(`Not found: GET ${url}`);
});

test('unknown routes and methods a route does not take are 404 envelopes', async () => {
  expectEnvelope(await request(shop, null, { method: 'GET', url: '/api/no/such/route' }), 404);
  expectEnvelope(await request(shop, null, { method: 'DELETE', url: '/api/plants' }), 404);
  expectEnvelope(await request(shop, null, { method: 'PATCH', url: '/api/products/featured' }), 404);
});

test('content-type and body-size failures are envelopes', async () => {
  const xml = await request(shop, null, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'content-type': 'application/xml' },
    payload: '<email>a@example.com</email>',
  });
  expectEnvelope(xml, 415);
  const tooLarge = await request(shop, null, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
  });
  expectEnvelope(tooLarge, 413);
  expect(tooLarge.json().message).toBe('The request body is too large');
  const empty = await request(shop, null, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'content-type': 'application/json' },
    payload: '',
  });
  expectEnvelope(empty, 400);
});

test('a request Node cannot parse as HTTP is answered with the envelope on the socket', async () => {
  const address = await shop.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = new URL(address);
  const raw = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header Line\r\n\r\n');
    });
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1\.1 400 /);
  expect(head).toMatch(/content-type: application\/json/i);
  expect(JSON.parse(body)).toEqual({
    success: false,
    code: 'request.invalid_http',
    message: 'The request is not valid HTTP',
  });
});
