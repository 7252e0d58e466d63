import { CATEGORY_IDS } from '@plantopia/shared';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestShop, TEST_ORIGIN, type TestShop } from '../../test/test-app.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ seed: true });
});
afterAll(() => shop.close());

test('the sitemap lists every category, product and post with its last change, as sitemaps.org 0.9 requires', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  const xml = response.body;
  expect(
    xml.startsWith(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ),
  ).toBe(true);
  expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  // Every <url> has exactly one <loc>, an absolute URL, and an optional W3C datetime <lastmod>.
  const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
  for (const entry of urls)
    expect(entry).toMatch(
      /^<loc>https?:\/\/[^<]+<\/loc>(<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z<\/lastmod>)?$/,
    );
  const locs = urls.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)![1]!);
  const lastmod = (loc: string) => urls[locs.indexOf(loc)]!.includes('<lastmod>');

  for (const id of CATEGORY_IDS) expect(lastmod(`${TEST_ORIGIN}/${id}`)).toBe(true);
  const products = await Promise.all(
    CATEGORY_IDS.map(async (id) => {
      const first = (await shop.app.inject({ method: 'GET', url: `/api/${id}?limit=1` })).json();
      return first.total as number;
    }),
  );
  const productLocs = locs.filter((loc) => loc.startsWith(`${TEST_ORIGIN}/product/`));
  expect(productLocs).toHaveLength(products.reduce((a, b) => a + b, 0));
  expect(productLocs.every(lastmod)).toBe(true);
  const posts = (await shop.app.inject({ method: 'GET', url: '/api/blogs' })).json().data as Array<{
    _id: string;
  }>;
  for (const post of posts) expect(lastmod(`${TEST_ORIGIN}/blogs/${post._id}`)).toBe(true);
  expect(locs).not.toContain(`${TEST_ORIGIN}/checkout`);
});

test('robots.txt keeps crawlers out of personal and admin pages and names the sitemap', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/robots.txt' });
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('User-agent: *');
  for (const path of [
    '/admin',
    '/profile',
    '/checkout',
    '/wishlist',
    '/confirm-order/',
    '/care-reminders/',
    '/api/',
  ]) {
    expect(response.body).toContain(`Disallow: ${path}\n`);
  }
  expect(response.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
});
