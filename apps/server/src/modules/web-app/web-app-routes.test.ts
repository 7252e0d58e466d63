import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestShop, request, signUp, type TestShop, type TestUser } from '../../test/test-app.js';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Plantopia</title><meta name="description" content="A shop" />' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/preload-helper-1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';
const STYLESHEET = 'body{color:#17201a}@font-face{font-family:X;src:url(/assets/x-1.woff2)}';
const PRELOADS = {
  '/': ['assets/home-page-1.js', 'assets/product-image-1.js'],
  '/{category}': ['assets/category-page-1.js'],
  '/product/*': ['assets/product-page-1.js', 'assets/product-image-1.js'],
};

/**
 * A stand-in for the web app's server-rendering build (apps/web/src/entry-server.tsx), with its exports:
 * it reads the API through the transport the server hands it, as the real one does, and counts renders.
 * The real renderer is exercised end to end by the e2e journeys.
 */
const RENDERER = `
let transport;
globalThis.renders = 0;
const url0 = (request) => new URL(request.url);
export function configureServerRendering(options) { transport = options.transport; }
export async function renderPage(request, { signedIn, locale }) {
  globalThis.renders++;
  if (url0(request).pathname === '/hello') {
    const text = locale === 'bn' ? 'নমস্কার' : 'Hello';
    return { kind: 'page', status: 200, head: '<title>' + text + '</title>', body: '<p>' + text + '</p>', data: '{}', errors: [] };
  }
  const url = new URL(request.url);
  if (url.pathname === '/checkout' && !signedIn) {
    return { kind: 'redirect', status: 302, location: '/login?from=%2Fcheckout' };
  }
  if (url.pathname === '/crash') {
    return { kind: 'page', status: 500, head: '', body: '<p>Something went wrong</p>', data: '{}', errors: [new Error('loader broke')] };
  }
  let text = url.pathname;
  let status = url.pathname.startsWith('/no/') ? 404 : 200;
  const id = /^\\/product\\/(.+)$/.exec(url.pathname)?.[1];
  if (id) {
    const answer = await transport('/api/products/' + id);
    status = answer.status;
    text = status === 200 ? (await answer.json()).data.name : 'Page not found';
  }
  return {
    kind: 'page',
    status,
    head: '<title>' + text + '</title>',
    body: '<p>' + text + (signedIn ? ' (signed in)' : '') + '</p>',
    data: '{"page":"' + url.pathname + '"}',
    errors: [],
  };
}
`;

const WEB_PUBLIC = path.resolve(import.meta.dirname, '../../../../web/public');

const renders = () => (globalThis as { renders?: number }).renders ?? 0;

let root: string;
let shop: TestShop;
let admin: TestUser;
let plant: { _id: string; name: string };
beforeAll(async () => {
  // A web build as `npm run build -w apps/web` leaves it: dist (HTML, hashed assets, preload table) and,
  // beside it, dist-ssr with the renderer.
  root = mkdtempSync(path.join(tmpdir(), 'plantopia-web-'));
  const webDist = path.join(root, 'dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'assets', 'home-page-1.js'), 'export {};');
  writeFileSync(path.join(webDist, 'assets', 'index-1.css'), STYLESHEET);
  writeFileSync(path.join(webDist, 'page-preloads.json'), JSON.stringify(PRELOADS));
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), RENDERER);
  // The icons' drawings and the offline page, as the web build copies them from apps/web/public.
  for (const file of ['favicon.svg', 'maskable-icon.svg', 'offline.html', 'sw.js'])
    copyFileSync(path.join(WEB_PUBLIC, file), path.join(webDist, file));
  shop = await createTestShop({ seed: true, webDist });
  admin = await signUp(shop, { role: 'admin' });
  plant = (await shop.app.inject({ method: 'GET', url: '/api/plants' })).json().data[0];
});
afterAll(async () => {
  await shop.close();
  rmSync(root, { recursive: true, force: true });
});

const page = (url: string, as: TestUser | null = null) =>
  request(shop, as, { method: 'GET', url, headers: { accept: 'text/html' } });
/** The chunks the boot script fetches once the page has painted. */
const pageChunks = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-chunks">(.*?)<\/script>/.exec(html)?.[1] ?? '[]');

test('a page arrives rendered: its head tags replace the defaults, the app and its data block fill the body', async () => {
  const response = await page(`/product/${plant._id}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
  expect(response.body).toMatch(/^<!doctype html><html lang="en"><head>/);
  expect(pageChunks(response.body)).toEqual(['/assets/product-page-1.js', '/assets/product-image-1.js']);
  expect(response.body.match(/<title>/g)).toHaveLength(1);
  expect(response.body).toContain(`<title>${plant.name}</title></head>`);
  expect(response.body).toContain('<meta name="description" content="A shop" />');
  expect(response.body).toContain(
    `<div id="root"><p>${plant.name}</p></div><script type="application/json" id="page-data">{"page":"/product/${plant._id}"}</script>`,
  );
});

test('a page paints without waiting for another file: the stylesheet is inside, its code is listed, not fetched', async () => {
  const response = await page('/');
  expect(response.body).toContain(`<style>${STYLESHEET}</style>`);
  expect(response.body).not.toContain('rel="stylesheet"');
  // The boot script, at low priority: it fetches the app and the page's chunks once the page has painted.
  expect(response.body).toContain(
    '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/preload-helper-1.js">',
  );
  expect(response.body.match(/modulepreload/g)).toHaveLength(1);
  expect(pageChunks(response.body)).toEqual(['/assets/home-page-1.js', '/assets/product-image-1.js']);
  expect(pageChunks((await page('/about')).body)).toEqual([]);
});

test('an unknown product and an unknown path answer 404 with the rendered not-found page', async () => {
  for (const url of ['/product/no-such-product', '/no/such/page']) {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<p>');
  }
});

test('an anonymous page is rendered once and then answered from the cache, until a write changes what it shows', async () => {
  const url = '/plants?q=fern';
  await page(url);
  const before = renders();
  const again = await page(url);
  expect(renders()).toBe(before);
  expect(again.statusCode).toBe(200);
  // The browser's copy is still good: 304 without a body.
  const revalidated = await page(url).then(() =>
    request(shop, null, {
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'if-none-match': again.headers.etag },
    }),
  );
  expect(revalidated.statusCode).toBe(304);

  const changed = await request(shop, admin, {
    method: 'PUT',
    url: `/api/plants/${plant._id}`,
    payload: { stock: 7 },
  });
  expect(changed.statusCode).toBe(200);
  await page(url);
  expect(renders()).toBe(before + 1);

  const posted = await request(shop, admin, {
    method: 'POST',
    url: '/api/blogs',
    payload: {
      title: 'Ferns in winter',
      author: 'Nadia',
      content: '<p>Keep them warm.</p>',
      imageUrl: '',
      tags: [],
    },
  });
  expect(posted.statusCode).toBe(201);
  await page(url);
  expect(renders()).toBe(before + 2);
});

test('a signed-in page is rendered for that visitor alone: never from or into the cache, never kept by a browser', async () => {
  const shopper = await signUp(shop);
  const url = '/tools?page=1';
  await page(url);
  const before = renders();
  const mine = await page(url, shopper);
  expect(mine.body).toContain('(signed in)');
  expect(mine.headers['cache-control']).toBe('private, no-store');
  expect(renders()).toBe(before + 1);
  // The anonymous copy never holds the signed-in render.
  const anonymous = await page(url);
  expect(anonymous.body).not.toContain('(signed in)');
  expect(renders()).toBe(before + 1);
});

test('a login-required page answers signed-out visitors with a 302 to /login, and renders for the signed-in', async () => {
  const away = await page('/checkout');
  expect(away.statusCode).toBe(302);
  expect(away.headers.location).toBe('/login?from=%2Fcheckout');
  const shopper = await signUp(shop);
  const checkout = await page('/checkout', shopper);
  expect(checkout.statusCode).toBe(200);
  expect(checkout.body).toContain('(signed in)');
});

test('a page whose data failed answers 500 with its crash screen and is not cached', async () => {
  const first = await page('/crash');
  expect(first.statusCode).toBe(500);
  expect(first.body).toContain('Something went wrong');
  const before = renders();
  await page('/crash');
  expect(renders()).toBe(before + 1);
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
  expect(api.json()).toMatchObject({
    code: 'request.route_not_found',
    message: 'Not found: GET /api/nothing-here',
  });
});

const hello = (headers: Record<string, string> = {}, url = '/hello') =>
  shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

test('a visitor with the lang=bn cookie, or whose browser asks for Bangla, gets the page rendered in Bangla with <html lang="bn">', async () => {
  const visitors: Array<Record<string, string>> = [
    { cookie: 'lang=bn' },
    { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5' },
    // The cookie (the visitor's own choice) beats the browser's language.
    { cookie: 'theme=x; lang=bn', 'accept-language': 'en-GB' },
  ];
  for (const headers of visitors) {
    const response = await hello(headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="bn">');
    expect(response.body).toContain('<p>নমস্কার</p>');
    expect(response.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
  }
  const english = await hello({ cookie: 'lang=en', 'accept-language': 'bn' });
  expect(english.body).toContain('<html lang="en">');
  expect(english.body).toContain('<p>Hello</p>');
});

test('the page cache keeps one copy per language: a Bangla reader never gets the cached English page', async () => {
  const first = await hello({}, '/hello?cache=1');
  expect(first.body).toContain('<p>Hello</p>');
  const before = renders();
  expect((await hello({}, '/hello?cache=1')).body).toContain('<p>Hello</p>');
  expect(renders()).toBe(before);
  const bangla = await hello({ cookie: 'lang=bn' }, '/hello?cache=1');
  expect(bangla.body).toContain('<p>নমস্কার</p>');
  expect(renders()).toBe(before + 1);
  // Both are now cached.
  expect((await hello({ 'accept-language': 'bn' }, '/hello?cache=1')).body).toContain('<p>নমস্কার</p>');
  expect((await hello({}, '/hello?cache=1')).body).toContain('<p>Hello</p>');
  expect(renders()).toBe(before + 1);
});

test('?lang=bn renders Bangla whatever the cookie says and remembers the choice for a year', async () => {
  const response = await shop.app.inject({
    method: 'GET',
    url: '/hello?lang=bn',
    headers: { accept: 'text/html', cookie: 'lang=en' },
  });
  expect(response.body).toContain('<html lang="bn">');
  expect(response.body).toContain('<p>নমস্কার</p>');
  expect(response.headers['set-cookie']).toBe('lang=bn; Path=/; Max-Age=31536000; SameSite=Lax');
  // Without the parameter nothing is set: the cookie stays the visitor's.
  expect((await hello({ cookie: 'lang=bn' })).headers['set-cookie']).toBeUndefined();
  // An unknown language is ignored, not an error.
  const unknown = await shop.app.inject({
    method: 'GET',
    url: '/hello?lang=fr',
    headers: { accept: 'text/html' },
  });
  expect(unknown.statusCode).toBe(200);
  expect(unknown.body).toContain('<html lang="en">');
});

test("the shop can be added to a phone's home screen: a manifest in the visitor's language, with icons drawn to size", async () => {
  const english = await request(shop, null, { method: 'GET', url: '/manifest.webmanifest' });
  expect(english.statusCode).toBe(200);
  expect(english.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
  expect(english.headers.vary).toBe('Cookie, Accept-Language');
  const manifest = english.json();
  expect(manifest).toMatchObject({
    name: 'Plantopia',
    lang: 'en',
    start_url: '/',
    display: 'standalone',
    theme_color: '#1f4d33',
  });
  expect(manifest.description).toMatch(/delivered across Bangladesh/);
  const bangla = await request(shop, null, {
    method: 'GET',
    url: '/manifest.webmanifest',
    headers: { cookie: 'lang=bn' },
  });
  expect(bangla.json()).toMatchObject({ lang: 'bn', name: 'Plantopia' });
  expect(bangla.json().description).toMatch(/ডেলিভারি/);

  const purposes = (manifest.icons as { src: string; sizes: string; purpose: string }[]).filter((icon) =>
    icon.src.endsWith('.png'),
  );
  expect(purposes.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable']);
  for (const icon of [
    ...purposes,
    { src: '/icons/apple-touch-icon.png', sizes: '180x180' },
    { src: '/icons/favicon-48.png', sizes: '48x48' },
  ]) {
    const drawn = await request(shop, null, { method: 'GET', url: icon.src });
    expect(drawn.statusCode, icon.src).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/png');
    const { width, height, format } = await sharp(drawn.rawPayload).metadata();
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    expect(format).toBe('png');
  }
  // The maskable icon fills its square to the corners (a phone crops it); the plain one is rounded.
  const corner = async (url: string) => {
    const png = (await request(shop, null, { method: 'GET', url })).rawPayload;
    const { data } = await sharp(png).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    });
    return data.at(-1);
  };
  expect(await corner('/icons/maskable-512.png')).toBe(255);
  expect(await corner('/icons/icon-512.png')).toBe(0);
  expect((await request(shop, null, { method: 'GET', url: '/icons/other.png' })).statusCode).toBe(404);
});

test('the offline page and its service worker are served to be revalidated, so a new version reaches phones', async () => {
  for (const url of ['/sw.js', '/offline.html']) {
    const response = await request(shop, null, { method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['cache-control'], url).toBe('no-cache');
  }
  const worker = (await request(shop, null, { method: 'GET', url: '/sw.js' })).body;
  // Only page loads are answered, and only the offline page is kept.
  expect(worker).toContain("event.request.mode !== 'navigate'");
  expect(worker).not.toMatch(/cache\.put|addAll/);
});
