import { expect, test, untilHydrated } from './fixtures.js';

/*
 * Issue 11: every public page arrives rendered by the server and hydrates without a mismatch, at both
 * widths (the projects). The fixture fails the test on any hydration error React reports.
 */

test('every public page is rendered on the server with its content and hydrates as rendered', async ({
  page,
  request,
}) => {
  const product = (
    (await (await request.get('/api/plants')).json()).data as Array<{ _id: string; name: string }>
  )[0]!;
  const post = (
    (await (await request.get('/api/blogs')).json()).data as Array<{ _id: string; title: string }>
  )[0]!;
  // The cart lives in the browser (localStorage): the server sends its skeleton, the browser the lines.
  const pages: Array<{ path: string; heading: string | RegExp; status?: number; inHtml?: boolean }> = [
    { path: '/', heading: /Plantopia: plants, tools/ },
    { path: '/plants', heading: 'Plants' },
    { path: '/tools?page=1', heading: 'Tools' },
    { path: '/soils?q=mix', heading: 'Soils' },
    { path: '/fertilizers', heading: 'Fertilizers' },
    { path: `/product/${product._id}`, heading: product.name },
    { path: '/blogs', heading: 'Our Blog' },
    { path: `/blogs/${post._id}`, heading: post.title },
    { path: '/about', heading: 'Growing greener homes across Bangladesh' },
    { path: '/contact', heading: "We'd love to hear from you" },
    { path: '/privacy', heading: 'Privacy Policy' },
    { path: '/terms', heading: 'Terms of Service' },
    { path: '/cart', heading: 'Your cart is empty', inHtml: false },
    { path: '/login', heading: 'Welcome back' },
    { path: '/register', heading: 'Create your account' },
    { path: '/forgot-password', heading: 'Forgot your password?' },
    { path: '/no/such/page', heading: /not found/i, status: 404 },
  ];
  for (const { path, heading, status = 200, inHtml = true } of pages) {
    // The server's HTML already holds the page's heading, before any JavaScript runs.
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    if (inHtml) expect(html, path).toMatch(/<h1[^>]*>/);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: heading }).first(), path).toBeAttached();
  }
});

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
