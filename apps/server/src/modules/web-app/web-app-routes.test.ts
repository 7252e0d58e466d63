import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageAt, srcSet } from '@plantopia/shared';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestShop, type TestShop } from '../../test/test-app.js';

const INDEX_HTML =
  '<!doctype html><html><head><title>Plantopia</title></head><body><div id="root"></div></body></html>';
const PRELOADS = {
  '/': ['assets/home-page-1.js', 'assets/product-image-1.js'],
  '/{category}': ['assets/category-page-1.js'],
  '/product/*': ['assets/product-page-1.js', 'assets/product-image-1.js'],
};

let webDist: string;
let shop: TestShop;
beforeAll(async () => {
  // A web build as `vite build` leaves it: the HTML, hashed assets and the page preload table.
  webDist = mkdtempSync(path.join(tmpdir(), 'plantopia-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'assets', 'home-page-1.js'), 'export {};');
  writeFileSync(path.join(webDist, 'page-preloads.json'), JSON.stringify(PRELOADS));
  shop = await createTestShop({ seed: true, webDist });
});
afterAll(async () => {
  await shop.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string) => shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const modulePreloads = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

test('a product page names its code and preloads the photo the page will show, at the same candidates', async () => {
  const plants = (await shop.app.inject({ method: 'GET', url: '/api/plants' })).json().data;
  const plant = plants[0] as { _id: string; imageUrl: string };
  const response = await page(`/product/${plant._id}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(modulePreloads(response.body)).toEqual(['/assets/product-page-1.js', '/assets/product-image-1.js']);
  const imageHint =
    /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)" imagesrcset="([^"]+)"/.exec(
      response.body,
    );
  expect(imageHint?.[1]).toBe(imageAt(plant.imageUrl, 640));
  expect(imageHint?.[2]).toBe(srcSet(plant.imageUrl));
});

test('an unknown product still gets the app (which shows its error screen), without an image hint', async () => {
  const response = await page('/product/no-such-product');
  expect(response.statusCode).toBe(200);
  expect(modulePreloads(response.body)).toEqual(['/assets/product-page-1.js', '/assets/product-image-1.js']);
  expect(response.body).not.toContain('as="image"');
});

test('home and category pages name their own code; other pages get the plain app', async () => {
  expect(modulePreloads((await page('/')).body)).toEqual([
    '/assets/home-page-1.js',
    '/assets/product-image-1.js',
  ]);
  expect(modulePreloads((await page('/plants?q=rose')).body)).toEqual(['/assets/category-page-1.js']);
  expect((await page('/pottery')).body).toBe(INDEX_HTML);
  expect((await page('/about')).body).toBe(INDEX_HTML);
});

test('hashed assets are cached for a year, and unknown API paths stay JSON 404s', async () => {
  const asset = await shop.app.inject({ method: 'GET', url: '/assets/home-page-1.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const api = await shop.app.inject({
    method: 'GET',
    url: '/api/nothing-here',
    headers: { accept: 'text/html' },
  });
  expect(api.statusCode).toBe(404);
  expect(api.json()).toEqual({ success: false, message: 'Not found: GET /api/nothing-here' });
});
