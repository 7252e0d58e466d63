import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Product } from '@plantopia/shared';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop } from '../../test/test-app.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ seed: true });
});
afterAll(() => shop.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url, headers });

test('a repeated catalog read answers the same bytes with the same ETag', async () => {
  const first = await get('/api/plants?sort=price');
  const second = await get('/api/plants?sort=price');
  expect(second.statusCode).toBe(200);
  expect(second.body).toBe(first.body);
  expect(second.headers.etag).toBe(first.headers.etag);
  expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(second.headers['cache-control']).toBe('no-cache');
});

test('a client holding the current version gets a 304 without a body', async () => {
  const { headers } = await get('/api/tools');
  const again = await get('/api/tools', { 'if-none-match': headers.etag as string });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  const stale = await get('/api/tools', { 'if-none-match': '"something-older"' });
  expect(stale.statusCode).toBe(200);
});

test('lists are sent compressed as the client prefers, and decompress to the same JSON', async () => {
  const plain = await get('/api/soils');
  const gzip = await get('/api/soils', { 'accept-encoding': 'gzip' });
  const brotli = await get('/api/soils', { 'accept-encoding': 'gzip, deflate, br' });
  const refused = await get('/api/soils', { 'accept-encoding': 'br;q=0, gzip;q=0' });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(refused.headers['content-encoding']).toBeUndefined();
  expect(gzip.headers.vary).toMatch(/accept-encoding/i);
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
});

test('a bad query stays a 400 however often it is sent', async () => {
  for (let i = 0; i < 3; i++) {
    const response = await get('/api/plants?page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^page/);
  }
});

test('after a write, the same URL answers the new content at once', async () => {
  const url = '/api/fertilizers?sort=name&page=1&limit=3';
  const before = await get(url);
  const product = (before.json().data as Product[])[0]!;
  const productUrl = `/api/products/${product._id}`;
  const productBefore = await get(productUrl);
  await get(productUrl);

  const shopper = await signUp(shop);
  const posted = await request(shop, shopper, {
    method: 'POST',
    url: `/api/fertilizers/${product._id}/comments`,
    payload: { text: 'Worked wonders on my chilli plants.' },
  });
  expect(posted.statusCode).toBe(201);

  const productAfter = await get(productUrl);
  expect(productAfter.headers.etag).not.toBe(productBefore.headers.etag);
  expect(productAfter.json().data.comments[0].text).toBe('Worked wonders on my chilli plants.');
  const listAfter = await get(url);
  expect((listAfter.json().data as Product[])[0]!.comments[0]!.text).toBe(
    'Worked wonders on my chilli plants.',
  );
});
