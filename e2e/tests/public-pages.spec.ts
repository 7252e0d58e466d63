import type { APIRequestContext as Request } from '@playwright/test';
import { expect, test, untilHydrated } from './fixtures.js';

/*
 * Issue 11: every public page arrives rendered by the server and hydrates without a mismatch, at both
 * widths (the projects). The fixture fails the test on any hydration error React reports.
 */

interface PublicPage {
  path: string;
  heading: string | RegExp;
  status?: number;
  /** The cart lives in the browser (localStorage): the server sends its skeleton, the browser the lines. */
  inHtml?: boolean;
}

async function first<T>(request: Request, url: string): Promise<T> {
  return ((await (await request.get(url)).json()).data as T[])[0]!;
}

/** Each page is a journey of its own, so a slow machine spends one test's time on one page. */
const PAGES: Record<string, (request: Request) => Promise<PublicPage> | PublicPage> = {
  home: () => ({ path: '/', heading: /Plantopia: plants, tools/ }),
  plants: () => ({ path: '/plants', heading: 'Plants' }),
  'tools, page 1': () => ({ path: '/tools?page=1', heading: 'Tools' }),
  'soils, searched': () => ({ path: '/soils?q=mix', heading: 'Soils' }),
  fertilizers: () => ({ path: '/fertilizers', heading: 'Fertilizers' }),
  'a product': async (request) => {
    const product = await first<{ _id: string; name: string }>(request, '/api/plants');
    return { path: `/product/${product._id}`, heading: product.name };
  },
  blog: () => ({ path: '/blogs', heading: 'Our Blog' }),
  'a blog post': async (request) => {
    const post = await first<{ _id: string; title: string }>(request, '/api/blogs');
    return { path: `/blogs/${post._id}`, heading: post.title };
  },
  about: () => ({ path: '/about', heading: 'Growing greener homes across Bangladesh' }),
  contact: () => ({ path: '/contact', heading: "We'd love to hear from you" }),
  privacy: () => ({ path: '/privacy', heading: 'Privacy Policy' }),
  terms: () => ({ path: '/terms', heading: 'Terms of Service' }),
  cart: () => ({ path: '/cart', heading: 'Your cart is empty', inHtml: false }),
  login: () => ({ path: '/login', heading: 'Welcome back' }),
  register: () => ({ path: '/register', heading: 'Create your account' }),
  'forgot password': () => ({ path: '/forgot-password', heading: 'Forgot your password?' }),
  'a missing page': () => ({ path: '/no/such/page', heading: /not found/i, status: 404 }),
};

for (const [name, describe] of Object.entries(PAGES)) {
  test(`${name}: rendered on the server with its content, and hydrates as rendered`, async ({
    page,
    request,
  }) => {
    const { path, heading, status = 200, inHtml = true } = await describe(request);
    // The server's HTML already holds the page's heading, before any JavaScript runs.
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    if (inHtml) expect(html, path).toMatch(/<h1[^>]*>/);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: heading }).first(), path).toBeAttached();
  });
}

test('a product page shows its photo before the app’s code is asked for, then fetches the app and the page’s chunks together', async ({
  page,
  request,
}) => {
  // A plant with a photo: other journeys add plants without one (the CSV import's), listed first.
  const product = (
    (await (await request.get('/api/plants')).json()).data as Array<{ _id: string; imageUrl: string }>
  ).find((plant) => plant.imageUrl)!;
  const events: string[] = [];
  page.on('requestfinished', (finished) => {
    if (finished.resourceType() === 'image') events.push(`image ${new URL(finished.url()).pathname}`);
  });
  page.on('request', (asked) => {
    const file = /\/assets\/(main|product-page)-[^/]+\.js$/.exec(asked.url())?.[1];
    if (file) events.push(`code ${file}`);
  });
  await page.goto(`/product/${product._id}`);
  await untilHydrated(page);
  const mainImage = await page.locator('img[fetchpriority="high"]').getAttribute('src');
  const firstCode = events.findIndex((event) => event.startsWith('code'));
  expect(firstCode).toBeGreaterThan(0);
  expect(events.slice(0, firstCode)).toContain(`image ${new URL(mainImage!, page.url()).pathname}`);
  expect(events.filter((event) => event.startsWith('code')).sort()).toEqual([
    'code main',
    'code product-page',
  ]);
});

test('hydration keeps the head the server wrote; a navigation gives the next page its own, once each', async ({
  page,
}) => {
  // Every title, meta and link that leaves the head, from the first byte on.
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedHeadTags: string[] }).removedHeadTags = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && /^(TITLE|META|LINK)$/.test(node.tagName))
            removed.push(node.outerHTML);
    }).observe(document, { childList: true, subtree: true });
  });
  const headTags = () =>
    page.evaluate(() =>
      [...document.head.querySelectorAll('title, meta[name], meta[property], link[rel="canonical"]')].map(
        (element) =>
          element.getAttribute('name') ??
          element.getAttribute('property') ??
          element.getAttribute('rel') ??
          element.tagName.toLowerCase(),
      ),
    );
  const once = (tags: string[]) => expect(tags.length, tags.join(', ')).toBe(new Set(tags).size);

  await page.goto('/plants');
  await untilHydrated(page);
  // The parts that render head tags have hydrated: none is marked as the server's alone any more.
  await expect(page.locator('head [data-page-head]')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { removedHeadTags: string[] }).removedHeadTags),
  ).toEqual([]);
  once(await headTags());
  expect(await headTags()).toEqual(expect.arrayContaining(['title', 'description', 'canonical', 'og:title']));

  const card = page.locator('main a[href^="/product/"]').first();
  const name = (await card.textContent())!.trim();
  await card.click();
  await expect(page).toHaveTitle(`${name} · Plantopia`);
  once(await headTags());
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', page.url());
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'product');
});

test('a listing carries its cards to the browser, not its products’ whole pages', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the document is the same at every width');
  for (const path of ['/', '/plants']) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    const data = JSON.parse(
      /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)![1]!,
    );
    const queries = data.queries.queries as Array<{ queryKey: unknown[]; state: { data: unknown } }>;
    // The featured list (an array) and a category's page ({ products }).
    const listed = queries
      .filter(({ queryKey }) => queryKey[0] === 'catalog')
      .flatMap(({ state }) => {
        const value = state.data as { products: unknown[] } | unknown[];
        return Array.isArray(value) ? value : value.products;
      }) as Array<Record<string, unknown>>;
    expect(listed.length, path).toBeGreaterThan(0);
    for (const product of listed) {
      // What a card shows and its button adds…
      expect(Object.keys(product), path).toEqual(
        expect.arrayContaining(['_id', 'name', 'nameBn', 'price', 'stock', 'imageUrl', 'variants']),
      );
      // …and none of the product page's texts, in either language.
      for (const field of [
        'description',
        'descriptionBn',
        'features',
        'careInstructions',
        'reviews',
        'comments',
      ])
        expect(product, `${path}: ${String(product.name)}`).not.toHaveProperty(field);
    }
  }
});

test('the tab’s icon is a small PNG drawn to its size, not an SVG the page must render', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the document is the same at every width');
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const icons = html.match(/<link rel="icon"[^>]*>/g) ?? [];
  expect(icons).toHaveLength(1);
  expect(icons[0]).toContain('type="image/png"');
  const drawn = await request.get(/href="([^"]+)"/.exec(icons[0]!)![1]!);
  expect(drawn.status()).toBe(200);
  expect(drawn.headers()['content-type']).toBe('image/png');
});
